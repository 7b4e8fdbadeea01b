import { CompiledQuery } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '#app/tests/helpers/database'
import { openDatabase } from '../db/database'
import { isOverdue } from '#app/domain/leads/policy'
import { overdueCandidates, OVERDUE_LOOKBACK_MS, overdueRepository } from './overdue'
import { leadRepository, type LeadRepository } from './repository'
import { outboxRepository } from '../mail'

const MESSAGE = {
  firstName: 'Morgan',
  lastName: 'Reyes',
  email: 'morgan.reyes@example.com',
  phone: '610-555-0123',
  interest: 'sales' as const,
  message: 'Please call me about a six-seat cart.',
}
const MINUTE = 60_000

let db: TestDatabase
let leads: LeadRepository

beforeEach(async () => {
  db = await openTestDatabase()
  leads = leadRepository(db)
})

afterEach(async () => {
  await db.destroy()
})

async function createdAt(id: string): Promise<number> {
  return Date.parse((await leads.get(id))!.createdAt)
}

async function overdueRows(): Promise<Array<{ lead_id: string; status: string }>> {
  return db.all("SELECT lead_id, status FROM outbox WHERE kind = 'overdue' ORDER BY id")
}

describe('the overdue rule', () => {
  const lead = { status: 'new' as const, createdAt: '2025-06-03T14:00:00.000Z' }
  const at = (minutes: number) => Date.parse(lead.createdAt) + minutes * MINUTE

  it('a lead still new with no response is overdue from LEAD_OVERDUE_MINUTES after it arrived', () => {
    expect(isOverdue(lead, at(29.99), 30)).toBe(false)
    expect(isOverdue(lead, at(30.01), 30)).toBe(true)
    expect(isOverdue(lead, at(600), 30)).toBe(true)
    expect(isOverdue(lead, at(10), 5)).toBe(true)
  })

  it('a status change or a note (first response) means it is not', () => {
    expect(isOverdue({ ...lead, status: 'contacted' }, at(60), 30)).toBe(false)
    expect(isOverdue({ ...lead, status: 'lost' }, at(60), 30)).toBe(false)
    expect(isOverdue({ ...lead, firstResponseAt: '2025-06-03T14:10:00.000Z' }, at(60), 30)).toBe(false)
  })
})

describe('queueing reminders', () => {
  it('queues one reminder per overdue lead, once, however often it runs', async () => {
    const overdue = overdueRepository(db)
    const first = await leads.create(MESSAGE, 'api')
    const second = await leads.create(MESSAGE, 'form')
    const t = Math.max(await createdAt(first), await createdAt(second))
    expect(await overdue.queueReminders(t + 29 * MINUTE, 30)).toEqual([])
    expect((await overdue.queueReminders(t + 31 * MINUTE, 30)).sort()).toEqual([first, second].sort())
    expect(await overdue.queueReminders(t + 32 * MINUTE, 30)).toEqual([])
    expect(await overdue.queueReminders(t + 300 * MINUTE, 30)).toEqual([])
    expect(await overdueRows()).toHaveLength(2)
    expect((await overdueRows()).every((r) => r.status === 'pending')).toBe(true)
    // The reminder is an outbox message like any other: sent, and never queued again.
    const [row] = await db.all<{ id: number }>("SELECT id FROM outbox WHERE kind = 'overdue' AND lead_id = ?", [first])
    await outboxRepository(db).markSent(row!.id, '42')
    expect(await overdue.queueReminders(t + 400 * MINUTE, 30)).toEqual([])
    expect(await leads.enqueue(first, 'overdue')).toBe(false)
  })

  it('never reminds about a lead the desk touched before the deadline (status change or note)', async () => {
    const overdue = overdueRepository(db)
    const contacted = await leads.create(MESSAGE, 'api')
    const noted = await leads.create(MESSAGE, 'api')
    const untouched = await leads.create(MESSAGE, 'api')
    const answeredAt = new Date().toISOString()
    await db.run("UPDATE leads SET status = 'contacted', first_response_at = ? WHERE id = ?", [answeredAt, contacted])
    await db.run('UPDATE leads SET first_response_at = ? WHERE id = ?', [answeredAt, noted])
    const t = await createdAt(untouched)
    expect(await overdue.queueReminders(t + 31 * MINUTE, 30)).toEqual([untouched])
    expect((await overdueRows()).map((r) => r.lead_id)).toEqual([untouched])
  })

  it('leaves out leads more than a week past their deadline, and leads from before the desk existed', async () => {
    const overdue = overdueRepository(db)
    const old = await leads.create(MESSAGE, 'api')
    const t = await createdAt(old)
    expect(await overdue.queueReminders(t + 30 * MINUTE + OVERDUE_LOOKBACK_MS + MINUTE, 30)).toEqual([])
    // A lead carried over from before the desk's migration was mailed to sales then; no reminder now.
    await db.run('UPDATE schema_migrations SET applied_at = ? WHERE version = 5', [new Date(Date.now() + 1000).toISOString()])
    expect(await overdue.queueReminders(t + 31 * MINUTE, 30)).toEqual([])
    await db.run('UPDATE schema_migrations SET applied_at = ? WHERE version = 5', [new Date(t - MINUTE).toISOString()])
    expect(await overdue.queueReminders(t + 31 * MINUTE, 30)).toEqual([old])
  })

  it('two processes checking at once queue one reminder', async () => {
    const id = await leads.create(MESSAGE, 'api')
    const other = await openDatabase(db.target)
    try {
      const t = (await createdAt(id)) + 31 * MINUTE
      const results = await Promise.all([overdueRepository(db).queueReminders(t, 30), overdueRepository(other).queueReminders(t, 30)])
      expect(results.flat()).toEqual([id])
      expect(await overdueRows()).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  const plan = (target: TestDatabase) => {
    const query = overdueCandidates(target, '2025-01-01', '2025-01-08').compile()
    return { text: query.sql, parameters: query.parameters }
  }

  it.skipIf(testDatabaseKind !== 'sqlite')('reads one range of the (status, created_at) index and checks the outbox by its unique index (SQLite)', async () => {
    const { text, parameters } = plan(db)
    const rows = await db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]))
    const details = rows.rows.map((p) => p.detail).join('\n')
    expect(details).toMatch(/SEARCH l USING INDEX leads_status \(status=\? AND created_at>\? AND created_at<\?\)/)
    expect(details).toMatch(/SEARCH o USING COVERING INDEX sqlite_autoindex_outbox_\d+ \(lead_id=\? AND kind=\?\)/)
    expect(details).not.toMatch(/SCAN l\b/)
  })

  it.skipIf(testDatabaseKind !== 'postgres')('reads the (status, created_at) index and checks the outbox by its unique index (PostgreSQL)', async () => {
    const { text, parameters } = plan(db)
    // Seven months of leads, one an hour, each with its sales e-mail, so the planner has statistics to go by.
    await db.exec(`INSERT INTO leads (id, created_at, first_name, last_name, email, phone, interest, message, source, status)
      SELECT 'lead-' || n, to_char(timestamp '2024-01-01' + n * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'A', 'B', 'a@example.com', '6105550100',
             'sales', 'm', 'form', CASE WHEN n % 10 = 0 THEN 'new' ELSE 'won' END
      FROM generate_series(1, 5000) AS n;
      INSERT INTO outbox (lead_id, kind, next_attempt_at, status) SELECT id, 'sales', 0, 'sent' FROM leads;
      ANALYZE leads; ANALYZE outbox`)
    const rows = await db.kysely.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]))
    const details = rows.rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(details).toMatch(/Index (Only )?Scan using leads_status on leads l/)
    expect(details).toMatch(/Index Cond: \(\(status = 'new'::text\) AND \(created_at > '2025-01-01'::text\) AND \(created_at < '2025-01-08'::text\)/)
    expect(details).toMatch(/Index (Only )?Scan using outbox_lead_id_kind_key on outbox o\s+.*\n\s+Index Cond: \(\(lead_id = l\.id\) AND \(kind = 'overdue'::text\)\)/)
    expect(details).not.toMatch(/Seq Scan on leads/)
  })
})
