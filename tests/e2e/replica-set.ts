/**
 * The app as it runs with more than one process, for the tests that send many requests at once:
 * on SQLite a primary with two workers sharing one file (npm run test:e2e), on PostgreSQL three
 * replicas behind nginx with deploy/nginx.conf (npm run test:postgres), as docs/operations.md's
 * "Scaling out" runs them. Each request goes on a connection of its own: the primary hands
 * connections, not requests, to its workers, and nginx spreads connections over the replicas.
 */
import { request } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '#app/server/db/database'
import { createPostgresDatabase, testDatabaseKind, type TestDatabaseTarget } from '../helpers/database'
import { freePort, removeDir, startServer, type RunningServer } from './harness'
import { httpsCall, startProxy, type RunningProxy } from './nginx'

export interface ReplicaSet {
  /** What the set is, for the figures the tests print. */
  label: string
  /** The database all of them use (a file, or a PostgreSQL URL). */
  database: string
  /** POSTs the body as JSON on a connection of its own; the answer's status. */
  post(pathname: string, body: unknown): Promise<number>
  /** GETs a JSON answer (asked uncompressed). */
  getJson<T>(pathname: string): Promise<T>
  /** How many processes answered requests to this path (more than one, or the test proves nothing). */
  processesThatServed(pathname: string): number
  /** Everything the processes logged. */
  output(): string
  stop(): Promise<void>
}

/** Starts the set this run's database calls for; `env` is added to each process's. */
export async function startReplicaSet(env: Record<string, string> = {}): Promise<ReplicaSet> {
  return testDatabaseKind === 'postgres' ? threeReplicas(env) : primaryWithWorkers(env)
}

async function primaryWithWorkers(env: Record<string, string>): Promise<ReplicaSet> {
  const server = await startServer({ WEB_CONCURRENCY: '2', CONTACT_RATE_LIMIT: '100000', ...env })
  return {
    label: 'SQLite, 2 worker processes',
    database: server.database,
    post: (pathname, body) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify(body)
        const req = request(`${server.url}${pathname}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: server.url } }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end(payload)
      }),
    getJson: async <T>(pathname: string) => (await (await fetch(`${server.url}${pathname}`)).json()) as T,
    processesThatServed: (pathname) => {
      const served = server.output.join('').split('\n').filter((line) => line.includes(`"url":"${pathname}"`))
      return new Set(served.map((line) => (JSON.parse(line) as { worker: number }).worker)).size
    },
    output: () => server.output.join(''),
    async stop() {
      await server.stop('SIGKILL')
      await removeDir(server.dir)
    },
  }
}

async function threeReplicas(env: Record<string, string>): Promise<ReplicaSet> {
  const database: TestDatabaseTarget = await createPostgresDatabase()
  const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-replicas-'))
  const running: RunningServer[] = []
  let proxy: RunningProxy | undefined
  const stop = async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')))
    await proxy?.stop()
    await removeDir(dir)
    await database.drop()
  }
  try {
    const ports = await Promise.all([freePort(), freePort(), freePort()])
    proxy = await startProxy({ httpsPort: await freePort(), httpPort: await freePort(), appPort: ports })
    const origin = proxy.origin
    // One after another: the first applies the migrations, and each is stopped afterwards even if a later one fails to start.
    for (const port of ports) running.push(await startServer({ DATABASE_URL: database.target, PORT: String(port), TRUST_PROXY: '1', PUBLIC_ORIGIN: origin, CONTACT_RATE_LIMIT: '100000', ...env }, dir))
    const ca = proxy.ca
    return {
      label: 'PostgreSQL, 3 replicas behind nginx',
      database: database.target,
      post: async (pathname, body) => (await httpsCall(ca, `${origin}${pathname}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })).status,
      getJson: async <T>(pathname: string) => JSON.parse((await httpsCall(ca, `${origin}${pathname}`, { headers: { 'accept-encoding': 'identity' } })).body.toString('utf8')) as T,
      processesThatServed: (pathname) => running.filter((server) => server.output.join('').includes(`"url":"${pathname}"`)).length,
      output: () => running.map((s) => s.output.join('')).join(''),
      stop,
    }
  } catch (err) {
    await stop()
    throw err
  }
}

/** A number the database answers (`SELECT COUNT(*) AS n …`). */
export async function countIn(target: string, sql: string): Promise<number> {
  const db = await openDatabase(target)
  try {
    return Number((await db.get<{ n: number }>(sql))!.n)
  } finally {
    await db.close()
  }
}
