/**
 * The visitor's confirmation: what kind of enquiry arrived, when, and how to reach the
 * dealer. Sent from the site's address with Reply-To the sales team, so a reply reaches a
 * person. It carries nothing the visitor typed (no name, message or free-text answer): anyone
 * can post a form with someone else's address, and the dealer's sender must not repeat their
 * text to that person. What it names comes from the site itself: the kind of enquiry, the
 * contact form's topic, the cart from the inventory and the lead's reference. The only
 * header from the visitor is the recipient, kept on one line. It is written in the language
 * the visitor wrote in (content/lead-confirmation.ts).
 */
import { business } from '#app/content/business'
import { formatDealerTime } from '#app/content/format'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { CONFIRMATION_WORDS, type ConfirmationWords } from '#app/content/lead-confirmation'
import type { Lead } from '#app/domain/leads/lead'
import type { VehicleRecord } from '#app/domain/vehicles/record'
import { escapeHtml, interestLabel } from './lead-email'
import type { OutgoingEmail } from './mailer'
import { oneLine, SEED_CONTACTS, type DealerContacts } from './lead-fields'

export interface ConfirmationOptions {
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
  /** Where the visitor's reply goes (LEAD_EMAIL_TO). */
  replyTo: string
  /** The dealer's phones and e-mail as the settings have them when the message is composed. */
  contacts?: DealerContacts
}

/** What the enquiry was about, in the site's words: the contact form's topic, or the cart from the inventory (never as the visitor wrote it). */
function about(lead: Lead, vehicle: VehicleRecord | undefined, words: ConfirmationWords): string | undefined {
  if (vehicle) return vehicle.name
  if (lead.kind !== 'contact') return undefined
  const label = interestLabel(lead.interest)
  // A topic the form does not offer is the visitor's text: left out.
  if (label === lead.interest) return undefined
  return words.interests?.[lead.interest as keyof NonNullable<ConfirmationWords['interests']>] ?? label
}

/** The confirmation, in the language the visitor wrote in. */
export function confirmationEmail(lead: Lead, vehicle: VehicleRecord | undefined, options: ConfirmationOptions): OutgoingEmail {
  const language = lead.visit.language ?? DEFAULT_LANGUAGE
  const words = CONFIRMATION_WORDS[language]
  const kind = words.kinds[lead.kind]
  const topic = about(lead, vehicle, words)
  const contacts = options.contacts ?? SEED_CONTACTS
  const phone = contacts.phones.main.display
  const received = words.received(kind, topic, formatDealerTime(lead.createdAt, language))
  const { before, or, after } = words.urgent
  const reach = `${before} ${phone}, ${or} ${contacts.emails.sales} ${after}`
  const text = [words.hello, '', received, words.reply, '', reach, '', `${words.reference}: ${lead.id}`, '', words.notYou, '', business.name, `${phone} · ${contacts.emails.sales}`].join('\n')
  const html = `<!DOCTYPE html><html lang="${words.lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(received)}</p>
<p>${escapeHtml(words.reply)}</p>
<p>${escapeHtml(before)} <a href="tel:${escapeHtml(contacts.phones.main.e164)}">${escapeHtml(phone)}</a>, ${escapeHtml(or)} <a href="mailto:${escapeHtml(contacts.emails.sales)}">${escapeHtml(contacts.emails.sales)}</a> ${escapeHtml(after)}</p>
<p style="color:#6b7280">${escapeHtml(words.reference)}: ${escapeHtml(lead.id)}<br>${escapeHtml(words.notYou)}</p>
<p>${escapeHtml(business.name)}<br>${escapeHtml(phone)} · ${escapeHtml(contacts.emails.sales)}</p>
</body></html>`
  return {
    to: oneLine(lead.email),
    from: { email: options.from, name: business.name },
    replyTo: { email: options.replyTo, name: business.name },
    subject: words.subject(kind),
    text,
    html,
    customId: `${lead.id}:confirmation`,
  }
}
