import type { Database } from './database'

/**
 * One of the server's keys (a row of auth_keys): made by a migration and shared by every
 * process, so what one process signs (a cookie, a customer's link, a rate limit's client key)
 * every other reads the same. Read once per process; a failed read (the database out of reach
 * for a moment) is not kept, and the next use reads again.
 */
export function authKey(db: Database, name: string): () => Promise<string> {
  let value: Promise<string> | undefined
  return () =>
    (value ??= db.kysely
      .selectFrom('auth_keys')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst()
      .then((row) => {
        if (!row) throw new Error(`Missing auth key ${name}`)
        return row.value
      })
      .catch((err: unknown) => {
        value = undefined
        throw err
      }))
}
