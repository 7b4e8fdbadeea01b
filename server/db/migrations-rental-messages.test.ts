/**
 * Migration 019 widens the outbox's message kinds for the renter's e-mails; on SQLite that
 * rebuilds the table. What was there stays: every message with its id, status, lease and
 * failed look-ups (migration 012's column, which the rebuild must carry), its delivery log,
 * and ids carry on after the highest ever used. On the database under test.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { freshDatabaseTarget, type TestDatabaseTarget } from '#app/tests/helpers/database'
import { MIGRATIONS_DIR, openDatabase, POSTGRES_MIGRATIONS_DIR } from './database'

let target: TestDatabaseTarget | undefined
const dirs: string[] = []
afterEach(async () => {
  await target?.drop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The migrations up to `last`, in a directory of their own. */
function migrationsUpTo(source: string, last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-migrations-'))
  dirs.push(dir)
  for (const file of readdirSync(source)) if (Number(file.slice(0, 3)) <= last) cpSync(path.join(source, file), path.join(dir, file))
  return dir
}

it('keeps every outbox message, its delivery log and its id sequence, and accepts the renter’s kinds', async () => {
  target = await freshDatabaseTarget()
  const postgres = target.target.startsWith('postgres')
  const source = postgres ? POSTGRES_MIGRATIONS_DIR : MIGRATIONS_DIR
  const before = await openDatabase(target.target, { migrationsDir: migrationsUpTo(source, 18) })
  await before.run("INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source) VALUES ('lead-1', 'Ann', 'Lee', 'ann@example.com', '610-555-0199', 'sales', 'Hi there, a cart', 'form')")
  for (const kind of ['sales', 'adf', 'confirmation']) await before.run("INSERT INTO outbox (lead_id, kind, next_attempt_at, lease_owner, lease_until) VALUES ('lead-1', ?, 5, 'me', 9)", [kind])
  await before.run("UPDATE outbox SET status = 'sent', sent_at = '2026-01-01T00:00:00.000Z' WHERE kind = 'sales'")
  await before.run("UPDATE outbox SET lookup_failures = 2 WHERE kind = 'adf'")
  await before.run("INSERT INTO outbox_attempts (outbox_id, ok, error) VALUES (1, 0, 'timeout'), (1, 1, NULL)")
  // The newest message was erased: its id must not come back.
  await before.run("DELETE FROM outbox WHERE kind = 'confirmation'")
  const rows = await before.all('SELECT id, lead_id, kind, status, attempts, next_attempt_at, sent_at, lease_owner, lease_until, lookup_failures FROM outbox ORDER BY id')
  await before.close()

  const after = await openDatabase(target.target)
  try {
    expect(await after.all('SELECT id, lead_id, kind, status, attempts, next_attempt_at, sent_at, lease_owner, lease_until, lookup_failures FROM outbox ORDER BY id')).toEqual(rows)
    expect(await after.all('SELECT outbox_id, ok, error FROM outbox_attempts ORDER BY id')).toEqual([
      { outbox_id: 1, ok: 0, error: 'timeout' },
      { outbox_id: 1, ok: 1, error: null },
    ])
    await after.run("INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES ('lead-1', 'rental-confirmed', 1)")
    expect((await after.get<{ id: number }>("SELECT id FROM outbox WHERE kind = 'rental-confirmed'"))!.id).toBe(4)
    await expect(after.run("INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES ('lead-1', 'rental-confirmed', 1)")).rejects.toThrow()
    await expect(after.run("INSERT INTO outbox (lead_id, kind, next_attempt_at) VALUES ('lead-1', 'postcard', 1)")).rejects.toThrow()
    // Deleting a message still takes its delivery log with it.
    await after.run("DELETE FROM outbox WHERE kind = 'sales'")
    expect(await after.all('SELECT * FROM outbox_attempts')).toEqual([])
  } finally {
    await after.close()
  }
})
