export { claim, claimFirstFree, ClaimConflict, claimOf, claimsOver, type HeldClaim, isOverlapRefusal, moveClaim, releaseClaim } from './claims'
