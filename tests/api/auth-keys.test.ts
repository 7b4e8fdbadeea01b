import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authKey } from '#app/server/db/auth-keys'
import { openTestDatabase, type TestDatabase } from '../helpers/database'

let db: TestDatabase
beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.destroy()
})

const stored = async (name: string) => (await db.kysely.selectFrom('auth_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value

describe('the server’s keys', () => {
  it('reads a key the migrations made, once per process', async () => {
    const read = authKey(db, 'service-links')
    const value = await read()
    expect(value).toBe(await stored('service-links'))
    expect(value.length).toBeGreaterThanOrEqual(32)
    // Changed underneath (no process does): still the value read first.
    await db.kysely.updateTable('auth_keys').set({ value: 'changed' }).where('name', '=', 'service-links').execute()
    expect(await read()).toBe(value)
  })

  it('does not keep a failed read: the next use reads again', async () => {
    const read = authKey(db, 'made-later')
    await expect(read()).rejects.toThrow('Missing auth key made-later')
    await db.kysely.insertInto('auth_keys').values({ name: 'made-later', value: 'k'.repeat(43) }).execute()
    expect(await read()).toBe('k'.repeat(43))
  })
})
