// npm run bench:replicas: the site on its two databases, and as several replicas behind
// nginx, side by side in one run (README, "Scaling out"). For each set-up (one process on
// SQLite, alone and behind nginx; one replica on PostgreSQL, alone and behind nginx; three
// replicas on PostgreSQL behind nginx): cached pages per second, enquiries stored per
// second at 50 connections with a count of the stored rows against the 201 answers, and
// /api/vehicles without the response cache on each database. Writes the section "Replicas
// and databases" of bench/results.md (the other sections stay) and prints it.
//
//   node bench/replicas.mjs [--skip-build] [--quick] [--from=measurements.json]
// --quick shortens every phase (for trying the script, not for figures).
// --from renders the section again from the measurements a run saved, without measuring.
//
// PostgreSQL: the server POSTGRES_ADMIN_URL names, a database of its own per set-up (C
// locale, as the README says). Without POSTGRES_ADMIN_URL the bench runs itself again under
// scripts/with-postgres.sh, a throw-away cluster for the run.
import { execSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { cannon, enquiryRequest, fmt, ms, observed, parentOf, percent, replaceSection, RESULTS, ROOT, startProbe, startServer, stop } from './measure.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const from = args.find((a) => a.startsWith('--from='))?.slice('--from='.length)
const DURATION = quick ? 3 : 10
const WARMUP = quick ? 1 : 3
const CONNECTIONS = 50
/** Enquiries posted before the measured ones (first requests compile the code path) and measured. */
const ENQUIRY_WARMUP = quick ? 50 : 300
const ENQUIRIES = quick ? 300 : 3000
const PAGES = ['/', '/inventory']
const HEADING = '## Replicas and databases'

if (!from && !process.env.POSTGRES_ADMIN_URL) {
  if (!args.includes('--skip-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })
  const again = spawnSync('bash', [path.join(ROOT, 'scripts/with-postgres.sh'), process.execPath, import.meta.filename, ...args.filter((a) => a !== '--skip-build'), '--skip-build'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  process.exit(again.status ?? 1)
}
if (!from && !args.includes('--skip-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })

// The tests' nginx (deploy/nginx.conf rendered as the README says) and PostgreSQL databases, and the site's own database layer to count rows.
register()
const { startProxy } = await import('../tests/e2e/nginx.ts')
const { freePort } = await import('../tests/e2e/harness.ts')
const { createPostgresDatabase, postgresAdminUrl } = await import('../tests/helpers/database.ts')
const { openDatabase } = await import('../data/db.ts')

/** The set-ups measured for cached pages and enquiries, and those measured without the response cache. */
const SETUPS = [
  { name: 'SQLite, one process', database: 'sqlite', replicas: 1, nginx: false },
  { name: 'SQLite, one process behind nginx', database: 'sqlite', replicas: 1, nginx: true },
  { name: 'PostgreSQL, one replica', database: 'postgres', replicas: 1, nginx: false },
  { name: 'PostgreSQL, one replica behind nginx', database: 'postgres', replicas: 1, nginx: true },
  { name: 'PostgreSQL, three replicas behind nginx', database: 'postgres', replicas: 3, nginx: true },
]
const UNCACHED = [
  { name: 'SQLite, one process', database: 'sqlite', replicas: 1, nginx: false },
  { name: 'PostgreSQL, one replica', database: 'postgres', replicas: 1, nginx: false },
]

/** A fresh database: a SQLite file in a directory of its own, or a new PostgreSQL database on the admin URL's server. */
async function freshDatabase(kind) {
  if (kind === 'postgres') return createPostgresDatabase()
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-replicas-bench-'))
  return { target: path.join(dir, 'site.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

/** The PostgreSQL server's postmaster: the parent of its checkpointer, whose pid the server reports. */
async function postgresServerPid() {
  const db = await openDatabase(postgresAdminUrl())
  try {
    const row = await db.get("SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'")
    return parentOf(row.pid)
  } finally {
    await db.close()
  }
}

/**
 * Starts a set-up: its replicas together on one fresh database (as an orchestrator would:
 * the migrations run once), and nginx in front of them when it has one. Mail is off
 * (no Mailjet keys); the contact limit is the highest the site takes.
 */
async function startSetup(setup, env = {}) {
  const database = await freshDatabase(setup.database)
  const [httpsPort, httpPort] = setup.nginx ? [await freePort(), await freePort()] : []
  const replicaEnv = {
    ...(setup.database === 'postgres' ? { DATABASE_URL: database.target } : { DATABASE_PATH: database.target }),
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '100000',
    MAILJET_API_KEY: '',
    MAILJET_API_SECRET: '',
    SHUTDOWN_GRACE_MS: '0',
    ...(setup.nginx ? { PUBLIC_ORIGIN: `https://127.0.0.1:${httpsPort}` } : {}),
    ...env,
  }
  const started = await Promise.allSettled(Array.from({ length: setup.replicas }, () => startServer(replicaEnv)))
  const replicas = started.filter((s) => s.status === 'fulfilled').map((s) => s.value)
  let proxy = null
  try {
    const failed = started.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
    if (setup.nginx) proxy = await startProxy({ httpsPort, httpPort, appPort: replicas.map((r) => r.port) })
  } catch (err) {
    await Promise.all(replicas.map(stop))
    await database.drop()
    throw err
  }
  return {
    database,
    replicas,
    proxy,
    origin: proxy?.origin ?? replicas[0].url,
    /** The processes whose CPU the table shows. */
    groups: { replicas: replicas.map((r) => r.child.pid), ...(proxy ? { nginx: [proxy.process.pid] } : {}), ...(setup.database === 'postgres' ? { PostgreSQL: [postgresPid] } : {}) },
    async stop() {
      await Promise.all(replicas.map(stop))
      await proxy?.stop()
      await database.drop()
    },
  }
}

/** Requests per second of a GET at CONNECTIONS connections, after a warm-up (which also fills each replica's cache). */
async function pageRate(running, pathname) {
  const url = running.origin + pathname
  // As a browser asks: the cache keeps a Brotli copy of each page.
  const headers = { 'accept-encoding': 'br, gzip' }
  await cannon({ url, connections: CONNECTIONS, duration: WARMUP, headers })
  const run = await observed(probe, () => cannon({ url, connections: CONNECTIONS, duration: DURATION, headers }), running.groups)
  const r = run.result
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpu: run.cpu, steal: run.steal, hostWork: run.hostWork }
}

/**
 * Enquiries stored per second: a fixed number posted by CONNECTIONS connections (a fixed
 * number, not a duration, so every request has its answer before the count), each from a
 * visitor of its own. Then the database must hold exactly one row per 201 answer: none
 * lost, none stored twice.
 */
async function enquiryRate(running, label) {
  const visitor = (i) => `${label}-${i}@example.com`
  const post = (amount, prefix) =>
    cannon({ url: running.origin, connections: CONNECTIONS, amount, requests: [enquiryRequest((i) => visitor(`${prefix}${i}`), { forwardedFor: true })] })
  const warm = await post(ENQUIRY_WARMUP, 'w')
  const run = await observed(probe, () => post(ENQUIRIES, 'm'), running.groups)
  const r = run.result
  const created = (result) => result.statusCodeStats?.['201']?.count ?? 0
  const answered201 = created(warm) + created(r)
  const db = await openDatabase(running.database.target)
  let stored
  try {
    stored = await db.get('SELECT COUNT(*) AS n, COUNT(DISTINCT email) AS visitors FROM leads WHERE email LIKE ?', [`${label}-%@example.com`])
  } finally {
    await db.close()
  }
  return {
    perSecond: created(r) / run.seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    sent: ENQUIRY_WARMUP + ENQUIRIES,
    answered201,
    other: ENQUIRY_WARMUP + ENQUIRIES - answered201,
    rows: stored.n,
    visitors: stored.visitors,
    cpu: run.cpu,
    steal: run.steal,
    hostWork: run.hostWork,
  }
}

async function measureAll() {
  const measurements = { at: new Date().toISOString(), node: process.version, cores: os.cpus().length, model: os.cpus()[0]?.model.trim(), quick, setups: [], uncached: [] }
  for (const setup of SETUPS) {
    measurements.setups.push(
      await attempt(setup, {}, async (running) => {
        const pages = {}
        for (const pathname of PAGES) {
          pages[pathname] = await pageRate(running, pathname)
          console.error(`${setup.name}: ${pathname} ${fmt(pages[pathname].rps)} req/s`)
        }
        const enquiries = await enquiryRate(running, `bench-${measurements.setups.length}`)
        console.error(`${setup.name}: ${fmt(enquiries.perSecond)} enquiries/s, ${enquiries.answered201} answered 201, ${enquiries.rows} rows`)
        return { pages, enquiries }
      }),
    )
  }
  for (const setup of UNCACHED) {
    measurements.uncached.push(
      await attempt(setup, { HTML_CACHE: 'false' }, async (running) => {
        const api = await pageRate(running, '/api/vehicles')
        console.error(`${setup.name}, HTML_CACHE=false: /api/vehicles ${fmt(api.rps)} req/s`)
        return { api }
      }),
    )
  }
  return measurements
}

/** Starts `setup`, measures it with `fn` and stops it; a set-up that fails is reported as such and the others still run. */
async function attempt(setup, env, fn) {
  try {
    const running = await startSetup(setup, env)
    try {
      return { ...setup, ...(await fn(running)) }
    } finally {
      await running.stop()
    }
  } catch (err) {
    console.error(`${setup.name}: failed`, err)
    return { ...setup, failed: String(err.message).split('\n')[0] }
  }
}

const cores = (cpu) =>
  Object.entries(cpu)
    .map(([name, value]) => `${name} ${fmt(value, 2)}`)
    .join(', ')

function render(m) {
  const pageCells = (s) => PAGES.flatMap((p) => [fmt(s.pages[p].rps), `${s.pages[p].p50} / ${s.pages[p].p99} ms`])
  const exact = (e) => {
    const faults = [
      e.rows < e.answered201 && `${e.answered201 - e.rows} LOST`,
      e.visitors < e.rows && `${e.rows - e.visitors} STORED TWICE`,
      e.rows > e.answered201 && `${e.rows - e.answered201} stored without a 201`,
    ].filter(Boolean)
    return faults.length ? faults.join(', ') : 'exactly one per 201'
  }
  const lines = [
    HEADING,
    '',
    `${m.at} · Node ${m.node} · ${m.cores} cores (${m.model}) · autocannon at ${CONNECTIONS} connections, in the bench's own process on the same machine${m.quick ? ' · **--quick: figures not comparable**' : ''}`,
    '',
    `Each set-up runs the production build (\`node dist/server.js\`, one process per replica, LOG_LEVEL=info, mail off) on a fresh database; "behind nginx" is Debian's nginx with deploy/nginx.conf (TLS, HTTP/1.1 keep-alive to the replicas, one worker process as in the tests) and the replicas as its upstream. PostgreSQL is a throw-away local cluster (scripts/with-postgres.sh: fsync off, so like SQLite's synchronous=NORMAL in WAL mode a commit does not wait for the disk). Pages: ${DURATION} s after ${WARMUP} s of warm-up, \`Accept-Encoding: br, gzip\`, answered from each replica's response cache. Enquiries: POST /api/contact, ${fmt(ENQUIRIES)} measured after ${fmt(ENQUIRY_WARMUP)} of warm-up, each from its own e-mail address and X-Forwarded-For, then the leads counted in the database against the 201 answers. CPU is in cores (CPU seconds per second) of each group of processes during the measurement; the machine has ${m.cores}.`,
    '',
    `| Set-up | ${PAGES.map((p) => `${p} req/s | p50 / p99`).join(' | ')} | Enquiries stored/s | p50 / p99 | 201 answers (of ${fmt(ENQUIRY_WARMUP + ENQUIRIES)}) | Leads in the database | CPU during enquiries (cores) | CPU during ${PAGES.at(-1)} (cores) | Host probe (pages, enquiries) |`,
    `|---|${PAGES.map(() => '---|---|').join('')}---|---|---|---|---|---|---|`,
    ...m.setups.map((s) => {
      if (s.failed) return `| ${s.name} | failed: ${s.failed.replaceAll('|', '\\|')} |`
      const e = s.enquiries
      const last = s.pages[PAGES.at(-1)]
      return `| ${s.name} | ${pageCells(s).join(' | ')} | ${fmt(e.perSecond)} | ${e.p50} / ${e.p99} ms | ${fmt(e.answered201)} | ${fmt(e.rows)} (${exact(e)}) | ${cores(e.cpu)} | ${cores(last.cpu)} | ${ms(last.hostWork)}, ${ms(e.hostWork)} |`
    }),
    '',
    `Without the response cache (HTML_CACHE=false), /api/vehicles, ${DURATION} s at ${CONNECTIONS} connections:`,
    '',
    '| Database | req/s | p50 / p99 | Errors | CPU (cores) | Host probe |',
    '|---|---|---|---|---|---|',
    ...m.uncached.map((u) => u.failed ? `| ${u.name} | failed: ${u.failed.replaceAll('|', '\\|')} |` : `| ${u.name} | ${fmt(u.api.rps)} | ${u.api.p50} / ${u.api.p99} ms | ${u.api.errors} | ${cores(u.api.cpu)} | ${ms(u.api.hostWork)} |`),
    '',
    `What limits each rate on these ${m.cores} cores:`,
    '',
    `- **Cached pages** cost the site little (a lookup in memory and a write of the stored Brotli body), so the ${m.cores} cores are shared by everything else: autocannon itself (the load generator column), and behind nginx, nginx's TLS and proxying, which costs about what the replica does per request. More replicas cannot add cores: three replicas behind nginx split the same CPU three ways and add nginx's work, so on one machine they serve no more than one process alone; they pay off across machines, or for restarts without a gap (README, "Scaling out"). The database plays no part (a cached page reads nothing; each replica checks the inventory's version at most once a second).`,
    `- **Enquiries** are write transactions, and both databases let one run at a time: SQLite has a single writer (BEGIN IMMEDIATE), and on PostgreSQL data/db.ts takes one advisory lock in every write transaction so that repositories keep SQLite's meaning. A lead is stored with its outbox rows in one transaction, so the rate is bounded by how fast one transaction after another gets through, plus the CPU of parsing, validating and logging each request. On PostgreSQL each transaction is also several round trips to the server (BEGIN, the lock, the inserts, COMMIT), each a context switch on a machine whose two cores are already busy with autocannon and the replicas; more replicas bring more requests to the same lock, not more writes per second.`,
    `- **/api/vehicles without the cache** serialises the inventory (kept in memory, re-read only when the inventory's version changes) on every request, so both databases give about the same rate: the CPU of JSON and of the request itself, shared with autocannon.`,
    '',
    'Host probe is the median time a fixed piece of work took during the measurement (bench/host-probe.mjs; see above): the machine is shared, and rows measured while it was slower (a larger probe) are slower for that reason too.',
  ]
  return lines.join('\n') + '\n'
}

let probe
async function main() {
  let measurements
  if (from) measurements = JSON.parse(readFileSync(from, 'utf8'))
  else {
    probe = startProbe()
    postgresPid = await postgresServerPid()
    measurements = await measureAll()
    const saved = path.join(tmpdir(), `replicas-bench-${Date.now()}.json`)
    writeFileSync(saved, JSON.stringify(measurements, null, 2))
    console.error(`measurements saved to ${saved} (--from=${saved} renders them again)`)
  }
  const section = render(measurements)
  console.log(section)
  if (!measurements.quick) replaceSection(RESULTS, section)
}

let postgresPid
try {
  await main()
} finally {
  probe?.stop()
}
