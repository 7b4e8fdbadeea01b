import { randomBytes } from 'node:crypto'
import type { KyselyPlugin, UnknownRow } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, listAudit } from '../audit'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import type { Queries } from '../db/database'
import { MAX_PHOTOS_PER_VEHICLE, parsePhotoFileName, photoImageUrl, photoSrcSet, variantWidths } from '#app/domain/photos'
import {
  addPhotos,
  countPhotos,
  deletePhoto,
  makeCover,
  movePhoto,
  photosByVehicle,
  readPhotoVariant,
  reorderPhotos,
  vehiclePhotos,
  type NewPhoto,
} from './repository'
import { seedInventory } from '../inventory'

const actor: Actor = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' }
const VEHICLE = 'denago-ev-city'
const OTHER = 'evolution-d6-max-xt4'

let db: TestDatabase
beforeEach(async () => {
  db = await openTestDatabase()
  await seedInventory(db)
})
afterEach(async () => {
  await db.destroy()
})

let serial = 0
/** A stand-in for a processed photo: tiny byte strings per variant (the repository does not decode them). */
function fakePhoto(label = `p${serial + 1}`): NewPhoto {
  serial++
  const hash = (serial * 7919).toString(16).padStart(16, '0').slice(-16)
  return {
    width: 1600,
    height: 1200,
    hash,
    variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
      [480, 960, 1600].map((width) => ({ format, width, height: (width * 3) / 4, bytes: Buffer.from(`${label}:${format}:${width}`) })),
    ),
  }
}

const version = async () => Number((await db.get<{ value: string }>("SELECT value FROM app_meta WHERE key = 'inventory_version'"))!.value)
const ids = async (vehicleId = VEHICLE) => (await vehiclePhotos(db, vehicleId)).map((p) => p.id)

describe('photo URLs', () => {
  it('are content-hashed and parse back', () => {
    expect(parsePhotoFileName('0123456789abcdef-fedcba9876543210-960.webp')).toEqual({
      photoId: '0123456789abcdef',
      hash: 'fedcba9876543210',
      width: 960,
      format: 'webp',
    })
    expect(parsePhotoFileName('0123456789abcdef-fedcba9876543210-960.jpg')?.format).toBe('jpeg')
    for (const bad of ['x.jpg', '0123456789abcdef-fedcba9876543210-960.png', '0123456789ABCDEF-fedcba9876543210-960.jpg', '0123456789abcdef-fedcba9876543210-0960.jpg', '../etc/passwd'])
      expect(parsePhotoFileName(bad)).toBeUndefined()
  })

  it('widths: the standard ones below the photo, its own (capped) as the largest', () => {
    expect(variantWidths(4000)).toEqual([160, 480, 768, 960, 1600])
    expect(variantWidths(1600)).toEqual([160, 480, 768, 960, 1600])
    expect(variantWidths(1000)).toEqual([160, 480, 768, 960, 1000])
    expect(variantWidths(800)).toEqual([160, 480, 768, 800])
    expect(variantWidths(480)).toEqual([160, 480])
    expect(variantWidths(200)).toEqual([160, 200])
    expect(variantWidths(160)).toEqual([160])
    expect(variantWidths(120)).toEqual([120])
  })
})

describe('photo repository', () => {
  it('adds photos in order, cover first, with a URL per variant and the largest JPEG as the image URL', async () => {
    const [a, b] = [fakePhoto('a'), fakePhoto('b')]
    const photos = await addPhotos(db, VEHICLE, [a, b], actor)
    expect(photos).toHaveLength(2)
    expect(photos[0].variants).toHaveLength(9)
    expect(photos[0].variants[0].url).toMatch(/^\/photos\/[0-9a-f]{16}-[0-9a-f]{16}-\d+\.(avif|webp|jpg)$/)
    expect(photoImageUrl(photos[0])).toBe(`/photos/${photos[0].id}-${a.hash}-1600.jpg`)
    expect(photoSrcSet(photos[0], 'webp')).toBe(
      [480, 960, 1600].map((w) => `/photos/${photos[0].id}-${a.hash}-${w}.webp ${w}w`).join(', '),
    )
    const more = await addPhotos(db, VEHICLE, [fakePhoto('c')], actor)
    expect(more.slice(0, 2).map((p) => p.id)).toEqual(photos.map((p) => p.id))
    const map = await photosByVehicle(db)
    expect([...map.keys()]).toEqual([VEHICLE])
    expect(map.get(VEHICLE)!.map((p) => p.id)).toEqual(more.map((p) => p.id))
  })

  it('serves a variant only under its exact name', async () => {
    const [photo] = await addPhotos(db, VEHICLE, [fakePhoto('served')], actor)
    const file = parsePhotoFileName(photo.variants.find((v) => v.format === 'webp' && v.width === 960)!.url.slice(8))!
    expect(String(await readPhotoVariant(db, file))).toBe('served:webp:960')
    expect(await readPhotoVariant(db, { ...file, hash: '0000000000000000' })).toBeUndefined()
    expect(await readPhotoVariant(db, { ...file, width: 961 })).toBeUndefined()
  })

  it('keeps every variant byte for byte: a Buffer in, the same Buffer out', async () => {
    // Every byte value, NULs and invalid UTF-8 included, and a large random body.
    const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256))
    const large = randomBytes(300_000)
    const photo = fakePhoto('bytes')
    photo.variants[0] = { ...photo.variants[0], bytes: everyByte }
    photo.variants[1] = { ...photo.variants[1], bytes: large }
    photo.variants[2] = { ...photo.variants[2], bytes: Buffer.alloc(64) }
    const [stored] = await addPhotos(db, VEHICLE, [photo], actor)
    for (const [i, variant] of photo.variants.entries()) {
      const file = parsePhotoFileName(stored.variants.find((v) => v.format === variant.format && v.width === variant.width)!.url.slice(8))!
      const read = await readPhotoVariant(db, file)
      expect(Buffer.isBuffer(read), `variant ${i}`).toBe(true)
      expect(read!.equals(variant.bytes), `variant ${i}`).toBe(true)
    }
  })

  it("reads one variant's bytes and never another's; listings read no bytes at all", async () => {
    const [photo] = await addPhotos(db, VEHICLE, [fakePhoto('one')], actor)
    const rows: UnknownRow[] = []
    const recording: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        rows.push(...result.rows)
        return result
      },
    }
    const watched: Queries = { ...db, kysely: db.kysely.withPlugin(recording) }
    const file = parsePhotoFileName(photo.variants.find((v) => v.format === 'jpeg' && v.width === 480)!.url.slice(8))!
    expect(String(await readPhotoVariant(watched, file))).toBe('one:jpeg:480')
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0])).toEqual(['bytes'])
    rows.length = 0
    await photosByVehicle(watched)
    await vehiclePhotos(watched, VEHICLE)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => Object.values(row).some((value) => Buffer.isBuffer(value)))).toBe(false)
  })

  it(`refuses more than ${MAX_PHOTOS_PER_VEHICLE} photos per vehicle, all or none`, async () => {
    await addPhotos(db, VEHICLE, Array.from({ length: MAX_PHOTOS_PER_VEHICLE - 2 }, () => fakePhoto()), actor)
    await expect(addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto(), fakePhoto()], actor)).rejects.toMatchObject({
      code: 'too-many',
      status: 400,
    })
    expect(await countPhotos(db, VEHICLE)).toBe(MAX_PHOTOS_PER_VEHICLE - 2)
    await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto()], actor)
    expect(await countPhotos(db, VEHICLE)).toBe(MAX_PHOTOS_PER_VEHICLE)
    await expect(addPhotos(db, VEHICLE, [fakePhoto()], actor)).rejects.toMatchObject({ code: 'too-many' })
  })

  it('writes nothing when any part of an add fails', async () => {
    const broken = fakePhoto()
    broken.variants[4] = { ...broken.variants[4], width: -1 }
    await expect(addPhotos(db, VEHICLE, [fakePhoto(), broken], actor)).rejects.toThrow()
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM photos')).toEqual({ n: 0 })
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM photo_variants')).toEqual({ n: 0 })
    expect(await listAudit(db, { entity: 'vehicle', entityId: VEHICLE })).toEqual([])
  })

  it('404s an unknown vehicle or photo', async () => {
    await expect(addPhotos(db, 'no-such-cart', [fakePhoto()], actor)).rejects.toMatchObject({ code: 'vehicle-not-found', status: 404 })
    await addPhotos(db, VEHICLE, [fakePhoto()], actor)
    await expect(deletePhoto(db, VEHICLE, '0000000000000000', actor)).rejects.toMatchObject({ code: 'photo-not-found', status: 404 })
    const [otherPhoto] = await addPhotos(db, OTHER, [fakePhoto()], actor)
    // Another vehicle's photo is not this vehicle's.
    await expect(makeCover(db, VEHICLE, otherPhoto.id, actor)).rejects.toMatchObject({ code: 'photo-not-found' })
  })

  it('reorders only with the exact list of the vehicle’s photo ids', async () => {
    const photos = await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto(), fakePhoto()], actor)
    const [a, b, c] = photos.map((p) => p.id)
    for (const bad of [[a, b], [a, b, c, c], [a, b, b], [a, b, c, '0000000000000000'], [a, b, '0000000000000000']])
      await expect(reorderPhotos(db, VEHICLE, bad, actor)).rejects.toMatchObject({ code: 'order-mismatch', status: 400 })
    expect(await ids()).toEqual([a, b, c])
    expect((await reorderPhotos(db, VEHICLE, [c, a, b], actor)).map((p) => p.id)).toEqual([c, a, b])
    expect(await ids()).toEqual([c, a, b])
  })

  it('moves, makes cover and deletes, closing up the order', async () => {
    const [a, b, c, d] = (await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto(), fakePhoto(), fakePhoto()], actor)).map((p) => p.id)
    await movePhoto(db, VEHICLE, c, 'up', actor)
    expect(await ids()).toEqual([a, c, b, d])
    await movePhoto(db, VEHICLE, a, 'up', actor)
    expect(await ids()).toEqual([a, c, b, d])
    await movePhoto(db, VEHICLE, d, 'down', actor)
    expect(await ids()).toEqual([a, c, b, d])
    await makeCover(db, VEHICLE, b, actor)
    expect(await ids()).toEqual([b, a, c, d])
    await deletePhoto(db, VEHICLE, a, actor)
    expect(await ids()).toEqual([b, c, d])
    const positions = await db.all<{ position: number }>('SELECT position FROM photos WHERE vehicle_id = ? ORDER BY position', [VEHICLE])
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2])
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM photo_variants WHERE photo_id = ?', [a])).toEqual({ n: 0 })
  })

  it('audits every change with who, what, before and after', async () => {
    const [a, b] = (await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto()], actor)).map((p) => p.id)
    await reorderPhotos(db, VEHICLE, [b, a], actor)
    await makeCover(db, VEHICLE, a, actor)
    await deletePhoto(db, VEHICLE, b, actor)
    const entries = await listAudit(db, { entity: 'vehicle', entityId: VEHICLE })
    expect(entries.map((e) => e.action)).toEqual(['photo.delete', 'photo.cover', 'photo.reorder', 'photo.add'])
    expect(entries.every((e) => e.actor === 'owner@example.com')).toBe(true)
    expect(entries[2]).toMatchObject({ before: { photos: [a, b] }, after: { photos: [b, a] } })
    expect(entries[0]).toMatchObject({ before: { photos: [a, b] }, after: { photos: [a], photo: b } })
    expect(entries[3].after).toMatchObject({ photos: [a, b], added: [{ id: a }, { id: b }] })
  })

  it('bumps the inventory version on every add, move and delete', async () => {
    let v = await version()
    const [a, b] = (await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto()], actor)).map((p) => p.id)
    expect(await version()).toBeGreaterThan(v)
    v = await version()
    await reorderPhotos(db, VEHICLE, [b, a], actor)
    expect(await version()).toBeGreaterThan(v)
    v = await version()
    await deletePhoto(db, VEHICLE, b, actor)
    expect(await version()).toBeGreaterThan(v)
    // A change by hand (the sqlite3 shell) too.
    v = await version()
    await db.run('UPDATE photos SET position = 5 WHERE id = ?', [a])
    expect(await version()).toBe(v + 1)
  })

  it('goes with its vehicle: deleted with it, renamed with it', async () => {
    await addPhotos(db, VEHICLE, [fakePhoto(), fakePhoto()], actor)
    await addPhotos(db, OTHER, [fakePhoto()], actor)
    await db.run("UPDATE vehicles SET id = 'denago-ev-city-2' WHERE id = ?", [VEHICLE])
    expect(await ids('denago-ev-city-2')).toHaveLength(2)
    const v = await version()
    await db.run('DELETE FROM vehicles WHERE id = ?', ['denago-ev-city-2'])
    expect(await version()).toBeGreaterThan(v)
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM photos')).toEqual({ n: 1 })
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM photo_variants')).toEqual({ n: 9 })
  })
})
