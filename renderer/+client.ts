// The first JavaScript of every page load (not re-run on client-side navigation).
import { recordFirstTouch } from './first-touch'

recordFirstTouch()
