// npm run bench:replicas: the site on its two databases, and as several replicas behind
// nginx, side by side in one run (docs/operations.md, "Scaling out"). For each set-up (one process on
// SQLite, alone and behind nginx; one replica on PostgreSQL, alone and behind nginx; three
// replicas on PostgreSQL behind nginx): cached pages per second, enquiries stored per
// second at 50 connections with a count of the stored rows against the 201 answers, and
// /api/vehicles without the response cache on each database. Writes the section "Replicas
// and databases" of bench/results.md (the other sections stay) and prints it.
//
//   node bench/replicas.mjs [--skip-build] [--quick] [--only=text] [--from=measurements.json]
// --quick shortens every phase (for trying the script, not for figures).
// --only measures the set-ups whose name contains the text (e.g. --only=three); not written to the file.
// --from renders the section again from the measurements a run saved, without measuring.
//
// PostgreSQL: the server POSTGRES_ADMIN_URL names, a database of its own per set-up (C
// locale, as docs/operations.md says). Without POSTGRES_ADMIN_URL the bench runs itself again under
// scripts/with-postgres.sh, a throw-away cluster for the run.
import { execSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { register } from 'tsx/esm/api'
import { cannon, enquiryRequest, fmt, ms, observed, parentOf, percent, replaceSection, RESULTS, ROOT, startProbe, startServer, stop } from './measure.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const from = option('from')
const only = option('only')
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

// The tests' nginx (deploy/nginx.conf rendered as docs/operations.md says) and PostgreSQL databases, and the site's own database layer to count rows.
register()
const { startProxy } = await import('../tests/e2e/nginx.ts')
const { freePort } = await import('../tests/e2e/harness.ts')
const { createPostgresDatabase, postgresAdminUrl } = await import('../tests/helpers/database.ts')
const { openDatabase } = await import('../server/db/database.ts')

/** The set-ups measured for cached pages and enquiries, and those measured without the response cache. */
const ALL_SETUPS = [
  { name: 'SQLite, one process', database: 'sqlite', replicas: 1, nginx: false },
  { name: 'SQLite, one process behind nginx', database: 'sqlite', replicas: 1, nginx: true },
  { name: 'PostgreSQL, one replica', database: 'postgres', replicas: 1, nginx: false },
  { name: 'PostgreSQL, one replica behind nginx', database: 'postgres', replicas: 1, nginx: true },
  { name: 'PostgreSQL, three replicas behind nginx', database: 'postgres', replicas: 3, nginx: true },
]
const ALL_UNCACHED = [
  { name: 'SQLite, one process', database: 'sqlite', replicas: 1, nginx: false },
  { name: 'PostgreSQL, one replica', database: 'postgres', replicas: 1, nginx: false },
]

const chosen = (setup) => !only || setup.name.includes(only)
const SETUPS = ALL_SETUPS.filter(chosen)
const UNCACHED = ALL_UNCACHED.filter(chosen)

/** A fresh database: a SQLite file in a directory of its own, or a new PostgreSQL database on the admin URL's server. */
async function freshDatabase(kind) {
  if (kind === 'postgres') return createPostgresDatabase()
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-replicas-bench-'))
  return { target: path.join(dir, 'site.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

/** `fn` with a connection to the PostgreSQL server as its administrator. */
async function asAdmin(fn) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** The PostgreSQL server's postmaster: the parent of its checkpointer, whose pid the server reports. */
const postgresServerPid = () =>
  asAdmin(async (client) => parentOf((await client.query("SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'")).rows[0].pid))

/** server/db/database.ts's write lock: pg_advisory_xact_lock(0x6c636763), which pg_locks shows as objid (its low 32 bits). */
const WRITE_LOCK = 0x6c636763

/**
 * Runs `fn` while looking at PostgreSQL's write lock (server/db/database.ts: every write transaction
 * takes one advisory lock) twenty times a second: how often a transaction held it, how many
 * waited for it, and how often its holder was "idle in transaction", i.e. waiting for its
 * replica (the JavaScript between two statements, the network, a core on a busy machine)
 * rather than for PostgreSQL.
 */
function writeLock(fn) {
  return asAdmin(async (client) => {
    let samples = 0
    let held = 0
    let waiting = 0
    let holderIdle = 0
    let measuring = true
    const sampling = (async () => {
      while (measuring) {
        const { rows } = await client.query(
          `SELECT l.granted, a.state FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.objid = $1`,
          [WRITE_LOCK],
        )
        samples++
        const holder = rows.find((r) => r.granted)
        if (holder) held++
        if (holder?.state === 'idle in transaction') holderIdle++
        waiting += rows.filter((r) => !r.granted).length
        await sleep(50)
      }
    })()
    try {
      return { ...(await fn()), writeLock: { held: held / samples, waiting: waiting / samples, holderIdle: held ? holderIdle / held : 0 } }
    } finally {
      measuring = false
      await sampling
    }
  })
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
    postgres: setup.database === 'postgres',
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
  return { rps: r.requests.total / run.seconds, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpu: run.cpu, stalls: run.stalls, steal: run.steal, hostWork: run.hostWork }
}

/**
 * Enquiries stored per second: a fixed number posted by CONNECTIONS connections (a fixed
 * number, not a duration, so every request has its answer before the count), each from a
 * visitor of its own. Then the database must hold exactly one row per 201 answer: none
 * lost, none stored twice.
 */
async function enquiryRate(running, label) {
  const visitor = (i) => `${label}-${i}@example.com`
  // autocannon notices that the last answer came at its next once-a-second tick, so the
  // rate is taken from the first request to the last answer instead.
  const post = async (amount, prefix) => {
    const request = enquiryRequest((i) => visitor(`${prefix}${i}`), { forwardedFor: true })
    const started = performance.now()
    let lastAnswer = started
    request.onResponse = () => {
      lastAnswer = performance.now()
    }
    const result = await cannon({ url: running.origin, connections: CONNECTIONS, amount, requests: [request] })
    return { ...result, answeredIn: (lastAnswer - started) / 1000 }
  }
  const warm = await post(ENQUIRY_WARMUP, 'w')
  const measure = () => observed(probe, () => post(ENQUIRIES, 'm'), running.groups)
  const run = running.postgres ? await writeLock(measure) : await measure()
  const r = run.result
  const created = (result) => result.statusCodeStats?.['201']?.count ?? 0
  // CPU per enquiry: the CPU seconds each group used over the run, over the answers.
  const cpuPerEnquiry = Object.fromEntries(Object.entries(run.cpu).map(([group, cores]) => [group, ((cores * run.seconds) / r.requests.total) * 1000]))
  const answered201 = created(warm) + created(r)
  const db = await openDatabase(running.database.target)
  let stored
  try {
    stored = await db.get('SELECT COUNT(*) AS n, COUNT(DISTINCT email) AS visitors FROM leads WHERE email LIKE ?', [`${label}-%@example.com`])
  } finally {
    await db.close()
  }
  return {
    perSecond: created(r) / r.answeredIn,
    cpuPerEnquiry,
    p50: r.latency.p50,
    p99: r.latency.p99,
    sent: ENQUIRY_WARMUP + ENQUIRIES,
    answered201,
    other: ENQUIRY_WARMUP + ENQUIRIES - answered201,
    rows: stored.n,
    visitors: stored.visitors,
    cpu: run.cpu,
    stalls: run.stalls,
    steal: run.steal,
    hostWork: run.hostWork,
    writeLock: run.writeLock,
  }
}

async function measureAll() {
  const measurements = {
    at: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    model: os.cpus()[0]?.model.trim(),
    quick,
    partial: Boolean(only),
    run: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, enquiries: ENQUIRIES, enquiryWarmup: ENQUIRY_WARMUP },
    setups: [],
    uncached: [],
  }
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

/** CPU time per request, in ms, of one group of processes: the cores it used over the requests per second. */
const perRequest = (cpu, group, rate) => (cpu[group] === undefined ? undefined : (cpu[group] / rate) * 1000)
const msCell = (value) => (value === undefined ? '–' : fmt(value, 2))
/** "a to b" (or "a") of the defined values, formatted by `format`. */
function range(values, format = (v) => fmt(v, 2)) {
  const known = values.filter((v) => v !== undefined && Number.isFinite(v)).sort((x, y) => x - y)
  if (!known.length) return 'n/a'
  const [low, high] = [format(known[0]), format(known.at(-1))]
  return low === high ? low : `${low} to ${high}`
}
const NUMBERS = { 2: 'two', 3: 'three', 4: 'four' }

/** What bounded the enquiries of each set-up: the replicas' CPU (one event loop each) and, on PostgreSQL, the write lock. */
function enquiryLimits(setups) {
  const clauses = setups.map((s) => {
    const perReplica = (s.enquiries.cpu.replicas ?? 0) / s.replicas
    const lock = s.enquiries.writeLock
    return `${s.name}: ${s.replicas > 1 ? 'each replica' : 'the process'} used ${fmt(perReplica, 2)} of a core${lock ? `, the lock was held ${percent(lock.held)} of the time` : ''}`
  })
  const lockBound = setups.filter((s) => s.enquiries.writeLock?.held >= 0.9).map((s) => s.name)
  return `So a process's write transactions go one at a time, and between two statements each waits for the process's one event loop, which also runs every other request's JavaScript (${clauses.join('; ')})${lockBound.length ? `; where the lock was held nearly all the time (${lockBound.join(', ')}), the lock is the limit` : ''}`
}
/** CPU per request of the bench's own processes (all but the machine's other ones), in ms. */
const ownCpu = (run) => (Object.entries(run.cpu).reduce((sum, [group, cores]) => (group === 'other processes' ? sum : sum + cores), 0) / run.rps) * 1000
const failedRow = (row, columns) => `| ${row.name} | failed: ${row.failed.replaceAll('|', '\\|')} |${' |'.repeat(columns - 2)}`

function render(m) {
  const { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, enquiries: ENQUIRIES, enquiryWarmup: ENQUIRY_WARMUP } = m.run
  const measured = m.setups.filter((s) => !s.failed)
  const uncached = m.uncached.filter((u) => !u.failed)
  const lastPage = PAGES.at(-1)
  const page = (s) => s.pages[lastPage]
  const enquiryCpu = (s, group) => s.enquiries.cpuPerEnquiry[group]
  const pageCpu = (s, group) => perRequest(page(s).cpu, group, page(s).rps)
  const stored = (e) => {
    const faults = [
      e.rows < e.answered201 && `${e.answered201 - e.rows} LOST`,
      e.visitors < e.rows && `${e.rows - e.visitors} STORED TWICE`,
      e.rows > e.answered201 && `${e.rows - e.answered201} stored without a 201`,
    ].filter(Boolean)
    return `${fmt(e.rows)} (${faults.length ? faults.join(', ') : 'one per 201'})`
  }
  const byName = (name) => measured.find((s) => s.name === name)
  const ratio = (a, b) => (a && b ? `${fmt((a / b) * 100)}%` : 'n/a')
  const sqlite = byName(ALL_SETUPS[0].name)
  const sqliteProxied = byName(ALL_SETUPS[1].name)
  const pgProxied = byName(ALL_SETUPS[3].name)
  const pgThree = byName(ALL_SETUPS[4].name)
  const runs = [...measured.flatMap((s) => [...PAGES.map((p) => s.pages[p]), s.enquiries]), ...uncached.map((u) => u.api)]
  const others = runs.map((r) => r.cpu['other processes'])
  const postgresSetups = measured.filter((s) => s.database === 'postgres')
  const locks = postgresSetups.map((s) => s.enquiries.writeLock)
  const uncachedCpu = (u, group) => perRequest(u.api.cpu, group, u.api.rps)
  const pgUncached = uncached.find((u) => u.database === 'postgres')
  // autocannon runs on one thread: near a whole core, it is what limits a run.
  const loadBound = measured.length > 0 && measured.every((s) => page(s).cpu['load generator'] >= 0.85)
  const uncachedRates = uncached.map((u) => u.api.rps)

  const lines = [
    HEADING,
    '',
    `${m.at} · Node ${m.node} · ${m.cores} cores (${m.model}) · autocannon at ${CONNECTIONS} connections, in the bench's own process on the same machine${m.quick ? ' · **--quick: figures not comparable**' : ''}${m.partial ? ' · **some set-ups only (--only)**' : ''}`,
    '',
    `\`npm run bench:replicas\`. Each set-up runs the production build (\`node dist/server.js\`, one process per replica, LOG_LEVEL=info, mail off, TRUST_PROXY=1) on a fresh database; "behind nginx" is Debian's nginx with deploy/nginx.conf (TLS to the client, HTTP/1.1 keep-alive to the replicas, one worker process as in the tests) and the replicas as its upstream. PostgreSQL${m.postgresVersion ? ` ${m.postgresVersion}` : ''} is a throw-away local cluster (scripts/with-postgres.sh: fsync off, so, like SQLite's synchronous=NORMAL in WAL mode, a commit does not wait for the disk). Pages: ${DURATION} s after ${WARMUP} s of warm-up, \`Accept-Encoding: br, gzip\`, answered from each replica's response cache. Enquiries: POST /api/contact, ${fmt(ENQUIRIES)} measured after ${fmt(ENQUIRY_WARMUP)} of warm-up, each from its own e-mail address and X-Forwarded-For (nginx replaces that header with its own address), then the leads in the database counted against the 201 answers.`,
    '',
    `| Set-up | ${PAGES.map((p) => `${p} req/s | p50 / p99`).join(' | ')} | Enquiries stored/s | p50 / p99 | 201 answers (of ${fmt(ENQUIRY_WARMUP + ENQUIRIES)}) | Leads in the database |`,
    `|---|${PAGES.map(() => '---|---|').join('')}---|---|---|---|`,
    ...m.setups.map((s) => {
      if (s.failed) return failedRow(s, 5 + PAGES.length * 2)
      const e = s.enquiries
      const pageCells = PAGES.flatMap((p) => [fmt(s.pages[p].rps), `${s.pages[p].p50} / ${s.pages[p].p99} ms${s.pages[p].errors ? `, ${s.pages[p].errors} errors` : ''}`])
      return `| ${s.name} | ${pageCells.join(' | ')} | ${fmt(e.perSecond)} | ${e.p50} / ${e.p99} ms | ${fmt(e.answered201)} | ${stored(e)} |`
    }),
    '',
    `Without the response cache (HTML_CACHE=false): /api/vehicles, ${DURATION} s at ${CONNECTIONS} connections after ${WARMUP} s of warm-up.`,
    '',
    '| Database | req/s | p50 / p99 | Errors | CPU per request (ms): replica | PostgreSQL | load generator | Other processes (cores) | Host probe |',
    '|---|---|---|---|---|---|---|---|---|',
    ...m.uncached.map((u) =>
      u.failed
        ? failedRow(u, 9)
        : `| ${u.name} | ${fmt(u.api.rps)} | ${u.api.p50} / ${u.api.p99} ms | ${u.api.errors} | ${msCell(uncachedCpu(u, 'replicas'))} | ${msCell(uncachedCpu(u, 'PostgreSQL'))} | ${msCell(uncachedCpu(u, 'load generator'))} | ${fmt(u.api.cpu['other processes'], 2)} | ${ms(u.api.hostWork)} |`,
    ),
    '',
    `Where the CPU went, for the cached page and the enquiries: CPU time per request in ms (the cores a group of processes used during the measurement, over the requests per second), and the cores of the ${m.cores} that the machine's other processes (other people's work: the machine is shared) took meanwhile. The load generator is autocannon, in the bench's process. Host probe: the median time of a fixed piece of work meanwhile (bench/host-probe.mjs; a larger one, a slower machine).`,
    '',
    `| Set-up | ${lastPage}: replicas | nginx | load generator | other processes (cores) | Enquiry: replicas | PostgreSQL | nginx | load generator | other processes (cores) | PostgreSQL's write lock: held / transactions waiting (mean) / holder waiting for its replica | Host probe (${lastPage}, enquiries) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...m.setups.map((s) => {
      if (s.failed) return failedRow(s, 12)
      const e = s.enquiries
      return `| ${s.name} | ${msCell(pageCpu(s, 'replicas'))} | ${msCell(pageCpu(s, 'nginx'))} | ${msCell(pageCpu(s, 'load generator'))} | ${fmt(page(s).cpu['other processes'], 2)} | ${msCell(enquiryCpu(s, 'replicas'))} | ${msCell(enquiryCpu(s, 'PostgreSQL'))} | ${msCell(enquiryCpu(s, 'nginx'))} | ${msCell(enquiryCpu(s, 'load generator'))} | ${fmt(e.cpu['other processes'], 2)} | ${e.writeLock ? `${percent(e.writeLock.held)} / ${fmt(e.writeLock.waiting, 1)} / ${percent(e.writeLock.holderIdle)}` : '–'} | ${ms(page(s).hostWork)}, ${ms(e.hostWork)} |`
    }),
    '',
    `What limits each rate on these ${m.cores} cores:`,
    '',
    `- **Everything shares ${m.cores} cores.** autocannon, the replicas, nginx and PostgreSQL run on the same machine${Math.max(...others) < 0.3 ? `, which was otherwise nearly idle during this run (other processes: ${range(others)} cores)` : `, and other people's processes took ${range(others)} cores during the measurements`}; some task was waiting for a core ${range(runs.map((r) => r.stalls?.cpu), percent)} of the time (for the disk: ${range(runs.map((r) => r.stalls?.io), percent)}; the kernel's pressure stall information). Compare rows by CPU per request as well as by rate: it moves much less with the machine's load.`,
    `- **Cached pages** cost a replica ${range(measured.map((s) => pageCpu(s, 'replicas')))} ms of CPU each (a lookup in memory and a write of the stored Brotli body), less than autocannon spends sending and reading them (${range(measured.map((s) => pageCpu(s, 'load generator')))} ms); autocannon runs on one thread and used ${range(measured.map((s) => page(s).cpu['load generator']))} of a core, so ${loadBound ? 'the load generator is what limits these rates' : 'it limits these rates where it is near a whole core'}: at ${range(measured.map((s) => pageCpu(s, 'replicas')))} ms, one core of a replica would answer ${range(measured.map((s) => 1000 / pageCpu(s, 'replicas')), (v) => fmt(Math.round(v / 100) * 100))} cached pages a second. nginx, where it is in front, adds ${range(measured.map((s) => pageCpu(s, 'nginx')))} ms (TLS to the client and a second HTTP hop) and gives autocannon TLS to do. ${sqlite && sqliteProxied ? `Per ${lastPage} request the bench's processes together spent ${fmt(ownCpu(page(sqlite)), 2)} ms of CPU on SQLite alone and ${fmt(ownCpu(page(sqliteProxied)), 2)} ms behind nginx, autocannon ${fmt(pageCpu(sqlite, 'load generator'), 2)} and ${fmt(pageCpu(sqliteProxied, 'load generator'), 2)} ms of it; behind nginx the rate was ${ratio(page(sqliteProxied).rps, page(sqlite).rps)} of the rate alone (${loadBound ? `about what autocannon's own cost per request predicts, ${ratio(pageCpu(sqlite, 'load generator'), pageCpu(sqliteProxied, 'load generator'))}, as it is the limit` : `at equal CPU: ${ratio(ownCpu(page(sqlite)), ownCpu(page(sqliteProxied)))}`}). ` : ''}${pgThree && pgProxied ? `Three replicas behind nginx spent ${fmt(ownCpu(page(pgThree)), 2)} ms per request against ${fmt(ownCpu(page(pgProxied)), 2)} ms with one (measured rate: ${ratio(page(pgThree).rps, page(pgProxied).rps)} of one replica's): more processes on the same cores add no CPU, so on one machine they are no faster; they pay off across machines, or for restarts without a gap (docs/operations.md, "Scaling out"). ` : ''}The database plays no part: a cached page reads nothing (each replica checks the inventory's version at most once a second) and PostgreSQL used ${range(postgresSetups.map((s) => page(s).cpu.PostgreSQL))} cores meanwhile.`,
    `- **Enquiries** are one write transaction each (the lead and its outbox rows), after one upsert of the visitor's count for the form limit (behind nginx every enquiry comes from nginx's address, so they all update one row), and cost a replica ${range(measured.map((s) => enquiryCpu(s, 'replicas')))} ms of CPU (parsing and validating the request, building and running the queries, the log line)${postgresSetups.length ? ` and PostgreSQL ${range(postgresSetups.map((s) => enquiryCpu(s, 'PostgreSQL')))} ms` : ''}. Both databases run one write transaction at a time: SQLite has a single writer connection (BEGIN IMMEDIATE); on PostgreSQL (server/db/database.ts) each process runs its write transactions one after another and every one takes the same advisory lock, so that what a repository checks before it writes still holds across replicas too (at most one transaction per replica waits at the lock; the others wait in their process). The lock is held from BEGIN to COMMIT, across several round trips between replica and server${postgresSetups.length ? `: during the enquiries a transaction held it ${postgresSetups.map((s) => `${percent(s.enquiries.writeLock.held)} of the time with ${s.replicas === 1 ? 'one replica' : `${NUMBERS[s.replicas] ?? s.replicas} replicas`}${s.nginx ? ' behind nginx' : ''}`).join(', ')}, with ${range(locks.map((l) => l.waiting), (v) => fmt(v, 1))} transactions waiting for it on average, and its holder spent ${range(locks.map((l) => l.holderIdle), percent)} of its turn "idle in transaction": waiting for its own replica (the JavaScript between two statements, and a core: the bench's processes share two), not for PostgreSQL. ${enquiryLimits(measured)}; more replicas bring more requests to the same lock, not more writes per second (three replicas behind nginx: ${pgThree ? fmt(pgThree.enquiries.perSecond) : 'n/a'}/s; one: ${pgProxied ? fmt(pgProxied.enquiries.perSecond) : 'n/a'}/s)` : ''}. No set-up lost or duplicated a lead: ${measured.every((s) => s.enquiries.rows === s.enquiries.answered201 && s.enquiries.visitors === s.enquiries.rows) ? 'every 201 answer is one row in the database' : '**NOT SO: see the table**'}.`,
    `- **/api/vehicles without the cache** costs a replica ${range(uncached.map((u) => uncachedCpu(u, 'replicas')))} ms of CPU per request: the inventory is kept in memory and read again only when its version changes, so each request is JSON serialisation and HTTP on either database${pgUncached ? ` (PostgreSQL used ${fmt(Math.max(0, pgUncached.api.cpu.PostgreSQL ?? 0), 2)} cores meanwhile)` : ''}; ${uncachedRates.length > 1 && Math.max(...uncachedRates) / Math.min(...uncachedRates) < 1.05 ? `the two rates are within ${fmt((Math.max(...uncachedRates) / Math.min(...uncachedRates) - 1) * 100, 1)}% of each other` : 'the rates differ by the CPU the machine gave the replica'}.`,
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
    measurements.postgresVersion = await asAdmin(async (client) => (await client.query('SHOW server_version')).rows[0].server_version.split(' ')[0])
    const saved = path.join(tmpdir(), `replicas-bench-${Date.now()}.json`)
    writeFileSync(saved, JSON.stringify(measurements, null, 2))
    console.error(`measurements saved to ${saved} (--from=${saved} renders them again)`)
  }
  const section = render(measurements)
  console.log(section)
  if (!measurements.quick && !measurements.partial) replaceSection(RESULTS, section)
}

let postgresPid
try {
  await main()
} finally {
  probe?.stop()
}
