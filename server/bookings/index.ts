export { claim, claimFirstFree, ClaimConflict, claimOf, claimsLike, claimsOver, type HeldClaim, isOverlapRefusal, moveClaim, releaseClaim } from './claims'
export { type PeriodicJob, startPeriodic } from './periodic'
export { type LinkSigner, linkSigner } from './signed-links'
