import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { ALL_POLICIES, POLICIES, POLICY_ALIASES, PRIVACY_POLICY, TERMS_OF_SERVICE, findPolicy } from '#app/content/policies/index'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, jsonLdOf, mainOf, metaContent, textOf, titleOf } from '../helpers/page-text'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function get(path: string, status = 200) {
  return request(t.app).get(path).expect(status)
}

/** Every document at its own address, and the two legal short paths. */
const ROUTES: Array<[path: string, slug: string]> = [
  ...ALL_POLICIES.map((p) => [p.path, p.slug] as [string, string]),
  ['/privacy', PRIVACY_POLICY.slug],
  ['/terms', TERMS_OF_SERVICE.slug],
]

describe('policy documents', () => {
  it('serves the eleven /policies pages, /privacy-policy and /terms-of-service at their paths', () => {
    expect(POLICIES.map((p) => p.path)).toEqual([
      '/policies/terms-conditions',
      '/policies/return-policy',
      '/policies/delivery-policy',
      '/policies/rental-policy',
      '/policies/ethics-policy',
      '/policies/storage-policy',
      '/policies/publishing-policy',
      '/policies/feedback-policy',
      '/policies/corrections-policy',
      '/policies/diversity-policy',
      '/policies/staffing-report',
    ])
    expect(ROUTES.map(([path]) => path)).toEqual(expect.arrayContaining(['/privacy', '/privacy-policy', '/terms', '/terms-of-service']))
    expect(ROUTES).toHaveLength(15)
  })

  it.each(ROUTES)('%s: 200 with its title, h1, date line, canonical, description and keywords', async (path, slug) => {
    const policy = findPolicy(slug)!
    const res = await get(path)
    const html = res.text
    expect(h1s(html)).toEqual([policy.title])
    expect(titleOf(html)).toBe(`${policy.title} | ${business.name}`)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${policy.path}`)
    expect(metaContent(html, 'description')).toBe(policy.description)
    expect(metaContent(html, 'keywords')).toBe(policy.keywords.join(', '))
    const text = textOf(mainOf(html))
    if (slug === 'staffing-report') {
      expect(text).toContain('Reporting period: 2024')
      expect(text).not.toContain('Effective January 23, 2025')
    } else {
      expect(text).toContain('Effective January 23, 2025')
    }
    expect(text).toContain(policy.summary)
    expect(html).not.toMatch(/\sstyle="/)
  })

  it.each(ALL_POLICIES.map((p) => [p.path, p.slug]))('%s: table of contents, one h2 per section, tables with caption and th scope', async (path, slug) => {
    const policy = findPolicy(slug)!
    const html = mainOf((await get(path)).text)
    expect(html).toContain('On this page')
    const tocLinks = [...html.matchAll(/<a href="#(policy-[a-z0-9-]+)">([^<]*)<\/a>/g)]
    expect(tocLinks.map((m) => textOf(m[2]))).toEqual(policy.sections.map((s) => s.heading))
    for (const [, id] of tocLinks) expect(html).toMatch(new RegExp(`<h2 id="${id}">`))
    const tables = policy.sections.filter((s) => s.table)
    expect((html.match(/<table>/g) ?? []).length).toBe(tables.length)
    for (const s of tables) {
      expect(textOf(html)).toContain(s.table!.caption)
      for (const head of s.table!.head) expect(html).toContain(`<th scope="col">${escape(head)}</th>`)
      for (const row of s.table!.rows) expect(html).toContain(`<th scope="row">${escape(row[0])}</th>`)
    }
    // Ids are unique on the whole page.
    const ids = [...(await get(path)).text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('ends every page with the questions block (phones and e-mails) and links to the twelve other documents', async () => {
    for (const policy of ALL_POLICIES) {
      const html = mainOf((await get(policy.path)).text)
      expect(textOf(html)).toContain('Questions about this policy?')
      expect(html).toContain(`href="tel:${business.phones.main.e164}"`)
      expect(html).toContain(`href="tel:${business.phones.local.e164}"`)
      expect(html).toContain(`href="mailto:${business.emails.info}"`)
      expect(html).toContain(`href="mailto:${business.emails.sales}"`)
      const others = html.slice(html.indexOf('Other policies'))
      const links = [...others.matchAll(/<li><a href="([^"]+)">/g)].map((m) => m[1])
      expect(links.sort()).toEqual(ALL_POLICIES.filter((p) => p !== policy).map((p) => p.path).sort())
    }
  })

  it('describes each document in JSON-LD: WebPage published 2025-01-23 (a Report for 2024 for the staffing report) and a breadcrumb', async () => {
    for (const policy of ALL_POLICIES) {
      const items = jsonLdOf((await get(policy.path)).text)
      const url = `${TEST_ORIGIN}${policy.path}`
      const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList')!
      expect((crumbs.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item])).toEqual([
        ['Home', `${TEST_ORIGIN}/`],
        ['Policies', `${TEST_ORIGIN}/policies`],
        [policy.title, url],
      ])
      if (policy.slug === 'staffing-report') {
        const report = items.find((i) => i['@type'] === 'Report')!
        expect(report).toMatchObject({ name: policy.title, url, temporalCoverage: '2024', publisher: { '@id': `${TEST_ORIGIN}/#business` } })
        expect(report.datePublished).toBeUndefined()
      } else {
        const page = items.find((i) => i['@type'] === 'WebPage')!
        expect(page).toMatchObject({
          name: policy.title,
          description: policy.description,
          url,
          datePublished: '2025-01-23',
          publisher: { '@id': `${TEST_ORIGIN}/#business` },
        })
      }
      expect(JSON.stringify(items)).not.toMatch(/aggregateRating|reviewCount|ratingValue/)
    }
  })

  it('shows the same privacy policy at /privacy and /privacy-policy, canonical /privacy-policy', async () => {
    const short = (await get('/privacy')).text
    const long = (await get('/privacy-policy')).text
    expect(mainOf(short)).toBe(mainOf(long))
    expect(canonicalOf(short)).toBe(`${TEST_ORIGIN}/privacy-policy`)
    expect(canonicalOf(long)).toBe(`${TEST_ORIGIN}/privacy-policy`)
    expect(h1s(short)).toEqual(['Privacy Policy'])
  })

  it('shows the same terms of service at /terms and /terms-of-service, canonical /terms-of-service', async () => {
    const short = (await get('/terms')).text
    const long = (await get('/terms-of-service')).text
    expect(mainOf(short)).toBe(mainOf(long))
    expect(canonicalOf(short)).toBe(`${TEST_ORIGIN}/terms-of-service`)
    expect(canonicalOf(long)).toBe(`${TEST_ORIGIN}/terms-of-service`)
    expect(h1s(short)).toEqual(['Terms of Service'])
  })

  it('keeps the footer links to /privacy, /privacy-policy and /terms-of-service', async () => {
    const html = (await get('/policies/return-policy')).text
    for (const href of ['/privacy', '/privacy-policy', '/terms-of-service']) expect(html).toContain(`href="${href}"`)
  })
})

describe('policy figures (spec 9.3-9.8) in the rendered pages', () => {
  const FIGURES: Record<string, readonly string[]> = {
    'return-policy': ['7 days', 'under 10 miles', '15%', '20%', 'as-is', '10%', '48 hours', '10 business days', '3-5 business days', 'RMA'],
    'delivery-policy': ['20-mile radius', '15 miles', '$5,000', '$6 per mile', '2:00 PM', '$50', '$150', '$75', '$100', '2-hour', '2-5 business days', '2-4 weeks', '8 feet', '10 feet'],
    'rental-policy': ['18', '30 days', '$500', '$750', '$600', '$25 per hour', '$25', '$75', '$35', '$200', '$100,000', '$300,000', '$50,000', '50%', '24 hours'],
    'storage-policy': ['$125', '$75', '$650', '$400', '$575', '$350', '$50 per month', '$150', '$25', '10 days', '90 days', '120 days', '50', '75'],
    'feedback-policy': ['4 hours', '24 hours', '48 hours', '1 week'],
    'corrections-policy': ['2 hours', '24 hours', '48 hours', '72 hours'],
    'publishing-policy': ['48 hours', '24 to 48 hours'],
    'staffing-report': ['24', '8', '6', '2024', '24 full-time', '8 part-time', '6 seasonal'],
  }

  it.each(Object.entries(FIGURES))('%s shows its figures', async (slug, figures) => {
    const text = textOf(mainOf((await get(`/policies/${slug}`)).text))
    for (const figure of figures) expect(text, figure).toContain(figure)
    expect(text).toContain('Lehigh County')
  })

  it('names Lehigh County only', async () => {
    for (const policy of ALL_POLICIES) {
      const text = textOf(mainOf((await get(policy.path)).text))
      expect(text).not.toMatch(/\b(Northampton|Berks|Bucks|Montgomery|Lancaster|Carbon|Chester) County\b/)
    }
  })
})

describe('policy aliases and unknown policies', () => {
  it.each(Object.entries(POLICY_ALIASES))('/policies/%s answers 301 to /policies/%s', async (alias, target) => {
    const res = await request(t.app).get(`/policies/${alias}`).redirects(0).expect(301)
    expect(res.headers.location).toBe(`/policies/${target}`)
  })

  it('has exactly the nine short aliases', () => {
    expect(Object.keys(POLICY_ALIASES).sort()).toEqual(
      ['return', 'delivery', 'rental', 'storage', 'publishing', 'feedback', 'corrections', 'diversity', 'ethics'].sort(),
    )
    for (const [alias, target] of Object.entries(POLICY_ALIASES)) expect(target).toBe(`${alias}-policy`)
  })

  it('keeps the query string through the redirect', async () => {
    const res = await request(t.app).get('/policies/delivery?utm_source=flyer').redirects(0).expect(301)
    expect(res.headers.location).toBe('/policies/delivery-policy?utm_source=flyer')
  })

  it('answers an unknown policy with the 404 page and status 404', async () => {
    for (const path of ['/policies/nope', '/policies/privacy-policy', '/policies/constructor', '/policies/return-policy/extra']) {
      const res = await get(path, 404)
      expect(h1s(res.text), path).toEqual(['404 Page Not Found'])
      expect(metaContent(res.text, 'robots')).toMatch(/noindex/)
    }
  })
})

describe('/policies index', () => {
  it('lists all thirteen documents, and is the breadcrumb middle step', async () => {
    const html = (await get('/policies')).text
    expect(h1s(html)).toEqual(['Policies & Customer Information'])
    for (const policy of ALL_POLICIES) expect(mainOf(html)).toContain(`href="${policy.path}"`)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/policies`)
    expect(jsonLdOf(html).map((i) => i['@type'])).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']))
  })
})

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}
