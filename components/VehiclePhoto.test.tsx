import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { photoVariantUrl, type VehiclePhoto as Photo } from '../domain/photos'
import { PHOTO_SIZES, VehiclePhoto } from './VehiclePhoto'

const ID = '0123456789abcdef'
const HASH = 'fedcba9876543210'
const photo: Photo = {
  id: ID,
  width: 4000,
  height: 3000,
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [480, 960, 1600].map((width) => ({ format, width, height: (width * 3) / 4, url: photoVariantUrl(ID, HASH, format, width) })),
  ),
}

describe('VehiclePhoto', () => {
  it('renders AVIF and WebP sources and a JPEG img with srcset, sizes, width and height', () => {
    const html = renderToString(<VehiclePhoto photo={photo} alt="Denago EV City, 2-seat" sizes={PHOTO_SIZES.card} />)
    expect(html).toMatch(/^<picture class="vehicle-picture">/)
    expect(html).toContain(`<source type="image/avif" srcSet="/photos/${ID}-${HASH}-480.avif 480w, /photos/${ID}-${HASH}-960.avif 960w, /photos/${ID}-${HASH}-1600.avif 1600w" sizes="${PHOTO_SIZES.card}"/>`)
    expect(html).toContain(`<source type="image/webp" srcSet="/photos/${ID}-${HASH}-480.webp 480w`)
    expect(html).toContain(`src="/photos/${ID}-${HASH}-960.jpg"`)
    expect(html).toContain(`srcSet="/photos/${ID}-${HASH}-480.jpg 480w, /photos/${ID}-${HASH}-960.jpg 960w, /photos/${ID}-${HASH}-1600.jpg 1600w"`)
    expect(html).toContain('alt="Denago EV City, 2-seat"')
    expect(html).toContain('width="1600" height="1200"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).not.toContain('fetchPriority')
    expect(html).not.toContain('style=')
    // AVIF first: the browser takes the first source it supports.
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'))
  })

  it('the vehicle page’s first photo loads eagerly with high priority (its LCP image)', () => {
    const html = renderToString(<VehiclePhoto photo={photo} alt="x" sizes={PHOTO_SIZES.main} loading="eager" fetchPriority="high" />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('decoding=')
  })

  it('a small photo lists only the widths it has', () => {
    const small: Photo = { ...photo, width: 300, height: 200, variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width: 300, height: 200, url: photoVariantUrl(ID, HASH, format, 300) })) }
    const html = renderToString(<VehiclePhoto photo={small} alt="x" sizes="100vw" />)
    expect(html).toContain(`src="/photos/${ID}-${HASH}-300.jpg"`)
    expect(html).toContain('width="300" height="200"')
  })
})
