import { describeWords } from '#app/tests/helpers/words'
import { COMMON_WORDS } from './words'

// The closure's line is only its hours and the dealer's reason, joined as both languages join them.
describeWords('the shared components', COMMON_WORDS, ['closures.line'])
