import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

// The end of a sentence is a full stop in both.
describeWords('the thank-you page', words, ['end'])
