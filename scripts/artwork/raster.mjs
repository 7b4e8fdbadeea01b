// The PNG artwork: the social-sharing card and the apple-touch-icon, rendered
// with a headless Chromium and squeezed with pngquant when it is installed.
import { mkdirSync, writeFileSync, readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { tmpdir } from 'node:os'
import { cartParts, SERIES } from './carts.mjs'
import { h, IMAGES, ROOT, written } from './svg.mjs'

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium'

/** Screenshot an HTML string at exactly w x h pixels with headless Chromium. */
function screenshot(html, w, hgt, outRel) {
  const tmp = mkdtempSync(join(tmpdir(), 'lcgc-art-'))
  try {
    const page = join(tmp, 'page.html')
    writeFileSync(page, html)
    const png = join(IMAGES, outRel)
    mkdirSync(dirname(png), { recursive: true })
    execFileSync(
      CHROMIUM,
      [
        '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', `--user-data-dir=${join(tmp, 'profile')}`, '--hide-scrollbars',
        '--force-device-scale-factor=1', `--window-size=${w},${hgt}`, `--screenshot=${png}`, `file://${page}`,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    )
    const buf = readFileSync(png)
    const [pw, ph] = [buf.readUInt32BE(16), buf.readUInt32BE(20)]
    if (pw !== w || ph !== hgt) throw new Error(`${outRel}: got ${pw}x${ph}, expected ${w}x${hgt}`)
    try {
      execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--quality=70-95', '--output', png, png], { stdio: 'ignore' })
    } catch (err) {
      // pngquant missing (ENOENT) or the result would not be smaller (exit 98/99): keep Chromium's PNG
      if (err.code !== 'ENOENT' && err.status !== 98 && err.status !== 99) throw err
    }
    written.push(outRel)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** A cart without background as a standalone inline <svg> of the given width. */
function cartInline(c, seats, width) {
  const { defs, g, minX, maxX, top } = cartParts(c, seats, 'sc')
  const vx = minX - 30
  const vw = maxX - minX + 60
  const vy = top - 10
  const vh = -top + 24
  return h`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vx} ${vy} ${vw} ${vh}" width="${width}" height="${(width * vh) / vw}"><defs>${defs}</defs>${g}</svg>`
}

export function drawShareCard() {
  const mark = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="64" height="64" ')
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{background:#14532d;font-family:"Liberation Sans",Arial,Helvetica,sans-serif;color:#fff;position:relative}
.glow{position:absolute;right:-60px;top:-40px;width:760px;height:640px;border-radius:50%;background:radial-gradient(closest-side,#1f7a43,#14532d)}
.hills{position:absolute;left:0;bottom:0}
.mark{position:absolute;left:64px;top:56px}
h1{position:absolute;left:64px;top:142px;margin:0;font-size:84px;line-height:.98;font-weight:700;letter-spacing:-1.5px}
.where{position:absolute;left:66px;top:346px;font-size:30px;display:flex;align-items:center;gap:10px;color:#dcfce7}
.cart{position:absolute;right:40px;top:150px}
.tag{position:absolute;left:64px;right:64px;bottom:44px;padding-top:22px;border-top:2px solid rgba(255,255,255,.18);font-size:34px;font-weight:700;color:#fde047}
</style></head><body>
<div class="glow"></div>
<svg class="hills" width="1200" height="260" viewBox="0 0 1200 260"><path d="M0 120Q220 60 470 110T920 90T1200 100V260H0Z" fill="#166534" fill-opacity=".55"/><path d="M0 170Q300 130 600 160T1200 150V260H0Z" fill="#0f4526"/></svg>
<div class="mark">${mark}</div>
<h1>Lehigh County<br>Golf Carts</h1>
<div class="where"><svg width="26" height="34" viewBox="0 0 26 34"><path d="M13 33C13 33 1 19 1 12a12 12 0 0 1 24 0c0 7-12 21-12 21z" fill="#fde047"/><circle cx="13" cy="12" r="4.5" fill="#14532d"/></svg>Lehigh County, PA</div>
<div class="cart">${cartInline(SERIES['evolution-classic'], 4, 500)}</div>
<div class="tag">Electric golf carts \u2022 Sales \u2022 Rentals \u2022 Service</div>
</body></html>`
  screenshot(html, 1200, 630, 'share/lehigh-county-golf-carts.png')
}

export function drawTouchIcon() {
  // The favicon scaled up; its rounded corners sit on the same green so the
  // icon is a full square (iOS applies its own mask).
  const fav = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="180" height="180" ')
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;width:180px;height:180px;overflow:hidden;background:#14532d}svg{display:block}</style></head><body>${fav}</body></html>`
  screenshot(html, 180, 180, 'apple-touch-icon.png')
}
