import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { chromiumFlags } from '#app/scripts/chromium'
import { createPostgresDatabase, testDatabaseKind, type TestDatabaseTarget } from '../helpers/database'

export const ROOT = new URL('../..', import.meta.url).pathname
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export interface RunningServer {
  url: string
  port: number
  dir: string
  /** Its database: the SQLite file in `dir`, or (TEST_DATABASE=postgres, or DATABASE_URL given) a PostgreSQL URL. */
  database: string
  process: ChildProcess
  output: string[]
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** How long a server may take to say it is listening (E2E_START_TIMEOUT_MS: more on a machine shared and under load). */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 20_000

/** A port that is free right now, so the server can be told its public origin up front. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const postgresDatabases = new Map<string, TestDatabaseTarget>()

/**
 * The database of the servers started with data directory `dir`: the SQLite file in it, or
 * with TEST_DATABASE=postgres a PostgreSQL database made for that directory (so a server
 * restarted on the same directory finds its data), dropped by removeDir(dir).
 */
export async function databaseFor(dir: string): Promise<string> {
  if (testDatabaseKind === 'sqlite') return path.join(dir, 'site.db')
  let database = postgresDatabases.get(dir)
  if (!database) {
    database = await createPostgresDatabase()
    postgresDatabases.set(dir, database)
  }
  return database.target
}

/** Starts the production build (`node dist/server.js`) on a free port with a fresh database. */
export async function startServer(env: Record<string, string> = {}, dir?: string): Promise<RunningServer> {
  const dataDir = dir ?? (await mkdtemp(path.join(tmpdir(), 'lcgc-e2e-')))
  const database = env.DATABASE_URL ?? (await databaseFor(dataDir))
  const requestedPort = env.PORT ? Number(env.PORT) : await freePort()
  const output: string[] = []
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(requestedPort),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${requestedPort}`,
      ...(database.startsWith('postgres') ? { DATABASE_URL: database } : { DATABASE_PATH: database }),
      LOG_LEVEL: 'info',
      CONTACT_RATE_LIMIT: '1000',
      MAILJET_API_KEY: '',
      MAILJET_API_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output.push(String(chunk))
      const match = /"port":(\d+)/.exec(String(chunk))
      if (match && String(chunk).includes('listening')) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output.join('')}`))
    })
  })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    dir: dataDir,
    database,
    process: child,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill(signal)
      }),
  }
}

/** Removes a server's data directory, and drops its PostgreSQL database if it had one. */
export async function removeDir(dir: string) {
  await rm(dir, { recursive: true, force: true })
  const database = postgresDatabases.get(dir)
  postgresDatabases.delete(dir)
  await database?.drop()
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: chromiumFlags(),
  })
}

/**
 * One production server for the calling test file: started before its tests, stopped
 * and its temporary directory removed after. `server` is set once beforeAll has run.
 */
export function useServer(env: Record<string, string> = {}): { server: RunningServer } {
  const site = {} as { server: RunningServer }
  beforeAll(async () => {
    site.server = await startServer(env)
  })
  afterAll(async () => {
    if (!site.server) return
    await site.server.stop()
    await removeDir(site.server.dir)
  })
  return site
}

/** A production server and Debian's Chromium for the calling test file, as useServer. */
export function useServerAndBrowser(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  const site = useServer(env) as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    site.browser = await launchBrowser()
  })
  afterAll(async () => {
    await site.browser?.close()
  })
  return site
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

export async function newPage(browser: Browser, viewport = DESKTOP, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: options.javaScriptEnabled ?? true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  return { context, page, errors }
}

/** Marks the current document; the mark survives client-side navigation and is lost on a full reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

/** Waits until Vike has hydrated the page (client-side navigation is ready). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
