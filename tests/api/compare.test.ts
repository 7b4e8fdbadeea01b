/**
 * /compare as a browser without JavaScript and a crawler see it: the carts the address
 * names, in its order; what it cannot show, said on the page; canonical and robots; the
 * cards' and the vehicle page's compare toggles as GET forms; the sitemap without it.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { seedVehicles } from '#app/server/inventory'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1Of, hrefs, metaContent, textOf } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const get = async (path: string, status = 200) => (await request(t.app).get(path).expect(status)).text
const [a, b, c, d] = seedVehicles
const columns = (html: string) => [...html.matchAll(/class="compare-cart-name">([^<]*)</g)].map((m) => m[1].replace(/&amp;/g, '&'))
/** Each table row's header text (with its "Differs" mark, if any) and its cells' texts. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>\s*<th scope="row">([\s\S]*?)<\/th>([\s\S]*?)<\/tr>/g)].map((m) => ({
    header: textOf(m[1]).trim(),
    cells: [...m[2].matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => textOf(cell[1]).trim()),
  }))

describe('/compare', () => {
  it('shows the carts the address names, in its order, with their prices and specifications', async () => {
    const html = await get(`/compare?ids=${b.id},${a.id}`)
    expect(h1Of(html)).toEqual(['Compare Golf Carts'])
    expect(columns(html)).toEqual([b.name, a.name])
    const price = rows(html).find((row) => row.header.startsWith('Price'))!
    expect(price.cells).toEqual([formatPrice(b.price), formatPrice(a.price)])
    const range = rows(html).find((row) => row.header.startsWith('Range'))!
    expect(range.cells).toEqual([b.specifications.range, a.specifications.range])
    expect(hrefs(html)).toEqual(expect.arrayContaining([`/vehicles/${b.id}`, `/vehicles/${a.id}`]))
  })

  it('marks in words the rows where the carts differ, and only those', async () => {
    const html = await get(`/compare?ids=${a.id},${b.id}`)
    for (const row of rows(html).filter((r) => r.header !== 'Next steps')) {
      const known = row.cells.filter((cell) => !cell.includes('Not listed'))
      const differs = known.length > 1 && new Set(known).size > 1
      expect(row.header.endsWith('Differs'), row.header).toBe(differs)
    }
    expect(rows(html).some((row) => row.header.endsWith('Differs'))).toBe(true)
    expect(textOf(html)).toContain('Rows marked “Differs” are where the carts are not the same.')
  })

  it('offers a call link and a test-drive enquiry per cart, and the enquiry page names the cart', async () => {
    const html = await get(`/compare?ids=${a.id},${b.id}`)
    const links = hrefs(html)
    expect(links.filter((href) => href === telHref(business.phones.main)).length).toBeGreaterThanOrEqual(2)
    for (const v of [a, b]) {
      const enquiry = `/enquiries/test-drive?vehicle=${v.id}&from=/compare`
      expect(links).toContain(enquiry)
      expect(textOf(await get(enquiry))).toContain(v.name)
    }
  })

  it('names unknown ids on the page and still shows the carts it knows, with 200', async () => {
    const html = await get(`/compare?ids=no-such-cart,${a.id},Bad%20Id!`)
    expect(columns(html)).toEqual([a.name])
    const text = textOf(html)
    expect(text).toContain('No longer on our lot (sold or removed): “no-such-cart”.')
    expect(text).toContain('Not a cart in our inventory: “bad id!”.')
  })

  it('shows at most three carts and says which were left out', async () => {
    const html = await get(`/compare?ids=${a.id},${b.id},${c.id},${d.id}`)
    expect(columns(html)).toEqual([a.name, b.name, c.name])
    expect(textOf(html)).toContain(`You can compare up to 3 carts at a time, so the first 3 are shown. Left out: “${d.id}”.`)
  })

  it('trims, dedupes and reads several ids values', async () => {
    const html = await get(`/compare?ids=%20${a.id}%20,${a.id}&ids=${c.id}`)
    expect(columns(html)).toEqual([a.name, c.name])
  })

  it('builds a comparison of two and three carts without JavaScript: an "Add a cart" GET form carries the carts shown and offers the others on the lot', async () => {
    /** The add form's hidden ids, its choices, and where it goes. */
    const addForm = (html: string) => {
      const form = html.match(/<form class="compare-add"([^>]*)>([\s\S]*?)<\/form>/)
      if (!form) return undefined
      return {
        action: `${form[1].match(/method="(\w+)"/)?.[1]} ${form[1].match(/action="([^"]*)"/)?.[1]}`,
        carried: form[2].match(/<input type="hidden" name="ids" value="([^"]+)"/)?.[1].split(',') ?? [],
        adds: form[2].match(/<select[^>]*name="(\w+)"/)?.[1],
        offered: [...form[2].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]),
        label: textOf(form[2].match(/<label[^>]*>([\s\S]*?)<\/label>/)![1]),
      }
    }
    const lot = (await request(t.app).get('/api/vehicles').expect(200)).body.map((v: { id: string }) => v.id) as string[]
    const empty = addForm(await get('/compare'))!
    expect(empty).toMatchObject({ action: 'get /compare', carried: [], adds: 'add', label: 'Pick a cart to compare' })
    expect(empty.offered).toEqual(lot)

    const one = addForm(await get(`/compare?ids=${a.id}`))!
    expect(one).toMatchObject({ carried: [a.id], label: 'Add a cart to the comparison' })
    expect(one.offered).toEqual(lot.filter((id) => id !== a.id))
    // What submitting the form asks for: the carried ids, and the chosen one as `add`.
    const two = await get(`/compare?ids=${a.id}&add=${b.id}`)
    expect(columns(two)).toEqual([a.name, b.name])
    expect(addForm(two)!.carried).toEqual([a.id, b.id])
    const three = await get(`/compare?ids=${a.id},${b.id}&add=${c.id}`)
    expect(columns(three)).toEqual([a.name, b.name, c.name])
    // Full: nothing more is offered.
    expect(addForm(three)).toBeUndefined()
  })

  it('answers an empty or all-unknown selection with a way to the inventory', async () => {
    for (const path of ['/compare', '/compare?ids=', '/compare?ids=gone-cart,other-gone']) {
      const html = await get(path)
      expect(columns(html)).toEqual([])
      expect(textOf(html)).toContain('No carts to compare yet')
      expect(hrefs(html.slice(html.indexOf('<main')))).toContain('/inventory')
    }
  })

  it('is one canonical page kept out of search results, whose links are followed', async () => {
    const html = await get(`/compare?ids=${a.id},${b.id}`)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/compare`)
    expect(metaContent(html, 'robots')).toBe('noindex, follow')
  })

  it('is not in the sitemap, and robots.txt does not shut crawlers out of it', async () => {
    expect(await get('/sitemap.xml')).not.toContain('/compare')
    expect(await get('/robots.txt')).not.toMatch(/Disallow: \/compare/)
  })
})

describe('compare toggles without JavaScript', () => {
  /** The cart each toggle's form sends to /compare. */
  const toggles = (html: string) =>
    [...html.matchAll(/<form class="compare-toggle"([^>]*)>\s*<input type="hidden" name="ids" value="([^"]+)"\/?>\s*<button type="submit"[^>]*>Compare/g)]
      .filter((m) => m[1].includes('action="/compare"') && m[1].includes('method="get"'))
      .map((m) => m[2])

  it('are a GET form to /compare on every inventory card, whose address shows that cart', async () => {
    const html = await get('/inventory')
    expect(toggles(html)).toEqual(seedVehicles.map((v) => v.id))
    expect(columns(await get(`/compare?ids=${toggles(html)[1]}`))).toEqual([seedVehicles[1].name])
  })

  it('are on the vehicle page', async () => {
    expect(toggles(await get(`/vehicles/${c.id}`))).toEqual([c.id])
  })
})
