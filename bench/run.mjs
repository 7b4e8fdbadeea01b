// npm run bench: builds, starts the production server and a baseline Express app, and
// measures them with autocannon. Writes the tables to bench/results.md.
//
//   node bench/run.mjs [--skip-build] [--quick]
// --quick shortens every phase (for trying the script, not for figures).
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const DURATION = quick ? 3 : 10
const WARMUP = quick ? 1 : 3
const SUSTAINED = quick ? 20 : 60
const SOAK = quick ? 30 : 180

if (!args.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })

function startProcess(command, argv, env) {
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk) => {
      out += chunk
      const match = /"port":(\d+)/.exec(out)
      if (match) {
        child.stdout.off('data', onData)
        child.stdout.resume()
        resolve({ child, url: `http://127.0.0.1:${match[1]}` })
      }
    }
    child.stdout.on('data', onData)
    child.on('exit', (code) => reject(new Error(`${argv.join(' ')} exited with ${code}\n${out}`)))
  })
}

async function startSite(env = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-'))
  const site = await startProcess(process.execPath, ['dist/server.js'], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dir, 'site.db'),
    LOG_LEVEL: 'info',
    ...env,
  })
  // Request logs off the hot path: the server logs at info; we discard stdout after start.
  return { ...site, dir }
}

function stop(proc) {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve()
    proc.child.once('exit', resolve)
    proc.child.kill('SIGTERM')
  })
}

function cannon(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

async function measure(url, connections) {
  await cannon(url, connections, WARMUP)
  const r = await cannon(url, connections, DURATION)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, bytes: r.throughput.average }
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024
}

/** Requests per second in consecutive windows of a long run, from autocannon's per-second samples. */
async function sustained(url, connections, seconds, windowSeconds, onSecond) {
  const perSecond = []
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 })
  instance.on('tick', (counter) => {
    perSecond.push(counter.counter)
    onSecond?.(perSecond.length)
  })
  const result = await new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject))
  const windows = []
  // Whole windows only: autocannon's last tick can be a partial second.
  for (let i = 0; i + windowSeconds <= perSecond.length; i += windowSeconds) {
    const slice = perSecond.slice(i, i + windowSeconds)
    windows.push(slice.reduce((a, b) => a + b, 0) / slice.length)
  }
  return { windows, errors: result.errors + result.timeouts + result.non2xx, total: result.requests.total }
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })

async function main() {
  const lines = [`# Benchmark`, '', `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · autocannon, ${DURATION} s per run after ${WARMUP} s warm-up`, '']

  const site = await startSite()
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

  lines.push('## Cached routes against the baseline', '', '| Route | Connections | req/s | p50 | p99 | Errors | vs baseline |', '|---|---|---|---|---|---|---|')
  const verdicts = []
  for (const connections of [10, 50]) {
    const base = results[`${routes.at(-1)[0]}@${connections}`]
    for (const [name] of routes) {
      const r = results[`${name}@${connections}`]
      const ratio = r.rps / base.rps
      lines.push(`| ${name} | ${connections} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${fmt(ratio * 100)}% |`)
      if (name.startsWith('Baseline')) continue
      if (ratio < 0.7) verdicts.push(`${name} at ${connections}: ${fmt(ratio * 100)}% of baseline (target ≥ 70%)`)
      if (connections === 10 && r.p99 > 25) verdicts.push(`${name} at 10: p99 ${r.p99} ms (target ≤ 25 ms)`)
      if (r.errors > 0) verdicts.push(`${name} at ${connections}: ${r.errors} errors`)
    }
  }

  // Soak on the inventory page with the default (cached) configuration.
  const soakMem = []
  const pid = site.child.pid
  soakMem.push(rssOf(pid))
  const soak = await sustained(site.url + '/inventory', 50, SOAK, 60 > SOAK ? Math.max(1, Math.floor(SOAK / 3)) : 60, () => soakMem.push(rssOf(pid)))
  await stop(site)
  rmSync(site.dir, { recursive: true, force: true })
  // Memory at the end of the first window against the end of the run: a leak keeps growing.
  const windowLength = 60 > SOAK ? Math.max(1, Math.floor(SOAK / 3)) : 60
  const memStart = soakMem[Math.min(soakMem.length - 1, windowLength)]
  const memEnd = soakMem.at(-1)
  const soakDrift = soak.windows.at(-1) / soak.windows[0] - 1
  const memGrowth = memEnd / memStart - 1
  lines.push(
    '',
    `## Soak: /inventory, 50 connections, ${SOAK} s`,
    '',
    `| Window | req/s |`,
    `|---|---|`,
    ...soak.windows.map((w, i) => `| ${i + 1} | ${fmt(w)} |`),
    '',
    `Last window vs first: ${soakDrift >= 0 ? '+' : ''}${fmt(soakDrift * 100, 1)}% (target within ±5%). Memory (RSS) at the start ${fmt(soakMem[0] / 2 ** 20, 1)} MB, after the first window ${fmt(memStart / 2 ** 20, 1)} MB, at the end ${fmt(memEnd / 2 ** 20, 1)} MB: ${memGrowth >= 0 ? '+' : ''}${fmt(memGrowth * 100, 1)}% (target ≤ 10%). Errors: ${soak.errors}.`,
  )
  if (Math.abs(soakDrift) > 0.05) verdicts.push(`soak drift ${fmt(soakDrift * 100, 1)}%`)
  if (memGrowth > 0.1) verdicts.push(`soak memory growth ${fmt(memGrowth * 100, 1)}%`)
  if (soak.errors > 0) verdicts.push(`soak errors ${soak.errors}`)

  // Rendering without the cache: throughput and stability over a sustained run, as one
  // process and as a primary with one worker per core (WEB_CONCURRENCY, README).
  const cores = os.availableParallelism()
  const uncachedRuns = []
  for (const workers of [...new Set([1, cores])]) {
    const uncached = await startSite({ HTML_CACHE: 'false', WEB_CONCURRENCY: String(workers) })
    // Rendering code needs longer than the cached path to reach steady JIT state.
    await cannon(uncached.url + '/inventory', 10, quick ? WARMUP : 15)
    const run = await sustained(uncached.url + '/inventory', 10, SUSTAINED, 10)
    await stop(uncached)
    rmSync(uncached.dir, { recursive: true, force: true })
    const drift = run.windows.at(-1) / run.windows[0] - 1
    const mean = run.windows.reduce((a, b) => a + b, 0) / run.windows.length
    uncachedRuns.push({ workers, run, drift, mean })
    console.error(`measured uncached /inventory with WEB_CONCURRENCY=${workers}`)
  }
  lines.push(
    '',
    `## Uncached rendering: /inventory with HTML_CACHE=false, 10 connections, ${SUSTAINED} s`,
    '',
    `| 10 s window | ${uncachedRuns.map((u) => `req/s, WEB_CONCURRENCY=${u.workers}`).join(' | ')} |`,
    `|---|${uncachedRuns.map(() => '---|').join('')}`,
    ...uncachedRuns[0].run.windows.map((_, i) => `| ${i + 1} | ${uncachedRuns.map((u) => fmt(u.run.windows[i] ?? NaN)).join(' | ')} |`),
    '',
    ...uncachedRuns.map(
      (u) =>
        `WEB_CONCURRENCY=${u.workers}: mean ${fmt(u.mean)} req/s; last window vs first: ${u.drift >= 0 ? '+' : ''}${fmt(u.drift * 100, 1)}% (target within ±10%). Errors: ${u.run.errors}.`,
    ),
    '',
    `The ≥ 300 req/s target applies to the server as deployed on this ${cores}-core machine (WEB_CONCURRENCY=${cores}).`,
  )
  const deployed = uncachedRuns.at(-1)
  if (deployed.mean < 300) verdicts.push(`uncached inventory ${fmt(deployed.mean)} req/s with WEB_CONCURRENCY=${deployed.workers} (target ≥ 300)`)
  for (const u of uncachedRuns) {
    if (Math.abs(u.drift) > 0.1) verdicts.push(`uncached drift ${fmt(u.drift * 100, 1)}% with WEB_CONCURRENCY=${u.workers}`)
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

  lines.push('', '## Verdict', '', verdicts.length ? verdicts.map((v) => `- missed: ${v}`).join('\n') : 'Every target met.')
  const report = lines.join('\n') + '\n'
  console.log(report)
  if (!quick) writeFileSync('bench/results.md', report)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
