import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { MAX_PHOTO_BYTES, PHOTO_WIDTHS } from '#app/domain/photos'
import {
  gif,
  heicLike,
  hugePng,
  oversized,
  photoAvif,
  photoJpeg,
  photoPng,
  photoWebp,
  photoWithExif,
  polyglotJpegHtml,
  svgWithScript,
  truncatedJpeg,
} from '#app/tests/helpers/photos'
import { createPhotoQueue, HEIC_MESSAGE, PhotoError, processPhoto, sniffImageType } from './process'

// Encoding 12-megapixel photos on a shared 2-core machine can take a while when it is busy.
vi.setConfig({ testTimeout: 180_000 })

async function rejection(promise: Promise<unknown>): Promise<PhotoError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(PhotoError)
  return err as PhotoError
}

describe('sniffImageType', () => {
  it('knows the accepted types by their bytes, whatever the name', async () => {
    expect(sniffImageType(await photoJpeg({ width: 64, height: 48 }))).toBe('jpeg')
    expect(sniffImageType(await photoPng({ width: 64, height: 48 }))).toBe('png')
    expect(sniffImageType(await photoWebp({ width: 64, height: 48 }))).toBe('webp')
    expect(sniffImageType(await photoAvif({ width: 64, height: 48 }))).toBe('avif')
  })

  it('refuses HEIC with what to do on an iPhone', () => {
    expect(() => sniffImageType(heicLike())).toThrow(HEIC_MESSAGE)
    try {
      sniffImageType(heicLike())
    } catch (err) {
      expect((err as PhotoError).status).toBe(415)
      expect((err as PhotoError).message).toMatch(/Most Compatible/)
    }
  })

  it.each([
    ['SVG', () => svgWithScript(), /SVG/],
    ['GIF', () => gif(), /GIF/],
    ['HTML', () => Buffer.from('<!doctype html><script>alert(1)</script>'), /Web pages/],
    ['PDF', () => Buffer.from('%PDF-1.7\n'), /PDF/],
    ['text', () => Buffer.from('just some text'), /not a photo/],
  ])('refuses %s with 415', async (_name, make, message) => {
    const bytes = await make()
    const err = (() => {
      try {
        sniffImageType(bytes)
      } catch (e) {
        return e as PhotoError
      }
    })()
    expect(err?.status).toBe(415)
    expect(err?.message).toMatch(message)
    expect(err?.message).toMatch(/JPEG, PNG, WebP or AVIF/)
  })
})

describe('processPhoto', () => {
  it('makes AVIF, WebP and JPEG at each width from a 12-megapixel photo, never wider than it', async () => {
    const photo = await processPhoto(await photoJpeg())
    expect(photo).toMatchObject({ width: 4000, height: 3000, source: 'jpeg' })
    expect(photo.hash).toMatch(/^[0-9a-f]{16}$/)
    const byFormat = (f: string) => photo.variants.filter((v) => v.format === f).map((v) => [v.width, v.height])
    for (const format of ['avif', 'webp', 'jpeg']) expect(byFormat(format)).toEqual(PHOTO_WIDTHS.map((w) => [w, (w * 3) / 4]))
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata()
      expect(meta.width).toBe(variant.width)
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format)
    }
    // A photo compresses: the largest JPEG is a few hundred kilobytes at most, AVIF smaller still.
    const size = (f: string, w: number) => photo.variants.find((v) => v.format === f && v.width === w)!.bytes.length
    expect(size('jpeg', 1600)).toBeLessThan(600_000)
    expect(size('avif', 1600)).toBeLessThan(size('jpeg', 1600))
  })

  it('never upscales a small photo: its own width is the largest', async () => {
    const photo = await processPhoto(await photoPng({ width: 700, height: 500 }))
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([160, 480, 700])
    const tiny = await processPhoto(await photoWebp({ width: 150, height: 100 }))
    expect(tiny.variants.map((v) => v.width)).toEqual([150, 150, 150])
  })

  it('applies EXIF orientation and strips every piece of metadata (GPS, camera)', async () => {
    const input = await photoWithExif()
    expect((await sharp(input).metadata()).orientation).toBe(6)
    expect(input.includes(Buffer.from('TestCam'))).toBe(true)
    const photo = await processPhoto(input)
    // Stored 1200 × 900 landscape, shown 900 × 1200 portrait.
    expect([photo.width, photo.height]).toEqual([900, 1200])
    for (const variant of photo.variants) {
      expect(variant.height).toBeGreaterThan(variant.width)
      const meta = await sharp(variant.bytes).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.orientation ?? 1).toBe(1)
      expect(variant.bytes.includes(Buffer.from('TestCam'))).toBe(false)
      expect(variant.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false)
      // Turned clockwise: the left (red) half is now on top, the right (blue) below.
      const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
      const [top, bottom] = [pixel(info.width >> 1, info.height >> 3), pixel(info.width >> 1, info.height - (info.height >> 3))]
      expect(top[0]).toBeGreaterThan(150)
      expect(top[2]).toBeLessThan(100)
      expect(bottom[2]).toBeGreaterThan(150)
      expect(bottom[0]).toBeLessThan(100)
    }
  })

  it('takes PNG, WebP and AVIF', async () => {
    for (const input of [await photoPng(), await photoWebp(), await photoAvif()]) {
      const photo = await processPhoto(input)
      expect(photo.variants).toHaveLength(15)
    }
  })

  it('refuses a decompression bomb from its header, before decoding (413)', async () => {
    const started = Date.now()
    const err = await rejection(processPhoto(await hugePng()))
    expect(err.status).toBe(413)
    expect(err.message).toMatch(/30000 × 30000 pixels.*limit is 50 megapixels/)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('refuses a file over 25 MB (413)', async () => {
    const err = await rejection(processPhoto(oversized(MAX_PHOTO_BYTES + 1)))
    expect(err.status).toBe(413)
  })

  it.each([
    ['a truncated JPEG', 422, () => truncatedJpeg()],
    ['a JPEG header followed by HTML', 422, async () => polyglotJpegHtml()],
    ['an empty file', 422, async () => Buffer.alloc(0)],
    ['a HEIC photo', 415, async () => heicLike()],
    ['an SVG with a script', 415, async () => svgWithScript()],
    ['a GIF', 415, () => gif()],
  ] as const)('refuses %s with %i', async (_name, status, make) => {
    const err = await rejection(processPhoto(await make()))
    expect(err.status).toBe(status)
    expect(err.message.length).toBeGreaterThan(20)
  })
})

describe('createPhotoQueue', () => {
  it('runs at most `concurrency` jobs at once, in order, and carries on after a failure', async () => {
    const queue = createPhotoQueue(1)
    let running = 0
    let peak = 0
    const order: number[] = []
    const job = (n: number, fail = false) =>
      queue.run(async () => {
        running++
        peak = Math.max(peak, running)
        await new Promise((r) => setTimeout(r, 5))
        order.push(n)
        running--
        if (fail) throw new Error(`job ${n}`)
        return n
      })
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4)])
    expect(peak).toBe(1)
    expect(order).toEqual([1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    expect(queue.size).toBe(0)
  })
})
