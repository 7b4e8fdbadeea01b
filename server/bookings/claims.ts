/**
 * The availability engine's database side, shared by every kind of booking: claims of
 * resources over spans (booking_claims, migration 017). A claim is written only inside the
 * caller's write transaction, after reading the claims it could collide with in that same
 * transaction: on SQLite the transaction is BEGIN IMMEDIATE (no other writer between the read
 * and the write, in this process or another), on PostgreSQL every write transaction takes the
 * same advisory lock (server/db/database.ts). Below that, the database itself refuses an
 * overlapping claim (the exclusion constraint on PostgreSQL, triggers on SQLite), whoever
 * writes it: that refusal comes back here as a ClaimConflict.
 */
import type { Queries } from '../db/database'
import { startsWith } from '../db/like'
import { freeResources, type Claim } from '#app/domain/bookings/room'
import type { Span } from '#app/domain/bookings/spans'

/** A claim as stored: what holds it too. */
export interface HeldClaim extends Claim {
  holder: string
}

/** The resource is taken for part of the span (found by the check, or refused by the database). */
export class ClaimConflict extends Error {
  constructor(readonly resource: string) {
    super(`${resource} is already claimed for part of that time`)
    this.name = 'ClaimConflict'
  }
}

/** Whether an error is the database refusing an overlapping claim: PostgreSQL's exclusion_violation, or SQLite's trigger. */
export function isOverlapRefusal(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const e = err as { code?: unknown; message?: unknown }
  return e.code === '23P01' || (typeof e.message === 'string' && e.message.includes('booking_claims_no_overlap'))
}

type ClaimRow = { resource: string; holder: string; starts_at: number | string; ends_at: number | string }
const held = (row: ClaimRow): HeldClaim => ({ resource: row.resource, holder: row.holder, span: { start: Number(row.starts_at), end: Number(row.ends_at) } })

/** The claims overlapping the span, of the resources the caller narrows to, in resource and time order. */
function overlapping(q: Queries, span: Span) {
  return q.kysely
    .selectFrom('booking_claims')
    .select(['resource', 'starts_at', 'ends_at', 'holder'])
    .where('starts_at', '<', span.end)
    .where('ends_at', '>', span.start)
    .orderBy('resource')
    .orderBy('starts_at')
}

/** The claims of these resources that overlap the span (all resources when `resources` is absent). */
export async function claimsOver(q: Queries, span: Span, resources?: readonly string[]): Promise<HeldClaim[]> {
  if (resources && resources.length === 0) return []
  const select = overlapping(q, span)
  return (await (resources ? select.where('resource', 'in', [...resources]) : select).execute()).map(held)
}

/** The claims overlapping the span of every resource whose name starts with `prefix` ("window:" for all service windows' places). */
export async function claimsLike(q: Queries, span: Span, prefix: string): Promise<HeldClaim[]> {
  return (await overlapping(q, span).where((eb) => startsWith(eb.ref('resource'), prefix)).execute()).map(held)
}

/** The claim a holder has, if any. */
export async function claimOf(q: Queries, holder: string): Promise<HeldClaim | undefined> {
  const row = await q.kysely.selectFrom('booking_claims').select(['resource', 'starts_at', 'ends_at', 'holder']).where('holder', '=', holder).executeTakeFirst()
  return row ? held(row) : undefined
}

async function write<T>(resource: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (isOverlapRefusal(err)) throw new ClaimConflict(resource)
    throw err
  }
}

/** Claims a resource over a span for a holder (inside the caller's write transaction); ClaimConflict when it is taken. */
export async function claim(tx: Queries, resource: string, span: Span, holder: string): Promise<void> {
  const taken = await claimsOver(tx, span, [resource])
  if (taken.length > 0) throw new ClaimConflict(resource)
  await write(resource, () => tx.kysely.insertInto('booking_claims').values({ resource, starts_at: span.start, ends_at: span.end, holder }).execute())
}

/**
 * Claims the first of `resources` (in their order) free over the whole span; the resource
 * claimed, or null when none is free.
 */
export async function claimFirstFree(tx: Queries, resources: readonly string[], span: Span, holder: string): Promise<string | null> {
  const [first] = freeResources(resources, await claimsOver(tx, span, resources), span)
  if (first === undefined) return null
  await write(first, () => tx.kysely.insertInto('booking_claims').values({ resource: first, starts_at: span.start, ends_at: span.end, holder }).execute())
  return first
}

/** Moves a holder's claim to another resource over the same span; ClaimConflict when that one is taken. */
export async function moveClaim(tx: Queries, holder: string, resource: string): Promise<void> {
  const current = await claimOf(tx, holder)
  if (!current) throw new Error(`${holder} holds no claim`)
  if (current.resource === resource) return
  if ((await claimsOver(tx, current.span, [resource])).length > 0) throw new ClaimConflict(resource)
  await write(resource, () => tx.kysely.updateTable('booking_claims').set({ resource }).where('holder', '=', holder).execute())
}

/** Gives up a holder's claim; false when it held none. */
export async function releaseClaim(tx: Queries, holder: string): Promise<boolean> {
  const result = await tx.kysely.deleteFrom('booking_claims').where('holder', '=', holder).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
