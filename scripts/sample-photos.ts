/**
 * Sample photos generated from the project's own artwork (no copied photos): a cart drawing
 * from public/images/carts rendered at 12 megapixels with a sky, ground, light falloff and
 * grain, so it compresses like a phone photo. The tests, the Lighthouse audit and the bench
 * use them (tests/helpers/photos.ts, scripts/seed-photos.ts). Files are cached in a temp
 * directory for the process.
 */
import { mkdirSync, existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type Sharp } from 'sharp'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const ARTWORK_DIR = path.join(ROOT, 'public/images/carts')

/** The cart drawings that can become photos (placeholder excluded). */
export function artworkNames(): string[] {
  return readdirSync(ARTWORK_DIR)
    .filter((f) => f.endsWith('.svg') && f !== 'placeholder.svg')
    .map((f) => f.replace(/\.svg$/, ''))
    .sort()
}

const CACHE_DIR = path.join(tmpdir(), `lcgc-sample-photos-${process.pid}`)

/** `make()`'s bytes, kept in this process's cache directory under `name`. */
export async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE_DIR, name)
  if (existsSync(file)) return readFileSync(file)
  const bytes = await make()
  mkdirSync(CACHE_DIR, { recursive: true })
  writeFileSync(file, bytes)
  return bytes
}

/** Deterministic pseudo-random bytes (xorshift), so a run's photos are the same every time. */
export function noise(length: number, seed: number): Buffer {
  const out = Buffer.allocUnsafe(length)
  let x = seed | 0 || 0x9e3779b9
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

export interface PhotoOptions {
  /** Which drawing (a name from artworkNames()); default the first. */
  artwork?: string
  width?: number
  height?: number
  /** A different seed gives different grain (and so a different file). */
  seed?: number
}

/**
 * The photo's pixels as raw RGB: a sky gradient and ground, the cart drawing in the
 * middle, blotchy low-frequency texture and fine grain.
 */
async function scene({ artwork = artworkNames()[0], width = 4000, height = 3000, seed = 1 }: PhotoOptions): Promise<Sharp> {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#dbe9f6"/></linearGradient>
        <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a9a4a"/><stop offset="1" stop-color="#3f5a22"/></linearGradient>
        <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
      </defs>
      <rect width="100%" height="62%" fill="url(#sky)"/>
      <rect y="62%" width="100%" height="38%" fill="url(#ground)"/>
      <rect width="100%" height="100%" fill="url(#vignette)"/>
    </svg>`,
  )
  const cartWidth = Math.round(width * 0.8)
  const cart = await sharp(path.join(ARTWORK_DIR, `${artwork}.svg`), { density: Math.max(72, Math.round((72 * cartWidth) / 800)) })
    .resize({ width: cartWidth, height: Math.round(height * 0.8), fit: 'inside' })
    .png()
    .toBuffer()
  // Blotches: coarse noise blown up and blurred (foliage, tarmac); grain: fine noise at full size.
  const cw = Math.ceil(width / 16)
  const ch = Math.ceil(height / 16)
  const blotches = await sharp(noise(cw * ch, seed), { raw: { width: cw, height: ch, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(3)
    .linear(0.5, 140)
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer()
  const grain = await sharp(noise(width * height, seed * 7919 + 1), { raw: { width, height, channels: 1 } })
    .linear(0.3, 90)
    .png({ compressionLevel: 1 })
    .toBuffer()
  const base = await sharp(background)
    .composite([
      { input: cart, gravity: 'center' },
      { input: blotches, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels as 3 } })
}

const key = (kind: string, o: PhotoOptions) => `${kind}-${o.artwork ?? 'default'}-${o.width ?? 4000}x${o.height ?? 3000}-${o.seed ?? 1}`

/** A 12-megapixel (4000×3000 by default) JPEG like a phone's, without metadata. */
export function photoJpeg(options: PhotoOptions = {}): Promise<Buffer> {
  return cached(`${key('jpeg', options)}.jpg`, async () => (await scene(options)).jpeg({ quality: 88, mozjpeg: false }).toBuffer())
}

export function photoPng(options: PhotoOptions = { width: 1600, height: 1200 }): Promise<Buffer> {
  return cached(`${key('png', options)}.png`, async () => (await scene(options)).png({ compressionLevel: 3 }).toBuffer())
}

export function photoWebp(options: PhotoOptions = { width: 1600, height: 1200 }): Promise<Buffer> {
  return cached(`${key('webp', options)}.webp`, async () => (await scene(options)).webp({ quality: 85 }).toBuffer())
}

export function photoAvif(options: PhotoOptions = { width: 1600, height: 1200 }): Promise<Buffer> {
  return cached(`${key('avif', options)}.avif`, async () => (await scene(options)).avif({ quality: 60, effort: 0 }).toBuffer())
}
