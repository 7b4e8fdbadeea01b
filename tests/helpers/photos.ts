/**
 * Test photos: the sample photos (scripts/sample-photos.ts, 12-megapixel textured rasters
 * from the project's artwork) plus every kind of bad file the upload must refuse.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { cached, noise, photoJpeg } from '#app/scripts/sample-photos'

export { artworkNames, photoAvif, photoJpeg, photoPng, photoWebp, type PhotoOptions } from '#app/scripts/sample-photos'

/** Where the GPS tags of photoWithExif() point: the showroom's corner of Allentown (40°36'45.12"N 75°28'30.21"W). */
export const TEST_GPS = { latitude: [40, 36, 45.12], longitude: [75, 28, 30.21] } as const

/**
 * A JPEG stored landscape (width × height) with an EXIF block carrying orientation 6 (turn
 * 90° clockwise to show), a camera make and GPS coordinates: its variants must be portrait
 * and carry none of it. The left half is red and the right half blue, so the rotation is
 * checkable: shown upright, red is on top.
 */
export function photoWithExif({ width = 1200, height = 900 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  return cached(`exif-${width}x${height}.jpg`, async () => {
    const half = Math.round(width / 2)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${half}" height="${height}" fill="#d00000"/><rect x="${half}" width="${width - half}" height="${height}" fill="#0030d0"/></svg>`
    const plain = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
    // Right after the start-of-image marker: our APP1 Exif segment.
    return Buffer.concat([plain.subarray(0, 2), exifSegment(), plain.subarray(2)])
  })
}

/**
 * A minimal big-endian Exif APP1 segment: IFD0 with Make, Orientation 6 and a pointer to
 * a GPS IFD holding latitude and longitude (the tags a phone writes).
 */
function exifSegment(): Buffer {
  const make = Buffer.from('TestCam\0', 'latin1')
  const rationals = (dms: readonly number[]) => dms.flatMap((v) => [Math.round(v * 100), 100])
  // Layout (offsets from the TIFF header): header 8, IFD0 (3 entries) 2+36+4 = 42 -> 50,
  // GPS IFD (4 entries) 2+48+4 = 54 -> 104, Make 8 bytes -> 112, latitude 24 -> 136, longitude 24 -> 160.
  const tiff = Buffer.alloc(160)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  let o = 8
  const entry = (tag: number, type: number, count: number, value: number, inline16 = false) => {
    tiff.writeUInt16BE(tag, o)
    tiff.writeUInt16BE(type, o + 2)
    tiff.writeUInt32BE(count, o + 4)
    if (inline16) tiff.writeUInt16BE(value, o + 8)
    else tiff.writeUInt32BE(value, o + 8)
    o += 12
  }
  tiff.writeUInt16BE(3, o)
  o += 2
  entry(0x010f, 2, make.length, 104) // Make (ASCII) at 104
  entry(0x0112, 3, 1, 6, true) // Orientation = 6
  entry(0x8825, 4, 1, 50) // GPS IFD at 50
  tiff.writeUInt32BE(0, o) // no next IFD
  o = 50
  tiff.writeUInt16BE(4, o)
  o += 2
  tiff.writeUInt16BE(0x0001, o) // GPSLatitudeRef 'N'
  tiff.writeUInt16BE(2, o + 2)
  tiff.writeUInt32BE(2, o + 4)
  tiff.write('N\0', o + 8, 'latin1')
  o += 12
  entry(0x0002, 5, 3, 112) // GPSLatitude
  tiff.writeUInt16BE(0x0003, o) // GPSLongitudeRef 'W'
  tiff.writeUInt16BE(2, o + 2)
  tiff.writeUInt32BE(2, o + 4)
  tiff.write('W\0', o + 8, 'latin1')
  o += 12
  entry(0x0004, 5, 3, 136) // GPSLongitude
  tiff.writeUInt32BE(0, o)
  make.copy(tiff, 104)
  rationals(TEST_GPS.latitude).forEach((v, i) => tiff.writeUInt32BE(v, 112 + i * 4))
  rationals(TEST_GPS.longitude).forEach((v, i) => tiff.writeUInt32BE(v, 136 + i * 4))
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([header, body])
}

/** The first bytes of an iPhone HEIC: an ISO-BMFF `ftyp` box with brand `heic`, then junk. */
export function heicLike(): Buffer {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.writeUInt32BE(0, 12)
  ftyp.write('mif1heic', 16, 'latin1')
  return Buffer.concat([ftyp, noise(4096, 42)])
}

/** An SVG drawing with a script in it. */
export function svgWithScript(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300" fill="#0a0"/></svg>',
  )
}

/** A GIF (a format the upload does not take). */
export function gif(): Promise<Buffer> {
  return cached('small.gif', () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } }).gif().toBuffer())
}

/** The first `fraction` of a real JPEG: its header is valid, its scan data stops short. */
export async function truncatedJpeg(fraction = 0.4): Promise<Buffer> {
  const whole = await photoJpeg({ width: 1600, height: 1200 })
  return whole.subarray(0, Math.floor(whole.length * fraction))
}

/** A JPEG's start-of-image and a few header bytes followed by an HTML page with a script: sniffs as JPEG, is no image. */
export function polyglotJpegHtml(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from('<!doctype html><html><body><script>fetch("/admin").then(r=>r.text()).then(alert)</script></body></html>'),
  ])
}

/**
 * A small PNG whose header declares `width`×`height` (30000×30000 by default: 900
 * megapixels): the decompression bomb the pixel limit must stop before decoding.
 */
export async function hugePng(width = 30000, height = 30000): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer())
  // IHDR's data starts at byte 16 (8-byte signature, 4 length, 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

let crcTable: Uint32Array | undefined
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  let crc = 0xffffffff
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** Bytes over the per-file limit (a valid JPEG start, then padding). */
export function oversized(bytes: number): Buffer {
  const out = Buffer.alloc(bytes)
  out.set([0xff, 0xd8, 0xff, 0xe0])
  return out
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * `jpeg` made exactly `bytes` long with comment (COM) segments after the start-of-image
 * marker: still a valid JPEG of the same picture, as large as a camera's full-size file.
 */
export function paddedJpeg(jpeg: Buffer, bytes: number): Buffer {
  let missing = bytes - jpeg.length
  if (missing < 4) throw new Error(`paddedJpeg: ${bytes} bytes leaves no room for a comment segment`)
  const segments: Buffer[] = []
  while (missing > 0) {
    // A segment is its marker (2 bytes), its length (2, counting itself) and up to 65,533 bytes.
    let size = Math.min(missing, 65_537)
    // Never leave less than a whole empty segment for the next round.
    if (missing - size > 0 && missing - size < 4) size -= 4
    const segment = Buffer.alloc(size, 0x20)
    segment[0] = 0xff
    segment[1] = 0xfe
    segment.writeUInt16BE(size - 2, 2)
    segments.push(segment)
    missing -= size
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])
}
