import type { Language } from '#app/content/languages'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Express } from 'express'
import { openDatabase, type Database } from '#app/server/db/database'
import { freshDatabaseTarget } from './database'
import { seedInventory } from '#app/server/inventory'
import { seedSettings } from '#app/server/settings'
import { createApp, type AppOptions, type Lifecycle } from '#app/server/app'
import { loggerInto } from './logs'
import { createServices, INVENTORY_POLL_MS, type Services } from '#app/server/services'

export const TEST_ORIGIN = 'http://127.0.0.1:3999'

export interface TestApp {
  app: Express
  db: Database
  services: Services
  lifecycle: Lifecycle
  /** Everything the app logged, one JSON line per entry. */
  logs: string[]
  dir: string
  /** The database the app opened: a SQLite file path or a PostgreSQL URL (as DATABASE_URL takes it). */
  target: string
  close(): Promise<void>
}

/**
 * The real app over a fresh database (SQLite, or PostgreSQL with TEST_DATABASE=postgres) with the seed inventory, in production mode (needs
 * `npm run build`); or over the database at `databasePath` (a restored one, say), which
 * close() leaves in place.
 */
export async function createTestApp(overrides: Partial<AppOptions> & { languages?: Language[]; rateLimit?: number; htmlCache?: boolean; backupDir?: string; databasePath?: string } = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-test-'))
  const fresh = overrides.databasePath ? null : await freshDatabaseTarget(dir)
  const target = overrides.databasePath ?? fresh!.target
  const db = await openDatabase(target)
  await seedInventory(db)
  await seedSettings(db)
  // As the server makes them: the inventory version is trusted for INVENTORY_POLL_MS.
  const services = overrides.services ?? createServices(db, { inventoryMaxAgeMs: INVENTORY_POLL_MS, backupDir: overrides.backupDir })
  const logs: string[] = []
  const lifecycle: Lifecycle = overrides.lifecycle ?? { shuttingDown: false }
  const app = await createApp({
    services,
    env: {
      publicOrigin: TEST_ORIGIN,
      financingUrl: 'https://financing.example.com/apply',
      trustProxy: 0,
      contactRateLimit: overrides.rateLimit ?? 1000,
      htmlCache: overrides.htmlCache ?? true,
      languages: overrides.languages,
    },
    logger: loggerInto(logs),
    mode: 'production',
    lifecycle,
    ...overrides,
  })
  return {
    app,
    db,
    services,
    lifecycle,
    logs,
    dir,
    target,
    async close() {
      await db.close()
      await fresh?.drop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export const VALID_CONTACT = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana.kowalski@example.com',
  phone: '(610) 555-0199',
  interest: 'service',
  message: 'We would like to rent a six-seat cart for a block party in Emmaus.',
}
