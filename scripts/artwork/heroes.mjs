// The six hero backgrounds, public/images/hero/hero-1.svg to hero-6.svg:
// 1600x900 stylised Lehigh Valley scenes. They sit behind white text under a
// dark green overlay, so they stay calm: big flat layers, few details.
import { cartParts, SERIES } from './carts.mjs'
import { grad, h, out, rng, svgDoc } from './svg.mjs'

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
  // the brick wall: one dashed stroke over a plain fill (a pattern fill is rasterised on the main thread)
  g += '<rect x="560" y="586" width="520" height="90" fill="#a8322b"/><path d="M560 631H1080" stroke="#8a2822" stroke-width="90" stroke-dasharray="2 12"/><rect x="600" y="606" width="440" height="14" fill="#3b1716" fill-opacity=".55"/>'
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

export function drawHeroes() {
  const scenes = [heroGolf, heroBridge, heroMainStreet, heroOrchard, heroFarm, heroCamp]
  scenes.forEach((fn, i) => out(`hero/hero-${i + 1}.svg`, fn()))
}
