import type { Policy } from '#app/content/policies/index'

/** "Return windows at a glance" -> "return-windows-at-a-glance"; "Your choices and Pennsylvania residents' rights" -> "your-choices-and-pennsylvania-residents-rights". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Each section's anchor id for the "On this page" list, unique within the page. */
export function sectionIds(policy: Pick<Policy, 'sections'>): string[] {
  const seen = new Map<string, number>()
  return policy.sections.map((section) => {
    const base = `policy-${slugify(section.heading) || 'section'}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "January 23, 2025" -> "2025-01-23" (for <time> and JSON-LD). */
export function isoDate(text: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const month = match ? MONTHS.indexOf(match[1]) + 1 : 0
  if (!match || month === 0) throw new Error(`not a date: ${text}`)
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`
}

/** The line under the title: "Effective January 23, 2025" or "Reporting period: 2024". */
export function dateline(policy: Pick<Policy, 'effectiveDate' | 'reportingPeriod'>): string {
  if (policy.reportingPeriod) return `Reporting period: ${policy.reportingPeriod}`
  return policy.effectiveDate ? `Effective ${policy.effectiveDate}` : ''
}
