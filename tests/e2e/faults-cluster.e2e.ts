/** The fault tests (tests/e2e/faults.ts) against the server as a primary with two workers, and what only a cluster has: a limit shared by the workers, a dead worker replaced. */
import { faultTests } from './faults'

faultTests('2')
