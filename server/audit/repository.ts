import type { Queries } from '../db/database'

/** Who made a change: a signed-in operator, an API token, or the operator CLI. */
export type Actor =
  | { kind: 'operator'; id: number; email: string; role: 'owner' | 'staff' }
  | { kind: 'token'; name: string }
  | { kind: 'cli' }

export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'operator':
      return actor.email
    case 'token':
      return `token:${actor.name}`
    case 'cli':
      return 'cli'
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
