#!/usr/bin/env node
// Generates the original artwork of the site (no photos, no logos, nothing
// downloaded): cart side views, hero backgrounds, the social-sharing card and
// the apple-touch-icon.  Plain Node, no dependencies.
//
//   node scripts/artwork/draw.mjs            # SVGs + PNGs
//   node scripts/artwork/draw.mjs --svg-only # SVGs only (no Chromium needed)
//
// PNGs are rendered with a headless Chromium (CHROMIUM env var, default
// /usr/bin/chromium) from temporary HTML pages written to the OS temp dir, then
// squeezed with pngquant when it is installed.
import { mkdirSync, writeFileSync, readFileSync, mkdtempSync, statSync, rmSync, existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const IMAGES = join(ROOT, 'public/images')

// ---------------------------------------------------------------- helpers

/** Round to one decimal (drops "-0" and trailing ".0"). */
const n = (v) => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? 0 : r
}
/** Tagged template that rounds every numeric substitution. */
const h = (strs, ...vals) =>
  strs.reduce((acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === 'number' ? n(vals[i]) : vals[i]) : ''), '')

const svgDoc = (w, hgt, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}">${body}</svg>\n`

/** Deterministic pseudo-random numbers so every run produces identical files. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A smooth irregular closed blob (camouflage patches, bushes). */
function blob(cx, cy, rad, rand, k = 7) {
  const pts = []
  for (let i = 0; i < k; i++) {
    const a = (i / k) * 2 * Math.PI
    const rr = rad * (0.6 + rand() * 0.6)
    pts.push([cx + Math.cos(a) * rr * 1.5, cy + Math.sin(a) * rr * 0.8])
  }
  const mid = (i) => {
    const a = pts[i % k]
    const b = pts[(i + 1) % k]
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  }
  const R = Math.round
  let d = `M${R(mid(0)[0])} ${R(mid(0)[1])}`
  for (let i = 1; i <= k; i++) d += `Q${R(pts[i % k][0])} ${R(pts[i % k][1])} ${R(mid(i)[0])} ${R(mid(i)[1])}`
  return d + 'Z'
}

const grad = (id, stops, x2 = 0, y2 = 1) =>
  h`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op]) => h`<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : h` stop-opacity="${op}"`}/>`).join('') +
  '</linearGradient>'

const written = []
function out(rel, content) {
  const file = join(IMAGES, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push(rel)
}

// ---------------------------------------------------------------- carts
//
// Side view, nose to the right. Local coordinates: ground at y = 0, up is
// negative, rear bumper at x = 0. Each row of two seats is a seat pod with a
// cushion and a backrest; rows are `PITCH` apart, so roof and wheelbase grow
// with the seat count.

const PITCH = 124
const POD = 96
const FRONT = 186

const SERIES = {
  'denago-city': {
    seats: [2], body: '#1e3a8a', dark: '#162a63', roof: '#0f172a', seat: '#1f2937', stitch: '#475569',
    wheel: 'alloy', r: 31, lift: 0, rear: 'none', front: [48, 80, 92], gloss: 0.2, city: true,
  },
  'denago-nomad': {
    seats: [2, 4], body: '#5b6b32', dark: '#434f24', roof: '#1c1f1a', seat: '#2b2b2b', stitch: '#4b4b4b',
    wheel: 'knobby', rim: '#3f454d', r: 39, lift: 18, rear: 'rack', flares: true, lightbar: true,
  },
  'denago-rover': {
    seats: [2, 4, 6], body: '#ea6a12', dark: '#b9500c', roof: '#1c1917', seat: '#292524', stitch: '#57534e',
    wheel: 'knobby', rim: '#52525b', r: 35, lift: 8, rear: 'dump', flares: true,
  },
  'evolution-carrier': {
    seats: [6, 8], body: '#eef1f5', dark: '#c6ced8', roof: '#6b7280', seat: '#475569', stitch: '#64748b',
    wheel: 'std', rim: '#cbd5e1', r: 30, lift: 0, rear: 'none', outline: '#aeb8c4', handles: true, strut: '#4b5563',
  },
  'evolution-classic': {
    seats: [2, 4], body: '#f3ecd5', dark: '#d8ccab', roof: '#f6f1e2', seat: '#9a6b43', stitch: '#b9875c',
    wheel: 'std', rim: '#e5e7eb', r: 29, lift: 0, rear: 'bag', outline: '#c9bb93', strut: '#a8a29e',
  },
  'evolution-maverick': {
    seats: [4, 6], body: '#26292d', dark: '#16181b', roof: '#1a1c1f', seat: '#18191b', stitch: '#dc2626',
    wheel: 'knobby', rim: '#2f3338', rimRing: '#dc2626', r: 39, lift: 18, rear: 'none', flares: true,
    stripe: '#dc2626', spring: '#dc2626',
  },
  'evolution-ranger': {
    seats: [4, 6], body: '#c81e1e', dark: '#8f1414', roof: '#111827', seat: '#1f2937', stitch: '#4b5563',
    wheel: 'alloy', r: 31, lift: 0, rear: 'none', gloss: 0.28,
  },
  'evolution-d6': {
    seats: [4, 6], body: 'url(#mb)', dark: '#1b2028', roof: '#1f242c', seat: '#111317', stitch: '#3f444d',
    wheel: 'chrome', r: 32, lift: 0, rear: 'none', front: [30, 72, 84], gloss: 0.16, chrome: true, headrest: true,
    metal: ['#6b7280', '#2f353e'],
  },
  'evolution-forester': {
    seats: [4, 6], body: '#2f5233', dark: '#1f3a23', roof: '#1e261c', seat: '#3b3a2f', stitch: '#6b6650',
    wheel: 'knobby', rim: '#3a3f36', r: 39, lift: 18, rear: 'none', flares: true, camo: ['#c2ae7e', '#1c3620', '#7a6a45', '#9c8a5c'],
    brush: true,
  },
  'evolution-turfman': {
    seats: [2], body: '#2d5a3d', dark: '#1e3f2a', roof: '#1f2937', seat: '#1f2937', stitch: '#374151',
    wheel: 'std', rim: '#facc15', r: 32, lift: 4, rear: 'flat', stripe: '#facc15', stripeY: 20,
  },
}

const PLACEHOLDER = {
  body: '#eef0f3', dark: '#e1e4e8', roof: '#eef0f3', seat: '#e1e4e8', stitch: '#e1e4e8',
  wheel: 'ghost', rim: '#eef0f3', r: 31, lift: 0, rear: 'none', outline: '#9ca3af', strut: '#9ca3af', ghost: true,
}

const REAR = { none: 22, rack: 60, bag: 62, dump: 164, flat: 164 }

function wheelDef(c, id) {
  const r = c.r
  let g = ''
  if (c.ghost) {
    return h`<g id="${id}"><circle r="${r - 2}" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/><circle r="${r * 0.5}" fill="none" stroke="#9ca3af" stroke-width="3"/></g>`
  }
  if (c.wheel === 'knobby') {
    const rr = r - 2.5
    const seg = (2 * Math.PI * rr) / 20
    g += h`<circle r="${r - 3}" fill="#1b1d20"/><circle r="${rr}" fill="none" stroke="#1b1d20" stroke-width="6" stroke-dasharray="${seg * 0.58} ${seg * 0.42}"/>`
    g += h`<circle r="${r * 0.8}" fill="none" stroke="#2c3036" stroke-width="4" stroke-dasharray="4 5"/>`
    g += h`<circle r="${r * 0.56}" fill="${c.rim}"/>`
    if (c.rimRing) g += h`<circle r="${r * 0.47}" fill="none" stroke="${c.rimRing}" stroke-width="3"/>`
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3
      g += h`<circle cx="${Math.cos(a) * r * 0.33}" cy="${Math.sin(a) * r * 0.33}" r="${r * 0.07}" fill="#1b1d20"/>`
    }
    g += h`<circle r="${r * 0.14}" fill="#6b7280"/>`
  } else {
    const rimR = c.wheel === 'std' ? r * 0.56 : r * 0.68
    g += h`<circle r="${r}" fill="#1b1d20"/><circle r="${r * 0.86}" fill="none" stroke="#2c3036" stroke-width="2"/>`
    if (c.wheel === 'chrome') g += h`<circle r="${rimR}" fill="url(#cr)"/>`
    else g += h`<circle r="${rimR}" fill="${c.rim ?? '#d1d5db'}"/>`
    if (c.wheel === 'std') {
      g += h`<circle r="${rimR * 0.72}" fill="none" stroke="#0f172a" stroke-opacity=".18" stroke-width="3"/>`
    } else {
      // spoked alloy / chrome rim
      const k = c.wheel === 'chrome' ? 10 : 5
      const sw = c.wheel === 'chrome' ? 2.4 : 5
      let sp = ''
      for (let i = 0; i < k; i++) {
        const a = (i * 2 * Math.PI) / k - Math.PI / 2
        sp += h`M${Math.cos(a) * rimR * 0.28} ${Math.sin(a) * rimR * 0.28}L${Math.cos(a) * rimR * 0.9} ${Math.sin(a) * rimR * 0.9}`
      }
      g += `<circle r="${n(rimR * 0.9)}" fill="#4b5563"/>`
      g += h`<path d="${sp}" stroke="${c.wheel === 'chrome' ? '#e5e7eb' : '#d1d5db'}" stroke-width="${sw}" stroke-linecap="round"/>`
      g += h`<circle r="${rimR}" fill="none" stroke="${c.wheel === 'chrome' ? '#f1f5f9' : '#e5e7eb'}" stroke-width="3"/>`
    }
    g += h`<circle r="${r * 0.15}" fill="#6b7280"/><circle r="${r * 0.06}" fill="#1f2937"/>`
  }
  return `<g id="${id}">${g}</g>`
}

/**
 * The cart drawing as an SVG fragment in local coordinates plus its extent.
 * `p` prefixes the ids so several carts can share one document.
 */
function cartParts(c, seats, p = 'c') {
  const rows = seats / 2
  const { r, lift } = c
  const y0 = -(r + 6 + lift) // bottom of the body panels
  const RE = REAR[c.rear]
  const bed = c.rear === 'dump' || c.rear === 'flat'
  const sx = (i) => RE + i * PITCH // rear edge of seat pod i (0 = rearmost row)
  const podEnd = sx(rows - 1) + POD
  const L = podEnd + FRONT
  const xr = bed ? 84 : sx(0) + 34
  const xf = L - 64
  const Yr = y0 - 188 // underside of the roof
  const [noseH, hoodH, dashH] = c.front ?? [38, 76, 86]
  const ol = c.outline ? h` stroke="${c.outline}" stroke-width="${c.ghost ? 3 : 2}" stroke-linejoin="round"` : ''
  const strut = c.strut ?? '#1f2937'
  const bx = bed ? RE - 26 : 0
  const rp = sx(0) + POD

  let defs = wheelDef(c, `${p}w`)
  if (c.metal) defs += grad(`mb`, [[0, c.metal[0]], [1, c.metal[1]]])
  if (c.chrome) defs += grad(`cr`, [[0, '#ffffff'], [0.5, '#cbd5e1'], [1, '#8b95a3']])

  // body side panel: rear block (holds the rear seat pod), floor, front cowl
  const body =
    h`M${bx} ${y0 - 10}Q${bx} ${y0} ${bx + 10} ${y0}L${L - 12} ${y0}Q${L} ${y0} ${L} ${y0 - 12}` +
    h`L${L} ${y0 - noseH}Q${L - 2} ${y0 - noseH - 20} ${L - 26} ${y0 - noseH - 24}L${L - 100} ${y0 - hoodH}` +
    h`L${L - 114} ${y0 - dashH}L${L - 130} ${y0 - dashH}L${L - 158} ${y0 - 18}L${rp} ${y0 - 18}L${rp} ${y0 - 60}` +
    h`Q${rp} ${y0 - 66} ${rp - 6} ${y0 - 66}L${bx + 16} ${y0 - 66}Q${bx} ${y0 - 66} ${bx} ${y0 - 50}Z`
  const pods = []
  for (let i = 1; i < rows; i++) pods.push(h`<rect x="${sx(i)}" y="${y0 - 66}" width="${POD}" height="50" rx="7"`)

  defs += `<clipPath id="${p}k"><path d="${body}"/>${pods.map((s) => s + '/>').join('')}`
  if (c.rear === 'dump') defs += h`<rect x="4" y="${y0 - 80}" width="${RE - 20}" height="${72}"/>`
  if (c.rear === 'flat') defs += h`<rect x="10" y="${y0 - 32}" width="${RE - 26}" height="${32}"/>`
  defs += '</clipPath>'

  let g = ''
  // ground shadows
  g += h`<ellipse cx="${L / 2}" cy="3" rx="${L / 2 + 12}" ry="10" fill="#0f172a" fill-opacity=".13"/>`
  for (const x of [xr, xf]) g += h`<ellipse cx="${x}" cy="2" rx="${r * 0.95}" ry="5" fill="#0f172a" fill-opacity=".25"/>`

  // chassis and suspension (visible on lifted carts)
  g += h`<rect x="${xr - 10}" y="${y0 - 6}" width="${xf - xr + 20}" height="${10 + lift * 0.4}" rx="4" fill="#23262b"/>`
  if (lift > 0) {
    for (const x of [xr, xf]) {
      const dir = x === xr ? 1 : -1
      g += h`<path d="M${x} ${-r}L${x + dir * 22} ${y0 - 2}" stroke="#3f444b" stroke-width="7" stroke-linecap="round"/>`
      if (c.spring) g += h`<path d="M${x + dir * 4} ${-r - 6}L${x + dir * 18} ${y0 + 2}" stroke="${c.spring}" stroke-width="9" stroke-dasharray="3 3"/>`
    }
  }

  // rear equipment behind the body
  if (c.rear === 'bag') {
    // golf bag standing on the rear deck, clubs sticking out
    g += h`<path d="M22 ${y0 - 150}l6 -28M30 ${y0 - 150}l14 -24M38 ${y0 - 150}l2 -30" stroke="#9ca3af" stroke-width="3" stroke-linecap="round"/>`
    g += h`<path d="M20 ${y0 - 180}h10v-6h-10zM40 ${y0 - 176}h10v-6h-10zM36 ${y0 - 182}h9v-6h-9z" fill="#6b7280"/>`
    g += h`<rect x="12" y="${y0 - 156}" width="38" height="96" rx="10" fill="#1f3b63" transform="rotate(-6 31 ${y0 - 108})"/>`
    g += h`<rect x="10" y="${y0 - 158}" width="42" height="14" rx="6" fill="#b91c1c" transform="rotate(-6 31 ${y0 - 108})"/>`
    g += h`<rect x="16" y="${y0 - 110}" width="30" height="30" rx="6" fill="#274b7a" transform="rotate(-6 31 ${y0 - 108})"/>`
    g += h`<path d="M${sx(0) - 6} ${y0 - 120}L8 ${y0 - 122}L6 ${y0 - 66}" stroke="${strut}" stroke-width="5" fill="none" stroke-linejoin="round"/>`
  }

  // body
  g += `<path d="${body}" fill="${c.body}"${ol}/>`
  for (const s of pods) g += `${s} fill="${c.body}"${ol}/>`

  // wheel wells, stripes, camo and gloss, clipped to the panels
  let k = ''
  for (const x of [xr, xf]) k += h`<circle cx="${x}" cy="${-r}" r="${r + 8}" fill="${c.ghost ? '#d6d9de' : '#121417'}" fill-opacity="${c.ghost ? 1 : 0.55}"/>`
  if (c.camo) {
    const rand = rng(seats * 7 + 3)
    for (let x = 6, j = 0; x < L; x += 36, j++) {
      const y = y0 - 10 - rand() * 50
      k += `<path d="${blob(x + rand() * 16, y, 14 + rand() * 10, rand, 6)}" fill="${c.camo[j % c.camo.length]}"/>`
    }
  }
  if (c.stripe) k += h`<rect y="${y0 - (c.stripeY ?? 36)}" width="${L}" height="7" fill="${c.stripe}"/>`
  k += h`<rect y="${y0 - 64}" width="${L}" height="12" fill="#fff" fill-opacity="${c.gloss ?? (c.ghost ? 0 : 0.1)}"/>`
  if (c.chrome) k += h`<rect y="${y0 - 30}" width="${L}" height="4" fill="url(#cr)"/>`
  k += h`<rect y="${y0 - 8}" width="${L}" height="8" fill="#0f172a" fill-opacity=".18"/>`
  g += `<g clip-path="url(#${p}k)">${k}</g>`

  // floor mat
  g += h`<rect x="${rp}" y="${y0 - 18}" width="${L - 158 - rp}" height="4" fill="#111827" fill-opacity=".55"/>`

  // cargo beds
  if (c.rear === 'dump') {
    g += h`<rect x="4" y="${y0 - 80}" width="${RE - 20}" height="72" rx="4" fill="${c.body}"/>`
    g += `<g clip-path="url(#${p}k)">` + h`<circle cx="${xr}" cy="${-r}" r="${r + 8}" fill="#121417" fill-opacity=".55"/><rect x="4" y="${y0 - 16}" width="${RE}" height="8" fill="#0f172a" fill-opacity=".18"/></g>`
    g += h`<rect x="0" y="${y0 - 86}" width="${RE - 12}" height="10" rx="3" fill="${c.dark}"/>`
    let ribs = ''
    for (let x = 30; x < RE - 30; x += 34) ribs += h`M${x} ${y0 - 74}V${y0 - 20}`
    g += h`<path d="${ribs}" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>`
    g += h`<path d="M10 ${y0 - 76}V${y0 - 12}" stroke="${c.dark}" stroke-width="3"/><circle cx="12" cy="${y0 - 6}" r="6" fill="#23262b"/>`
    g += h`<rect x="-2" y="${y0 - 64}" width="7" height="16" rx="2" fill="#dc2626"/><path d="M4 ${y0 + 2}h-16v6" stroke="#23262b" stroke-width="5" fill="none"/>`
  }
  if (c.rear === 'flat') {
    g += h`<rect x="10" y="${y0 - 32}" width="${RE - 26}" height="32" rx="4" fill="${c.body}"/>`
    g += `<g clip-path="url(#${p}k)">` + h`<circle cx="${xr}" cy="${-r}" r="${r + 8}" fill="#121417" fill-opacity=".55"/><rect y="${y0 - (c.stripeY ?? 36)}" width="${RE}" height="7" fill="${c.stripe}"/></g>`
    g += h`<path d="M6 ${y0 - 40}V${y0 - 84}H${RE - 18}M${(RE - 12) / 2} ${y0 - 40}V${y0 - 84}" stroke="#6b7280" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
    g += h`<rect x="0" y="${y0 - 44}" width="${RE - 10}" height="12" rx="2" fill="#9ca3af"/><rect x="0" y="${y0 - 44}" width="${RE - 10}" height="3" fill="#e5e7eb"/>`
    g += h`<rect x="2" y="${y0 - 30}" width="7" height="16" rx="2" fill="#dc2626"/><path d="M12 ${y0 + 2}h-20v6" stroke="#23262b" stroke-width="5" fill="none"/>`
  }
  if (c.rear === 'rack') {
    g += h`<path d="M4 ${y0 - 68}V${y0 - 94}H${sx(0) - 20}V${y0 - 68}M17 ${y0 - 68}V${y0 - 94}M30 ${y0 - 68}V${y0 - 94}" stroke="#23262b" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  }

  // struts and windshield (behind the seats)
  const roofR = sx(0) - 22
  const roofF = L - 96
  g += h`<path d="M${L - 121} ${y0 - dashH}L${L - 113} ${y0 - dashH}L${L - 131} ${Yr}L${L - 139} ${Yr}Z" fill="${c.ghost ? '#e5e7eb' : '#bfe0f2'}" fill-opacity=".85"/>`
  let struts = h`M${L - 126} ${y0 - dashH}L${L - 142} ${Yr + 4}M${sx(0) - 8} ${y0 - 66}L${sx(0) - 12} ${Yr + 4}`
  if (rows >= 3) for (let i = 1; i < rows; i++) struts += h`M${sx(i) - 8} ${y0 - 70}L${sx(i) - 12} ${Yr + 4}`
  g += `<path d="${struts}" stroke="${strut}" stroke-width="6" stroke-linecap="round"/>`

  // seats
  for (let i = 0; i < rows; i++) {
    const x = sx(i)
    g += h`<rect x="${x - 4}" y="${y0 - 80}" width="${POD + 10}" height="16" rx="8" fill="${c.seat}"${ol}/>`
    if (c.ghost) {
      g += h`<path d="M${x + 12} ${y0 - 76}L${x + 2} ${y0 - 146}" stroke="#9ca3af" stroke-width="25" stroke-linecap="round"/>`
      g += h`<path d="M${x + 12} ${y0 - 76}L${x + 2} ${y0 - 146}" stroke="${c.seat}" stroke-width="19" stroke-linecap="round"/>`
    } else {
      g += h`<path d="M${x + 12} ${y0 - 76}L${x + 2} ${y0 - 146}" stroke="${c.seat}" stroke-width="24" stroke-linecap="round"/>`
      g += h`<path d="M${x + 19} ${y0 - 86}L${x + 11} ${y0 - 142}M${x + 6} ${y0 - 73}H${x + POD}" stroke="${c.stitch}" stroke-width="2" stroke-dasharray="${c.headrest ? '5 3' : 'none'}"/>`
    }
    if (c.headrest) g += h`<path d="M${x} ${y0 - 160}L${x - 2} ${y0 - 170}" stroke="${c.seat}" stroke-width="18" stroke-linecap="round"/>`
    if (c.handles && i < rows - 1) {
      // hip restraint / grab handle beside each passenger row
      g += h`<path d="M${x + POD - 8} ${y0 - 80}V${y0 - 104}H${x + 34}" stroke="#94a3b8" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    }
  }

  // steering wheel and dash
  g += h`<path d="M${L - 138} ${y0 - 74}L${L - 160} ${y0 - 128}" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/>`
  g += h`<path d="M${L - 147} ${y0 - 133}L${L - 173} ${y0 - 123}" stroke="#111827" stroke-width="7" stroke-linecap="round"/>`
  if (c.ghost) {
    // no dash details on the placeholder
  } else {
    g += h`<path d="M${L - 130} ${y0 - dashH}H${L - 114}" stroke="#111827" stroke-width="5" stroke-linecap="round"/>`
  }

  g += h`<path d="M${roofR + 6} ${Yr}L${roofF} ${Yr}Q${roofF + 14} ${Yr - 1} ${roofF + 16} ${Yr - 7}L${roofF + 10} ${Yr - 12}L${roofR + 4} ${Yr - 14}Q${roofR - 2} ${Yr - 14} ${roofR - 2} ${Yr - 8}L${roofR - 1} ${Yr - 4}Q${roofR} ${Yr} ${roofR + 6} ${Yr}Z" fill="${c.roof}"${ol}/>`
  if (!c.ghost) g += h`<rect x="${roofR + 4}" y="${Yr - 3}" width="${roofF - roofR}" height="3" fill="#000" fill-opacity=".18"/>`
  if (c.lightbar) {
    g += h`<path d="M${roofF - 60} ${Yr - 13}V${Yr - 20}M${roofF - 14} ${Yr - 12}V${Yr - 20}" stroke="#23262b" stroke-width="4"/>`
    g += h`<rect x="${roofF - 76}" y="${Yr - 30}" width="84" height="12" rx="4" fill="#1b1d20"/>`
    g += h`<path d="M${roofF - 70} ${Yr - 24}H${roofF + 2}" stroke="#fef9c3" stroke-width="5" stroke-dasharray="8 4"/>`
  }
  if (c.city) {
    // side mirror and interior mirror, amber side marker
    g += h`<path d="M${L - 122} ${y0 - dashH - 6}L${L - 108} ${y0 - dashH - 14}" stroke="#111827" stroke-width="4"/>`
    g += h`<rect x="${L - 112}" y="${y0 - dashH - 26}" width="16" height="14" rx="5" fill="${c.body}" stroke="#111827" stroke-width="2"/>`
    g += h`<rect x="${L - 150}" y="${Yr}" width="14" height="7" rx="3" fill="#111827"/>`
    g += h`<rect x="${L - 24}" y="${y0 - 34}" width="12" height="6" rx="3" fill="#f59e0b"/><rect x="8" y="${y0 - 34}" width="12" height="6" rx="3" fill="#dc2626"/>`
  }

  // lamps and bumpers
  const lampY = y0 - noseH + 2
  if (c.ghost) {
    g += h`<rect x="${L - 6}" y="${y0 - 14}" width="16" height="12" rx="4" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/>`
  } else {
    if (c.chrome || c.city) {
      g += h`<path d="M${L - 30} ${lampY - 10}Q${L - 4} ${lampY - 6} ${L + 1} ${lampY + 8}" stroke="#f8fafc" stroke-width="6" fill="none" stroke-linecap="round"/>`
      g += h`<path d="M${L - 30} ${lampY - 10}Q${L - 4} ${lampY - 6} ${L + 1} ${lampY + 8}" stroke="#7dd3fc" stroke-width="2" fill="none"/>`
    } else {
      g += h`<ellipse cx="${L - 2}" cy="${lampY + 6}" rx="5" ry="9" fill="#fefce8" stroke="#cbd5e1" stroke-width="2"/>`
    }
    g += h`<rect x="${L - 8}" y="${y0 - 16}" width="17" height="13" rx="4" fill="#1f2329"/>`
    if (!bed) {
      g += h`<rect x="-9" y="${y0 - 16}" width="17" height="13" rx="4" fill="#1f2329"/>`
      g += h`<rect x="-3" y="${y0 - 58}" width="6" height="14" rx="2" fill="#dc2626"/>`
    }
  }
  if (c.brush) {
    g += h`<path d="M${L - 4} ${y0 - 6}H${L + 18}V${y0 - 60}Q${L + 18} ${y0 - 74} ${L + 2} ${y0 - 76}H${L - 30}M${L} ${y0 - 30}H${L + 18}M${L - 6} ${y0 - 62}H${L + 18}" stroke="#1b1d20" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  }

  // fender flares and wheels
  if (c.flares) {
    for (const x of [xr, xf]) {
      const R = r + 9
      g += h`<path d="M${x - R} ${-r + 6}A${R} ${R} 0 0 1 ${x + R} ${-r + 6}" stroke="#1b1d20" stroke-width="8" fill="none"/>`
    }
  }
  for (const x of [xr, xf]) g += h`<use href="#${p}w" x="${x}" y="${-r}"/>`

  const minX = c.rear === 'bag' ? 0 : -12
  const maxX = L + (c.brush ? 22 : 10)
  const top = Yr - (c.lightbar ? 30 : 14)
  return { defs, g, minX, maxX, top }
}

function cartSvg(c, seats) {
  const { defs, g, minX, maxX, top } = cartParts(c, seats)
  const s = Math.min(1.45, 700 / (maxX - minX), 405 / -top)
  const tx = 400 - (s * (minX + maxX)) / 2
  // keep long, low carts vertically centred instead of sitting on the bottom edge
  const ground = Math.round(Math.min(505, 340 + (s * -top) / 2))
  let bg
  if (c.ghost) {
    bg = `<rect width="800" height="600" fill="#f3f4f6"/><rect y="${ground - 30}" width="800" height="${630 - ground}" fill="#eceef1"/>`
  } else {
    bg =
      grad('sky', [[0, '#d6e9f8'], [1, '#f7fafc']]) +
      '<rect width="800" height="600" fill="url(#sky)"/>' +
      `<path d="M0 ${ground - 48}Q140 ${ground - 82} 290 ${ground - 60}T560 ${ground - 68}T800 ${ground - 60}V600H0Z" fill="#dde9df"/>` +
      `<rect y="${ground - 38}" width="800" height="${638 - ground}" fill="#e9efe9"/>`
  }
  return svgDoc(
    800,
    600,
    `<defs>${defs}</defs>${bg}` + h`<g transform="translate(${tx} ${ground}) scale(${Math.round(s * 1000) / 1000})">${g}</g>`,
  )
}

// ---------------------------------------------------------------- heroes
//
// 1600x900 stylised Lehigh Valley scenes. They sit behind white text under a
// dark green overlay, so they stay calm: big flat layers, few details.

const HW = 1600
const HH = 900

/** Smooth open path through the midpoints of `pts` (quadratic splines). */
function smooth(pts) {
  let d = h`M${pts[0][0]} ${pts[0][1]}`
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]
    const [x2, y2] = pts[i + 1]
    d += h`Q${x} ${y} ${(x + x2) / 2} ${(y + y2) / 2}`
  }
  const [lx, ly] = pts[pts.length - 1]
  return d + h`L${lx} ${ly}`
}
/** A landscape layer: smooth top edge, filled down to the bottom of the scene. */
const land = (pts, fill) => `<path d="${smooth(pts)}V${HH}H-20Z" fill="${fill}"/>`

/** Bumpy points for a distant line of tree crowns. */
function crowns(y, amp, step, seed, tilt = 0) {
  const rand = rng(seed)
  const pts = []
  for (let x = -20; x <= HW + 40; x += step) {
    const base = y + tilt * (x / HW)
    pts.push([x, base + 4], [x + step / 2, base - amp * (0.45 + rand() * 0.55)])
  }
  return pts
}

const TREE_DEF =
  '<g id="t"><path d="M-5 0L-4 -44H4L5 0Z" fill="#4a3a2c"/><circle cy="-78" r="34"/><circle cx="-22" cy="-58" r="26"/><circle cx="22" cy="-58" r="26"/></g>'
const PINE_DEF = '<path id="p" d="M-4 0V-14H-34L-8 -52H-26L0 -96L26 -52H8L34 -14H4V0Z"/>'
const use = (id, x, y, sc, fill) => h`<use href="#${id}" transform="translate(${x} ${y}) scale(${sc})" fill="${fill}"/>`

function cloud(x, y, sc, op = 0.75) {
  return h`<g fill="#fff" fill-opacity="${op}"><ellipse cx="${x}" cy="${y}" rx="${90 * sc}" ry="${22 * sc}"/><circle cx="${x - 28 * sc}" cy="${y - 14 * sc}" r="${30 * sc}"/><circle cx="${x + 22 * sc}" cy="${y - 22 * sc}" r="${38 * sc}"/></g>`
}

function sky(id, stops) {
  return grad(id, stops) + `<rect width="${HW}" height="${HH}" fill="url(#${id})"/>`
}

const glow = (id, color, op) =>
  h`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${op}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`

// 1. Morning: rolling hills and a golf fairway with a flag
function heroGolf() {
  let d = TREE_DEF
  d += grad('fw', [[0, '#b3de94'], [1, '#94cb79']])
  d += glow('sun', '#fff6dc', 0.9)
  d += '<clipPath id="fc"><path d="M150 900C260 770 560 690 900 640C1090 612 1250 596 1390 592C1470 592 1480 616 1420 628C1220 662 1040 740 960 900Z"/></clipPath>'
  let g = `<defs>${d}</defs>`
  g += '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8d9f1"/><stop offset=".6" stop-color="#eef0e0"/><stop offset="1" stop-color="#fbe8c6"/></linearGradient><rect width="1600" height="900" fill="url(#s)"/>'
  g += '<circle cx="1160" cy="330" r="230" fill="url(#sun)"/><circle cx="1160" cy="330" r="58" fill="#fff8e4"/>'
  g += cloud(300, 190, 1.2, 0.55) + cloud(820, 120, 0.8, 0.45)
  g += land([[-20, 470], [240, 420], [520, 462], [800, 404], [1100, 456], [1380, 412], [1620, 446]], '#bcd6c4')
  g += land(crowns(500, 26, 34, 11, -20), '#9dc2a6')
  g += land([[-20, 566], [300, 505], [650, 552], [1000, 498], [1300, 540], [1620, 502]], '#8dbd7b')
  for (const [x, y, sc] of [[620, 540, 0.45], [660, 546, 0.38], [1040, 522, 0.42], [1500, 520, 0.4]]) g += use('t', x, y, sc, '#5d9460')
  g += land([[-20, 640], [400, 600], [800, 652], [1200, 606], [1620, 640]], '#7bb068')
  g += '<path d="M150 900C260 770 560 690 900 640C1090 612 1250 596 1390 592C1470 592 1480 616 1420 628C1220 662 1040 740 960 900Z" fill="url(#fw)"/>'
  let stripes = ''
  for (let x = -200; x < 1600; x += 120) stripes += h`M${x} 900L${x + 420} 560H${x + 480}L${x + 60} 900Z`
  g += `<path d="${stripes}" fill="#fff" fill-opacity=".08" clip-path="url(#fc)"/>`
  g += '<ellipse cx="1300" cy="606" rx="160" ry="30" fill="#c0e9a5"/><ellipse cx="1330" cy="608" rx="7" ry="3" fill="#2f4f2a"/>'
  g += '<path d="M1330 608V474" stroke="#f8fafc" stroke-width="4"/><path d="M1332 476L1398 492L1332 508Z" fill="#dc2626"/>'
  g += '<ellipse cx="1110" cy="668" rx="120" ry="20" fill="#efe3bd"/><ellipse cx="1500" cy="652" rx="64" ry="12" fill="#efe3bd"/>'
  for (const [x, y, sc, f] of [[60, 720, 2.1, '#2f6b3a'], [190, 660, 1.5, '#3c7a45'], [300, 640, 1.05, '#4b8a50'], [1450, 640, 1.2, '#3c7a45'], [1560, 680, 1.9, '#2f6b3a']]) {
    g += h`<ellipse cx="${x}" cy="${y}" rx="${44 * sc}" ry="${8 * sc}" fill="#24462a" fill-opacity=".25"/>` + use('t', x, y, sc, f)
  }
  g += land([[-20, 820], [500, 780], [1000, 822], [1620, 790]], '#5f9a55')
  return svgDoc(HW, HH, g)
}

// 2. Late morning: a red covered bridge over a creek
function heroBridge() {
  let d = TREE_DEF + PINE_DEF
  d += grad('w', [[0, '#9fd0e8'], [1, '#5f9fc6']])
  d += '<pattern id="b" width="14" height="10" patternUnits="userSpaceOnUse"><rect width="14" height="10" fill="#a8322b"/><rect width="2" height="10" fill="#8a2822"/></pattern>'
  let g = `<defs>${d}</defs>` + sky('s', [[0, '#8fc4ec'], [1, '#e4f2f9']])
  g += cloud(260, 170, 1.3) + cloud(1080, 130, 1) + cloud(1420, 250, 0.7, 0.6)
  g += land([[-20, 500], [260, 450], [600, 488], [900, 440], [1250, 480], [1620, 452]], '#a8c8b4')
  g += land(crowns(540, 34, 30, 5, -30), '#84b290')
  g += land([[-20, 610], [400, 582], [800, 604], [1200, 578], [1620, 604]], '#86b872')
  for (const [x, y, sc] of [[700, 600, 0.6], [960, 594, 0.55]]) g += use('t', x, y, sc, '#5a9a5e')
  // creek, widening toward the viewer
  g += '<path d="M770 592C880 586 940 596 900 612C860 630 990 660 1060 700C1120 740 1180 820 1250 900H360C430 820 520 760 580 710C650 660 700 630 740 612C720 600 730 594 770 592Z" fill="url(#w)"/>'
  // covered bridge
  g += '<path d="M500 702H560V640H500ZM1080 702H1140V640H1080Z" fill="#8b8f8a"/><path d="M500 660H560M500 682H560M1080 660H1140M1080 682H1140" stroke="#6f736e" stroke-width="3"/>'
  g += '<rect x="560" y="586" width="520" height="90" fill="url(#b)"/><rect x="600" y="606" width="440" height="14" fill="#3b1716" fill-opacity=".55"/>'
  g += '<path d="M548 588H1092L1070 556H570Z" fill="#4b5058"/><rect x="556" y="674" width="528" height="10" fill="#5b2320"/>'
  g += '<path d="M520 684V600L560 560L600 600V684Z" fill="#b93a31"/><path d="M536 684V612L560 588L584 612V684Z" fill="#2a1211"/><path d="M514 604L560 554L606 604" stroke="#4b5058" stroke-width="10" fill="none"/>'
  g += '<rect x="560" y="700" width="520" height="56" fill="#6a2a26" fill-opacity=".28"/>'
  let rip = ''
  const rand = rng(7)
  for (let i = 0; i < 16; i++) {
    const y = 716 + i * 11
    const x = 520 + rand() * 500 - i * 8
    rip += h`M${x} ${y}h${40 + rand() * 70}`
  }
  g += `<path d="${rip}" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>`
  // banks and trees
  g += '<path d="M-20 740Q200 720 420 748Q380 820 330 900H-20Z" fill="#6ea55e"/><path d="M1620 735Q1400 716 1180 748Q1230 820 1290 900H1620Z" fill="#6ea55e"/>'
  for (const [x, y, sc] of [[1240, 594, 0.55], [1300, 600, 0.7], [1370, 596, 0.5], [420, 590, 0.6], [340, 598, 0.5]]) g += use('p', x, y, sc, '#3e7a52')
  for (const [x, y, sc, f] of [[80, 760, 1.9, '#2e6b3a'], [230, 740, 1.3, '#3d7d45'], [1400, 750, 1.4, '#3d7d45'], [1540, 770, 2, '#2e6b3a']]) g += use('t', x, y, sc, f)
  return svgDoc(HW, HH, g)
}

// 3. Dusk: a small-town main street with a cart
function heroMainStreet() {
  let d = TREE_DEF
  d += '<pattern id="wl" width=".25" height=".34" patternContentUnits="objectBoundingBox"><rect x=".06" y=".06" width=".13" height=".2" fill="#ffd98c"/></pattern>'
  d += '<pattern id="wd" width=".25" height=".34" patternContentUnits="objectBoundingBox"><rect x=".06" y=".06" width=".13" height=".2" fill="#ffe3a6" fill-opacity=".45"/></pattern>'
  d += grad('r', [[0, '#514b5e'], [1, '#2d2a38']])
  d += glow('lg', '#ffd98c', 0.55)
  const cartC = cartParts(SERIES['denago-city'], 2, 'hc')
  d += cartC.defs
  let g = `<defs>${d}</defs>` + sky('s', [[0, '#2f3b68'], [0.5, '#9b6487'], [0.78, '#e79a78'], [1, '#f6c48c']])
  g += '<circle cx="1260" cy="560" r="80" fill="#ffd9a0" fill-opacity=".45"/>'
  g += land([[-20, 590], [300, 560], [700, 580], [1100, 548], [1620, 578]], '#6b5d84')
  const rand = rng(3)
  const colors = ['#8c3b2f', '#c9b48f', '#5f7d6e', '#a24a34', '#3f5170', '#b98a5e', '#7a3b3b', '#d2c3a2', '#56705f']
  const awn = ['#2f6b4f', '#8b2f2f', '#1f4e79']
  let x = -20
  for (let i = 0; x < HW; i++) {
    const w = 150 + Math.round(rand() * 80)
    const hgt = 200 + Math.round(rand() * 130)
    const top = 664 - hgt
    const c = colors[i % colors.length]
    g += h`<rect x="${x}" y="${top}" width="${w}" height="${hgt}" fill="${c}"/><rect x="${x - 4}" y="${top - 10}" width="${w + 8}" height="14" fill="#2b2633" fill-opacity=".55"/>`
    g += h`<rect x="${x + 14}" y="${top + 22}" width="${w - 28}" height="${hgt - 150}" fill="url(#${i % 3 ? 'wl' : 'wd'})"/>`
    g += h`<rect x="${x + 16}" y="580" width="${w - 32}" height="76" fill="#ffcf86" fill-opacity=".8"/><rect x="${x + w / 2 - 14}" y="604" width="28" height="54" fill="#3a2f3a"/>`
    g += h`<path d="M${x + 8} 590L${x + 18} 566H${x + w - 18}L${x + w - 8} 590Z" fill="${awn[i % 3]}"/>`
    x += w + 6 + Math.round(rand() * 10)
  }
  g += '<rect y="660" width="1600" height="30" fill="#8d8391"/><rect y="688" width="1600" height="8" fill="#5e5668"/><rect y="696" width="1600" height="204" fill="url(#r)"/>'
  g += '<path d="M0 812H1600" stroke="#f2dfa8" stroke-opacity=".5" stroke-width="6" stroke-dasharray="70 60"/>'
  for (const lx of [240, 740, 1240]) {
    g += h`<circle cx="${lx}" cy="548" r="90" fill="url(#lg)"/><rect x="${lx - 4}" y="552" width="8" height="126" fill="#2a2733"/><rect x="${lx - 10}" y="674" width="20" height="8" fill="#2a2733"/><circle cx="${lx}" cy="548" r="11" fill="#ffe6b0"/>`
  }
  for (const tx of [490, 990, 1490]) g += use('t', tx, 676, 0.85, '#35524d')
  g += h`<g transform="translate(800 800) scale(.72)">${cartC.g}</g>`
  return svgDoc(HW, HH, g)
}

// 4. Afternoon: an autumn apple orchard
function heroOrchard() {
  let d = TREE_DEF
  d += glow('sun', '#fff3d6', 0.8)
  let g = `<defs>${d}</defs>` + sky('s', [[0, '#8fbfe2'], [1, '#f6e1bb']])
  g += '<circle cx="1320" cy="170" r="220" fill="url(#sun)"/>'
  g += cloud(420, 160, 1, 0.5)
  g += land([[-20, 480], [320, 440], [700, 470], [1060, 430], [1400, 462], [1620, 440]], '#b8b3a6')
  g += land(crowns(512, 30, 40, 21, -10), '#cf955a')
  g += land(crowns(536, 22, 34, 22, 10), '#b8743f')
  g += land([[-20, 560], [400, 536], [800, 556], [1200, 530], [1620, 552]], '#c8b66a')
  const rows = [[604, 0.62, '#a8b45e'], [700, 1, '#9cab56'], [870, 1.6, '#8e9d4d']]
  const fills = ['#e0812a', '#c8452f', '#e9ad2c', '#d9692a']
  const rand = rng(9)
  let apples = ''
  rows.forEach(([y, sc, ground], k) => {
    g += land([[-20, y - 36 * sc], [500, y - 48 * sc], [1100, y - 30 * sc], [1620, y - 44 * sc]], ground)
    const step = 190 * sc
    for (let x = -40 + (k % 2) * step * 0.5; x < HW + 60; x += step) {
      const yy = y + rand() * 6
      if (sc > 0.7) g += h`<ellipse cx="${x}" cy="${yy}" rx="${40 * sc}" ry="${7 * sc}" fill="#3f3a1c" fill-opacity=".22"/>`
      g += use('t', x, yy, sc, fills[Math.floor(rand() * 4)])
      if (sc > 1.2) for (let a = 0; a < 6; a++) apples += h`M${x + (rand() - 0.5) * 70 * sc} ${yy - (50 + rand() * 42) * sc}h.1`
    }
  })
  // apples on the nearest row and a stack of crates
  g += `<path d="${apples}" stroke="#a3161b" stroke-width="11" stroke-linecap="round"/>`
  g += '<g fill="#a4743f"><rect x="1130" y="822" width="110" height="56"/><rect x="1250" y="822" width="110" height="56"/><rect x="1190" y="762" width="110" height="56"/></g>'
  g += '<path d="M1130 850H1240M1250 850H1360M1190 790H1300" stroke="#7c5328" stroke-width="4"/>'
  g += '<path d="M1206 758h.1M1226 754h.1M1246 758h.1M1266 754h.1M1284 758h.1" stroke="#c0262d" stroke-width="18" stroke-linecap="round"/>'
  return svgDoc(HW, HH, g)
}

// 5. Sunset over farmland with a barn and silo
function heroFarm() {
  let d = glow('sun', '#ffd38a', 0.6)
  d += '<clipPath id="f"><path d="M-20 790Q500 756 1000 788T1620 762V900H-20Z"/></clipPath>'
  let g = `<defs>${d}</defs>` + sky('s', [[0, '#2e2a5a'], [0.42, '#85497a'], [0.62, '#df7558'], [0.7, '#f7b874'], [1, '#f9cf8c']])
  g += '<circle cx="560" cy="600" r="300" fill="url(#sun)"/><circle cx="560" cy="600" r="86" fill="#ffe3a3"/>'
  g += '<path d="M1010 260l12 8 12-8M1060 230l9 6 9-6M980 300l8 5 8-5" stroke="#3a2440" stroke-width="3" fill="none"/>'
  g += land([[-20, 600], [300, 584], [700, 600], [1100, 578], [1620, 596]], '#6b3b5c')
  g += land(crowns(614, 20, 24, 4), '#55304f')
  g += land([[-20, 650], [500, 628], [1000, 648], [1620, 622]], '#8a5340')
  g += land([[-20, 712], [600, 690], [1100, 716], [1620, 690]], '#a36a3c')
  // barn and silos
  g += '<rect x="1318" y="470" width="72" height="230" fill="#4a3347"/><path d="M1318 470A36 30 0 0 1 1390 470Z" fill="#5c4258"/><path d="M1318 520H1390M1318 570H1390M1318 620H1390" stroke="#3b2739" stroke-width="3"/>'
  g += '<rect x="1400" y="530" width="48" height="170" fill="#3f2b3d"/><path d="M1400 530A24 20 0 0 1 1448 530Z" fill="#533a50"/>'
  g += '<path d="M1070 602L1092 546L1190 514L1288 546L1310 602V700H1070Z" fill="#6a2533"/><path d="M1062 606L1092 540L1190 506L1288 540L1318 606" stroke="#3b1d2a" stroke-width="10" fill="none" stroke-linejoin="round"/>'
  g += '<rect x="1158" y="620" width="64" height="80" fill="#4d1a27" stroke="#8a4250" stroke-width="4"/><path d="M1158 620L1222 700M1222 620L1158 700" stroke="#8a4250" stroke-width="4"/><rect x="1176" y="560" width="28" height="24" fill="#ffcf7a"/>'
  g += land([[-20, 790], [500, 756], [1000, 788], [1400, 768], [1620, 762]], '#6b6a36')
  let rowsP = ''
  for (let x = -1400; x < 3000; x += 90) rowsP += h`M${x} 900L${560 + (x - 560) * 0.18} 760`
  g += `<path d="${rowsP}" stroke="#4f4f27" stroke-width="5" stroke-opacity=".6" clip-path="url(#f)"/>`
  g += '<path d="M40 790V700M200 784V694M360 778V690M520 774V686M-20 722L580 706M-20 756L580 740" stroke="#3a2630" stroke-width="8" stroke-linecap="round"/>'
  return svgDoc(HW, HH, g)
}

// 6. Twilight: a lakeside campground under the Blue Mountain ridge
function heroCamp() {
  let d = PINE_DEF
  d += grad('l', [[0, '#3b5888'], [1, '#1a2a4a']])
  d += glow('fire', '#ffb04a', 0.6)
  d += glow('moon', '#f4efd2', 0.35)
  let g = `<defs>${d}</defs>` + sky('s', [[0, '#0d1833'], [0.55, '#26396a'], [1, '#6a7ca8']])
  const rand = rng(42)
  let stars = ''
  for (let i = 0; i < 46; i++) stars += h`M${rand() * HW} ${rand() * 380}h.1`
  g += `<path d="${stars}" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>`
  g += '<circle cx="1240" cy="190" r="150" fill="url(#moon)"/><circle cx="1240" cy="190" r="44" fill="#f4efd2"/>'
  g += land([[-20, 500], [300, 470], [700, 476], [1100, 462], [1620, 486]], '#2f4272')
  g += land([[-20, 548], [200, 508], [600, 498], [1000, 500], [1350, 510], [1620, 530]], '#213261')
  g += land(crowns(566, 22, 20, 8), '#16224a')
  g += '<rect y="572" width="1600" height="200" fill="url(#l)"/>'
  let ref = ''
  for (let i = 0; i < 9; i++) {
    const w = 110 - i * 9
    ref += h`M${1240 - w / 2 + (rand() - 0.5) * 20} ${592 + i * 18}h${w}`
  }
  g += `<path d="${ref}" stroke="#f4efd2" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`
  g += land([[-20, 772], [400, 744], [800, 764], [1200, 734], [1620, 758]], '#172338')
  g += '<circle cx="660" cy="790" r="170" fill="url(#fire)"/>'
  g += '<path d="M420 790L510 660L600 790Z" fill="#c8702c"/><path d="M510 660L490 790H532Z" fill="#ffc46b"/>'
  g += '<path d="M760 786L830 690L900 786Z" fill="#3d6b5a"/><path d="M830 690L816 786H846Z" fill="#24463b"/>'
  g += '<path d="M628 808L692 790M628 790L692 808" stroke="#5a3a24" stroke-width="9" stroke-linecap="round"/>'
  g += '<path d="M660 800C640 790 646 770 656 750C660 770 676 772 672 754C686 770 684 796 660 800Z" fill="#f59e2f"/><path d="M661 800C652 794 654 782 660 772C664 784 672 786 661 800Z" fill="#fde68a"/>'
  g += '<path d="M980 770H1080M990 770L980 800M1070 770L1080 800M970 784H1090" stroke="#0f1828" stroke-width="7" stroke-linecap="round"/>'
  for (const [x, y, sc] of [[70, 830, 2.6], [190, 800, 1.9], [300, 780, 1.3], [1330, 770, 1.4], [1440, 800, 2.1], [1560, 830, 2.8]]) g += use('p', x, y, sc, '#0b1424')
  return svgDoc(HW, HH, g)
}

function drawHeroes() {
  const scenes = [heroGolf, heroBridge, heroMainStreet, heroOrchard, heroFarm, heroCamp]
  scenes.forEach((fn, i) => out(`hero/hero-${i + 1}.svg`, fn()))
}

// ---------------------------------------------------------------- PNGs

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

function drawShareCard() {
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

function drawTouchIcon() {
  // The favicon scaled up; its rounded corners sit on the same green so the
  // icon is a full square (iOS applies its own mask).
  const fav = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="180" height="180" ')
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;width:180px;height:180px;overflow:hidden;background:#14532d}svg{display:block}</style></head><body>${fav}</body></html>`
  screenshot(html, 180, 180, 'apple-touch-icon.png')
}

// ---------------------------------------------------------------- main

function drawCarts() {
  for (const [art, spec] of Object.entries(SERIES)) {
    for (const seats of spec.seats) out(`carts/${art}-${seats}.svg`, cartSvg(spec, seats))
  }
  out('carts/placeholder.svg', cartSvg(PLACEHOLDER, 4))
}

drawCarts()
drawHeroes()
if (!process.argv.includes('--svg-only')) {
  drawShareCard()
  drawTouchIcon()
}

for (const rel of written) console.log(String(statSync(join(IMAGES, rel)).size).padStart(7), rel)
