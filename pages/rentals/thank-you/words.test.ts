import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

// "{plan}, {start}, {days}." is placeholders only.
describeWords('the reservation thank-you page', words, ['heading'])
