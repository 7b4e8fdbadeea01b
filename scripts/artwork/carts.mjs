// The cart drawings: one side view per series and seat count, plus the grey
// placeholder, written to public/images/carts/.  cartParts() is also used by
// the main-street hero and the share card.
//
// Side view, nose to the right. Local coordinates: ground at y = 0, up is
// negative, rear bumper at x = 0. Each row of two seats is a seat pod with a
// cushion and a backrest; rows are `PITCH` apart, so roof and wheelbase grow
// with the seat count.
import { blob, grad, h, n, out, rng, svgDoc } from './svg.mjs'

const PITCH = 124
const POD = 96
const FRONT = 186

export const SERIES = {
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
export function cartParts(c, seats, p = 'c') {
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

export function drawCarts() {
  for (const [art, spec] of Object.entries(SERIES)) {
    for (const seats of spec.seats) out(`carts/${art}-${seats}.svg`, cartSvg(spec, seats))
  }
  out('carts/placeholder.svg', cartSvg(PLACEHOLDER, 4))
}
