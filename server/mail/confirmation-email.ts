/**
 * The visitor's confirmation: what they sent, and what happens next. Sent from the
 * site's address with Reply-To the sales team, so a reply reaches a person. The subject
 * holds no user text; the only header from the visitor is the recipient, kept on one line.
 */
import { business } from '#app/content/business'
import { LEAD_KIND_LABELS, type Lead } from '#app/domain/leads/lead'
import type { VehicleRecord } from '#app/domain/vehicles/record'
import { escapeHtml } from './lead-email'
import type { OutgoingEmail } from './mailer'
import { leadRows, oneLine, printable, SEED_CONTACTS, type DealerContacts } from './lead-fields'

export interface ConfirmationOptions {
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
  /** Where the visitor's reply goes (LEAD_EMAIL_TO). */
  replyTo: string
  /** The dealer's phones and e-mail as the settings have them when the message is composed. */
  contacts?: DealerContacts
}

export function confirmationEmail(lead: Lead, vehicle: VehicleRecord | undefined, options: ConfirmationOptions): OutgoingEmail {
  const kind = LEAD_KIND_LABELS[lead.kind].toLowerCase()
  const rows = leadRows(lead, vehicle)
  const contacts = options.contacts ?? SEED_CONTACTS
  const phone = contacts.phones.main.display
  const greeting = `Hello ${oneLine(lead.firstName)},`
  const received = `Thank you for contacting ${business.name}. We received your ${kind} and will reply within ${business.responseTime.within} (usually ${business.responseTime.typical}).`
  const urgent = `If it is urgent, call us at ${phone}.`
  const notYou = 'If you did not send this, you can ignore this e-mail.'
  const message = printable(lead.message)
  const text = [
    greeting,
    '',
    received,
    urgent,
    '',
    'What you sent us:',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message,
    '',
    `Reference: ${lead.id}`,
    '',
    notYou,
    '',
    business.name,
    `${phone} · ${contacts.emails.sales}`,
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(received)}</p>
<p>If it is urgent, call us at <a href="tel:${escapeHtml(contacts.phones.main.e164)}">${escapeHtml(phone)}</a>.</p>
<h1 style="font-size:18px">What you sent us</h1>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="color:#6b7280">Reference: ${escapeHtml(lead.id)}<br>${escapeHtml(notYou)}</p>
<p>${escapeHtml(business.name)}<br>${escapeHtml(phone)} · ${escapeHtml(contacts.emails.sales)}</p>
</body></html>`
  return {
    to: oneLine(lead.email),
    from: { email: options.from, name: business.name },
    replyTo: { email: options.replyTo, name: business.name },
    subject: `We received your ${kind}: ${business.name}`,
    text,
    html,
    customId: `${lead.id}:confirmation`,
  }
}
