/**
 * Leads in the dealer's words: what each kind of enquiry is called and what it asks, and how
 * long the dealer keeps them, as the privacy policy states it (the daily purge uses the same
 * number).
 */

/** Leads older than this many days are deleted, with their notes and e-mails (LEAD_RETENTION_DAYS). */
export const DEFAULT_LEAD_RETENTION_DAYS = 730

/** "24 months (730 days)", "90 days", "1 year (365 days)". */
export function retentionPeriod(days: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (days % 365 === 0) {
    const years = days / 365
    return `${years === 1 ? '1 year' : `${years * 12} months`} (${plural(days, 'day')})`
  }
  return plural(days, 'day')
}

/** Each kind of enquiry as the dealer names it, and what it asks beyond name, e-mail, phone and message. */
export const LEAD_KIND_COPY = {
  contact: { label: 'Contact form', data: 'what your message is about (sales, service, parts or a general question)' },
  'test-drive': { label: 'Test drive', data: 'the cart you want to drive and your preferred day and time' },
  rental: { label: 'Rental request', data: 'the rental plan, seats, start date, number of days and delivery town' },
  service: { label: 'Service request', data: 'your cart’s make and model, what is wrong with it and your preferred drop-off day' },
  'trade-in': { label: 'Trade-in', data: 'your cart’s year, make, model and condition' },
}

/** Everything a lead holds, in the privacy policy's words. */
export function leadDataKept(): string[] {
  return [
    'Your first and last name, e-mail address and phone number, and your message',
    ...Object.values(LEAD_KIND_COPY).map(({ label, data }) => `${label}: ${data}`),
    'The vehicle page or other page of this website you sent it from, the website that sent you to us (the referrer) and any campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
    'Our own notes on your enquiry, who on our team handles it and where it stands (new, contacted, qualified, won or lost)',
    'A record of the e-mails your enquiry caused (our sales notification, a copy for our customer-management system, your confirmation) and whether each was delivered',
  ]
}

/** The privacy policy's "How long we keep it" paragraphs, for the retention the server purges with. */
export function retentionStatement(retentionDays = DEFAULT_LEAD_RETENTION_DAYS): string[] {
  return [
    `We keep each enquiry, with our notes on it and the record of its e-mails, for ${retentionPeriod(retentionDays)} after it arrives. Every day, the website deletes everything older than that automatically.`,
    'You can ask us to delete everything we hold under your e-mail address or phone number sooner: we erase every enquiry, note and e-mail record for it at once, and keep only a note that an erasure was made (without your details). If you become a customer, records of your purchase, rental or service are kept for as long as the law and warranty obligations require.',
  ]
}
