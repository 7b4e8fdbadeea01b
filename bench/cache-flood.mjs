// The response cache under a flood of unique queries (docs/site.md, "Caching"): what a crawler or an
// attacker sending every page with a query string of its own does to the pages everyone else
// gets. For each build, on a fresh database: the cached home page's req/s and the process's
// memory, and a plain page's latency (/about), before and after a flood of unique junk
// queries (`?zzz=<n>` on /inventory, /contact, /about and /), and again after a flood of
// unique searches (`/inventory?q=<n>`, which the page does read); with each flood's own rate
// and its cache hits and misses (/metrics on a port of its own).
//
//   node bench/cache-flood.mjs [--skip-build] [--quick] [--before=<root of another build>]
// --before runs the same on that build first (a checkout of an earlier commit, built with
// `npm run build`), side by side in one run. Prints the section and writes it into
// bench/results.md; `npm run bench` measures this build alone and writes the section too.
// --quick shortens every phase (for trying the script, not for figures).
import { execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { cannon, fmt, ms, observed, replaceSection, RESULTS, ROOT, startProbe, startProcess, stop } from './measure.mjs'

export const HEADING = '## Cache under a flood of unique queries'

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function rssOf(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024
}

const aboutText = (m) => `${m.aboutHit ? 'kept' : 'rendered again'} (${ms(m.first)}), then ${ms(m.about)}`
const mb = (bytes) => `${fmt(bytes / 2 ** 20, 1)} MB`
const signed = (fraction) => `${fraction >= 0 ? '+' : ''}${fmt(fraction * 100, 1)}%`

/** The page cache's hits and misses so far, from the server's /metrics port. */
async function lookups(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text()
  const read = (result) => Number(new RegExp(`^golfcarts_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)
  return { hit: read('hit'), miss: read('miss') }
}

/** An autocannon request whose path is `make(n)` for the n-th request. */
function uniquePaths(make) {
  let n = 0
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(n++) }) }]
}

/** Median time of `count` requests one after another (brotli, as a browser asks). */
async function medianLatency(url, count) {
  const times = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
    await res.arrayBuffer()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

/**
 * One build: start it, measure, flood, measure again. `root` is the project directory whose
 * dist/server.js runs (this one, or the --before build).
 */
async function floodOne({ root, quick, probe }) {
  const duration = quick ? 3 : 10
  const flood = quick ? 600 : 1500
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-flood-'))
  const metricsPort = await freePort()
  const site = await startProcess(process.execPath, [path.join(root, 'dist/server.js')], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_PATH: path.join(dir, 'site.db'),
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
  })
  const pid = site.child.pid
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
  try {
    for (const page of ['/', '/about', '/inventory', '/contact']) await (await fetch(site.url + page)).arrayBuffer()
    /** The cached home page's rate at 10 connections, with the lowest and highest RSS meanwhile; then /about: whether its first request was still answered from memory, and its latency. */
    const measure = async () => {
      await cannon({ url: site.url + '/', connections: 10, duration: quick ? 1 : 3 })
      const rss = []
      const timer = setInterval(() => rss.push(rssOf(pid)), 100)
      const { result, hostWork } = await observed(probe, () => cannon({ url: site.url + '/', connections: 10, duration }))
      clearInterval(timer)
      const before = await lookups(metricsUrl)
      const first = await medianLatency(site.url + '/about', 1)
      const aboutHit = (await lookups(metricsUrl)).hit > before.hit
      const about = await medianLatency(site.url + '/about', quick ? 50 : 200)
      return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, rssLow: Math.min(...rss), rssHigh: Math.max(...rss), first, aboutHit, about, hostWork }
    }
    /** `flood` requests with a unique query each, at 8 connections: their rate and the cache's answers. */
    const floodWith = async (make) => {
      const before = await lookups(metricsUrl)
      const { result } = await observed(probe, () => cannon({ url: site.url, connections: 8, amount: flood, requests: uniquePaths(make) }))
      const after = await lookups(metricsUrl)
      return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx, hits: after.hit - before.hit, misses: after.miss - before.miss }
    }
    const pages = ['/inventory', '/contact', '/about', '/']
    const start = await measure()
    const junk = await floodWith((n) => `${pages[n % pages.length]}?zzz=${n}-${Date.now().toString(36)}`)
    await sleep(500)
    const afterJunk = await measure()
    const searches = await floodWith((n) => `/inventory?q=${n}-${Date.now().toString(36)}`)
    await sleep(500)
    const afterSearches = await measure()
    return { start, junk, afterJunk, searches, afterSearches, flood, duration }
  } finally {
    await stop(site)
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Measures each build in `builds` ({ label, root }) one after another and returns the
 * section's markdown lines and what missed its target (for the last build: the one under test).
 */
export async function cacheFlood({ builds, quick = false, probe }) {
  const runs = []
  for (const build of builds) {
    runs.push({ ...build, ...(await floodOne({ root: build.root, quick, probe })) })
    console.error(`measured the cache flood on ${build.label}`)
  }
  const { flood, duration } = runs[0]
  const row = (name, pick) => `| ${name} | ${runs.map((r) => pick(r)).join(' | ')} |`
  const lines = [
    HEADING,
    '',
    `A fresh database; the cached home page measured at 10 connections for ${duration} s (its rate, p99 and the server's RSS, lowest and highest meanwhile), then a plain page, /about: its first request (answered from memory, or rendered again because the flood pushed it out) and the median of requests one at a time; then ${fmt(flood)} requests each with a query of its own at 8 connections: first junk (\`?zzz=<n>\` on /inventory, /contact, /about and /, which no page reads), then searches (\`/inventory?q=<n>\`, which the page reads and renders); the home page and /about measured again after each. Hits and misses from golfcarts_page_cache_lookups_total.`,
    '',
    `| | ${runs.map((r) => r.label).join(' | ')} |`,
    `|---|${runs.map(() => '---|').join('')}`,
    row('Home / before the floods', (r) => `${fmt(r.start.rps)} req/s, p99 ${r.start.p99} ms, RSS ${mb(r.start.rssLow)}–${mb(r.start.rssHigh)}, /about ${aboutText(r.start)}`),
    row(`${fmt(flood)} junk queries`, (r) => `${fmt(r.junk.rps)} req/s, p50 ${r.junk.p50} ms, ${fmt(r.junk.hits)} hits, ${fmt(r.junk.misses)} misses, ${r.junk.errors} errors`),
    row('Home / after them', (r) => `${fmt(r.afterJunk.rps)} req/s (${signed(r.afterJunk.rps / r.start.rps - 1)}), p99 ${r.afterJunk.p99} ms, RSS ${mb(r.afterJunk.rssLow)}–${mb(r.afterJunk.rssHigh)} (lowest ${signed(r.afterJunk.rssLow / r.start.rssLow - 1)}), /about ${aboutText(r.afterJunk)}`),
    row(`${fmt(flood)} unique searches`, (r) => `${fmt(r.searches.rps)} req/s, p50 ${r.searches.p50} ms, ${fmt(r.searches.hits)} hits, ${fmt(r.searches.misses)} misses, ${r.searches.errors} errors`),
    row('Home / after them', (r) => `${fmt(r.afterSearches.rps)} req/s (${signed(r.afterSearches.rps / r.start.rps - 1)}), p99 ${r.afterSearches.p99} ms, RSS ${mb(r.afterSearches.rssLow)}–${mb(r.afterSearches.rssHigh)} (lowest ${signed(r.afterSearches.rssLow / r.start.rssLow - 1)}), /about ${aboutText(r.afterSearches)}`),
    row('Host probe (before, after junk, after searches)', (r) => [r.start, r.afterJunk, r.afterSearches].map((m) => ms(m.hostWork)).join(', ')),
  ]
  const last = runs.at(-1)
  const verdicts = []
  // Junk lands on the pages everyone gets: nothing rendered, nothing kept, nothing pushed out.
  // Searches are rendered (the page reads them) within the variants' own share of the cache.
  if (last.junk.misses > 0) verdicts.push(`cache flood: ${fmt(last.junk.misses)} junk queries rendered instead of answered from the cache`)
  if (last.afterJunk.rssLow / last.start.rssLow - 1 > 0.1) verdicts.push(`cache flood: lowest RSS ${signed(last.afterJunk.rssLow / last.start.rssLow - 1)} after the junk queries (target ≤ 10%)`)
  for (const [name, m] of [
    ['junk queries', last.afterJunk],
    ['searches', last.afterSearches],
  ]) {
    if (!m.aboutHit) verdicts.push(`cache flood: /about was pushed out of the cache by the ${name}`)
    if (m.errors > 0) verdicts.push(`cache flood: ${m.errors} errors on the home page after the ${name}`)
  }
  return { lines, verdicts }
}

// Run on its own: this build, after the one named by --before if any.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2)
  const before = args.find((a) => a.startsWith('--before='))?.slice('--before='.length)
  if (!args.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })
  const probe = startProbe()
  try {
    const builds = [...(before ? [{ label: `before (${path.basename(path.resolve(before))})`, root: path.resolve(before) }] : []), { label: 'this build', root: ROOT }]
    const { lines, verdicts } = await cacheFlood({ builds, quick: args.includes('--quick'), probe })
    const section = [...lines, '', verdicts.length ? verdicts.map((v) => `- missed: ${v}`).join('\n') : 'Every target met (this build).'].join('\n')
    console.log(section)
    if (!args.includes('--quick')) replaceSection(RESULTS, section)
  } finally {
    probe.stop()
  }
}
