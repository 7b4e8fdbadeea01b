/** The fault tests (tests/e2e/faults.ts) against the server as a single process. */
import { faultTests } from './faults'

faultTests('1')
