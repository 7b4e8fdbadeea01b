import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

// A sentence's full stop is the same in both.
describeWords('the eco-impact page', words, ['calculator.end', 'facts.0.figure'])
