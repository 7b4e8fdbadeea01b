import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { photoVariantUrl, type VehiclePhoto } from '#app/domain/photos'
import { PhotoManager } from './PhotoManager'

const photo = (id: string): VehiclePhoto => ({
  id,
  width: 1600,
  height: 1200,
  variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width: 480, height: 360, url: photoVariantUrl(id, 'fedcba9876543210', format, 480) })),
})

describe('PhotoManager without JavaScript', () => {
  const html = renderToString(
    <PhotoManager
      vehicleId="denago-ev-city"
      photos={[photo('0000000000000001'), photo('0000000000000002')]}
      csrfToken="tok"
      submissionToken="sub"
      error="IMG_1.HEIC: iPhone HEIC photos are not supported yet"
      notice="Photo moved."
    />,
  )

  it('is a multipart upload form and a form per photo action, each with the CSRF and submission fields', () => {
    const upload = /<form class="photo-upload"[^>]*>/.exec(html)![0]
    expect(upload).toContain('action="/admin/vehicles/denago-ev-city/photos"')
    expect(upload).toMatch(/enctype="multipart\/form-data"/i)
    expect(upload).toContain('method="post"')
    const input = /<input id="photo-input"[^>]*>/.exec(html)![0]
    for (const attribute of ['type="file"', 'name="photo"', 'multiple=""', 'accept="image/jpeg,image/png,image/webp,image/avif"'])
      expect(input).toContain(attribute)
    expect(html).toContain('action="/admin/vehicles/denago-ev-city/photos/0000000000000002/move"')
    expect(html).toContain('action="/admin/vehicles/denago-ev-city/photos/0000000000000002/cover"')
    const forms = html.match(/<form /g)!.length
    expect(html.match(/name="_csrf" value="tok"/g)).toHaveLength(forms)
    expect(html.match(/name="_submission" value="sub"/g)).toHaveLength(forms)
    // The first photo is the cover and cannot move up; the last cannot move down.
    expect(html).toMatch(/Cover/)
    expect(html).not.toContain('0000000000000001/cover')
    expect(html.match(/disabled=""/g)).toHaveLength(2)
  })

  it('asks before deleting, on a page of its own: Delete is a link to it, never a one-tap form', () => {
    expect(html).not.toMatch(/action="[^"]*\/delete"/)
    expect(html).toMatch(/<a href="\/admin\/vehicles\/denago-ev-city\/photos\/0000000000000001\/delete" class="button-danger"[^>]*aria-label="Delete: photo 1"/)
  })

  it('shows what a photo form just did at the top of the photos, where the page lands', () => {
    const section = html.slice(html.indexOf('<section id="photos"'))
    expect(section.indexOf('Photo moved.')).toBeLessThan(section.indexOf('<form'))
    expect(section).toContain('role="status">Photo moved.</p>')
  })

  it('shows the refusal, labels every control and uses no inline styles (strict CSP)', () => {
    expect(html).toContain('role="alert">IMG_1.HEIC: iPhone HEIC photos are not supported yet</p>')
    expect(html).toContain('<label for="photo-input"')
    expect(html).toContain('aria-label="Move up: photo 2"')
    expect(html).toContain('Photo 2 of 2')
    expect(html).not.toContain('style=')
    expect(html).not.toContain('draggable="true"')
  })
})
