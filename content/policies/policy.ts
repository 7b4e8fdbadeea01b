/**
 * What a policy document is made of (Policy: a title, a summary and sections of paragraphs,
 * lists, tables and links), and what several documents share: the effective date, the
 * dealer's name, phones, e-mail, address and hours as the documents write them, the closing
 * contact section and the links between the pages. The facts come from content/business.ts,
 * never retyped here.
 */
import { business, formatAddress, type OpeningHours } from '../business'

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
export const MAIN_PHONE = business.phones.main.display
export const LOCAL_PHONE = business.phones.local.display
export const INFO_EMAIL = business.emails.info
export const SALES_EMAIL = business.emails.sales
export const ADDRESS = formatAddress()

function hoursText(rows: readonly OpeningHours[]): string {
  return rows.map((r) => `${r.days}: ${r.hours}`).join('; ')
}

export function hoursItems(rows: readonly OpeningHours[]): string[] {
  return rows.map((r) => `${r.days}: ${r.hours}`)
}

export const SHOWROOM_HOURS = hoursText(business.hours.showroom)

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
