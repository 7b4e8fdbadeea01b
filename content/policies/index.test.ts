import { describe, expect, it } from 'vitest'
import {
  ALL_POLICIES,
  EFFECTIVE_DATE,
  POLICIES,
  POLICY_ALIASES,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
  fillPolicy,
  findPolicy,
  policyText,
  SEED_POLICY_FACTS,
  type Policy,
} from './index'
import { business } from '../business'
import { openingHours } from '../opening-hours'
import { RENTAL_PLANS } from '../rentals'
import { formatPrice } from '../format'
import { POLICY_LINKS } from '../navigation'

const ORDER = [
  'terms-conditions',
  'return-policy',
  'delivery-policy',
  'rental-policy',
  'ethics-policy',
  'storage-policy',
  'publishing-policy',
  'feedback-policy',
  'corrections-policy',
  'diversity-policy',
  'staffing-report',
]

const OTHER_COUNTIES = [
  'Northampton',
  'Berks',
  'Bucks',
  'Montgomery',
  'Lancaster',
  'Carbon',
  'Schuylkill',
  'Lebanon',
  'Chester',
  'Delaware',
  'Philadelphia',
  'Lackawanna',
  'Luzerne',
  'York',
  'Monroe',
]

/** The documents as a page shows them on a fresh install: the seed facts written in. */
const FILLED: readonly Policy[] = ALL_POLICIES.map((p) => fillPolicy(p, SEED_POLICY_FACTS))

function policy(slug: string): Policy {
  const p = FILLED.find((f) => f.slug === slug)
  if (!p) throw new Error(`no policy ${slug}`)
  return p
}

/** The figures each policy must state, as they appear in its text. */
const REQUIRED: Record<string, readonly string[]> = {
  'terms-conditions': ['30 days', 'lien', formatPrice(business.servicePerHour), '24 to 48 hours', 'Pennsylvania', 'Lehigh County'],
  'return-policy': [
    '7 days',
    'under 10 miles',
    '15%',
    '3 days',
    '20%',
    'as-is',
    '30 days',
    '10%',
    '48 hours',
    '10 business days',
    '3-5 business days',
    'return merchandise authorization (RMA)',
  ],
  'delivery-policy': [
    '20-mile radius',
    '15 miles',
    '$5,000',
    '$6 per mile',
    '2:00 PM',
    '$50',
    '$150',
    '24 hours',
    '$75',
    '$100',
    '2-hour delivery window',
    '2-5 business days',
    '2-4 weeks',
    '8 feet',
    '10 feet',
    'beyond 10 miles',
  ],
  'rental-policy': [
    '18 years',
    '30 days',
    '$500',
    '$750',
    '$600',
    '$25 per hour',
    'additional driver costs $25',
    'at most 2 additional drivers',
    '$75 damage administrative fee',
    '$35',
    '$200',
    'Pet hair: $75',
    '$50 to $150',
    '$100,000 per person',
    '$300,000 per accident',
    '$50,000',
    '24 hours',
    '50% refund',
    'no-show',
    '24-hour increments',
    'early returns',
    'subject to availability',
    'lien',
    '$6 per mile',
    '2:00 PM',
    '24/7',
  ],
  'storage-policy': [
    '$125',
    '$75',
    '$650',
    '$400',
    '$575',
    '$350',
    'October 15 to April 15 (6 months)',
    'May 1 to September 30 (5 months)',
    '$50 per month',
    '$150',
    '$25 late fee',
    '10 days',
    '30 days past due',
    '60 days past due',
    '90 days past due',
    '120 days past due',
    'lien',
    '30-day written notice',
    'within 30 days',
    'Seasonal packages are not refundable',
    '50 to 75',
  ],
  'ethics-policy': ['Privacy Policy', 'as-is', 'third-party lender'],
  'publishing-policy': ['within 48 hours', '24 to 48 hours'],
  'feedback-policy': ['4 hours', '24 hours', '48 hours', '1 week'],
  'corrections-policy': ['2 hours', '24 hours', '48 hours', '72 hours'],
  'diversity-policy': ['Pennsylvania Human Relations Act', 'accommodation'],
  'staffing-report': ['24 full-time', '8 part-time', '6 seasonal', '38'],
  'privacy-policy': [
    'first and last name',
    'e-mail address',
    'phone number',
    'e-mailed to our sales team through an e-mail delivery provider',
    'do not sell',
    'no user accounts',
    'no card or bank details',
    'loads only when you ask for it',
    'IP address',
    'rate limiting',
    'never contain what you type',
    'sets no cookies of its own',
    'under 13',
    'Pennsylvania',
  ],
  'terms-of-service': [
    'third-party lender',
    'Images are illustrative',
    '/policies/terms-conditions',
    '/policies/return-policy',
    '/policies/rental-policy',
    'laws of the Commonwealth of Pennsylvania',
    'courts of Lehigh County',
  ],
}

describe('POLICIES', () => {
  it('lists the eleven /policies/ pages in footer order', () => {
    expect(POLICIES.map((p) => p.slug)).toEqual(ORDER)
    expect(POLICIES.map((p) => p.path)).toEqual(POLICY_LINKS.map((l) => l.href))
    for (const p of POLICIES) expect(p.path).toBe(`/policies/${p.slug}`)
  })

  it('has unique slugs, titles and descriptions across all 13 pages', () => {
    expect(ALL_POLICIES).toHaveLength(13)
    for (const key of ['slug', 'title', 'description', 'path'] as const) {
      expect(new Set(ALL_POLICIES.map((p) => p[key])).size, key).toBe(13)
    }
  })

  it('has meta descriptions of 120-160 characters that mention Lehigh County', () => {
    for (const p of FILLED) {
      expect(p.description.length, `${p.slug}: ${p.description.length}`).toBeGreaterThanOrEqual(120)
      expect(p.description.length, `${p.slug}: ${p.description.length}`).toBeLessThanOrEqual(160)
      expect(p.description, p.slug).toContain('Lehigh County')
    }
  })

  it('dates every page but the staffing report, which states its reporting period', () => {
    expect(EFFECTIVE_DATE).toBe('January 23, 2025')
    for (const p of FILLED) {
      if (p.slug === 'staffing-report') {
        expect(p.reportingPeriod).toBe('2024')
        expect(p.effectiveDate).toBeUndefined()
      } else {
        expect(p.effectiveDate, p.slug).toBe(EFFECTIVE_DATE)
        expect(p.reportingPeriod, p.slug).toBeUndefined()
      }
    }
  })

  it('gives every page keywords, a summary and several real sections', () => {
    for (const p of FILLED) {
      expect(p.keywords.length, p.slug).toBeGreaterThanOrEqual(3)
      expect(p.summary.length, p.slug).toBeGreaterThan(40)
      expect(p.sections.length, p.slug).toBeGreaterThanOrEqual(5)
      expect(new Set(p.sections.map((s) => s.heading)).size, p.slug).toBe(p.sections.length)
      for (const s of p.sections) {
        const content = (s.paragraphs?.length ?? 0) + (s.items?.length ?? 0) + (s.table ? 1 : 0) + (s.links?.length ?? 0)
        expect(content, `${p.slug} / ${s.heading}`).toBeGreaterThan(0)
        if (s.table) for (const row of s.table.rows) expect(row.length, `${p.slug} / ${s.table.caption}`).toBe(s.table.head.length)
      }
    }
  })
})

describe('policy content', () => {
  for (const [slug, figures] of Object.entries(REQUIRED)) {
    it(`${slug} states its figures`, () => {
      const text = policyText(policy(slug))
      for (const figure of figures) expect(text, `${slug} should say "${figure}"`).toContain(figure)
    })
  }

  it('names no county but Lehigh County', () => {
    for (const p of FILLED) {
      const text = policyText(p)
      for (const county of OTHER_COUNTIES) {
        expect(new RegExp(`\\b${county}\\b`, 'i').test(text), `${p.slug} mentions ${county}`).toBe(false)
      }
      for (const m of text.matchAll(/(\w+) County/g)) expect(m[1], p.slug).toBe('Lehigh')
    }
  })

  it('contains no placeholders', () => {
    for (const p of FILLED) {
      const text = policyText(p)
      expect(text, p.slug).not.toMatch(/lorem|ipsum/i)
      expect(text, p.slug).not.toMatch(/\[[A-Z]|\{|\}|\bTODO\b|\bTBD\b|\bundefined\b|\bNaN\b|\bnull\b/)
    }
  })

  it('writes in the dealer’s phones, e-mail, address and hours of the moment', () => {
    const facts = {
      ...SEED_POLICY_FACTS,
      phones: { ...SEED_POLICY_FACTS.phones, main: { e164: '+18885550100', display: '(888) 555-0100' } },
      emails: { ...SEED_POLICY_FACTS.emails, info: 'hello@example.com' },
      hours: { ...SEED_POLICY_FACTS.hours, storage: [{ days: 'Monday - Sunday', hours: 'By appointment', dayOfWeek: [] }] },
    }
    for (const p of ALL_POLICIES) {
      const text = policyText(fillPolicy(p, facts))
      expect(text, p.slug).not.toContain(business.phones.main.display)
      expect(text, p.slug).not.toContain(business.emails.info)
      expect(text, p.slug).toContain('hello@example.com')
      expect(text, p.slug).not.toMatch(/\{\w+\}/)
    }
    expect(policyText(fillPolicy(findPolicy('storage-policy')!, facts))).toContain('Monday - Sunday: By appointment')
    expect(policyText(fillPolicy(findPolicy('feedback-policy')!, facts))).toContain('(888) 555-0100')
  })

  it('takes contact details and hours from business.ts on a fresh install', () => {
    const showroom = openingHours.showroom.map((r) => `${r.days}: ${r.hours}`).join('; ')
    for (const p of FILLED) {
      const text = policyText(p)
      expect(text, p.slug).toContain(business.phones.main.display)
      expect(text, p.slug).toContain(business.emails.info)
      expect(text, p.slug).toContain(business.address.street)
      expect(text, p.slug).toContain(showroom)
      // The spec's other reading of the hours (Mon-Sat 8-6, Sun 10-4) is not used.
      expect(text, p.slug).not.toMatch(/6:00 PM|10:00 AM - 4:00 PM|8-6|10-4/)
    }
    const storage = policyText(policy('storage-policy'))
    for (const r of openingHours.storage) expect(storage).toContain(`${r.days}: ${r.hours}`)
  })

  it('renders the rental price table from RENTAL_PLANS', () => {
    const table = policy('rental-policy').sections.find((s) => s.table)!.table!
    expect(table.rows.map((r) => r[0])).toEqual(RENTAL_PLANS.map((p) => p.title))
    RENTAL_PLANS.forEach((plan, i) => {
      expect(table.rows[i].slice(1, 5)).toEqual(plan.rates.map((r) => formatPrice(r.price)))
      expect(table.rows[i][5]).toBe(formatPrice(plan.deposit))
    })
  })

  it('adds up the staffing report', () => {
    const report = policy('staffing-report')
    const departments = report.sections.find((s) => s.heading === 'Roles by department')!.table!
    const rows = departments.rows.slice(0, -1).map((r) => r.slice(1).map(Number))
    const sum = (col: number) => rows.reduce((acc, r) => acc + r[col], 0)
    expect([sum(0), sum(1), sum(2), sum(3)]).toEqual([24, 8, 6, 38])
    for (const r of rows) expect(r[0] + r[1] + r[2]).toBe(r[3])
    expect(departments.rows.at(-1)!.slice(1)).toEqual(['24', '8', '6', '38'])
  })

  it('links only to pages that exist', () => {
    const known = new Set([...ALL_POLICIES.map((p) => p.path), '/contact'])
    for (const p of FILLED) {
      for (const s of p.sections) for (const l of s.links ?? []) expect(known.has(l.href), `${p.slug} -> ${l.href}`).toBe(true)
    }
  })
})

describe('lookups', () => {
  it('finds all 13 pages by slug', () => {
    for (const p of ALL_POLICIES) expect(findPolicy(p.slug)).toBe(p)
    expect(findPolicy('privacy-policy')).toBe(PRIVACY_POLICY)
    expect(findPolicy('terms-of-service')).toBe(TERMS_OF_SERVICE)
    expect(PRIVACY_POLICY.path).toBe('/privacy-policy')
    expect(TERMS_OF_SERVICE.path).toBe('/terms-of-service')
    expect(findPolicy('return')).toBeUndefined()
  })

  it('maps every short alias to an existing -policy page', () => {
    expect(Object.keys(POLICY_ALIASES).sort()).toEqual(
      ['corrections', 'delivery', 'diversity', 'ethics', 'feedback', 'publishing', 'rental', 'return', 'storage'],
    )
    for (const [alias, slug] of Object.entries(POLICY_ALIASES)) {
      expect(slug).toBe(`${alias}-policy`)
      expect(findPolicy(slug)?.path).toBe(`/policies/${slug}`)
    }
  })
})
