import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, jsonLdOf, mainOf, metaContent, textOf, titleOf } from '../helpers/page-text'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function page(path: string) {
  const res = await request(t.app).get(path).expect(200)
  return { html: res.text, main: mainOf(res.text), text: textOf(mainOf(res.text)) }
}

function selected(html: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? ''
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1]
}

function milesValue(html: string): string | undefined {
  return /<input[^>]*name="miles"[^>]*value="([^"]*)"/.exec(html)?.[1]
}

describe('/eco-impact', () => {
  it('has its own title, description, keywords, canonical and JSON-LD', async () => {
    const { html } = await page('/eco-impact')
    expect(titleOf(html)).toBe(`Eco-Impact Calculator: Electric vs Gas Savings | ${business.name}`)
    const description = metaContent(html, 'description')!
    expect(description.length).toBeGreaterThanOrEqual(120)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(metaContent(html, 'keywords')).toContain('electric golf cart savings')
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/eco-impact`)
    const ld = jsonLdOf(html)
    const webPage = ld.find((d) => d['@type'] === 'WebPage')!
    expect(webPage).toMatchObject({ url: `${TEST_ORIGIN}/eco-impact`, publisher: { '@id': `${TEST_ORIGIN}/#business` } })
    expect(webPage.mainEntity).toMatchObject({ '@type': 'WebApplication' })
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')!
    expect((crumbs.itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual(['Home', 'Eco-Impact Calculator'])
  })

  it('renders the hero, the calculator form with its defaults, benefits, facts and call to action', async () => {
    const { html, main, text } = await page('/eco-impact')
    expect(h1s(html)).toHaveLength(1)
    // Calculator: a GET form back to this page, defaults 25 / Recreational / 1 year.
    expect(main).toMatch(/<form[^>]*action="\/eco-impact#calculator" method="get"/)
    expect(main).toContain('<label for="eco-miles">Miles per Week</label>')
    expect(main).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*max="500"/)
    expect(milesValue(main)).toBe('25')
    expect(selected(main, 'usage')).toBe('recreational')
    expect(selected(main, 'years')).toBe('1')
    for (const [value, label] of [
      ['recreational', 'Recreational'],
      ['residential', 'Residential Community'],
      ['commercial', 'Commercial/Resort'],
      ['golf_course', 'Golf Course'],
    ]) {
      expect(main).toMatch(new RegExp(`<option value="${value}"( selected="")?>${label}</option>`))
    }
    for (const [value, label] of [
      ['1', '1 Year'],
      ['3', '3 Years'],
      ['5', '5 Years'],
      ['10', '10 Years'],
    ]) {
      expect(main).toMatch(new RegExp(`<option value="${value}"( selected="")?>${label}</option>`))
    }
    expect(text).toContain('Calculate Impact')
    expect(text).not.toContain('Your Estimated Impact')
    // Why Choose Electric: six benefits with an explanation each.
    expect(text).toContain('Why Choose Electric')
    for (const benefit of ['Zero Emissions', 'Energy Efficient', 'Forest Protection', 'Sustainable Materials', 'Climate Action', 'Clean Air']) {
      expect(main).toMatch(new RegExp(`<h3 class="h3">${benefit}</h3><p>[^<]{80,}</p>`))
    }
    // Environmental Facts: four figures.
    expect(text).toContain('Environmental Facts')
    for (const fact of ['90%', '25% for gas', '$1,200+', 'Average annual savings', '19.6 lbs', '16.5 trees']) expect(text).toContain(fact)
    expect(text).toContain('Drive 108 miles a week')
    // Call to action.
    expect(main).toContain('<a class="button button-accent" href="/inventory">Browse Electric Golf Carts</a>')
    expect(main).toContain('<a class="button button-outline-light" href="/contact">Get Expert Advice</a>')
    expect(main).toContain(`href="tel:${business.phones.main.e164}"`)
    expect(html).not.toMatch(/\sstyle="/)
  })

  it('computes the result on the server for a submitted form (no JavaScript), without the celebration banner', async () => {
    const { main, text } = await page('/eco-impact?miles=25&usage=recreational&years=1')
    expect(text).toContain('Your Estimated Impact')
    expect(text).toContain('Environmental Impact Over 1 Year')
    expect(text).toContain('CO2 Prevented 1,699 lbs 0.8 tons')
    expect(text).toContain('Fuel Saved 87 gallons')
    expect(text).toContain('Trees Equivalent 14.0 trees')
    expect(text).toContain('Net Savings $280 after electricity costs')
    expect(text).toContain('Gas Cart Fuel Cost $303 Electric Cart Electricity $23 Net Savings $280')
    expect(text).toContain('25 miles a week, recreational use: 1,300 miles over 1 year.')
    expect(text).not.toContain('Great Choice for the Environment!')
    // The chart: an inline SVG with a title, a description and a table of the same numbers.
    expect(main).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="eco-chart-title eco-chart-desc"/)
    expect(main).toContain('<title id="eco-chart-title">Gas cart fuel cost versus electric cart electricity cost over 1 Year</title>')
    expect(text).toContain("After 1 Year a gas cart's fuel costs $303 and an electric cart's electricity costs $23.")
    expect(text).toContain('Year 1 $303 $23')
  })

  it('keeps the submitted values and shows 60 mi / residential / 3 years with a year-by-year chart', async () => {
    const { main, text } = await page('/eco-impact?miles=60&usage=residential&years=3')
    expect(milesValue(main)).toBe('60')
    expect(selected(main, 'usage')).toBe('residential')
    expect(selected(main, 'years')).toBe('3')
    expect(text).toContain('Environmental Impact Over 3 Years')
    expect(text).toContain('CO2 Prevented 14,676 lbs 7.3 tons')
    expect(text).toContain('Fuel Saved 749 gallons')
    expect(text).toContain('Trees Equivalent 121.1 trees')
    expect(text).toContain('Gas Cart Fuel Cost $2,621 Electric Cart Electricity $202 Net Savings $2,419')
    // Cumulative: 873.60 / 67.39 a year.
    expect(text).toContain('Year 1 $874 $67 Year 2 $1,747 $135 Year 3 $2,621 $202')
    expect((main.match(/class="eco-chart-gas"/g) ?? []).length).toBe(3)
    expect((main.match(/class="eco-chart-electric"/g) ?? []).length).toBe(3)
  })

  it.each([
    ['0', 'at least 1'],
    ['501', 'at most 500'],
    ['', 'as a number from 1 to 500'],
    ['lots', 'as a number from 1 to 500'],
  ])('refuses miles=%j with a message next to the field and no result', async (miles, message) => {
    const { main, text, html } = await page(`/eco-impact?miles=${encodeURIComponent(miles)}&usage=golf_course&years=5`)
    expect(main).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="eco-miles-hint eco-miles-error"/)
    expect(main).toMatch(new RegExp(`<p id="eco-miles-error" class="field-error">[^<]*${message}`))
    expect(text).not.toContain('Your Estimated Impact')
    expect(milesValue(main)).toBe(miles)
    expect(selected(main, 'usage')).toBe('golf_course')
    expect(selected(main, 'years')).toBe('5')
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/eco-impact`)
  })

  it('falls back to the defaults for an unknown usage type or time frame', async () => {
    const { main, text } = await page('/eco-impact?miles=25&usage=yacht&years=7')
    expect(selected(main, 'usage')).toBe('recreational')
    expect(selected(main, 'years')).toBe('1')
    expect(text).toContain('Environmental Impact Over 1 Year')
  })
})
