import { useEffect, useRef, type ReactNode } from 'react'
import { fill } from '../domain/language'
import type { VehiclePhoto as Photo } from '../domain/photos'
import { useCommonWords } from '../renderer/usePageContext'
import { Icon } from './Icon'
import { PHOTO_SIZES, VehiclePhoto } from './VehiclePhoto'
import './Gallery.css'

/** A thumbnail's width (the 160 px variant serves it at a phone's pixel density). */
const THUMB_SIZES = '5rem'

export interface GalleryProps {
  /** Two or more photos, the cover first. */
  photos: Photo[]
  /** What the photos show (the vehicle), for the first photo's alt text and the others'. */
  alt: string
  /** The gallery's accessible name, e.g. "Photos of the Denago EV City". */
  label: string
  /** Drawn over the photos (the vehicle's badge). */
  children?: ReactNode
}

/**
 * A vehicle's photos. The server renders them as a list that scrolls sideways and snaps
 * photo by photo (touch swipes it without JavaScript) with thumbnails that link to each
 * photo. Only the first photo loads at once, as the page's LCP image; the others wait
 * until they come near the view, at low priority, so they never hold up the first. After hydration, gallery-controls.ts (loaded on its own,
 * outside the page's bundle) adds the counter, previous/next buttons, arrow keys and the
 * full-screen view; they sit over the photo, so nothing moves when they appear.
 */
export function Gallery({ photos, alt, label, children }: GalleryProps) {
  const root = useRef<HTMLElement>(null)
  const words = useCommonWords().gallery
  useEffect(() => {
    let stop: (() => void) | undefined
    let mounted = true
    void import('./gallery-controls').then(({ enhanceGallery }) => {
      if (mounted && root.current) stop = enhanceGallery(root.current, words)
    })
    return () => {
      mounted = false
      stop?.()
    }
    // Again in the page's new language when a navigation keeps this gallery (its words change with it).
  }, [words])
  const count = photos.length
  return (
    <section ref={root} className="gallery" aria-label={label}>
      <div className="gallery-frame">
        <ul className="gallery-track" tabIndex={0} aria-label={fill(words.track, { count })}>
          {photos.map((photo, i) => (
            <li key={photo.id} id={`photo-${i + 1}`} className="gallery-slide">
              <VehiclePhoto
                photo={photo}
                alt={i === 0 ? alt : fill(words.photoAlt, { alt, n: i + 1, count })}
                sizes={PHOTO_SIZES.main}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </li>
          ))}
        </ul>
        {children}
        <p className="gallery-control gallery-counter" role="status">{fill(words.counter, { n: 1, count })}</p>
        <button type="button" className="gallery-control gallery-step gallery-prev" aria-label={words.previous}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <button type="button" className="gallery-control gallery-step gallery-next" aria-label={words.next}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <button type="button" className="gallery-control gallery-open">
          {words.fullScreen}
        </button>
      </div>
      <ul className="gallery-thumbs">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a href={`#photo-${i + 1}`}>
              <VehiclePhoto photo={photo} alt={fill(words.counter, { n: i + 1, count })} sizes={THUMB_SIZES} fetchPriority="low" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
