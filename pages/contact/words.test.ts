import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the contact page', words)
