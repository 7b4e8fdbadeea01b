import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { photoVariantUrl, type VehiclePhoto as Photo } from '../domain/photos'
import { PageContextProvider } from '../renderer/usePageContext'
import { Gallery } from './Gallery'
import { COMMON_WORDS } from './words'

const HASH = 'fedcba9876543210'
const photos: Photo[] = [1, 2, 3, 4, 5, 6].map((n) => {
  const id = `${n}`.repeat(16)
  return {
    id,
    width: 1600,
    height: 1200,
    variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) => [480, 960, 1600].map((width) => ({ format, width, height: (width * 3) / 4, url: photoVariantUrl(id, HASH, format, width) }))),
  }
})

const pageContext = { language: 'en', common: COMMON_WORDS.en } as unknown as PageContext
const html = renderToString(
  <PageContextProvider pageContext={pageContext}>
    <Gallery photos={photos} alt="Denago EV City: 2-seat" label="Photos of the Denago EV City">
      <span className="badge">NEW</span>
    </Gallery>
  </PageContextProvider>,
)
const slides = [...html.matchAll(/<li id="photo-(\d+)" class="gallery-slide">([\s\S]*?)<\/li>/g)]

describe('Gallery (as the server renders it)', () => {
  it('lists every photo in order, each with an id a thumbnail links to', () => {
    expect(slides.map((m) => m[1])).toEqual(['1', '2', '3', '4', '5', '6'])
    slides.forEach(([, , slide], i) => expect(slide).toContain(`/photos/${photos[i].id}-`))
    const thumbs = [...html.matchAll(/<a href="#photo-(\d+)"[^>]*>/g)]
    expect(thumbs.map((m) => m[1])).toEqual(['1', '2', '3', '4', '5', '6'])
    // Which photo is in view is known only to the controls (after hydration): none is marked current before.
    expect(thumbs.some((m) => m[0].includes('aria-current'))).toBe(false)
  })

  it('loads the first photo eagerly with high priority and every other image lazily at low priority, each with its size', () => {
    expect(slides[0][2]).toContain('loading="eager"')
    expect(slides[0][2]).toContain('fetchPriority="high"')
    expect(slides[0][2]).toContain('alt="Denago EV City: 2-seat"')
    for (const [, n, slide] of slides.slice(1)) {
      expect(slide).toContain('loading="lazy"')
      expect(slide).toContain('fetchPriority="low"')
      expect(slide).toContain(`alt="Denago EV City: 2-seat, photo ${n} of 6"`)
    }
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1)
    // The thumbnails too: low priority, sized for the 160 px variant.
    expect(html.match(/fetchPriority="low"/g)).toHaveLength(11)
    expect(html.match(/sizes="5rem"/g)).toHaveLength(6 * 3)
    expect(html.match(/<img /g)).toHaveLength(12)
    expect(html.match(/width="1600" height="1200"/g)).toHaveLength(12)
  })

  it('renders the controls JavaScript turns on as gallery-control (hidden until then), a named region and no inline style', () => {
    expect(html).toMatch(/^<section class="gallery" aria-label="Photos of the Denago EV City">/)
    expect(html).toContain('<p class="gallery-control gallery-counter" role="status">Photo 1 of 6</p>')
    for (const name of ['Previous photo', 'Next photo']) expect(html).toMatch(new RegExp(`<button type="button" class="gallery-control[^"]*" aria-label="${name}">`))
    expect(html).toContain('<button type="button" class="gallery-control gallery-open">Full screen</button>')
    expect(html).toContain('<span class="badge">NEW</span>')
    expect(html).not.toContain('data-enhanced')
    expect(html).not.toContain('style=')
  })
})
