import type { Queries } from '../db/database'

/** Who made a change: a signed-in operator, an API token, or the operator CLI. */
export type Actor =
  | { kind: 'operator'; id: number; email: string; role: 'owner' | 'staff' }
  | { kind: 'token'; name: string }
  | { kind: 'cli' }
  /** The renter of a reservation, through the signed link in their e-mail. */
  | { kind: 'renter' }
  /** A job of the server's own (a request's hold running out). */
  | { kind: 'job'; name: string }

export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'operator':
      return actor.email
    case 'token':
      return `token:${actor.name}`
    case 'cli':
      return 'cli'
    case 'renter':
      return 'renter (signed link)'
    case 'job':
      return `job:${actor.name}`
  }
}

export interface AuditChange {
  actor: Actor
  /** What was done, e.g. `vehicle.create`, `vehicle.update`, `photo.delete`, `user.disable`. */
  action: string
  entity: string
  entityId?: string | null
  before?: unknown
  after?: unknown
}

export interface AuditEntry {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entityId: string | null
  before: unknown
  after: unknown
}

interface AuditRow {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entity_id: string | null
  before: string | null
  after: string | null
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

/** Writes one audit entry; pass the transaction the change itself runs in, so both land or neither. */
export async function recordAudit(tx: Queries, change: AuditChange): Promise<void> {
  await tx.kysely
    .insertInto('audit_log')
    .values({
      actor: actorLabel(change.actor),
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId ?? null,
      before: json(change.before),
      after: json(change.after),
    })
    .execute()
}

export interface AuditQuery {
  entity?: string
  entityId?: string
  /** Entries older than this id (for paging back). */
  before?: number
  limit?: number
}

export async function listAudit(db: Queries, query: AuditQuery = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 500)
  let select = db.kysely.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'before', 'after'])
  if (query.entity) select = select.where('entity', '=', query.entity)
  if (query.entityId) select = select.where('entity_id', '=', query.entityId)
  if (query.before) select = select.where('id', '<', query.before)
  const rows: AuditRow[] = await select.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }))
}

/**
 * Audit entities about operators and API tokens (who may sign in, and how) and about
 * backups (who took a copy of everything). Only owners see them (the audit API and page
 * filter them out for staff and API tokens).
 */
export const OWNER_ONLY_AUDIT_ENTITIES: readonly string[] = ['operator', 'api_token', 'backup']

/** Whether an audit entry about `entity` may be shown to someone who is not an owner. */
export const auditVisibleToStaff = (entity: string) => !OWNER_ONLY_AUDIT_ENTITIES.includes(entity)

/**
 * Audit entries as `listAudit` gives them, for one viewer: a non-owner never gets an
 * operator's or API token's entry. Pages stay full (up to `limit`) by reading on past
 * the entries left out.
 */
export async function listAuditFor(db: Queries, query: AuditQuery, viewer: { owner: boolean }): Promise<AuditEntry[]> {
  if (viewer.owner) return listAudit(db, query)
  if (query.entity && !auditVisibleToStaff(query.entity)) return []
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 500)
  const shown: AuditEntry[] = []
  let before = query.before
  for (;;) {
    const batch = await listAudit(db, { ...query, before, limit: 500 })
    for (const entry of batch) {
      if (auditVisibleToStaff(entry.entity)) shown.push(entry)
      if (shown.length === limit) return shown
    }
    if (batch.length < 500) return shown
    before = batch[batch.length - 1]!.id
  }
}

/**
 * The audit log as pages and routes reach it. A change to a record writes its entry with
 * recordAudit inside the change's own transaction; `record` is for an act that changes no
 * record (a backup downloaded).
 */
export function auditLog(db: Queries) {
  return {
    record: (change: AuditChange) => recordAudit(db, change),
    /** The newest entries first, filtered by entity, id and page. */
    list: (query: AuditQuery = {}) => listAudit(db, query),
    /** The same, for one viewer: owner-only entries left out for anyone else. */
    listFor: (query: AuditQuery, viewer: { owner: boolean }) => listAuditFor(db, query, viewer),
  }
}
export type AuditLog = ReturnType<typeof auditLog>
