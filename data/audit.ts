import type { Queries } from './db'

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
  await tx.run('INSERT INTO audit_log (actor, action, entity, entity_id, before, after) VALUES (?, ?, ?, ?, ?, ?)', [
    actorLabel(change.actor),
    change.action,
    change.entity,
    change.entityId ?? null,
    json(change.before),
    json(change.after),
  ])
}

export interface AuditQuery {
  entity?: string
  entityId?: string
  /** Entries older than this id (for paging back). */
  before?: number
  limit?: number
}

export async function listAudit(db: Queries, query: AuditQuery = {}): Promise<AuditEntry[]> {
  const where: string[] = []
  const params: (string | number)[] = []
  if (query.entity) {
    where.push('entity = ?')
    params.push(query.entity)
  }
  if (query.entityId) {
    where.push('entity_id = ?')
    params.push(query.entityId)
  }
  if (query.before) {
    where.push('id < ?')
    params.push(query.before)
  }
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 500)
  const rows = await db.all<AuditRow>(
    `SELECT id, at, actor, action, entity, entity_id, before, after FROM audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${limit}`,
    params,
  )
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
