import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the vehicle page', words, [
  // "Color" is the same word in Spanish.
  'unit.color',
])
