import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the vehicle page', words, [
  // A name and a price; "Color" is the same word in Spanish.
  'head.shortTitle',
  'unit.color',
])
