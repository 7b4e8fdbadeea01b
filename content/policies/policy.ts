/**
 * What a policy document is made of (Policy: a title, a summary and sections of paragraphs,
 * lists, tables and links), and what several documents share: the effective date, the
 * dealer's name, phones, e-mail, address and hours as the documents write them, the closing
 * contact section and the links between the pages.
 *
 * The phones, e-mail addresses, address and hours are the dealer's to change (the site
 * settings), so the documents name them by placeholder ("{mainPhone}") and `fillPolicy`
 * writes in the values of the moment when a page shows the document. Never retyped here.
 */
import { business, formatAddress, type OpeningHours, type Phone, type PostalAddress } from '../business'
import { openingHours } from '../opening-hours'

export interface PolicyTable {
  caption: string
  head: readonly string[]
  rows: readonly (readonly string[])[]
}

/** A link to another page of the site, shown after a section's text. */
export interface PolicyLink {
  label: string
  href: string
}

export interface PolicySection {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  table?: PolicyTable
  links?: readonly PolicyLink[]
}

export interface Policy {
  /** "return-policy" */
  slug: string
  /** "/policies/return-policy"; "/privacy-policy" and "/terms-of-service" for the legal pages. */
  path: string
  /** Unique; the page heading. */
  title: string
  /** Meta description: 120-160 characters, unique, mentions Lehigh County. */
  description: string
  keywords: readonly string[]
  /** "January 23, 2025" for every page but the staffing report. */
  effectiveDate?: string
  /** Staffing report only: "2024". */
  reportingPeriod?: string
  /** One or two plain sentences shown under the title. */
  summary: string
  sections: readonly PolicySection[]
}

export const EFFECTIVE_DATE = 'January 23, 2025'

// ---------------------------------------------------------------------------
// Facts shared by several policies
// ---------------------------------------------------------------------------

export const NAME = business.name

/** The dealer's editable facts as the documents name them; `fillPolicy` writes the values in. */
const FACT = {
  mainPhone: '{mainPhone}',
  localPhone: '{localPhone}',
  infoEmail: '{infoEmail}',
  salesEmail: '{salesEmail}',
  address: '{address}',
  showroomHours: '{showroomHours}',
  /** A list item that stands for one item per row of the storage hours. */
  storageHoursItems: '{storageHoursItems}',
} as const

export const MAIN_PHONE = FACT.mainPhone
export const LOCAL_PHONE = FACT.localPhone
export const INFO_EMAIL = FACT.infoEmail
export const SALES_EMAIL = FACT.salesEmail
export const ADDRESS = FACT.address
export const SHOWROOM_HOURS = FACT.showroomHours
/** The storage hours, one list item per row. */
export const STORAGE_HOURS_ITEMS = FACT.storageHoursItems

function hoursText(rows: readonly OpeningHours[]): string {
  return rows.map((r) => `${r.days}: ${r.hours}`).join('; ')
}

export function hoursItems(rows: readonly OpeningHours[]): string[] {
  return rows.map((r) => `${r.days}: ${r.hours}`)
}

/** What the documents' placeholders stand for: the dealer's settings of the moment (domain/settings/facts.ts). */
export interface PolicyFacts {
  phones: { main: Phone; local: Phone }
  emails: { info: string; sales: string }
  address: PostalAddress
  hours: { showroom: readonly OpeningHours[]; storage: readonly OpeningHours[] }
}

/** The facts as content/business.ts seeds them, for tests and for text read outside a page. */
export const SEED_POLICY_FACTS: PolicyFacts = {
  phones: business.phones,
  emails: business.emails,
  address: business.address,
  hours: openingHours,
}

/** A document with the dealer's facts written in place of its placeholders. */
export function fillPolicy(policy: Policy, facts: PolicyFacts): Policy {
  const values: Record<string, string> = {
    [FACT.mainPhone]: facts.phones.main.display,
    [FACT.localPhone]: facts.phones.local.display,
    [FACT.infoEmail]: facts.emails.info,
    [FACT.salesEmail]: facts.emails.sales,
    [FACT.address]: formatAddress(facts.address),
    [FACT.showroomHours]: hoursText(facts.hours.showroom),
  }
  const fill = (text: string) => text.replace(/\{\w+\}/g, (token) => values[token] ?? token)
  const items = (list: readonly string[]) => list.flatMap((item) => (item === FACT.storageHoursItems ? hoursItems(facts.hours.storage) : [fill(item)]))
  return {
    ...policy,
    title: fill(policy.title),
    description: fill(policy.description),
    summary: fill(policy.summary),
    sections: policy.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      ...(section.paragraphs ? { paragraphs: section.paragraphs.map(fill) } : {}),
      ...(section.items ? { items: items(section.items) } : {}),
      ...(section.table
        ? { table: { ...section.table, caption: fill(section.table.caption), head: section.table.head.map(fill), rows: section.table.rows.map((row) => row.map(fill)) } }
        : {}),
    })),
  }
}

export function contactSection(intro: string, heading = 'Contact us'): PolicySection {
  return {
    heading,
    paragraphs: [intro],
    items: [
      `Phone: ${MAIN_PHONE} (toll-free) or ${LOCAL_PHONE}`,
      `E-mail: ${INFO_EMAIL}`,
      `In person or by mail: ${NAME}, ${ADDRESS}`,
      `Showroom hours: ${SHOWROOM_HOURS}`,
    ],
  }
}

export const link = {
  termsConditions: { label: 'Terms & Conditions', href: '/policies/terms-conditions' },
  returns: { label: 'Return Policy', href: '/policies/return-policy' },
  delivery: { label: 'Delivery Policy', href: '/policies/delivery-policy' },
  rental: { label: 'Rental Policy', href: '/policies/rental-policy' },
  storage: { label: 'Storage Policy', href: '/policies/storage-policy' },
  feedback: { label: 'Feedback Policy', href: '/policies/feedback-policy' },
  corrections: { label: 'Corrections Policy', href: '/policies/corrections-policy' },
  staffing: { label: 'Annual Staffing Report 2024', href: '/policies/staffing-report' },
  privacy: { label: 'Privacy Policy', href: '/privacy-policy' },
  contact: { label: 'Contact us', href: '/contact' },
} as const satisfies Record<string, PolicyLink>
