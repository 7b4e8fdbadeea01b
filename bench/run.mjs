// npm run bench: builds, starts the production server and a baseline Express app, and
// measures them with autocannon. Writes the tables to bench/results.md.
//
//   node bench/run.mjs [--skip-build] [--quick]
// --quick shortens every phase (for trying the script, not for figures).
import { execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { cannon as run, cpuSeconds, fmt, hostTicks, keptSections, ms, observed, percent, processTree, RESULTS, ROOT, startProbe, startProcess, startServer, stealBetween, stop } from './measure.mjs'
import { cacheFlood } from './cache-flood.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const DURATION = quick ? 3 : 10
const WARMUP = quick ? 1 : 3
const SUSTAINED = quick ? 20 : 60
const SOAK = quick ? 30 : 180
const UNCACHED_WARMUP = quick ? 500 : 15_000 // requests per worker
/** Written by bench/replicas.mjs into the same file. */
const REPLICAS_SECTION = '## Replicas and databases'

if (!args.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })

async function startSite(env = {}, existingDir) {
  const dir = existingDir ?? mkdtempSync(path.join(tmpdir(), 'lcgc-bench-'))
  // Request logs off the hot path: the server logs at info; its stdout is discarded after start.
  const site = await startServer({ DATABASE_PATH: path.join(dir, 'site.db'), ...env })
  return { ...site, dir }
}

const cannon = (url, connections, duration) => run({ url, connections, duration })

/** Sends `requests` requests, as fast as `connections` connections allow. */
const warmUp = (url, connections, requests) => run({ url, connections, amount: requests })

async function measure(url, connections) {
  await cannon(url, connections, WARMUP)
  const { result: r, steal, hostWork } = await observed(probe, () => cannon(url, connections, DURATION))
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, steal, hostWork }
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024
}

const probe = startProbe()

/**
 * Requests per second in consecutive windows of a long run, from autocannon's per-second
 * samples, and the CPU time per request in each window of the server and of the load
 * generator (this process: autocannon sending the requests and reading the responses).
 * On a shared machine req/s moves with the neighbours' load and both processes' CPU per
 * request move together; a server that itself got slower raises its own and not the
 * load generator's.
 */
async function sustained(url, connections, seconds, windowSeconds, serverPid, onSecond) {
  const pids = processTree(serverPid)
  const perSecond = []
  const cpu = [cpuSeconds(pids)]
  const client = [process.cpuUsage()]
  const host = [hostTicks()]
  const at = [Date.now()]
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 })
  instance.on('tick', (counter) => {
    perSecond.push(counter.counter)
    cpu.push(cpuSeconds(pids))
    client.push(process.cpuUsage())
    host.push(hostTicks())
    at.push(Date.now())
    onSecond?.(perSecond.length)
  })
  const result = await new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject))
  const windows = []
  const cpuPerRequest = []
  const clientCpuPerRequest = []
  const steal = []
  const hostWork = []
  // Whole windows only: autocannon's last tick can be a partial second.
  for (let i = 0; i + windowSeconds <= perSecond.length; i += windowSeconds) {
    const requests = perSecond.slice(i, i + windowSeconds).reduce((a, b) => a + b, 0)
    windows.push(requests / windowSeconds)
    cpuPerRequest.push(((cpu[i + windowSeconds] - cpu[i]) * 1000) / requests)
    const [from, to] = [client[i], client[i + windowSeconds]]
    clientCpuPerRequest.push((to.user + to.system - from.user - from.system) / 1000 / requests)
    steal.push(stealBetween(host[i], host[i + windowSeconds]))
    hostWork.push(probe.between(at[i], at[i + windowSeconds]))
  }
  return { windows, cpuPerRequest, clientCpuPerRequest, steal, hostWork, errors: result.errors + result.timeouts + result.non2xx }
}

/** Last value against the first, as a fraction. */
const change = (values) => values.at(-1) / values[0] - 1
const signed = (fraction) => `${fraction >= 0 ? '+' : ''}${fmt(fraction * 100, 1)}%`
/**
 * For a drift that missed its target: how much CPU the machine withheld at either end,
 * how long the probe's fixed work took there, and the drift at equal host speed (req/s
 * scaled by the probe's time: a host twice as slow halves both).
 */
const hostNote = (run) =>
  ` (host steal ${percent(run.steal[0])} in the first window, ${percent(run.steal.at(-1))} in the last; host probe ${ms(run.hostWork[0])}, then ${ms(run.hostWork.at(-1))}; at equal host speed ${signed(atEqualHostSpeed(run))}; ${cpuNote(run)})`
/**
 * How much the server's CPU per request changed from the first window to the last,
 * relative to the load generator's: the machine's speed cancels out, the server's own
 * slowing down (or speeding up) does not.
 */
const serverOwnChange = ({ cpuPerRequest, clientCpuPerRequest }) => change(cpuPerRequest.map((c, i) => c / clientCpuPerRequest[i]))
const cpuNote = (run) =>
  `server CPU per request ${signed(change(run.cpuPerRequest))}, the load generator's ${signed(change(run.clientCpuPerRequest))}: the server's own change ${signed(serverOwnChange(run))}`
const atEqualHostSpeed = ({ windows, hostWork }) => change(windows.map((rps, i) => rps * hostWork[i]))

async function main() {
  const lines = [`# Benchmark`, '', `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · autocannon, ${DURATION} s per run after ${WARMUP} s warm-up`, '']

  const site = await startSite()
  // The vehicle page is measured as the dealer's would be, with photos: six 12-megapixel
  // sample photos uploaded through the admin API (scripts/seed-photos.ts).
  execSync(`${process.execPath} --import tsx scripts/seed-photos.ts --url ${site.url} --vehicle evolution-d6-max-xt4 --count 6`, {
    env: { ...process.env, DATABASE_PATH: path.join(site.dir, 'site.db') },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const home = await fetch(site.url + '/')
  const homeBytes = (await home.arrayBuffer()).byteLength
  const baseline = await startProcess(process.execPath, ['bench/baseline.mjs'], { BODY_BYTES: String(homeBytes), PORT: '0' })
  const routes = [
    ['Home /', site.url + '/'],
    ['Inventory /inventory', site.url + '/inventory'],
    ['Vehicle /vehicles/evolution-d6-max-xt4', site.url + '/vehicles/evolution-d6-max-xt4'],
    ['Town /emmaus-borough-golf-carts', site.url + '/emmaus-borough-golf-carts'],
    ['API /api/vehicles', site.url + '/api/vehicles'],
    [`Baseline Express (${fmt(homeBytes)} bytes)`, baseline.url + '/'],
  ]
  const results = {}
  for (const connections of [10, 50]) {
    for (const [name, url] of routes) {
      results[`${name}@${connections}`] = await measure(url, connections)
      console.error(`measured ${name} at ${connections} connections`)
    }
  }
  await stop(baseline)

  // What counting requests for /metrics costs a cached page: the same database served with
  // METRICS=false, measured side by side (with, without at 10 connections; without, with at
  // 50, so a drift of the host's speed does not favour either).
  const unmetered = await startSite({ METRICS: 'false' }, site.dir)
  const unmeteredBytes = (await (await fetch(unmetered.url + '/')).arrayBuffer()).byteLength
  const metered = {}
  for (const [connections, order] of [
    [10, ['with', 'without']],
    [50, ['without', 'with']],
  ]) {
    for (const which of order) metered[`${which}@${connections}`] = await measure((which === 'with' ? site : unmetered).url + '/', connections)
  }
  await stop(unmetered)
  const meteredLines = [
    '## Metrics: the cached home page with and without request counting',
    '',
    `Home / (${fmt(homeBytes)} and ${fmt(unmeteredBytes)} bytes), the same database, measured one after the other: METRICS=true (the default: every request counted and timed for /metrics) against METRICS=false.`,
    '',
    '| Connections | With metrics req/s | p50 | p99 | Without metrics req/s | p50 | p99 | With / without | Host probe (with, without) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...[10, 50].map((c) => {
      const [a, b] = [metered[`with@${c}`], metered[`without@${c}`]]
      return `| ${c} | ${fmt(a.rps)} | ${a.p50} ms | ${a.p99} ms | ${fmt(b.rps)} | ${b.p50} ms | ${b.p99} ms | ${fmt((a.rps / b.rps) * 100, 1)}% | ${ms(a.hostWork)}, ${ms(b.hostWork)} |`
    }),
  ]
  console.error('measured the home page with and without metrics')

  lines.push('## Cached routes against the baseline', '', '| Route | Connections | req/s | p50 | p99 | Errors | vs baseline | Host steal | Host probe |', '|---|---|---|---|---|---|---|---|---|')
  const verdicts = []
  for (const connections of [10, 50]) {
    const base = results[`${routes.at(-1)[0]}@${connections}`]
    for (const [name] of routes) {
      const r = results[`${name}@${connections}`]
      const ratio = r.rps / base.rps
      lines.push(`| ${name} | ${connections} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${fmt(ratio * 100)}% | ${percent(r.steal)} | ${ms(r.hostWork)} |`)
      if (name.startsWith('Baseline')) continue
      if (ratio < 0.7) verdicts.push(`${name} at ${connections}: ${fmt(ratio * 100)}% of baseline (target ≥ 70%)`)
      if (connections === 10 && r.p99 > 25) verdicts.push(`${name} at 10: p99 ${r.p99} ms (target ≤ 25 ms)`)
      if (r.errors > 0) verdicts.push(`${name} at ${connections}: ${r.errors} errors`)
    }
  }

  lines.push('', ...meteredLines)

  // A flood of unique queries (bench/cache-flood.mjs): the cached home page's rate and the
  // process's memory before and after, on a server of its own.
  const flood = await cacheFlood({ builds: [{ label: 'this build', root: ROOT }], quick, probe })
  lines.push('', ...flood.lines)
  verdicts.push(...flood.verdicts)

  // Soak on the inventory page with the default (cached) configuration.
  const pid = site.child.pid
  const windowLength = 60 > SOAK ? Math.max(1, Math.floor(SOAK / 3)) : 60
  // RSS once a second; soakMem[i] is taken after second i + 1.
  const soakMem = []
  const soak = await sustained(site.url + '/inventory', 50, SOAK, windowLength, pid, () => soakMem.push(rssOf(pid)))
  await stop(site)
  rmSync(site.dir, { recursive: true, force: true })
  // RSS is a saw-tooth between garbage collections (tens of MB on this page), so one
  // sample says little. A leak lifts the floor: compare each window's lowest RSS.
  const memWindows = soak.windows.map((_, i) => soakMem.slice(i * windowLength, (i + 1) * windowLength))
  const memFloor = memWindows.map((w) => Math.min(...w))
  const memPeak = memWindows.map((w) => Math.max(...w))
  const soakDrift = change(soak.windows)
  const memGrowth = change(memFloor)
  const mb = (bytes) => `${fmt(bytes / 2 ** 20, 1)} MB`
  lines.push(
    '',
    `## Soak: /inventory, 50 connections, ${SOAK} s`,
    '',
    `| Window | req/s | Server CPU per request | Load generator CPU per request | RSS low | RSS high | Host steal | Host probe |`,
    `|---|---|---|---|---|---|---|---|`,
    ...soak.windows.map((w, i) => `| ${i + 1} | ${fmt(w)} | ${fmt(soak.cpuPerRequest[i], 3)} ms | ${fmt(soak.clientCpuPerRequest[i], 3)} ms | ${mb(memFloor[i])} | ${mb(memPeak[i])} | ${percent(soak.steal[i])} | ${ms(soak.hostWork[i])} |`),
    '',
    `Last window vs first: ${signed(soakDrift)} req/s (target within ±5%), ${signed(atEqualHostSpeed(soak))} at equal host speed; ${cpuNote(soak)}; lowest RSS ${signed(memGrowth)} (target ≤ 10%). Errors: ${soak.errors}.`,
  )
  if (Math.abs(soakDrift) > 0.05) verdicts.push(`soak drift ${signed(soakDrift)}${hostNote(soak)}`)
  if (memGrowth > 0.1) verdicts.push(`soak memory growth ${signed(memGrowth)}`)
  if (soak.errors > 0) verdicts.push(`soak errors ${soak.errors}`)

  // Rendering without the cache: throughput and stability over a sustained run, as one
  // process and as a primary with one worker per core (WEB_CONCURRENCY, docs/operations.md).
  const cores = os.availableParallelism()
  const uncachedRuns = []
  for (const workers of [...new Set([1, cores])]) {
    const uncached = await startSite({ HTML_CACHE: 'false', WEB_CONCURRENCY: String(workers) })
    // Warm up by count, not time: rendering in-process (bench/render-cost.ts) gets faster
    // over its first 6,000 to 8,000 calls (median 4.7 ms, then a flat 3.8 to 3.9 ms to
    // call 20,000) while V8 optimises it, and each worker has to go through that on its own.
    await warmUp(uncached.url + '/inventory', 10, UNCACHED_WARMUP * workers)
    const run = await sustained(uncached.url + '/inventory', 10, SUSTAINED, 10, uncached.child.pid)
    await stop(uncached)
    rmSync(uncached.dir, { recursive: true, force: true })
    const drift = change(run.windows)
    const mean = run.windows.reduce((a, b) => a + b, 0) / run.windows.length
    uncachedRuns.push({ workers, run, drift, mean })
    console.error(`measured uncached /inventory with WEB_CONCURRENCY=${workers}`)
  }
  lines.push(
    '',
    `## Uncached rendering: /inventory with HTML_CACHE=false, 10 connections, ${SUSTAINED} s after ${fmt(UNCACHED_WARMUP)} requests per worker`,
    '',
    `| 10 s window | ${uncachedRuns.map((u) => `WEB_CONCURRENCY=${u.workers}: req/s | Server CPU per request | Load generator CPU per request | Host steal | Host probe`).join(' | ')} |`,
    `|---|${uncachedRuns.map(() => '---|---|---|---|---|').join('')}`,
    ...uncachedRuns[0].run.windows.map(
      (_, i) =>
        `| ${i + 1} | ${uncachedRuns.map((u) => `${fmt(u.run.windows[i] ?? NaN)} | ${fmt(u.run.cpuPerRequest[i] ?? NaN, 2)} ms | ${fmt(u.run.clientCpuPerRequest[i] ?? NaN, 2)} ms | ${percent(u.run.steal[i] ?? NaN)} | ${ms(u.run.hostWork[i] ?? NaN)}`).join(' | ')} |`,
    ),
    '',
    ...uncachedRuns.map(
      (u) =>
        `WEB_CONCURRENCY=${u.workers}: mean ${fmt(u.mean)} req/s; last window vs first: ${signed(u.drift)} (target within ±10%), ${signed(atEqualHostSpeed(u.run))} at equal host speed; ${cpuNote(u.run)}. Errors: ${u.run.errors}.`,
    ),
    '',
    `The ≥ 300 req/s target applies to the server as deployed on this ${cores}-core machine (WEB_CONCURRENCY=${cores}).`,
    '',
    'Host steal is the share of the machine\'s CPU time that the hypervisor gave to other guests. Host probe is the median time a fixed piece of work (hashing, JSON, string building; bench/host-probe.mjs) took on this machine during the measurement: a core of a shared virtual machine gets slower or faster with its neighbours\' load even without steal. When either differs between windows, req/s differs with it; "at equal host speed" scales req/s by the probe\'s time. The load generator (autocannon, in the bench\'s own process) does the same work for every request all along, so its CPU per request is the steadiest gauge of the machine: the server\'s own change is its CPU per request relative to the load generator\'s, from the first window to the last.',
  )
  const deployed = uncachedRuns.at(-1)
  if (deployed.mean < 300) verdicts.push(`uncached inventory ${fmt(deployed.mean)} req/s with WEB_CONCURRENCY=${deployed.workers} (target ≥ 300)`)
  for (const u of uncachedRuns) {
    if (Math.abs(u.drift) > 0.1) verdicts.push(`uncached drift ${signed(u.drift)} with WEB_CONCURRENCY=${u.workers}${hostNote(u.run)}`)
    if (u.run.errors > 0) verdicts.push(`uncached errors ${u.run.errors} with WEB_CONCURRENCY=${u.workers}`)
  }

  // The property-based abuse tests, with many more runs than CI.
  const fuzzRuns = quick ? 300 : 3000
  const fuzzStart = Date.now()
  let fuzzOk = true
  try {
    execSync('npx vitest run tests/api/fuzz.test.ts', { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(fuzzRuns) } })
  } catch {
    fuzzOk = false
    verdicts.push('property-based abuse tests failed')
  }
  lines.push('', `## Property-based abuse tests`, '', `${fuzzRuns} generated cases per property (contact bodies and content types, vehicle ids, page and page-context paths, headers): ${fuzzOk ? 'no 5xx, nothing invalid stored, no visitor e-mail or phone in the logs' : 'FAILED, see the output above'} (${fmt((Date.now() - fuzzStart) / 1000)} s).`)

  // Photos (bench/photos.ts): a 12-megapixel JPEG into every variant, and 10 uploads at once
  // against the built server (peak RSS, a cached page's p99 meanwhile).
  try {
    const photos = JSON.parse(
      execSync(`${process.execPath} --import tsx bench/photos.ts --json${quick ? ' --quick' : ''}`, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 }).toString(),
    )
    lines.push('', ...photos.lines)
    verdicts.push(...photos.verdicts)
  } catch (err) {
    verdicts.push(`photo bench failed: ${err.message}`)
  }

  // Rentals (bench/rentals.ts): availability p99 with 50 units and 5,000 reservations, and
  // reservations stored per second on SQLite, then on PostgreSQL in a throw-away cluster.
  try {
    const rentals = JSON.parse(execSync(`${process.execPath} --import tsx bench/rentals.ts --json${quick ? ' --quick' : ''}`, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 }).toString())
    lines.push('', ...rentals.lines)
    verdicts.push(...rentals.verdicts)
    try {
      const onPostgres = JSON.parse(
        execSync(`bash scripts/with-postgres.sh ${process.execPath} --import tsx bench/rentals.ts --json --postgres-only${quick ? ' --quick' : ''}`, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 })
          .toString()
          .split('\n')
          .findLast((line) => line.startsWith('{')),
      )
      lines.push(...onPostgres.lines)
    } catch (err) {
      lines.push('| PostgreSQL | not measured | ' + String(err.message).split('\n')[0] + ' |')
    }
  } catch (err) {
    verdicts.push(`rentals bench failed: ${err.message}`)
  }

  // Photos from a phone (bench/phone-photos.ts): ten 12-megapixel photos over a simulated
  // 5 Mbit/s upload in Chromium, as the console sent them before and as it sends them now.
  try {
    const phone = JSON.parse(
      execSync(`${process.execPath} --import tsx bench/phone-photos.ts --json${quick ? ' --quick' : ''}`, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 }).toString(),
    )
    lines.push('', ...phone.lines)
    verdicts.push(...phone.verdicts)
  } catch (err) {
    verdicts.push(`phone photo bench failed: ${err.message}`)
  }

  lines.push('', '## Verdict', '', verdicts.length ? verdicts.map((v) => `- missed: ${v}`).join('\n') : 'Every target met.')
  const report = lines.join('\n') + '\n'
  probe.stop()
  console.log(report)
  // The sections bench/replicas.mjs writes stay.
  if (!quick) writeFileSync(RESULTS, report + keptSections(RESULTS, [REPLICAS_SECTION]))
}

main().catch((err) => {
  probe.stop()
  console.error(err)
  process.exit(1)
})
