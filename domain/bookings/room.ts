/**
 * The one engine that answers "is there room": resources that can each be claimed once at a
 * time (a rental unit; one place of a service window, a window taking N carts being N
 * places), the claims they hold, and a span asked about. The database keeps the same rule
 * (server/bookings: an exclusion constraint on PostgreSQL, triggers and one BEGIN IMMEDIATE
 * transaction on SQLite); this is the arithmetic the pages, the API and the repositories
 * share to say what is free, how many, and the nearest spans that are.
 */
import { overlaps, type Span } from './spans'

/** A resource held over a span (by a reservation, a block, a booking). */
export interface Claim {
  resource: string
  span: Span
}

/** Claims grouped by resource, each list sorted by start: built once, asked many times. */
export interface ClaimIndex {
  readonly byResource: ReadonlyMap<string, readonly Span[]>
}

export function indexClaims(claims: readonly Claim[]): ClaimIndex {
  const byResource = new Map<string, Span[]>()
  for (const claim of claims) {
    const list = byResource.get(claim.resource)
    if (list) list.push(claim.span)
    else byResource.set(claim.resource, [claim.span])
  }
  for (const list of byResource.values()) list.sort((a, b) => a.start - b.start)
  return { byResource }
}

const asIndex = (claims: readonly Claim[] | ClaimIndex): ClaimIndex => ('byResource' in claims ? claims : indexClaims(claims))

/** Whether a resource holds no claim overlapping the span. */
export function isFree(resource: string, claims: readonly Claim[] | ClaimIndex, span: Span): boolean {
  const spans = asIndex(claims).byResource.get(resource)
  if (!spans) return true
  for (const held of spans) {
    if (held.start >= span.end) break
    if (overlaps(held, span)) return false
  }
  return true
}

/** The resources free over the whole span, in the order given (the first is the one to hold). */
export function freeResources(resources: readonly string[], claims: readonly Claim[] | ClaimIndex, span: Span): string[] {
  const index = asIndex(claims)
  return resources.filter((resource) => isFree(resource, index, span))
}

/** Whether at least one of the resources is free over the span. */
export function hasRoom(resources: readonly string[], claims: readonly Claim[] | ClaimIndex, span: Span): boolean {
  const index = asIndex(claims)
  return resources.some((resource) => isFree(resource, index, span))
}

/** For each span, how many of the resources are free over it (a month's days, a day's windows). */
export function freeCounts(resources: readonly string[], claims: readonly Claim[] | ClaimIndex, spans: readonly Span[]): number[] {
  const index = asIndex(claims)
  return spans.map((span) => freeResources(resources, index, span).length)
}

export interface NearestOptions {
  /** How many to find (default 3). */
  limit?: number
}

/**
 * Among `candidates` (start days, windows …), the ones nearest to `wanted` at which some
 * resource is free for the whole span `spanOf` makes of them: nearest first by `distance`,
 * the earlier of two equally near, then returned in the candidates' own order.
 */
export function nearestWithRoom<T>(
  candidates: readonly T[],
  spanOf: (candidate: T) => Span,
  distance: (candidate: T) => number,
  resources: readonly string[],
  claims: readonly Claim[] | ClaimIndex,
  { limit = 3 }: NearestOptions = {},
): T[] {
  const index = asIndex(claims)
  const order = candidates.map((candidate, position) => ({ candidate, position, distance: Math.abs(distance(candidate)) }))
  order.sort((a, b) => a.distance - b.distance || a.position - b.position)
  const found: Array<{ candidate: T; position: number }> = []
  for (const entry of order) {
    if (found.length >= limit) break
    if (hasRoom(resources, index, spanOf(entry.candidate))) found.push(entry)
  }
  return found.sort((a, b) => a.position - b.position).map((entry) => entry.candidate)
}
