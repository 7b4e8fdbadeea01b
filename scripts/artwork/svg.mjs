// The shared drawing helpers of the artwork generator: number rounding, the
// rounding template tag, the SVG document wrapper, the seeded random numbers,
// blobs and gradients, and the writer that puts files under public/images.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const IMAGES = join(ROOT, 'public/images')

/** Round to one decimal (drops "-0" and trailing ".0"). */
export const n = (v) => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? 0 : r
}
/** Tagged template that rounds every numeric substitution. */
export const h = (strs, ...vals) =>
  strs.reduce((acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === 'number' ? n(vals[i]) : vals[i]) : ''), '')

export const svgDoc = (w, hgt, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}">${body}</svg>\n`

/** Deterministic pseudo-random numbers so every run produces identical files. */
export function rng(seed) {
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
export function blob(cx, cy, rad, rand, k = 7) {
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

export const grad = (id, stops, x2 = 0, y2 = 1) =>
  h`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op]) => h`<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : h` stop-opacity="${op}"`}/>`).join('') +
  '</linearGradient>'

/** Every file written so far, relative to public/images (draw.mjs lists them). */
export const written = []
export function out(rel, content) {
  const file = join(IMAGES, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push(rel)
}
