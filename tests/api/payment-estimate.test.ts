/**
 * The payment estimate on a vehicle page without JavaScript: the GET form's submission is
 * answered by the server with the monthly payment, or with an error beside each wrong
 * field; the plain page stays the cached one, and the canonical URL never takes the query.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monthlyPayment, PAYMENT_DEFAULTS } from '#app/domain/payment'
import { recordInput, type VehicleRecordInput } from '#app/domain/vehicles/record'
import { PAGE_CACHE_CONTROL } from '#app/server/http/response-cache'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, textOf } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** Seeded at $11,995. */
const CART = 'denago-ev-city'
const PATH = `/vehicles/${CART}`

const get = (path: string) => request(t.app).get(path).set('Accept-Encoding', 'identity')

/** The estimate's section, as text. */
function estimateText(html: string): string {
  const start = html.indexOf('<section id="payment"')
  expect(start, 'the estimate section').toBeGreaterThan(-1)
  return textOf(html.slice(start, html.indexOf('</section>', start)))
}

/** The input or select named `name`, as its HTML. */
function control(html: string, name: string): string {
  const match = new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)
  expect(match, name).not.toBeNull()
  return match![0]
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`

describe('the payment estimate without JavaScript', () => {
  it('starts from the vehicle’s price and the default down payment, APR and term, in a GET form to the page itself', async () => {
    const html = (await get(PATH).expect(200)).text
    const form = /<form[^>]*action="[^"]*#payment"[^>]*>/.exec(html)?.[0]
    expect(form).toContain(`action="${PATH}#payment"`)
    expect(form).toContain('method="get"')
    expect(control(html, 'price')).toContain('value="11995"')
    expect(control(html, 'down')).toContain('value="1200"')
    expect(control(html, 'apr')).toContain(`value="${PAYMENT_DEFAULTS.apr}"`)
    expect(html).toMatch(new RegExp(`<option value="${PAYMENT_DEFAULTS.term}" selected="">`))
    const text = estimateText(html)
    expect(text).toContain(`Estimated payment: ${money(monthlyPayment(10_795, PAYMENT_DEFAULTS.apr, PAYMENT_DEFAULTS.term))} a month`)
    expect(text).toMatch(/not an offer of credit: the lender sets the rate/)
    expect(html).toContain('href="https://financing.example.com/apply"')
  })

  it('answers a submitted form with its monthly payment and keeps the values in the fields', async () => {
    const res = await get(`${PATH}?price=10000&down=0&apr=6&term=60`).expect(200)
    expect(estimateText(res.text)).toContain('Estimated payment: $193.33 a month')
    expect(control(res.text, 'price')).toContain('value="10000"')
    expect(control(res.text, 'down')).toContain('value="0"')
    expect(res.text).toContain('<option value="60" selected="">')
    expect(canonicalOf(res.text)).toBe(`${TEST_ORIGIN}${PATH}`)
    // Another submission is answered for itself, not from a cache.
    const other = await get(`${PATH}?price=12000&down=0&apr=0&term=24`).expect(200)
    expect(estimateText(other.text)).toContain('Estimated payment: $500 a month')
    expect(other.headers['cache-control']).not.toBe(PAGE_CACHE_CONTROL)
  })

  it('takes amounts written as people write them', async () => {
    const res = await get(`${PATH}?price=${encodeURIComponent('$10,000')}&down=0&apr=${encodeURIComponent('6%')}&term=60`).expect(200)
    expect(estimateText(res.text)).toContain('$193.33')
  })

  it.each([
    ['a down payment as large as the price', 'price=9000&down=9000&apr=6&term=60', 'down', 'The down payment must be less than the price.'],
    ['a negative down payment', 'down=-500', 'down', 'The down payment cannot be negative.'],
    ['an APR above the limit', 'apr=45', 'apr', 'Enter an APR from 0% to 30%, like 7.99.'],
    ['a term not offered', 'term=50', 'term', 'Choose a term of 24, 36, 48, 60, 72 or 84 months.'],
    ['a price that is not a number', 'price=cheap', 'price', 'Enter the price in dollars, like 12995.'],
    ['an empty price', 'price=', 'price', 'Enter the price in dollars, like 12995.'],
  ])('shows an error beside the field for %s, and no result', async (_, query, field, message) => {
    const res = await get(`${PATH}?${query}`).expect(200)
    const error = new RegExp(`<p id="payment-${field}-error" class="field-error">${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`)
    expect(res.text).toMatch(error)
    expect(control(res.text, field)).toContain('aria-invalid="true"')
    expect(control(res.text, field)).toContain(`aria-describedby="payment-${field}-error"`)
    const text = estimateText(res.text)
    expect(text).not.toContain('Estimated payment')
    expect(text).toContain('Correct the marked values to see an estimate.')
  })

  it('never fails on a hostile or malformed query', async () => {
    for (const query of ['price[]=1&down[x]=2', 'price=%ff%fe', `apr=${'9'.repeat(5000)}`, 'term=60&term=abc', 'price=<script>alert(1)</script>', 'down=1e400', 'apr=NaN&price=Infinity']) {
      const res = await get(`${PATH}?${query}`)
      expect(res.status, query).toBeLessThan(500)
      expect(res.text, query).not.toContain('<script>alert(1)</script>')
    }
  })

  it('leaves the plain page cached and unchanged by submissions', async () => {
    const first = await get(PATH).expect(200)
    expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    await get(`${PATH}?price=10000&down=0&apr=6&term=60`).expect(200)
    await get(`/vehicle/${CART}?down=-1`).expect(200)
    // A campaign tag is no estimate: that page is cached as usual.
    const tagged = await get(`${PATH}?utm_source=newsletter`).expect(200)
    expect(tagged.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    const again = await get(PATH).expect(200)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.text).toBe(first.text)
    expect(canonicalOf(again.text)).toBe(`${TEST_ORIGIN}${PATH}`)
  })

  it('is not offered for a sold unit', async () => {
    const id = 'evolution-classic-2-plus'
    const record = (await t.services.vehicleRecords.get(id))!
    const change: Partial<VehicleRecordInput> = { status: 'sold' }
    expect((await t.services.vehicleRecords.update({ kind: 'cli' }, id, { ...recordInput(record), ...change })).ok).toBe(true)
    await new Promise((r) => setTimeout(r, INVENTORY_POLL_MS + 300))
    for (const path of [`/vehicles/${id}`, `/vehicles/${id}?price=10000&down=0&apr=6&term=60`]) {
      const html = (await get(path).expect(200)).text
      expect(html, path).toContain('Sold')
      expect(html, path).not.toContain('id="payment"')
      expect(html, path).not.toContain('Estimated payment')
    }
  })
})
