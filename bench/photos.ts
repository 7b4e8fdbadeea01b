// Photo bench: how long a 12-megapixel JPEG takes to become every variant, and what 10
// uploads at once do to the server (its peak RSS) and to a public page's latency.
// Runs the built server (dist/server.js) as npm start and the image do (MALLOC_ARENA_MAX=2);
// npm run bench runs it after the other sections.
//
//   npx tsx bench/photos.ts [--quick] [--json]
// --json prints { lines, verdicts } for bench/run.mjs instead of the markdown.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon'
import { ENCODERS, processPhoto } from '../server/photos'
import { photoJpeg } from '../scripts/sample-photos'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const asJson = args.includes('--json')
const TIMING_RUNS = quick ? 3 : 7
const UPLOADS = 10
const BASE_SECONDS = quick ? 3 : 8
const TARGET_SECONDS = 1.5
const TARGET_RSS = 600 * 2 ** 20
const TARGET_P99 = 50

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
const mb = (bytes: number) => `${fmt(bytes / 2 ** 20, 0)} MB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
const log = (line: string) => process.stderr.write(`${line}\n`)

function rssOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024
}

async function startSite(databasePath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: databasePath, LOG_LEVEL: 'info', MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk
      const match = /"port":(\d+)/.exec(out)
      if (match) {
        child.stdout!.off('data', onData)
        child.stdout!.resume()
        resolve({ child, url: `http://127.0.0.1:${match[1]}` })
      }
    }
    child.stdout!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}\n${out}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
}

/** A public page under load for as long as `during` runs; its latency percentiles. */
async function pageLatency(url: string, during: () => Promise<unknown>) {
  const instance = autocannon({ url, connections: 10, duration: 600, pipelining: 1 })
  const done = new Promise<CannonResult>((resolve, reject) => instance.on('done', resolve).on('error', reject))
  await during()
  instance.stop()
  const result = await done
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, errors: result.errors + result.timeouts + result.non2xx }
}

export async function photoBench(): Promise<{ lines: string[]; verdicts: string[] }> {
  const verdicts: string[] = []
  const startLoad = loadavg()
  const jpeg = await photoJpeg()

  // 1. In-process: one 12-megapixel JPEG into every variant, as the upload queue does it.
  await processPhoto(jpeg) // first call loads the codecs
  const times: number[] = []
  let sizes = ''
  for (let i = 0; i < TIMING_RUNS; i++) {
    const started = performance.now()
    const photo = await processPhoto(jpeg)
    times.push(performance.now() - started)
    sizes = photo.variants.map((v) => `${v.format} ${v.width}: ${fmt(v.bytes.length / 1024)} KB`).join(', ')
  }
  const processSeconds = median(times) / 1000
  log(`12 MP JPEG to every variant: median ${fmt(processSeconds, 2)} s`)
  if (processSeconds > TARGET_SECONDS) verdicts.push(`12 MP JPEG to every variant: median ${fmt(processSeconds, 2)} s (target ≤ ${TARGET_SECONDS} s)`)

  // 2. The built server: 10 uploads at once, with a cached public page under load.
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-photos-'))
  const databasePath = path.join(dir, 'site.db')
  const site = await startSite(databasePath)
  const token = execFileSync(process.execPath, ['dist/operator.js', 'create-token', 'bench'], { env: { ...process.env, DATABASE_PATH: databasePath } })
    .toString()
    .trim()
    .split('\n')
    .at(-1)!
  const page = `${site.url}/inventory`
  const vehicle = 'evolution-d6-max-xt4'
  const pid = site.child.pid!
  try {
    // Warm: the page cached, the server past its first requests.
    for (let i = 0; i < 200; i++) await (await fetch(page)).arrayBuffer()
    const idleRss = rssOf(pid)
    const quiet = await pageLatency(page, () => new Promise((r) => setTimeout(r, BASE_SECONDS * 1000)))
    log(`${page} without uploads: p99 ${quiet.p99} ms`)

    let peak = rssOf(pid)
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid))
    }, 50)
    const uploadTimes: number[] = []
    const statuses: number[] = []
    let wall = 0
    const busy = await pageLatency(page, async () => {
      const started = performance.now()
      await Promise.all(
        Array.from({ length: UPLOADS }, async (_, i) => {
          const form = new FormData()
          form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `lot-${i + 1}.jpg`)
          const t = performance.now()
          const res = await fetch(`${site.url}/api/admin/vehicles/${vehicle}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
          await res.arrayBuffer()
          statuses.push(res.status)
          uploadTimes.push(performance.now() - t)
        }),
      )
      wall = performance.now() - started
    })
    clearInterval(sampler)
    peak = Math.max(peak, rssOf(pid))
    const failed = statuses.filter((s) => s !== 201).length
    log(`${UPLOADS} uploads at once: ${fmt(wall / 1000, 1)} s, peak RSS ${mb(peak)}, page p99 ${busy.p99} ms`)
    if (failed) verdicts.push(`${failed} of ${UPLOADS} uploads failed (statuses ${statuses.join(', ')})`)
    if (peak > TARGET_RSS) verdicts.push(`peak RSS during ${UPLOADS} uploads ${mb(peak)} (target < ${mb(TARGET_RSS)})`)
    if (busy.p99 > TARGET_P99) verdicts.push(`${page.replace(site.url, '')} p99 ${busy.p99} ms during ${UPLOADS} uploads (target < ${TARGET_P99} ms)`)
    if (busy.errors) verdicts.push(`${busy.errors} page errors during uploads`)

    const lines = [
      '## Photos',
      '',
      `Load average (1, 5, 15 min) when it started: ${startLoad.map((l) => fmt(l, 1)).join(', ')}; other processes on the machine share its cores.`,
      '',
      `A ${fmt(jpeg.length / 1024)} KB 12-megapixel JPEG (4000 × 3000, generated from the cart artwork) into AVIF, WebP and JPEG at 480, 960 and 1600 px, in process (AVIF effort ${ENCODERS.avif.effort} quality ${ENCODERS.avif.quality}, WebP quality ${ENCODERS.webp.quality}, JPEG quality ${ENCODERS.jpeg.quality}): median ${fmt(processSeconds, 2)} s of ${TIMING_RUNS} (${times.map((t) => fmt(t / 1000, 2)).join(', ')} s; target ≤ ${TARGET_SECONDS} s). Variants: ${sizes}.`,
      '',
      `${UPLOADS} uploads of it at once (one request each, API token) while /inventory is under load (10 connections); each upload bumps the inventory version, so the page is rendered again after each:`,
      '',
      '| | req/s | p50 | p99 | max | Errors | Server RSS |',
      '|---|---|---|---|---|---|---|',
      `| /inventory, no uploads (${BASE_SECONDS} s) | ${fmt(quiet.rps)} | ${quiet.p50} ms | ${quiet.p99} ms | ${quiet.max} ms | ${quiet.errors} | ${mb(idleRss)} |`,
      `| /inventory during ${UPLOADS} uploads (${fmt(wall / 1000, 1)} s) | ${fmt(busy.rps)} | ${busy.p50} ms | ${busy.p99} ms | ${busy.max} ms | ${busy.errors} | peak ${mb(peak)} |`,
      '',
      `Uploads: ${statuses.filter((s) => s === 201).length} of ${UPLOADS} stored; each answered in ${fmt(Math.min(...uploadTimes) / 1000, 1)} to ${fmt(Math.max(...uploadTimes) / 1000, 1)} s (one photo is processed at a time; the rest wait their turn). Targets: peak RSS < ${mb(TARGET_RSS)}, p99 < ${TARGET_P99} ms.`,
    ]
    return { lines, verdicts }
  } finally {
    await stop(site.child)
    rmSync(dir, { recursive: true, force: true })
  }
}

const result = await photoBench()
if (asJson) console.log(JSON.stringify(result))
else console.log([...result.lines, '', ...(result.verdicts.length ? result.verdicts.map((v) => `- missed: ${v}`) : ['Every photo target met.'])].join('\n'))
