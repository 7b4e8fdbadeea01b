import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

// "{plan}, {rate}" is placeholders only.
describeWords('the town rental pages', words, ['plans.what'])
