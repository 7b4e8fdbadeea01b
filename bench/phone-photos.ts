// Photos from a phone: ten 12-megapixel JPEGs as a phone camera writes them (about 3.5 MB
// each) sent from the console in Chromium over a simulated 5 Mbit/s upload (CDP network
// emulation, 40 ms latency), to the built server (dist/server.js). Two ways, side by side on
// the same server: as the console sent them before (one at a time, at full size) and as it
// sends them now (shrunk in the browser to about 3,000 px, three at a time: the photo
// manager itself, from the Upload button to "10 of 10 photos added"). npm run bench runs it
// after the other photo section.
//
//   npx tsx bench/phone-photos.ts [--quick] [--json]
// --quick sends four photos instead of ten (for trying the script, not for figures).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { Secret, TOTP } from 'otpauth'
import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { photoJpeg } from '../scripts/sample-photos'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const asJson = args.includes('--json')
const PHOTOS = quick ? 4 : 10
const UPLOAD_KBPS = 5_000
const LATENCY_MS = 40
const TARGET_SECONDS = 20
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const EMAIL = 'bench-phone@example.com'
const PASSWORD = 'ten photos over a phone link'

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
const log = (line: string) => process.stderr.write(`${line}\n`)

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function startSite(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2', MAILJET_API_KEY: '', MAILJET_API_SECRET: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `${env.PUBLIC_ORIGIN}/healthz`
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(url).then((r) => r.ok, () => false)) return child
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** A set-up link from the operator CLI, completed in `page` with a password and the authenticator code. */
async function signIn(page: Page, env: Record<string, string>) {
  const out = execFileSync(process.execPath, ['dist/operator.js', 'add-user', EMAIL], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'ignore'] }).toString()
  const link = out.split('\n').find((line) => line.startsWith(`${env.PUBLIC_ORIGIN}/admin/setup?token=`))
  if (!link) throw new Error(`no set-up link in:\n${out}`)
  await page.goto(link)
  const secret = (await page.locator('#totp-secret').textContent())!.replace(/\s/g, '')
  await page.getByLabel('New password').fill(PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }))
  await page.getByRole('button', { name: 'Save password and sign in' }).click()
  await page.waitForURL(/\/admin\/account/)
}

async function openPhotos(page: Page, origin: string, vehicle: string) {
  await page.goto(`${origin}/admin/vehicles/${vehicle}#photos`)
  // Hydrated: the photo manager's script is running.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

export async function phonePhotoBench(): Promise<{ lines: string[]; verdicts: string[] }> {
  const startLoad = loadavg()
  const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-phone-'))
  const port = await freePort()
  const env = { PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, DATABASE_PATH: path.join(dir, 'site.db') }
  const origin = env.PUBLIC_ORIGIN
  log(`making ${PHOTOS} 12-megapixel photos…`)
  // As a phone camera writes them: 4000 × 3000 at a high quality (the sample artwork at 95).
  const files = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({ name: `IMG_${1000 + i}.jpg`, mimeType: 'image/jpeg', buffer: await sharp(await photoJpeg({ seed: 300 + i })).jpeg({ quality: 95 }).toBuffer() })),
  )
  const totalBytes = files.reduce((sum, f) => sum + f.buffer.length, 0)
  const site = await startSite(env)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] })
  const verdicts: string[] = []
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    page.setDefaultTimeout(300_000)
    await signIn(page, env)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const throttle = () =>
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, uploadThroughput: (UPLOAD_KBPS * 1000) / 8, downloadThroughput: (20_000 * 1000) / 8 })

    // Before: one request at a time, each photo at full size (the console as it was).
    await openPhotos(page, origin, 'denago-ev-city')
    await page.locator('#photo-input').setInputFiles(files)
    await throttle()
    const before = await page.evaluate(async (api) => {
      const csrf = (document.querySelector('input[name="_csrf"]') as HTMLInputElement).value
      const input = document.querySelector('#photo-input') as HTMLInputElement
      const started = performance.now()
      const statuses: number[] = []
      for (const file of Array.from(input.files ?? [])) {
        statuses.push(
          await new Promise<number>((resolve) => {
            const xhr = new XMLHttpRequest()
            xhr.open('POST', api)
            xhr.setRequestHeader('accept', 'application/json')
            xhr.setRequestHeader('x-csrf-token', csrf)
            const form = new FormData()
            form.append('photo', file, file.name)
            xhr.onloadend = () => resolve(xhr.status)
            xhr.send(form)
          }),
        )
      }
      return { seconds: (performance.now() - started) / 1000, statuses }
    }, '/api/admin/vehicles/denago-ev-city/photos')
    log(`before: ${fmt(before.seconds, 1)} s (${before.statuses.join(', ')})`)

    // Now: the photo manager, as the dealer uses it.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, uploadThroughput: -1, downloadThroughput: -1 })
    await openPhotos(page, origin, 'denago-ev-nomad')
    await page.evaluate(() => {
      const w = window as unknown as { sentBytes: number }
      w.sentBytes = 0
      const send = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData && body.get('photo') instanceof Blob) w.sentBytes += (body.get('photo') as Blob).size
        return send.call(this, body)
      }
    })
    await page.locator('#photo-input').setInputFiles(files)
    await throttle()
    const started = Date.now()
    await page.getByRole('button', { name: 'Upload', exact: true }).tap()
    await page.getByText(`${PHOTOS} of ${PHOTOS} photos added.`).waitFor()
    const after = (Date.now() - started) / 1000
    const sentBytes = await page.evaluate(() => (window as unknown as { sentBytes: number }).sentBytes)
    log(`now: ${fmt(after, 1)} s, ${fmt(sentBytes / 2 ** 20, 1)} MB sent`)
    const stored = Number(/^(\d+) of/.exec((await page.locator('.photo-count').textContent())!)![1])
    if (before.statuses.some((s) => s !== 201)) verdicts.push(`full-size uploads answered ${before.statuses.join(', ')}`)
    if (stored !== PHOTOS) verdicts.push(`${stored} of ${PHOTOS} photos stored by the photo manager`)
    if (after >= TARGET_SECONDS) verdicts.push(`${PHOTOS} phone photos over ${fmt(UPLOAD_KBPS / 1000)} Mbit/s took ${fmt(after, 1)} s (target < ${TARGET_SECONDS} s)`)
    const mb = (bytes: number) => `${fmt(bytes / 2 ** 20, 1)} MB`
    const lines = [
      '## Photos from a phone',
      '',
      `Load average (1, 5, 15 min) when it started: ${startLoad.map((l) => fmt(l, 1)).join(', ')}.`,
      '',
      `${PHOTOS} 12-megapixel JPEGs (4000 × 3000, ${mb(totalBytes)} in all, ${mb(totalBytes / PHOTOS)} each on average) sent from the console in Chromium at 390 × 844 over a simulated ${fmt(UPLOAD_KBPS / 1000)} Mbit/s upload (${LATENCY_MS} ms latency), to the built server; from the first byte to the last photo stored:`,
      '',
      '| | Sent | Time |',
      '|---|---|---|',
      `| One at a time, at full size (the console before) | ${mb(totalBytes)} | ${fmt(before.seconds, 1)} s |`,
      `| Made smaller in the browser (3,000 px, JPEG 0.82), three at a time (the photo manager now) | ${mb(sentBytes)} | ${fmt(after, 1)} s |`,
      '',
      `Target: under ${TARGET_SECONDS} s for ten photos.`,
    ]
    await context.close()
    return { lines, verdicts }
  } finally {
    await browser.close()
    await stop(site)
    rmSync(dir, { recursive: true, force: true })
  }
}

const result = await phonePhotoBench()
if (asJson) console.log(JSON.stringify(result))
else console.log([...result.lines, '', ...(result.verdicts.length ? result.verdicts.map((v) => `- missed: ${v}`) : ['Every target met.'])].join('\n'))
