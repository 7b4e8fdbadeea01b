/**
 * The photo upload, ordering and serving endpoints over HTTP, against their real routers
 * on a real database (SQLite, or PostgreSQL under scripts/with-postgres.sh): every status, temp files removed, nothing half-written, and a
 * property test throwing random and damaged files at the upload.
 *
 * Sign-in is stood in for by a fake guard (an `x-test-actor` header signs in; the CSRF
 * token is `test-csrf`, in the `x-csrf-token` header or a `_csrf` field), so these tests
 * do not depend on the session machinery; the console's browser tests use the real one.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express, { type Express, type RequestHandler } from 'express'
import fc from 'fast-check'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_PHOTOS_PER_VEHICLE, type VehiclePhoto } from '#app/domain/photos'
import { seedInventory } from '#app/server/inventory'
import { createServices, type Services } from '#app/server/services'
import { photoFiles, photoRoutes } from '#app/server/photos'
import { loggerInto } from '../helpers/logs'
import { openTestDatabase, type TestDatabase } from '../helpers/database'
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
} from '../helpers/photos'

// Encoding 12-megapixel photos on a shared 2-core machine can take a while when it is busy.
vi.setConfig({ testTimeout: 180_000 })

const VEHICLE = 'denago-ev-city'
const CSRF = 'test-csrf'
const SIGNED_IN = { 'x-test-actor': 'owner@example.com', 'x-csrf-token': CSRF }

let dir: string
let uploads: string
let db: TestDatabase
let services: Services
let app: Express
const logs: string[] = []

/** Stands in for authenticate(): the header names the operator. */
const fakeAuthenticate: RequestHandler = (req, res, next) => {
  const email = req.get('x-test-actor')
  if (email) res.locals.actor = { kind: 'operator', id: 1, email, role: 'staff' }
  next()
}
const fakeRequireActor: RequestHandler = (req, res, next) => {
  if (res.locals.actor) return next()
  if (req.originalUrl.startsWith('/api/')) res.status(401).json({ error: 'Sign in required' })
  else res.redirect(303, '/admin/sign-in')
}
const fakeCsrf: RequestHandler = (req, res, next) => {
  const sent = req.get('x-csrf-token') ?? (req.body as Record<string, unknown> | undefined)?._csrf
  if (sent !== CSRF) {
    res.status(403).json({ error: 'Forbidden' })
    return
  }
  next()
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-photo-api-'))
  uploads = path.join(dir, 'uploads')
  await (await import('node:fs/promises')).mkdir(uploads)
  db = await openTestDatabase(dir)
  await seedInventory(db)
  services = createServices(db)
  const logger = loggerInto(logs)
  app = express()
  app.use(photoFiles(services, { versionMaxAgeMs: 0 }))
  app.use(fakeAuthenticate)
  // The console's page renderer, standing in: it answers with what it was asked to render.
  const render = async (_req: express.Request, res: express.Response, status?: number, extra?: object) => {
    res.status(status ?? 200).json({ rendered: extra })
  }
  app.use(photoRoutes({ services, logger, guard: [fakeRequireActor, fakeCsrf], render, tmpDir: uploads }))
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logs.push(`UNHANDLED ${String(err)}`)
    res.status(500).json({ error: 'Internal server error' })
  })
})
afterAll(async () => {
  await db.destroy()
  await rm(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await db.run('DELETE FROM photos')
})

const counts = async () => ({
  photos: (await db.get<{ n: number }>('SELECT count(*) AS n FROM photos'))!.n,
  variants: (await db.get<{ n: number }>('SELECT count(*) AS n FROM photo_variants'))!.n,
})
/** Temp files still on disk (the response has ended; their removal is asynchronous, so give it up to 3 s). */
async function leftovers(): Promise<string[]> {
  for (let waited = 0; ; waited += 50) {
    const files = await readdir(uploads)
    if (files.length === 0 || waited >= 3000) return files
    await new Promise((r) => setTimeout(r, 50))
  }
}

function upload(files: [Buffer, string][], headers: Record<string, string> = SIGNED_IN, url = `/api/admin/vehicles/${VEHICLE}/photos`) {
  let req = request(app).post(url).set(headers)
  for (const [bytes, name] of files) req = req.attach('photo', bytes, name)
  return req
}

describe('POST /api/admin/vehicles/:id/photos', () => {
  it('201: a 12-megapixel JPEG becomes AVIF, WebP and JPEG variants served under immutable URLs', async () => {
    const res = await upload([[await photoJpeg(), 'IMG_0001.JPG']]).expect(201)
    const photos = res.body.photos as VehiclePhoto[]
    expect(photos).toHaveLength(1)
    expect(photos[0]).toMatchObject({ width: 4000, height: 3000 })
    expect(photos[0].variants).toHaveLength(15)
    for (const variant of photos[0].variants) {
      const got = await request(app).get(variant.url).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => cb(null, Buffer.concat(chunks)))
      }).expect(200)
      expect(got.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format])
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(got.headers['x-content-type-options']).toBe('nosniff')
      expect(got.headers.etag).toMatch(/^".+"$/)
      // Served byte for byte as stored.
      const stored = await db.kysely
        .selectFrom('photo_variants')
        .select(['bytes', 'byte_size'])
        .where('photo_id', '=', photos[0].id)
        .where('format', '=', variant.format)
        .where('width', '=', variant.width)
        .executeTakeFirstOrThrow()
      expect((got.body as Buffer).equals(stored.bytes)).toBe(true)
      expect(stored.bytes.length).toBe(stored.byte_size)
      const meta = await sharp(got.body as Buffer).metadata()
      expect(meta.width).toBe(variant.width)
      expect(meta.exif).toBeUndefined()
      await request(app).get(variant.url).set('If-None-Match', got.headers.etag).expect(304)
    }
    const head = await request(app).head(photos[0].variants[0].url).expect(200)
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    expect(await leftovers()).toEqual([])
    const [entry] = await services.audit.list({ entity: 'vehicle', entityId: VEHICLE })
    expect(entry).toMatchObject({ action: 'photo.add', actor: 'owner@example.com' })
    expect(logs.join('')).toMatch(/"msg":"photos added"/)
  })

  it('201: several files at once, in the order sent, after the photos already there', async () => {
    const first = (await upload([[await photoWithExif(), 'portrait.jpg']]).expect(201)).body.photos as VehiclePhoto[]
    expect([first[0].width, first[0].height]).toEqual([900, 1200])
    const res = await upload([
      [await photoPng(), 'a.png'],
      [await photoWebp(), 'b.webp'],
      [await photoAvif(), 'c.avif'],
    ]).expect(201)
    const photos = res.body.photos as VehiclePhoto[]
    expect(photos).toHaveLength(4)
    expect(photos[0].id).toBe(first[0].id)
    expect((await services.photos.ofVehicle(VEHICLE)).map((p) => p.id)).toEqual(photos.map((p) => p.id))
  })

  it.each([
    ['an iPhone HEIC', () => heicLike(), 'IMG_4032.HEIC', 415, /Most Compatible/],
    ['an SVG with a script', () => svgWithScript(), 'drawing.svg', 415, /SVG/],
    ['an SVG named .jpg', () => svgWithScript(), 'innocent.jpg', 415, /SVG/],
    ['a GIF', () => gif(), 'anim.gif', 415, /GIF/],
    ['a truncated JPEG', () => truncatedJpeg(), 'cut.jpg', 422, /could not be read/],
    ['a JPEG header followed by HTML', () => polyglotJpegHtml(), 'polyglot.jpg', 422, /could not be read/],
    ['a PNG declaring 30000 × 30000 pixels', () => hugePng(), 'bomb.png', 413, /30000 × 30000/],
    ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 422, /empty/],
  ] as const)('refuses %s, naming it, and stores nothing', async (_what, make, name, status, message) => {
    const res = await upload([[await make(), name]]).expect(status)
    expect(res.body.error).toMatch(message)
    expect(res.body.error).toContain(name)
    expect(res.body.files).toEqual([{ name, status, error: expect.stringMatching(message) }])
    expect(res.body.fields.photo).toBe(res.body.error)
    expect(await counts()).toEqual({ photos: 0, variants: 0 })
    expect(await leftovers()).toEqual([])
  })

  it('413: a file over 25 MB, named, and nothing left on disk', async () => {
    const res = await upload([[oversized(25 * 1024 * 1024 + 10), 'huge.jpg']]).expect(413)
    expect(res.body.error).toMatch(/huge\.jpg: the file is larger than 25 MB/)
    expect(await counts()).toEqual({ photos: 0, variants: 0 })
    expect(await leftovers()).toEqual([])
  })

  it('all or nothing: one bad file among good ones is named and none is stored', async () => {
    const audited = (await services.audit.list({ limit: 500 })).length
    const res = await upload([
      [await photoPng(), 'good-1.png'],
      [heicLike(), 'IMG_4033.HEIC'],
      [await photoWebp(), 'good-2.webp'],
      [svgWithScript(), 'x.svg'],
    ]).expect(415)
    expect(res.body.error).toMatch(/^2 files were refused, nothing was added\. IMG_4033\.HEIC: iPhone HEIC.* x\.svg: SVG/)
    expect(res.body.files.map((f: { name: string }) => f.name)).toEqual(['IMG_4033.HEIC', 'x.svg'])
    expect(await counts()).toEqual({ photos: 0, variants: 0 })
    expect(await services.audit.list({ limit: 500 })).toHaveLength(audited)
    // A file that passes the header check but fails to decode also stops the whole upload.
    const late = await upload([
      [await photoPng(), 'good.png'],
      [await truncatedJpeg(), 'cut-short.jpg'],
    ]).expect(422)
    expect(late.body.files).toEqual([{ name: 'cut-short.jpg', status: 422, error: expect.any(String) }])
    expect(await counts()).toEqual({ photos: 0, variants: 0 })
    expect(await leftovers()).toEqual([])
  })

  it('404: an unknown vehicle', async () => {
    const res = await upload([[await photoPng(), 'a.png']], SIGNED_IN, '/api/admin/vehicles/no-such-cart/photos').expect(404)
    expect(res.body).toEqual({ error: 'Vehicle not found' })
    expect(await leftovers()).toEqual([])
  })

  it(`400: more than ${MAX_PHOTOS_PER_VEHICLE} photos on one vehicle`, async () => {
    const tiny = (await import('#app/server/photos')).processPhoto(await photoPng({ width: 64, height: 48 }))
    const processed = await tiny
    await services.photos.add(VEHICLE, Array.from({ length: MAX_PHOTOS_PER_VEHICLE - 1 }, () => processed), { kind: 'cli' })
    const res = await upload([
      [await photoPng({ width: 64, height: 48 }), 'a.png'],
      [await photoPng({ width: 64, height: 48 }), 'b.png'],
    ]).expect(400)
    expect(res.body.error).toMatch(/at most 40 photos: it has 39, so 1 more can be added, not 2/)
    expect(await counts()).toMatchObject({ photos: MAX_PHOTOS_PER_VEHICLE - 1 })
  })

  it('400: no file, or files in another field; 415: not multipart', async () => {
    expect((await request(app).post(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN).field('x', '1').expect(400)).body.error).toMatch(
      /at least one photo/,
    )
    expect(
      (await request(app).post(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN).attach('image', await photoPng(), 'a.png').expect(400)).body
        .error,
    ).toMatch(/field 'photo'/)
    await request(app).post(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN).send({ photo: 'x' }).expect(415)
    await request(app)
      .post(`/api/admin/vehicles/${VEHICLE}/photos`)
      .set({ ...SIGNED_IN, 'content-type': 'multipart/form-data; boundary=xyz' })
      .send('--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc')
      .expect(400)
    expect(await leftovers()).toEqual([])
  })

  it('401 without sign-in (before any file is stored), 403 without the CSRF token', async () => {
    await upload([[await photoPng(), 'a.png']], {}).expect(401)
    await upload([[await photoPng(), 'a.png']], { 'x-test-actor': 'owner@example.com' }).expect(403)
    expect(await counts()).toEqual({ photos: 0, variants: 0 })
    expect(await leftovers()).toEqual([])
  })
})

describe('PUT /api/admin/vehicles/:id/photos and DELETE …/:photoId', () => {
  async function three(): Promise<string[]> {
    const processed = await (await import('#app/server/photos')).processPhoto(await photoPng({ width: 64, height: 48 }))
    return (await services.photos.add(VEHICLE, [processed, processed, processed], { kind: 'cli' })).map((p) => p.id)
  }

  it('200: reorders with the full list of ids', async () => {
    const [a, b, c] = await three()
    const res = await request(app).put(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN).send({ order: [c, a, b] }).expect(200)
    expect(res.body.photos.map((p: VehiclePhoto) => p.id)).toEqual([c, a, b])
  })

  it('400 for a list that is not exactly the vehicle’s photos, or no list; 415 not JSON; 404 unknown vehicle; 401; 403', async () => {
    const [a, b, c] = await three()
    const put = (body: unknown, url = `/api/admin/vehicles/${VEHICLE}/photos`, headers: Record<string, string> = SIGNED_IN) =>
      request(app).put(url).set(headers).send(body as object)
    for (const order of [[a, b], [a, b, c, c], [a, b, 'ffffffffffffffff'], []]) {
      const res = await put({ order }).expect(400)
      expect(res.body).toEqual({ error: 'Invalid order', fields: { order: expect.stringMatching(/exactly once/) } })
    }
    expect((await put({ ordre: [a, b, c] }).expect(400)).body.fields.order).toMatch(/order/)
    expect((await put({ order: 'abc' }).expect(400)).body.error).toBe('Invalid order')
    await request(app).put(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN).type('form').send('order=a').expect(415)
    await put({ order: [] }, '/api/admin/vehicles/no-such-cart/photos').expect(404)
    await put({ order: [c, b, a] }, undefined, {}).expect(401)
    await put({ order: [c, b, a] }, undefined, { 'x-test-actor': 'x@example.com' }).expect(403)
    expect((await services.photos.ofVehicle(VEHICLE)).map((p) => p.id)).toEqual([a, b, c])
  })

  it('DELETE: 200 with the photos left, its URLs 404 at once; 404 unknown photo or vehicle', async () => {
    const [a, b, c] = await three()
    const url = (await services.photos.ofVehicle(VEHICLE))[1].variants[0].url
    await request(app).get(url).expect(200)
    const res = await request(app).delete(`/api/admin/vehicles/${VEHICLE}/photos/${b}`).set(SIGNED_IN).expect(200)
    expect(res.body.photos.map((p: VehiclePhoto) => p.id)).toEqual([a, c])
    await request(app).get(url).expect(404)
    await request(app).delete(`/api/admin/vehicles/${VEHICLE}/photos/${b}`).set(SIGNED_IN).expect(404)
    await request(app).delete(`/api/admin/vehicles/no-such-cart/photos/${a}`).set(SIGNED_IN).expect(404)
    await request(app).delete(`/api/admin/vehicles/${VEHICLE}/photos/${a}`).expect(401)
  })
})

describe('the console’s forms without JavaScript', () => {
  const FORM_ACTOR = { 'x-test-actor': 'staff@example.com' }

  it('upload: 303 back to the photos with how many were added; a refused file: the page again saying why', async () => {
    const ok = await request(app)
      .post(`/admin/vehicles/${VEHICLE}/photos`)
      .set(FORM_ACTOR)
      .field('_csrf', CSRF)
      .attach('photo', await photoPng(), 'lot.png')
      .expect(303)
    expect(ok.headers.location).toBe(`/admin/vehicles/${VEHICLE}?notice=photos-added&count=1#photos`)
    const bad = await request(app)
      .post(`/admin/vehicles/${VEHICLE}/photos`)
      .set(FORM_ACTOR)
      .field('_csrf', CSRF)
      .attach('photo', heicLike(), 'IMG_1.HEIC')
      .expect(415)
    // The refusal travels with the rendered page, never in a URL a link could forge.
    expect(bad.body.rendered.url).toBe(`/admin/vehicles/${VEHICLE}`)
    expect(bad.body.rendered.photoError).toMatch(/^IMG_1\.HEIC: iPhone HEIC photos are not supported yet/)
    // No file chosen.
    const none = await request(app).post(`/admin/vehicles/${VEHICLE}/photos`).set(FORM_ACTOR).field('_csrf', CSRF).expect(400)
    expect(none.body.rendered.photoError).toMatch(/at least one photo/)
    // Signed out: the guard's answer (to the sign-in page); no token: 403.
    const out = await request(app).post(`/admin/vehicles/${VEHICLE}/photos`).attach('photo', await photoPng(), 'a.png').expect(303)
    expect(out.headers.location).toBe('/admin/sign-in')
    await request(app).post(`/admin/vehicles/${VEHICLE}/photos`).set(FORM_ACTOR).attach('photo', await photoPng(), 'a.png').expect(403)
    expect(await counts()).toMatchObject({ photos: 1 })
    expect(await leftovers()).toEqual([])
  })

  it('move up and down, make cover, delete: each 303 back to the photos', async () => {
    const processed = await (await import('#app/server/photos')).processPhoto(await photoPng({ width: 64, height: 48 }))
    const [a, b, c] = (await services.photos.add(VEHICLE, [processed, processed, processed], { kind: 'cli' })).map((p) => p.id)
    const post = (action: string, body: Record<string, string> = {}) =>
      request(app)
        .post(`/admin/vehicles/${VEHICLE}/photos/${action}`)
        .set(FORM_ACTOR)
        .type('form')
        .send({ _csrf: CSRF, ...body })
    const order = async () => (await services.photos.ofVehicle(VEHICLE)).map((p) => p.id)

    expect((await post(`${c}/move`, { direction: 'up' }).expect(303)).headers.location).toBe(`/admin/vehicles/${VEHICLE}?notice=photo-moved#photos`)
    expect(await order()).toEqual([a, c, b])
    await post(`${a}/move`, { direction: 'down' }).expect(303)
    expect(await order()).toEqual([c, a, b])
    await post(`${b}/cover`).expect(303)
    expect(await order()).toEqual([b, c, a])
    await post(`${c}/delete`).expect(303)
    expect(await order()).toEqual([b, a])

    const sideways = await post(`${a}/move`, { direction: 'sideways' }).expect(400)
    expect(sideways.body.rendered.photoError).toMatch(/up or down/)
    const gone = await post(`${c}/cover`).expect(404)
    expect(gone.body.rendered.photoError).toBe('Photo not found')
    await request(app).post(`/admin/vehicles/no-such-cart/photos/${a}/delete`).set(FORM_ACTOR).type('form').send({ _csrf: CSRF }).expect(404)
    await request(app).post(`/admin/vehicles/${VEHICLE}/photos/${a}/delete`).set(FORM_ACTOR).type('form').send({ _csrf: 'wrong' }).expect(403)
    expect(await order()).toEqual([b, a])
  })
})

describe('GET /photos/…', () => {
  it('404 for unknown or malformed names, 405 for other methods', async () => {
    for (const url of ['/photos/', '/photos/x.jpg', '/photos/0123456789abcdef-0123456789abcdef-480.jpg', '/photos/../site.db', '/photos/0123456789abcdef-0123456789abcdef-480.png'])
      await request(app).get(url).expect(404)
    await request(app).post('/photos/0123456789abcdef-0123456789abcdef-480.jpg').expect(405)
  })
})

describe('upload fuzzing', () => {
  it('random, damaged and mislabelled files never answer 5xx and never leave rows or files behind', async () => {
    const seeds = [await photoPng({ width: 64, height: 48 }), await photoJpeg({ width: 64, height: 48 }), await photoWebp({ width: 64, height: 48 }), await photoAvif({ width: 64, height: 48 }), await gif(), heicLike(), svgWithScript(), polyglotJpegHtml()]
    const damaged = fc.tuple(fc.constantFrom(...seeds), fc.double({ min: 0, max: 1, noNaN: true }), fc.uint8Array({ maxLength: 64 }), fc.nat()).map(([bytes, cut, junk, at]) => {
      const head = Buffer.from(bytes.subarray(0, Math.floor(bytes.length * cut)))
      // Flip a few bytes somewhere in the middle too.
      if (head.length > 0) for (const [i, b] of junk.entries()) head[(at + i * 131) % head.length] = b
      return head
    })
    const file = fc.oneof(fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)), damaged)
    const name = fc.oneof(fc.constantFrom('a.jpg', 'IMG.HEIC', '../../etc/passwd', 'x".png', 'ünïcødé.webp', ''), fc.string({ maxLength: 40 }))
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(file, name), { minLength: 1, maxLength: 3 }), async (files) => {
        const before = await counts()
        let req = request(app).post(`/api/admin/vehicles/${VEHICLE}/photos`).set(SIGNED_IN)
        for (const [bytes, filename] of files) req = req.attach('photo', bytes, filename || 'blank')
        const res = await req
        expect(res.status).toBeLessThan(500)
        if (res.status !== 201) {
          expect(await counts()).toEqual(before)
          expect(typeof res.body.error).toBe('string')
        } else {
          await db.run('DELETE FROM photos')
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    )
    expect(await leftovers()).toEqual([])
    expect(logs.filter((l) => l.startsWith('UNHANDLED'))).toEqual([])
  })
})

describe('photos on the public site (the real app)', () => {
  it('the vehicle page, the inventory card and the API show the uploaded photo within a second; its file is served with the site’s headers', async () => {
    const { createTestApp } = await import('../helpers/app')
    const t = await createTestApp()
    try {
      const site = request(t.app)
      const before = await site.get(`/vehicles/${VEHICLE}`).expect(200)
      expect(before.text).not.toContain('<picture')
      const processed = await (await import('#app/server/photos')).processPhoto(await photoPng())
      const [photo] = await t.services.photos.add(VEHICLE, [processed], { kind: 'cli' })
      const largestJpeg = photo.variants.filter((v) => v.format === 'jpeg').at(-1)!.url
      await new Promise((r) => setTimeout(r, 1100))

      const page = await site.get(`/vehicles/${VEHICLE}`).expect(200)
      const picture = /<picture class="vehicle-picture">.*?<\/picture>/s.exec(page.text)?.[0]
      expect(picture).toBeDefined()
      expect(picture).toContain('type="image/avif"')
      expect(picture).toMatch(/fetchPriority="high"|fetchpriority="high"/)
      expect(picture).toContain('loading="eager"')
      expect(picture).toMatch(/alt="[^"]*Denago/i)

      const inventory = await site.get('/inventory').expect(200)
      expect(inventory.text).toContain(photo.variants[0].url.replace(/-\d+\.\w+$/, ''))

      const api = await site.get(`/api/vehicles/${VEHICLE}`).expect(200)
      expect(api.body.images).toEqual([largestJpeg])

      const file = await site.get(largestJpeg).expect(200)
      expect(file.headers['content-type']).toBe('image/jpeg')
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(file.headers['content-security-policy']).toContain("default-src 'self'")
      await site.get('/photos/0123456789abcdef-0123456789abcdef-480.jpg').expect(404)
    } finally {
      await t.close()
    }
  })

  it('through the console’s real guard: an API token uploads, reorders and deletes; without credentials the API answers 401 and the form 303 to sign-in', async () => {
    const { createTestApp } = await import('../helpers/app')
    const t = await createTestApp()
    try {
      const token = await t.services.operators.createToken('photo-test', { kind: 'cli' })
      const url = `/api/admin/vehicles/${VEHICLE}/photos`
      const ok = await request(t.app).post(url).set('authorization', `Bearer ${token}`).attach('photo', await photoPng({ width: 640, height: 480 }), 'lot.png').expect(201)
      expect(ok.headers['cache-control']).toBe('no-store')
      const photos = ok.body.photos as VehiclePhoto[]
      expect(photos).toHaveLength(1)
      await request(t.app).post(url).attach('photo', await photoPng({ width: 640, height: 480 }), 'lot.png').expect(401)
      await request(t.app).post(`/admin/vehicles/${VEHICLE}/photos`).attach('photo', await photoPng({ width: 640, height: 480 }), 'lot.png').expect(303)
      await request(t.app).put(url).set('authorization', `Bearer ${token}`).send({ order: [photos[0].id] }).expect(200)
      await request(t.app).delete(`${url}/${photos[0].id}`).set('authorization', `Bearer ${token}`).expect(200)
      expect(await t.services.photos.ofVehicle(VEHICLE)).toEqual([])
      const [entry] = await t.services.audit.list({ entity: 'vehicle', entityId: VEHICLE })
      expect(entry).toMatchObject({ action: 'photo.delete', actor: 'token:photo-test' })
    } finally {
      await t.close()
    }
  })
})
