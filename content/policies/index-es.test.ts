import { describe, expect, it } from 'vitest'
import { ALL_POLICIES, fillPolicy, policyText, privacyPolicy, SEED_POLICY_FACTS, STORAGE_RATES, type Policy, type PolicySection } from './index'
import { ALL_POLICIES_ES, policyInLanguage, privacyPolicyEs } from './index-es'
import { business } from '../business'
import { LEAD_KIND_COPY } from '../leads'
import { RENTAL_INCLUDED_FEATURES, RENTAL_PLANS, RENTAL_TERMS } from '../rentals'
import { PLAN_TITLES_ES, RENTAL_INCLUDED_FEATURES_ES, RENTAL_TERMS_ES } from './rental-es'
import { DEPARTMENTS_ES } from './staffing-report-es'
import { LEAD_KIND_COPY_ES, retentionPeriodEs } from './privacy-es'
import { DEPARTMENTS } from './staffing-report'

/** The documents as a page shows them on a fresh install: the seed facts written in. */
const EN: readonly Policy[] = ALL_POLICIES.map((p) => fillPolicy(p, SEED_POLICY_FACTS))
const ES: readonly Policy[] = ALL_POLICIES_ES.map((p) => fillPolicy(p, SEED_POLICY_FACTS))

/** What a section is made of, without its words: the shape both languages share. */
function shape(section: PolicySection) {
  return {
    paragraphs: section.paragraphs?.length,
    items: section.items?.length,
    table: section.table && { head: section.table.head.length, rows: section.table.rows.map((row) => row.length) },
    links: section.links?.map((link) => link.href),
  }
}

/** Every figure of a text: "$5,000", "15%", "2:00", "24/7" give "5,000", "15", "2:00", "24", "7". */
function figures(text: string): Set<string> {
  return new Set(text.match(/\d[\d,:.]*\d|\d/g) ?? [])
}

/** Every string of a policy, one by one. */
function strings(policy: Policy): string[] {
  return policyText(policy).split('\n').concat(policy.keywords)
}

describe('the policies in Spanish', () => {
  it('has a Spanish document for every English one, in the same order, at the same path', () => {
    expect(ES.map((p) => [p.slug, p.path])).toEqual(EN.map((p) => [p.slug, p.path]))
    for (const p of ALL_POLICIES) expect(policyInLanguage(p, 'es').slug).toBe(p.slug)
    for (const p of ALL_POLICIES) expect(policyInLanguage(p, 'en')).toBe(p)
  })

  it.each(ALL_POLICIES_ES.map((p) => p.slug))('%s has the English document’s sections, items, tables and links', (slug) => {
    const en = EN.find((p) => p.slug === slug)!
    const es = ES.find((p) => p.slug === slug)!
    expect(es.sections.length).toBe(en.sections.length)
    expect(es.sections.map(shape)).toEqual(en.sections.map(shape))
    expect(es.keywords.length).toBe(en.keywords.length)
    expect(es.effectiveDate).toBe(en.effectiveDate)
    expect(es.reportingPeriod).toBe(en.reportingPeriod)
  })

  it.each(ALL_POLICIES_ES.map((p) => p.slug))('%s leaves no text empty and says it in Spanish', (slug) => {
    // As written, before the dealer's facts (whose hours the page gets in its own language) go in.
    const en = ALL_POLICIES.find((p) => p.slug === slug)!
    const es = ALL_POLICIES_ES.find((p) => p.slug === slug)!
    const differs = (spanish: string, english: string) => expect(spanish === english && !/^\{\w+\}$/.test(spanish), `${slug}: ${spanish}`).toBe(false)
    for (const text of strings(es)) expect(text.trim(), slug).not.toBe('')
    differs(es.title, en.title)
    differs(es.description, en.description)
    differs(es.summary, en.summary)
    es.sections.forEach((section, i) => {
      differs(section.heading, en.sections[i].heading)
      section.paragraphs?.forEach((text, j) => differs(text, en.sections[i].paragraphs![j]))
      section.items?.forEach((text, j) => differs(text, en.sections[i].items![j]))
      section.links?.forEach((link, j) => differs(link.label, en.sections[i].links![j].label))
      if (section.table) differs(section.table.caption, en.sections[i].table!.caption)
    })
    // Words only English uses in these documents.
    for (const text of strings(es)) expect(text, slug).not.toMatch(/(?<!\p{L})(the|and|with|our|your|we|you|per|Policy|Phone|E-mail|toll-free|Showroom hours)(?!\p{L})/u)
  })

  it.each(ALL_POLICIES_ES.map((p) => p.slug))('%s states every figure the English states', (slug) => {
    const es = figures(policyText(ES.find((p) => p.slug === slug)!))
    for (const figure of figures(policyText(EN.find((p) => p.slug === slug)!))) expect(es.has(figure), `${slug} should state ${figure}`).toBe(true)
  })

  it('keeps titles unique and short, and descriptions of 120-160 characters that name Lehigh County', () => {
    for (const key of ['title', 'description'] as const) expect(new Set(ES.map((p) => p[key])).size, key).toBe(ES.length)
    for (const p of ES) {
      expect(p.title.length, p.slug).toBeLessThanOrEqual(60)
      expect(p.description.length, `${p.slug}: ${p.description.length}`).toBeGreaterThanOrEqual(120)
      expect(p.description.length, `${p.slug}: ${p.description.length}`).toBeLessThanOrEqual(160)
      expect(p.description, p.slug).toContain('Lehigh County')
    }
  })

  it('writes in the dealer’s phones, e-mail, address and hours, and leaves no placeholder', () => {
    const showroom = SEED_POLICY_FACTS.hours.showroom.map((r) => `${r.days}: ${r.hours}`).join('; ')
    for (const p of ES) {
      const text = policyText(p)
      expect(text, p.slug).toContain(business.phones.main.display)
      expect(text, p.slug).toContain(business.emails.info)
      expect(text, p.slug).toContain(business.address.street)
      expect(text, p.slug).toContain(showroom)
      expect(text, p.slug).not.toMatch(/\{|\}|\bundefined\b|\bNaN\b|\bnull\b/)
    }
  })

  it('has Spanish for every rental term, rental feature, plan, department and kind of enquiry the English names', () => {
    for (const line of RENTAL_TERMS) expect(RENTAL_TERMS_ES[line], line).toBeTruthy()
    for (const line of RENTAL_INCLUDED_FEATURES) expect(RENTAL_INCLUDED_FEATURES_ES[line], line).toBeTruthy()
    for (const plan of RENTAL_PLANS) expect(PLAN_TITLES_ES[plan.title], plan.title).toBeTruthy()
    for (const [name] of DEPARTMENTS) expect(DEPARTMENTS_ES[name], name).toBeTruthy()
    expect(Object.keys(LEAD_KIND_COPY_ES)).toEqual(Object.keys(LEAD_KIND_COPY))
  })

  it('names the storage seasons the English names', () => {
    // storage-es.ts words these periods itself: a change to STORAGE_RATES must reach it.
    expect(STORAGE_RATES.winter.period).toBe('October 15 to April 15')
    expect(STORAGE_RATES.summer.period).toBe('May 1 to September 30')
    const storage = policyText(ES.find((p) => p.slug === 'storage-policy')!)
    expect(storage).toContain('15 de octubre al 15 de abril (6 meses)')
    expect(storage).toContain('1 de mayo al 30 de septiembre (5 meses)')
  })

  it('states the retention the server purges with, as the English does', () => {
    expect(retentionPeriodEs(730)).toBe('24 meses (730 días)')
    expect(retentionPeriodEs(365)).toBe('1 año (365 días)')
    expect(retentionPeriodEs(90)).toBe('90 días')
    expect(policyText(privacyPolicyEs(90))).toContain('durante 90 días desde que llega')
    expect(policyText(policyInLanguage(privacyPolicy(90), 'es', 90))).toContain('durante 90 días desde que llega')
  })
})
