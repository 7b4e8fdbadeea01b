/**
 * `operator add-photo-widths`: photos stored before a standard width was added get it, made
 * from their widest stored JPEG, and the pages list it within a second. Run against the real
 * app and database (SQLite, or PostgreSQL under npm run test:postgres).
 */
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgresUrl } from '#app/server/db/database'
import { PHOTO_WIDTHS } from '#app/domain/photos'
import { runOperatorCli } from '#app/server/cli/operator'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { apiToken } from '../helpers/operators'
import { photoJpeg } from '../helpers/photos'

let t: TestApp
let photoId: string

async function cli(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const env = isPostgresUrl(t.target) ? { DATABASE_URL: t.target } : { DATABASE_PATH: t.target }
  const code = await runOperatorCli(args, { ...env, PUBLIC_ORIGIN: TEST_ORIGIN }, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}

const pageHtml = async () => (await request(t.app).get('/vehicles/denago-ev-city').expect(200)).text
const widthsOnPage = (html: string) => [...new Set([...html.matchAll(new RegExp(`/photos/${photoId}-[0-9a-f]{16}-(\\d+)\\.avif`, 'g'))].map((m) => Number(m[1])))].sort((a, b) => a - b)

beforeAll(async () => {
  t = await createTestApp()
  const upload = await request(t.app)
    .post('/api/admin/vehicles/denago-ev-city/photos')
    .set('Authorization', `Bearer ${await apiToken(t)}`)
    .attach('photo', await photoJpeg({ width: 2000, height: 1500, seed: 11 }), 'cart.jpg')
  expect(upload.status).toBe(201)
  photoId = upload.body.photos[0].id
  // As a photo stored before the 160 and 768 px widths were added.
  await t.db.run('DELETE FROM photo_variants WHERE photo_id = ? AND width IN (160, 768)', [photoId])
  await new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('operator add-photo-widths', () => {
  it('adds the missing widths in every format from the widest stored JPEG, and the page lists them within a second', async () => {
    expect(widthsOnPage(await pageHtml())).toEqual([480, 960, 1600])
    const { code, out } = await cli('add-photo-widths')
    expect(code).toBe(0)
    expect(out).toEqual([`denago-ev-city: photo ${photoId} now also 160 px, 768 px wide.`, 'Added widths to 1 photo.'])

    const rows = await t.db.all<{ format: string; width: number; height: number; byte_size: number }>(
      'SELECT format, width, height, byte_size FROM photo_variants WHERE photo_id = ? ORDER BY format, width',
      [photoId],
    )
    for (const format of ['avif', 'jpeg', 'webp']) expect(rows.filter((r) => r.format === format).map((r) => [r.width, r.height])).toEqual(PHOTO_WIDTHS.map((w) => [w, (w * 3) / 4]))

    await new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))
    const html = await pageHtml()
    expect(widthsOnPage(html)).toEqual([...PHOTO_WIDTHS])
    // Each new variant is served, a real image of its width and format.
    for (const [format, extension] of [['heif', 'avif'], ['webp', 'webp'], ['jpeg', 'jpg']] as const) {
      const url = new RegExp(`/photos/${photoId}-[0-9a-f]{16}-160\\.${extension}`).exec(html)?.[0]
      expect(url, extension).toBeDefined()
      const res = await request(t.app).get(url!).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => done(null, Buffer.concat(chunks)))
      })
      expect(res.status).toBe(200)
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format, width: 160, height: 120 })
    }
    const audit = await t.services.audit.list({ entityId: 'denago-ev-city' })
    expect(audit[0]).toMatchObject({ actor: 'cli', action: 'photo.add-widths', after: { photo: photoId, widths: [160, 768] } })
  }, 60_000)

  it('has nothing to do the second time', async () => {
    const { code, out } = await cli('add-photo-widths')
    expect(code).toBe(0)
    expect(out).toEqual(['Every photo has every standard width.'])
  })
})
