import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { ALL_POLICIES, PRIVACY_POLICY, SEED_POLICY_FACTS, TERMS_OF_SERVICE, fillPolicy, findPolicy, type Policy } from '#app/content/policies/index'
import { policyInLanguage } from '#app/content/policies/index-es'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, jsonLdOf, mainOf, metaContent, textOf, titleOf } from '../helpers/page-text'
import { hrefs } from '../helpers/html'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
})
afterAll(async () => {
  await t.close()
})

async function get(path: string, status = 200) {
  return request(t.app).get(path).expect(status)
}

/** A document in Spanish as the page shows it (its title, description and summary carry no facts of the moment). */
function spanish(slug: string): Policy {
  return fillPolicy(policyInLanguage(findPolicy(slug)!, 'es'), SEED_POLICY_FACTS)
}

/** Every document at its own address, and the two legal short paths. */
const ROUTES: Array<[path: string, slug: string]> = [
  ...ALL_POLICIES.map((p) => [p.path, p.slug] as [string, string]),
  ['/privacy', PRIVACY_POLICY.slug],
  ['/terms', TERMS_OF_SERVICE.slug],
]

/** Links inside the page's main content that lead to the site's pages (not phone, e-mail, anchors or assets). */
function pageLinks(html: string): string[] {
  return hrefs(mainOf(html)).filter((href) => href.startsWith('/') && !/^\/(images|assets|api)\//.test(href))
}

/** The policy template's own English words, none of which a Spanish page may show. */
const ENGLISH_WORDS = ['On this page', 'Questions about this policy?', 'Other policies', 'Send Us a Message', '(toll-free)', 'Effective January', 'Reporting period', 'Annual Report']
/** Spanish a page in English must not show. */
const SPANISH_WORDS = ['Política', 'Vigente desde', 'En esta página', 'Otras políticas', 'Envíenos un mensaje', 'llamada gratuita', 'Términos']

describe('policy documents in Spanish', () => {
  it.each(ROUTES)('/es%s: 200 in Spanish, with its Spanish title, h1, date line, canonical and alternates', async (path, slug) => {
    const policy = spanish(slug)
    const html = (await get(`/es${path}`)).text
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual([policy.title])
    expect(titleOf(html)).toBe(`${policy.title} | ${business.name}`)
    expect(metaContent(html, 'description')).toBe(policy.description)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es${policy.path}`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}${policy.path}"`)
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${TEST_ORIGIN}/es${policy.path}"`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}${policy.path}"`)
    const text = textOf(mainOf(html))
    expect(text).toContain(slug === 'staffing-report' ? 'Período del informe: 2024' : 'Vigente desde el 23 de enero de 2025')
    expect(text).toContain(policy.summary)
    for (const section of policy.sections) expect(text).toContain(section.heading)
    expect(text).toContain('En esta página')
    expect(text).toContain('¿Tiene preguntas sobre esta política?')
    expect(text).toContain('le responderemos en menos de 24 horas.')
    for (const words of ENGLISH_WORDS) expect(text, words).not.toContain(words)
    const document = jsonLdOf(html).find((d) => d['@type'] === 'WebPage' || d['@type'] === 'Report')!
    expect(document.inLanguage).toBe('es-US')
    expect(document.url).toBe(`${TEST_ORIGIN}/es${policy.path}`)
  })

  it.each(ROUTES)('/es%s: every link in the page leads to a Spanish page', async (path) => {
    const html = (await get(`/es${path}`)).text
    const links = pageLinks(html)
    expect(links.length).toBeGreaterThan(10)
    for (const href of links) expect(href, href).toMatch(/^\/es(\/|$)/)
    expect(links).toContain('/es/contact')
  })

  it('writes the shop’s hours in Spanish inside the documents', async () => {
    const text = textOf(mainOf((await get('/es/policies/return-policy')).text))
    expect(text).toContain('Horario de la sala de exhibición:')
    expect(text).not.toMatch(/\b(Monday|Saturday|Sunday|Closed)\b/)
  })

  it('answers a short alias with a 301 to the Spanish -policy path, keeping the query', async () => {
    const res = await get('/es/policies/return?ref=footer', 301)
    expect(res.headers.location).toBe('/es/policies/return-policy?ref=footer')
  })

  it('is a 404 for a policy that does not exist', async () => {
    await get('/es/policies/no-such-policy', 404)
  })
})

describe('the policies index in Spanish', () => {
  it('/es/policies: 200 in Spanish, lists every document in Spanish, links in Spanish', async () => {
    const html = (await get('/es/policies')).text
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual(['Políticas e información para clientes'])
    expect(titleOf(html)).toBe(`Políticas e información para clientes | ${business.name}`)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es/policies`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/policies"`)
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${TEST_ORIGIN}/es/policies"`)
    const text = textOf(mainOf(html))
    expect(text).toMatch(/¿Preguntas\? Llame al \(888\) 555-0142 ?\./)
    expect(text).toContain('en todo el condado de Lehigh')
    for (const p of ALL_POLICIES) {
      const es = spanish(p.slug)
      expect(text).toContain(es.title)
      expect(text).toContain(es.summary)
    }
    expect(text).not.toContain('Policies & Customer Information')
    const links = pageLinks(html)
    expect(links.sort()).toEqual(ALL_POLICIES.map((p) => `/es${p.path}`).sort())
  })
})

describe('the English policy pages stay English', () => {
  it.each(ROUTES)('%s: the English document, with no Spanish', async (path, slug) => {
    const policy = findPolicy(slug)!
    const html = (await get(path)).text
    expect(html).toContain('<html lang="en-US"')
    expect(h1s(html)).toEqual([policy.title])
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${policy.path}`)
    const text = textOf(mainOf(html))
    expect(text).toContain(slug === 'staffing-report' ? 'Reporting period: 2024' : 'Effective January 23, 2025')
    expect(text).toContain('On this page')
    expect(text).toContain("Call or e-mail us and we'll reply within 24 hours.")
    for (const words of SPANISH_WORDS) expect(text, words).not.toContain(words)
    for (const href of pageLinks(html)) expect(href, href).not.toMatch(/^\/es(\/|$)/)
    const document = jsonLdOf(html).find((d) => d['@type'] === 'WebPage' || d['@type'] === 'Report')!
    expect(document.inLanguage).toBe('en-US')
  })

  it('/policies: the English index, with no Spanish', async () => {
    const html = (await get('/policies')).text
    expect(h1s(html)).toEqual(['Policies & Customer Information'])
    const text = textOf(mainOf(html))
    expect(text).toMatch(/^Policies Policies & Customer Information How we sell, rent, deliver, store and service golf carts across Lehigh County, and how we handle your information\. Questions\? Call \(888\) 555-0142 ?\./)
    for (const p of ALL_POLICIES) expect(text).toContain(p.title)
    for (const words of SPANISH_WORDS) expect(text, words).not.toContain(words)
    for (const href of pageLinks(html)) expect(href, href).not.toMatch(/^\/es(\/|$)/)
  })
})
