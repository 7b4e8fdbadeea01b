import { largestVariant, photoSrcSet, variantsOf, type VehiclePhoto as Photo } from '../domain/photos'
import './VehiclePhoto.css'

/** The layout widths a photo is shown at, for the browser to pick a variant before layout. */
export const PHOTO_SIZES = {
  /** A card in the inventory grid: one column on phones, two on tablets, three from 1024 px in an 80 rem container. */
  card: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  /** The vehicle page's main photo: full width on phones, half the 80 rem container from 1024 px. */
  main: '(min-width: 1024px) 38rem, 100vw',
} as const

export interface VehiclePhotoProps {
  photo: Photo
  /** What the photo shows, for screen readers and when it cannot load (name the vehicle). */
  alt: string
  /** A `sizes` value; PHOTO_SIZES has the site's. */
  sizes: string
  /** 'eager' for a photo in the first screen (the vehicle page's first), 'lazy' below it (cards). */
  loading?: 'eager' | 'lazy'
  /** 'high' for the page's largest image (its LCP element). */
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
}

/**
 * A dealer's photo as a `<picture>`: AVIF, then WebP, then JPEG for every browser, each
 * with every width in `srcset`, and the photo's width and height on the `<img>` so the
 * space is kept before it loads (no layout shift).
 */
export function VehiclePhoto({ photo, alt, sizes, loading = 'lazy', fetchPriority, className }: VehiclePhotoProps) {
  const jpegs = variantsOf(photo, 'jpeg')
  const largest = largestVariant(photo, 'jpeg')
  // The plain `src` (no srcset support): the middle width, a fair size for any screen.
  const fallback = jpegs[Math.floor((jpegs.length - 1) / 2)] ?? largest
  const avif = photoSrcSet(photo, 'avif')
  const webp = photoSrcSet(photo, 'webp')
  return (
    <picture className={className ? `vehicle-picture ${className}` : 'vehicle-picture'}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback?.url}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={largest?.width ?? photo.width}
        height={largest?.height ?? photo.height}
        loading={loading}
        decoding={loading === 'eager' ? undefined : 'async'}
        fetchPriority={fetchPriority}
      />
    </picture>
  )
}
