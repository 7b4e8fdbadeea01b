export { claim, claimFirstFree, ClaimConflict, claimOf, claimsLike, claimsOver, type HeldClaim, isOverlapRefusal, moveClaim, releaseClaim } from './claims'
