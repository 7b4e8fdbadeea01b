import { describeWords } from '#app/tests/helpers/words'
import { COMMON_WORDS } from './words'

describeWords('the shared components', COMMON_WORDS)
