import { describeWords } from '#app/tests/helpers/words'
import words from './payment-words'

describeWords('the payment estimate', words)
