/**
 * A vehicle's photo as pages and the public API see it: its size and the variants the
 * server made of it at upload, each under a content-hashed URL. Pure; safe in the browser.
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
  width: number
  height: number
  variants: PhotoVariant[]
}
