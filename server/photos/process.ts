/**
 * Turns an uploaded file into the variants the site serves: the real type sniffed from
 * the bytes (never the name or the declared type), the pixel count checked before any
 * decoding, EXIF orientation applied, every piece of metadata (GPS, camera) dropped, and
 * one decode resized into AVIF, WebP and JPEG at each width. Nothing of the upload itself
 * is ever served: every byte a visitor gets was encoded here.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { setPriority } from 'node:os'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, variantWidths, type PhotoFormat } from '#app/domain/photos'

/** A file the upload refuses, with the status and a message that says what to do. */
export class PhotoError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message)
    this.name = 'PhotoError'
  }
}

export type PhotoSourceType = 'jpeg' | 'png' | 'webp' | 'avif'

const ACCEPTED = 'upload it as JPEG, PNG, WebP or AVIF'
export const HEIC_MESSAGE =
  "iPhone HEIC photos are not supported yet: choose 'Most Compatible' in Settings › Camera › Formats, or export the photo as JPEG"

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1')
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b)

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/** The brands of an ISO-BMFF `ftyp` box at the start (major first), or undefined when there is none. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined
  const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0)
  const end = Math.min(size >= 16 ? size : 16, bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands
}

/**
 * The image type the bytes really hold (their first few hundred are enough), or a
 * PhotoError: 415 for any type the site does not take, with what to do instead.
 */
export function sniffImageType(bytes: Uint8Array): PhotoSourceType {
  if (bytes.length === 0) throw new PhotoError(422, 'The file is empty: choose the photo again')
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  const brands = ftypBrands(bytes)
  if (brands) {
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif'
    if (brands.some((b) => HEIF_BRANDS.has(b))) throw new PhotoError(415, HEIC_MESSAGE)
    throw new PhotoError(415, `Videos and other ISO media files are not photos: ${ACCEPTED}`)
  }
  if (ascii(bytes, 0, 4) === 'GIF8') throw new PhotoError(415, `GIF images are not accepted: ${ACCEPTED}`)
  const text = ascii(bytes, 0, 512).replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart().toLowerCase()
  if (text.startsWith('<')) {
    const what = text.includes('<svg') ? 'SVG drawings' : 'Web pages and XML files'
    throw new PhotoError(415, `${what} are not accepted: ${ACCEPTED}`)
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    throw new PhotoError(415, `TIFF and camera RAW files are not accepted: export the photo as JPEG, or ${ACCEPTED}`)
  if (ascii(bytes, 0, 2) === 'BM') throw new PhotoError(415, `BMP images are not accepted: ${ACCEPTED}`)
  if (ascii(bytes, 0, 5) === '%PDF-') throw new PhotoError(415, `PDF documents are not accepted: ${ACCEPTED}`)
  throw new PhotoError(415, `This file is not a photo the site can use: ${ACCEPTED}`)
}

export interface ProcessedVariant {
  format: PhotoFormat
  width: number
  height: number
  bytes: Buffer
}

export interface ProcessedPhoto {
  /** After rotation, before resizing. */
  width: number
  height: number
  /** First 16 hex digits of the upload's SHA-256. */
  hash: string
  source: PhotoSourceType
  variants: ProcessedVariant[]
}

/**
 * Encoder settings, chosen by measurement on this shared 2-core machine while it was
 * quiet: AVIF effort is what costs. A 12-megapixel photo's nine variants took about 0.4 s
 * at effort 0, 0.6 s at 1, 1.2 s at 2 and 6 to 9 s at 4 with the encodes side by side,
 * 0.8 to 1.2 s at effort 1 one at a time (as now, for memory). Effort 1 at quality 50
 * gives files about a third of the JPEG's size with no visible banding on sky gradients.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, progressive: true },
} as const

sharp.cache(false)

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

async function fileStart(file: string): Promise<{ size: number; head: Buffer }> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const head = Buffer.alloc(Math.min(512, size))
    await handle.read(head, 0, head.length, 0)
    return { size, head }
  } finally {
    await handle.close()
  }
}

/**
 * The checks before decoding, from the header alone: size, real type, pixel count. Cheap
 * (no pixels decoded), so every file of an upload is checked before any is processed.
 */
export async function inspectPhoto(input: Buffer | string): Promise<{ source: PhotoSourceType; width: number; height: number }> {
  // A path is read only as far as needed: its first bytes here, its header by libvips.
  const { size, head } = typeof input === 'string' ? await fileStart(input) : { size: input.length, head: input.subarray(0, 512) }
  if (size > MAX_PHOTO_BYTES)
    throw new PhotoError(413, `The file is ${mb(size)}; the limit is ${mb(MAX_PHOTO_BYTES)} per photo: export it at a smaller size`)
  const source = sniffImageType(head)
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoError(422, 'The photo could not be read: it may be damaged or only partly uploaded. Try exporting it again')
  }
  if (source === 'avif' && meta.compression && meta.compression !== 'av1') throw new PhotoError(415, HEIC_MESSAGE)
  const width = meta.autoOrient?.width ?? meta.width
  const height = meta.autoOrient?.height ?? meta.height
  if (!width || !height) throw new PhotoError(422, 'The photo could not be read: it has no size. Try exporting it again')
  if (width * height > MAX_PHOTO_PIXELS)
    throw new PhotoError(
      413,
      `The photo is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${MAX_PHOTO_PIXELS / 1e6} megapixels: resize it or export it at a smaller size`,
    )
  return { source, width, height }
}

/**
 * Every variant of one photo. One decode (with JPEG shrink-on-load) into the largest
 * width's pixels, then each width resized from those and encoded in each format in turn.
 * Throws PhotoError for anything the site does not take.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const { source, width, height } = await inspectPhoto(input)
  const widths = variantWidths(width)
  const largest = widths[widths.length - 1]
  lowerImageThreadPriority()

  let decoded: { data: Buffer; info: OutputInfo }
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw new PhotoError(413, `The photo is larger than ${MAX_PHOTO_PIXELS / 1e6} megapixels: resize it or export it at a smaller size`)
    throw new PhotoError(422, 'The photo could not be read: it may be damaged or only partly uploaded. Try exporting it again')
  }
  const variants = await encodeVariants(decoded, widths)
  return {
    width,
    height,
    hash: await contentHash(input),
    source,
    variants,
  }
}

/**
 * Each width of decoded pixels in each format (AVIF, WebP, JPEG), sorted by format and width.
 * One encode at a time: libvips already spreads each over the cores, and encoders side by side
 * held about 130 MB more at once (measured: peak RSS 440-510 MB against 355-380 MB).
 */
async function encodeVariants({ data, info }: { data: Buffer; info: OutputInfo }, widths: readonly number[]): Promise<ProcessedVariant[]> {
  const raw = { width: info.width, height: info.height, channels: info.channels as 3 }
  const variants: ProcessedVariant[] = []
  for (const w of [...widths].reverse()) {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const image = w === info.width ? sharp(data, { raw }) : sharp(data, { raw }).resize({ width: w })
      const out = await (format === 'avif' ? image.avif(ENCODERS.avif) : format === 'webp' ? image.webp(ENCODERS.webp) : image.jpeg(ENCODERS.jpeg)).toBuffer({
        resolveWithObject: true,
      })
      variants.push({ format, width: out.info.width, height: out.info.height, bytes: out.data })
    }
  }
  return variants.sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)
}

/**
 * Variants at `widths` (each narrower than `stored`) made from a photo's stored variant: for
 * photos stored before a standard width was added. The stored variant is already upright and
 * free of metadata, so it is only decoded and resized.
 */
export async function variantsFromStored(stored: Buffer, widths: readonly number[]): Promise<ProcessedVariant[]> {
  lowerImageThreadPriority()
  const decoded = await sharp(stored, { failOn: 'error' }).flatten({ background: '#ffffff' }).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  if (widths.some((w) => w >= decoded.info.width)) throw new Error(`variants must be narrower than the stored ${decoded.info.width} px`)
  return encodeVariants(decoded, widths)
}

/** The first 16 hex digits of the SHA-256, hashed a megabyte at a time so a 25 MB file never holds up the event loop for long. */
async function contentHash(input: Buffer): Promise<string> {
  const hash = createHash('sha256')
  const step = 1 << 20
  for (let at = 0; at < input.length; at += step) {
    hash.update(input.subarray(at, at + step))
    if (at + step < input.length) await new Promise((resolve) => setImmediate(resolve))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Lowers the scheduling priority of libvips' worker threads (Linux; best effort), so on a
 * small machine the thread answering page requests gets a core at once while a photo is
 * encoded. Threads inherit nothing here: libvips makes them as it needs them, so this runs
 * before each job.
 */
export function lowerImageThreadPriority(): void {
  if (process.platform !== 'linux') return
  try {
    for (const task of readdirSync('/proc/self/task')) {
      if (reniced.has(task)) continue
      if (readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== 'libvips worker') continue
      setPriority(Number(task), IMAGE_THREAD_NICE)
      reniced.add(task)
    }
  } catch {
    // Not allowed or not there: photos are processed at normal priority.
  }
}
const IMAGE_THREAD_NICE = 10
const reniced = new Set<string>()

/**
 * Runs photo jobs at most `concurrency` at a time, in arrival order: a burst of uploads
 * waits its turn instead of decoding ten 12-megapixel photos at once (each needs about
 * 100 MB while it is processed).
 */
export function createPhotoQueue(concurrency = 1) {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    if (running >= concurrency) return
    const start = waiting.shift()
    if (start) {
      running++
      start()
    }
  }
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              running--
              next()
            })
        })
        next()
      })
    },
    /** Jobs waiting or running. */
    get size() {
      return running + waiting.length
    },
  }
}

export type PhotoQueue = ReturnType<typeof createPhotoQueue>

/** The process's photo queue: one photo at a time. */
export const photoQueue: PhotoQueue = createPhotoQueue(1)
