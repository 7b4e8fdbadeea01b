/**
 * Vehicle photos in SQLite: each photo's row and the bytes of its variants, so one backup
 * of the database holds them. Every change runs in one transaction with its audit entry;
 * triggers on `photos` bump the inventory version, so pages show the change within a second.
 */
import { randomBytes } from 'node:crypto'
import { recordAudit, type Actor } from '../audit'
import { inventoryTransaction, type Database, type Queries } from '../db/database'
import { MAX_PHOTOS_PER_VEHICLE, photoVariantUrl, variantWidths, type PhotoFileName, type PhotoFormat, type VehiclePhoto } from '#app/domain/photos'

/** A processed photo ready to store: its size, content hash and every variant's bytes. */
export interface NewPhoto {
  width: number
  height: number
  /** 16 hex digits; part of every variant's URL. */
  hash: string
  variants: { format: PhotoFormat; width: number; height: number; bytes: Buffer }[]
}

export type PhotoChangeErrorCode = 'vehicle-not-found' | 'photo-not-found' | 'too-many' | 'order-mismatch'

/** A change the repository refuses, with the HTTP status it maps to. */
export class PhotoChangeError extends Error {
  readonly status: 400 | 404
  constructor(
    readonly code: PhotoChangeErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'PhotoChangeError'
    this.status = code === 'vehicle-not-found' || code === 'photo-not-found' ? 404 : 400
  }
}

interface PhotoVariantRow {
  id: string
  vehicle_id: string
  width: number
  height: number
  hash: string
  format: PhotoFormat
  variant_width: number
  variant_height: number
}

/** Every photo with each of its variants' format and size, never their bytes. */
const selectPhotos = (db: Queries) =>
  db.kysely
    .selectFrom('photos as p')
    .innerJoin('photo_variants as v', 'v.photo_id', 'p.id')
    .select(['p.id', 'p.vehicle_id', 'p.width', 'p.height', 'p.hash', 'v.format', 'v.width as variant_width', 'v.height as variant_height'])
    .orderBy('p.vehicle_id')
    .orderBy('p.position')
    .orderBy('p.id')
    .orderBy('v.format')
    .orderBy('v.width')

function group(rows: PhotoVariantRow[]): Map<string, VehiclePhoto[]> {
  const byVehicle = new Map<string, VehiclePhoto[]>()
  let last: VehiclePhoto | undefined
  for (const row of rows) {
    if (last?.id !== row.id) {
      last = { id: row.id, width: row.width, height: row.height, variants: [] }
      const list = byVehicle.get(row.vehicle_id)
      if (list) list.push(last)
      else byVehicle.set(row.vehicle_id, [last])
    }
    last.variants.push({
      format: row.format,
      width: row.variant_width,
      height: row.variant_height,
      url: photoVariantUrl(row.id, row.hash, row.format, row.variant_width),
    })
  }
  return byVehicle
}

/** Every vehicle's photos, cover first, keyed by vehicle id (vehicles without photos are absent). */
export async function photosByVehicle(db: Queries): Promise<Map<string, VehiclePhoto[]>> {
  return group((await selectPhotos(db).execute()) as PhotoVariantRow[])
}

/** One vehicle's photos, cover first. */
export async function vehiclePhotos(db: Queries, vehicleId: string): Promise<VehiclePhoto[]> {
  return group((await selectPhotos(db).where('p.vehicle_id', '=', vehicleId).execute()) as PhotoVariantRow[]).get(vehicleId) ?? []
}

/** How many photos a vehicle has. */
export async function countPhotos(db: Queries, vehicleId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Whether a vehicle (draft or public) has this id. */
export async function vehicleExists(db: Queries, vehicleId: string): Promise<boolean> {
  return (await db.kysely.selectFrom('vehicles').select('id').where('id', '=', vehicleId).executeTakeFirst()) !== undefined
}

async function requireVehicle(tx: Queries, vehicleId: string): Promise<void> {
  if (!(await vehicleExists(tx, vehicleId))) throw new PhotoChangeError('vehicle-not-found', 'Vehicle not found')
}

async function photoIds(tx: Queries, vehicleId: string): Promise<string[]> {
  const rows = await tx.kysely.selectFrom('photos').select('id').where('vehicle_id', '=', vehicleId).orderBy('position').orderBy('id').execute()
  return rows.map((row) => row.id)
}

/** Gives each photo its index in `order` as its position, touching only the rows that move. */
async function writeOrder(tx: Queries, order: readonly string[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    await tx.kysely.updateTable('photos').set({ position }).where('id', '=', id).where('position', '<>', position).execute()
  }
}

export const newPhotoId = () => randomBytes(8).toString('hex')

/** The error for a vehicle that would go over the limit. */
export function tooManyPhotos(existing: number, adding: number): PhotoChangeError {
  const room = Math.max(0, MAX_PHOTOS_PER_VEHICLE - existing)
  return new PhotoChangeError(
    'too-many',
    `A vehicle can have at most ${MAX_PHOTOS_PER_VEHICLE} photos: it has ${existing}, so ${room === 0 ? 'delete some before adding more' : `${room} more can be added, not ${adding}`}`,
  )
}

/**
 * Adds photos after the vehicle's last, all or none, in one transaction with the limit
 * check and the audit entry. Returns the vehicle's photos afterwards.
 */
export async function addPhotos(db: Database, vehicleId: string, photos: readonly NewPhoto[], actor: Actor): Promise<VehiclePhoto[]> {
  await inventoryTransaction(db, async (tx) => {
    await requireVehicle(tx, vehicleId)
    const before = await photoIds(tx, vehicleId)
    if (before.length + photos.length > MAX_PHOTOS_PER_VEHICLE) throw tooManyPhotos(before.length, photos.length)
    const added: { id: string; width: number; height: number; hash: string }[] = []
    for (const [i, photo] of photos.entries()) {
      const id = newPhotoId()
      await tx.kysely
        .insertInto('photos')
        .values({ id, vehicle_id: vehicleId, position: before.length + i, width: photo.width, height: photo.height, hash: photo.hash, created_at: new Date().toISOString() })
        .execute()
      for (const variant of photo.variants) {
        await tx.kysely
          .insertInto('photo_variants')
          .values({ photo_id: id, format: variant.format, width: variant.width, height: variant.height, bytes: variant.bytes, byte_size: variant.bytes.length })
          .execute()
      }
      added.push({ id, width: photo.width, height: photo.height, hash: photo.hash })
    }
    await recordAudit(tx, {
      actor,
      action: 'photo.add',
      entity: 'vehicle',
      entityId: vehicleId,
      before: { photos: before },
      after: { photos: [...before, ...added.map((p) => p.id)], added },
    })
  })
  return vehiclePhotos(db, vehicleId)
}

/** A stored photo without some of the standard widths (stored before they were added). */
export interface PhotoLackingWidths {
  id: string
  vehicleId: string
  hash: string
  /** The widths it lacks, narrowest first. */
  missing: number[]
  /** Its widest JPEG, which the missing widths are made from. */
  source: PhotoFileName
}

/** Every photo lacking a standard width below its own (domain/photos.ts variantWidths), in the inventory's order. */
export async function photosLackingWidths(db: Queries): Promise<PhotoLackingWidths[]> {
  const rows = await db.kysely
    .selectFrom('photos as p')
    .innerJoin('photo_variants as v', 'v.photo_id', 'p.id')
    .select(['p.id', 'p.vehicle_id', 'p.width', 'p.hash', 'v.width as variant_width'])
    .where('v.format', '=', 'jpeg')
    .orderBy('p.vehicle_id')
    .orderBy('p.position')
    .orderBy('v.width')
    .execute()
  const byPhoto = new Map<string, { vehicleId: string; width: number; hash: string; stored: number[] }>()
  for (const row of rows) {
    const photo = byPhoto.get(row.id) ?? { vehicleId: row.vehicle_id, width: row.width, hash: row.hash, stored: [] }
    photo.stored.push(row.variant_width)
    byPhoto.set(row.id, photo)
  }
  const lacking: PhotoLackingWidths[] = []
  for (const [id, photo] of byPhoto) {
    const widest = photo.stored[photo.stored.length - 1]
    const missing = variantWidths(photo.width).filter((w) => w < widest && !photo.stored.includes(w))
    if (missing.length > 0) lacking.push({ id, vehicleId: photo.vehicleId, hash: photo.hash, missing, source: { photoId: id, hash: photo.hash, width: widest, format: 'jpeg' } })
  }
  return lacking
}

/**
 * Stores new variants of a photo (any it already has are left as they are) and touches its row,
 * so its trigger bumps the inventory version and pages list the new widths within a second.
 * False when the photo was deleted meanwhile.
 */
export async function addPhotoVariants(db: Database, photoId: string, variants: NewPhoto['variants'], actor: Actor): Promise<boolean> {
  return inventoryTransaction(db, async (tx) => {
    const photo = await tx.kysely.selectFrom('photos').select(['vehicle_id', 'width']).where('id', '=', photoId).executeTakeFirst()
    if (!photo) return false
    for (const variant of variants) {
      await tx.kysely
        .insertInto('photo_variants')
        .values({ photo_id: photoId, format: variant.format, width: variant.width, height: variant.height, bytes: variant.bytes, byte_size: variant.bytes.length })
        .onConflict((oc) => oc.columns(['photo_id', 'format', 'width']).doNothing())
        .execute()
    }
    await tx.kysely.updateTable('photos').set({ width: photo.width }).where('id', '=', photoId).execute()
    const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => a - b)
    await recordAudit(tx, { actor, action: 'photo.add-widths', entity: 'vehicle', entityId: photo.vehicle_id, after: { photo: photoId, widths } })
    return true
  })
}

/** Puts the photos in `order`, which must name each of the vehicle's photos exactly once (400 otherwise). */
export async function reorderPhotos(db: Database, vehicleId: string, order: readonly string[], actor: Actor): Promise<VehiclePhoto[]> {
  await inventoryTransaction(db, async (tx) => {
    await requireVehicle(tx, vehicleId)
    const before = await photoIds(tx, vehicleId)
    const given = new Set(order)
    if (given.size !== order.length || order.length !== before.length || before.some((id) => !given.has(id)))
      throw new PhotoChangeError('order-mismatch', `The order must list each of the vehicle's ${before.length} photo ids exactly once`)
    if (before.every((id, i) => order[i] === id)) return
    await writeOrder(tx, order)
    await recordAudit(tx, { actor, action: 'photo.reorder', entity: 'vehicle', entityId: vehicleId, before: { photos: before }, after: { photos: [...order] } })
  })
  return vehiclePhotos(db, vehicleId)
}

async function changeOne(
  db: Database,
  vehicleId: string,
  photoId: string,
  actor: Actor,
  action: string,
  change: (ids: string[], index: number) => string[],
): Promise<VehiclePhoto[]> {
  await inventoryTransaction(db, async (tx) => {
    await requireVehicle(tx, vehicleId)
    const before = await photoIds(tx, vehicleId)
    const index = before.indexOf(photoId)
    if (index < 0) throw new PhotoChangeError('photo-not-found', 'Photo not found')
    const after = change([...before], index)
    if (after.length === before.length && after.every((id, i) => before[i] === id)) return
    if (after.length < before.length) await tx.kysely.deleteFrom('photos').where('id', '=', photoId).execute()
    await writeOrder(tx, after)
    await recordAudit(tx, { actor, action, entity: 'vehicle', entityId: vehicleId, before: { photos: before }, after: { photos: after, photo: photoId } })
  })
  return vehiclePhotos(db, vehicleId)
}

/** Moves one photo a place earlier or later (no change at either end). */
export function movePhoto(db: Database, vehicleId: string, photoId: string, direction: 'up' | 'down', actor: Actor): Promise<VehiclePhoto[]> {
  return changeOne(db, vehicleId, photoId, actor, 'photo.reorder', (ids, i) => {
    const j = direction === 'up' ? i - 1 : i + 1
    if (j < 0 || j >= ids.length) return ids
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
    return ids
  })
}

/** Makes a photo the cover (first); the others keep their order. */
export function makeCover(db: Database, vehicleId: string, photoId: string, actor: Actor): Promise<VehiclePhoto[]> {
  return changeOne(db, vehicleId, photoId, actor, 'photo.cover', (ids, i) => [ids[i], ...ids.slice(0, i), ...ids.slice(i + 1)])
}

/** Deletes a photo and its variants; the rest close up. */
export function deletePhoto(db: Database, vehicleId: string, photoId: string, actor: Actor): Promise<VehiclePhoto[]> {
  return changeOne(db, vehicleId, photoId, actor, 'photo.delete', (ids, i) => [...ids.slice(0, i), ...ids.slice(i + 1)])
}

/**
 * The bytes of one variant named by its file name, or undefined (unknown photo, stale hash, no
 * such width): one row by the variants' primary key, so no other variant's bytes are read.
 * A BLOB on SQLite, a BYTEA on PostgreSQL: a Buffer either way, byte for byte as stored.
 */
export async function readPhotoVariant(db: Queries, file: PhotoFileName): Promise<Buffer | undefined> {
  const row = await db.kysely
    .selectFrom('photo_variants as v')
    .innerJoin('photos as p', 'p.id', 'v.photo_id')
    .select('v.bytes')
    .where('v.photo_id', '=', file.photoId)
    .where('p.hash', '=', file.hash)
    .where('v.format', '=', file.format)
    .where('v.width', '=', file.width)
    .executeTakeFirst()
  return row?.bytes
}

/** A vehicle's photos and their stored variants: what pages, routes and the CLI read and change, every change audited. */
export function photoRepository(db: Database) {
  return {
    /** Every vehicle's photos, in display order (what the inventory's pages show). */
    byVehicle: () => photosByVehicle(db),
    /** One vehicle's photos, in display order. */
    ofVehicle: (vehicleId: string) => vehiclePhotos(db, vehicleId),
    count: (vehicleId: string) => countPhotos(db, vehicleId),
    vehicleExists: (vehicleId: string) => vehicleExists(db, vehicleId),
    add: (vehicleId: string, photos: readonly NewPhoto[], actor: Actor) => addPhotos(db, vehicleId, photos, actor),
    reorder: (vehicleId: string, order: readonly string[], actor: Actor) => reorderPhotos(db, vehicleId, order, actor),
    move: (vehicleId: string, photoId: string, direction: 'up' | 'down', actor: Actor) => movePhoto(db, vehicleId, photoId, direction, actor),
    makeCover: (vehicleId: string, photoId: string, actor: Actor) => makeCover(db, vehicleId, photoId, actor),
    delete: (vehicleId: string, photoId: string, actor: Actor) => deletePhoto(db, vehicleId, photoId, actor),
    /** The bytes of one stored variant, as its content-hashed URL names it. */
    readVariant: (file: PhotoFileName) => readPhotoVariant(db, file),
    /** Photos stored before a standard width was added, and the adding of it. */
    lackingWidths: () => photosLackingWidths(db),
    addVariants: (photoId: string, variants: NewPhoto['variants'], actor: Actor) => addPhotoVariants(db, photoId, variants, actor),
  }
}
export type PhotoRepository = ReturnType<typeof photoRepository>
