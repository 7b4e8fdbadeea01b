/**
 * A vehicle's photos as pages and the API see them: types, the limits an upload must
 * meet, and the content-hashed URLs their variants are served under. Pure, no I/O:
 * shared by the server and the browser.
 */

export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

export interface PhotoVariant {
  format: PhotoFormat
  width: number
  height: number
  url: string
}

export interface VehiclePhoto {
  id: string
  /** The photo's size after EXIF rotation, before resizing (its largest variant is at most this). */
  width: number
  height: number
  /** Every stored variant, smallest first within each format. */
  variants: PhotoVariant[]
}

/**
 * Widths every photo is resized to (never above its own width; a smaller photo keeps its width as
 * the largest). 160: a gallery thumbnail (5 rem) at a phone's pixel density. 768: a phone's full
 * width at its pixel density (412 px × 1.75 = 721), so the vehicle page's main photo and a card
 * on a phone load no more than they show.
 */
export const PHOTO_WIDTHS = [160, 480, 768, 960, 1600] as const
/** Most photos one vehicle may have. */
export const MAX_PHOTOS_PER_VEHICLE = 40
/** Largest file accepted per photo. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024
/** Largest image accepted, in pixels (width × height as the file declares it): a guard against decompression bombs. */
export const MAX_PHOTO_PIXELS = 50_000_000
/** What an upload field offers to pick: the types the server accepts. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** Photo ids and content hashes: 16 lowercase hex digits. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{16}$/

/** Where one variant is served: `/photos/<photoId>-<hash>-<width>.<ext>`; a new upload gets a new URL, so it can be cached forever. */
export function photoVariantUrl(photoId: string, hash: string, format: PhotoFormat, width: number): string {
  return `/photos/${photoId}-${hash}-${width}.${PHOTO_EXTENSIONS[format]}`
}

export interface PhotoFileName {
  photoId: string
  hash: string
  width: number
  format: PhotoFormat
}

const FILE_NAME = /^([0-9a-f]{16})-([0-9a-f]{16})-([1-9][0-9]{0,4})\.(avif|webp|jpg)$/
const FORMAT_BY_EXTENSION: Record<string, PhotoFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' }

/** The parts of a variant's file name (the last segment of its URL), or undefined for anything else. */
export function parsePhotoFileName(name: string): PhotoFileName | undefined {
  const match = FILE_NAME.exec(name)
  if (!match) return undefined
  return { photoId: match[1], hash: match[2], width: Number(match[3]), format: FORMAT_BY_EXTENSION[match[4]] }
}

/** The variants of one format, narrowest first. */
export function variantsOf(photo: VehiclePhoto, format: PhotoFormat): PhotoVariant[] {
  return photo.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)
}

/** A `srcset` value for one format: `url 480w, url 960w, …`. */
export function photoSrcSet(photo: VehiclePhoto, format: PhotoFormat): string {
  return variantsOf(photo, format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')
}

/** The widest variant of a format (what a plain `src` or a feed should point at). */
export function largestVariant(photo: VehiclePhoto, format: PhotoFormat = 'jpeg'): PhotoVariant | undefined {
  const list = variantsOf(photo, format)
  return list[list.length - 1]
}

/** The URL the public API's `images` lists for a photo: its largest JPEG, which every client can show. */
export function photoImageUrl(photo: VehiclePhoto): string {
  return largestVariant(photo, 'jpeg')?.url ?? ''
}

/** The widths a photo `width` pixels wide is stored at: each standard width below it, and its own (capped) as the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < largest)
  widths.push(largest)
  return widths
}
