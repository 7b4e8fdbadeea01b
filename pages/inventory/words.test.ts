import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the inventory page', words, [
  // Brands' and model series' names.
  'options.brand.denago',
  'options.brand.evolution',
  'options.category.ranger',
  'options.category.maverick',
  'options.category.forester',
  'options.category.turfman',
  'options.category.rover',
])
