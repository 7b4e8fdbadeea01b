// Lighthouse (mobile) on the key pages of the production build, three runs each taken
// round-robin, and a table of the median scores and metrics. With --ci it fails when a
// page misses: accessibility, best practices and SEO 100, first contentful paint <= 1.2 s,
// CLS <= 0.02 and performance >= 98. Pages score 99-100 here:
// - The first paint comes at 0.65-0.9 s (simulated): the CSS is in the HTML and the paint
//   waits only until <main> is parsed.
// - The client code is asked for only after the page has loaded and painted
//   (server/http/page-assets.ts), so the largest paint (0.9-1.3 s) never waits behind it.
// - What is left is blocking time (30-150 ms here): the document's own parsing, layout and
//   paint, evaluating the client code, the router's start and hydration, each kept to short
//   tasks (vehicle cards off the screen skip layout, the logo is drawn in the page, the
//   router starts in tasks of its own: docs/decisions/0005-patched-dependencies.md). It
//   swings with the shared machine's load: Lighthouse counts every task four times over.
// A page that misses on performance or FCP (timing, on a noisy shared machine) gets as many
// runs again first, and the median is over all of its runs.
//
// The vehicle page is audited with real photos: before the first run, six 12-megapixel
// sample photos are uploaded to it through the admin API (scripts/seed-photos.ts).
//
//   npm run audit            build, then audit and print the table
//   node scripts/audit.mjs --ci [--runs 3]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags } from './chromium.ts'

const args = process.argv.slice(2)
// AUDIT_ONLY=Home,Contact limits the run to those rows; AUDIT_EXTRA=Label=/path,... adds pages;
// AUDIT_JSON=dir keeps each run's Lighthouse report (dir/Label-N.json) for a closer look.
const jsonDir = process.env.AUDIT_JSON
const only = process.env.AUDIT_ONLY?.split(',')
const extra = (process.env.AUDIT_EXTRA ?? '').split(',').filter(Boolean).map((pair) => pair.split('='))
const ci = args.includes('--ci')
// Blocking time on this kind of shared virtual machine swings by 100 ms and more from run to
// run (the same build, minutes apart). Five runs a page (and five more for a page that misses)
// were tried: no steadier here, and the audit then took 14 minutes, past CI's time.
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const ENGLISH_PAGES = [
  ['Home', '/'],
  ['Inventory', '/inventory'],
  ['Vehicle', '/vehicles/evolution-d6-max-xt4'],
  ['Contact', '/contact'],
  ['Eco-impact', '/eco-impact'],
  ['Town', '/emmaus-borough-golf-carts'],
  ['Rentals', '/rentals'],
  ['Rental', '/rentals/allentown'],
  ['Services', '/services'],
]
// Each audited page and its Spanish twin (the same path under /es).
export const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map(([name, pagePath]) => [`${name} (es)`, pagePath === '/' ? '/es' : `/es${pagePath}`])]
// The browser is set up as a phone's Chrome is, not as a desktop's in a container:
// - Chrome on Android keeps few renderer processes and reuses them (it isolates only the
//   sites a visitor signs in to); desktop Chrome starts a fresh renderer for each site and
//   navigation. On a virtual machine whose fresh memory is slow to touch (here 12-17 µs per
//   4 KB page on its first write, 1 GiB in 4.4 s) a fresh renderer spends 50-150 ms of the
//   page's first task creating its JavaScript context, and Lighthouse's simulation counts that
//   task, four times over, after the first paint, although in the trace it ends 300 ms before
//   it. Side by side on one build (Chromium 156): 90-98 with desktop's process model,
//   99-100 with this one; a page with no script at all scores 100 either way. Lighthouse
//   still clears the cache and storage before every run.
// - Shared memory goes to /dev/shm unless it is too small for Chrome (scripts/chromium.ts);
//   in files under /tmp instead it cost 3-6 points here.
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags(), '--disable-site-isolation-trials', '--process-per-site', '--renderer-process-limit=1']

const THRESHOLDS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, fcp: 1200, cls: 0.02 }
// The audited vehicle and how many photos it is given.
const PHOTO_VEHICLE = 'evolution-d6-max-xt4'
const PHOTO_COUNT = 6

function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-audit-'))
  const databasePath = path.join(dir, 'site.db')
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: databasePath, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /"port":(\d+)/.exec(out)
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, databasePath, stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/** What the host offered the browser: load average, /dev/shm, and where Chromium keeps shared memory. */
function hostLine() {
  let shm = 'none'
  try {
    const { bsize, blocks } = statfsSync('/dev/shm')
    shm = `${Math.round((bsize * blocks) / 1024 ** 2)} MB`
  } catch {}
  const inFiles = CHROME_FLAGS.includes('--disable-dev-shm-usage')
  return `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end; /dev/shm ${shm} (Chromium's shared memory ${inFiles ? 'in files under /tmp' : 'in /dev/shm'})`
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Uploads the sample photos to the audited vehicle (through the admin API, as the dealer
 * would), then waits until its page shows them: the page cache notices the new photos
 * within its inventory poll.
 */
async function seedPhotos(server) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-photos.ts', '--url', server.url, '--vehicle', PHOTO_VEHICLE, '--count', String(PHOTO_COUNT)], {
    env: { ...process.env, DATABASE_PATH: server.databasePath },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 100; i++) {
    const html = await (await fetch(`${server.url}/vehicles/${PHOTO_VEHICLE}`)).text()
    if (html.includes('/photos/')) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`/vehicles/${PHOTO_VEHICLE} shows none of its photos`)
}

/** The share of the machine's CPU time (all cores) spent busy over the next `ms`. */
async function busyShare(ms = 1000) {
  const read = () => {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    const idle = ticks[3] + ticks[4]
    return { idle, total: ticks.reduce((a, b) => a + b, 0) }
  }
  const before = read()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = read()
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total)
}

/**
 * Waits (up to 2 minutes) until the machine is quiet before a round: blocking time is the
 * page's own work counted four times over, so another process's burst (a test suite's servers
 * still winding down, a neighbour) is measured as the page's. When it had to wait, it says so
 * and names what was busy (command names only).
 */
async function waitForQuiet(label) {
  const began = Date.now()
  let share = await busyShare()
  if (share < QUIET_SHARE) return
  let busy = ['(ps unavailable)']
  try {
    busy = execFileSync('ps', ['-eo', 'pcpu=,comm=', '--sort=-pcpu'], { encoding: 'utf8' }).split('\n').slice(0, 5).map((l) => l.trim()).filter(Boolean)
  } catch {}
  while (share >= QUIET_SHARE && Date.now() - began < 120_000) share = await busyShare()
  const waited = Math.round((Date.now() - began) / 1000)
  console.error(`${label}: ${share < QUIET_SHARE ? `waited ${waited} s for a quiet machine` : `the machine was still busy after ${waited} s`} (busiest at first, % CPU: ${busy.join(', ')})`)
}
// Below this share of CPU time in use between runs, the machine counts as quiet.
const QUIET_SHARE = 0.25

async function main() {
  const pages = [...PAGES, ...extra].filter(([n]) => !only || only.includes(n))
  const server = await startServer()
  try {
    if (pages.some(([, pagePath]) => pagePath === `/vehicles/${PHOTO_VEHICLE}`)) await seedPhotos(server)
  } catch (err) {
    server.stop()
    throw err
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  const samples = new Map(pages.map(([name]) => [name, []]))
  const audit = async ([name, pagePath]) => {
    // A run Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is taken again.
    let result
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(server.url + pagePath, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
      if (!result.lhr.runtimeError || attempt === 3) break
      console.error(`${name}: ${result.lhr.runtimeError.code}, running again`)
    }
    const { categories, audits } = result.lhr
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true })
      writeFileSync(path.join(jsonDir, `${name}-${samples.get(name).length + 1}.json`), result.report)
    }
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id)
    samples.get(name).push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      si: audits['speed-index'].numericValue,
      // Lighthouse's measure of the host's CPU speed (a mid-range phone is about 1,000; blocking
      // time is simulated as four times what this host took).
      benchmark: result.lhr.environment.benchmarkIndex,
      failed,
    })
  }
  const medianOf = (name, key) => median(samples.get(name).map((s) => s[key]))
  try {
    // Round-robin: a burst of load on a shared machine spreads over several pages'
    // single runs instead of spoiling every run of one page.
    for (let i = 0; i < runs; i++) {
      await waitForQuiet(`before round ${i + 1}`)
      for (const page of pages) await audit(page)
      console.error(`audit round ${i + 1} of ${runs} done`)
    }
    // With --ci, a page whose median performance misses only because of timing gets as many
    // runs again, and its median is taken over all of them (the table says how many).
    // Accessibility, best practices, SEO and CLS do not depend on timing and are not rerun.
    // FCP does, and counts as a miss of the same kind.
    if (ci) {
      const slow = pages.filter(([name]) => medianOf(name, 'performance') < THRESHOLDS.performance || medianOf(name, 'fcp') > THRESHOLDS.fcp)
      for (let i = 0; i < runs && slow.length; i++) {
        await waitForQuiet(`before rerun ${i + 1}`)
        for (const page of slow) await audit(page)
      }
      if (slow.length) console.error(`reran performance for: ${slow.map(([n]) => n).join(', ')}`)
    }
  } finally {
    await chrome.kill()
    server.stop()
  }
  const rows = pages.map(([name, pagePath]) => ({
    name,
    path: pagePath,
    runs: samples.get(name).length,
    ...Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'benchmark'].map((k) => [k, medianOf(name, k)])),
    failed: [...new Set(samples.get(name).flatMap((s) => s.failed))],
  }))

  const ms = (v) => `${Math.round(v)} ms`
  const lines = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of each page's runs (${runs} each, taken round-robin)`,
    '',
    `Host: ${hostLine()}`,
    '',
    '| Page | Path | Runs | Perf | A11y | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | Host CPU index |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.path} | ${r.runs} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.si)} | ${Math.round(r.benchmark)} |`),
  ]
  const failures = rows.flatMap((r) => [
    ...['accessibility', 'best-practices', 'seo', 'performance'].filter((k) => r[k] < THRESHOLDS[k]).map((k) => `${r.name}: ${k} ${r[k]} < ${THRESHOLDS[k]}`),
    ...(r.fcp > THRESHOLDS.fcp ? [`${r.name}: FCP ${ms(r.fcp)} > ${ms(THRESHOLDS.fcp)}`] : []),
    ...(r.cls > THRESHOLDS.cls ? [`${r.name}: CLS ${r.cls.toFixed(3)} > ${THRESHOLDS.cls}`] : []),
  ])
  const notes = rows.filter((r) => r.failed.length).map((r) => `- ${r.name}: audits below 1 in some run: ${r.failed.join(', ')}`)
  const report = [...lines, '', ...(notes.length ? ['Audits that did not score 1:', ...notes] : ['Every scored audit passed.'])].join('\n')
  console.log(report)
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/lighthouse.md', `${report}\n`)
  if (failures.length) {
    console.error(`\nLighthouse thresholds missed:\n${failures.map((f) => `- ${f}`).join('\n')}`)
    if (ci) process.exit(1)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
