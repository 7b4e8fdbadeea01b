/**
 * The visitor's confirmation: what kind of enquiry arrived, when, and how to reach the
 * dealer. Sent from the site's address with Reply-To the sales team, so a reply reaches a
 * person. It carries nothing the visitor typed (no name, message or free-text answer): anyone
 * can post a form with someone else's address, and the dealer's sender must not repeat their
 * text to that person. What it names comes from the site itself: the kind of enquiry, the
 * contact form's topic, the cart from the inventory and the lead's reference. The only
 * header from the visitor is the recipient, kept on one line.
 */
import { business } from '#app/content/business'
import { formatDealerTime } from '#app/content/format'
import { LEAD_KIND_LABELS, type Lead } from '#app/domain/leads/lead'
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
function about(lead: Lead, vehicle: VehicleRecord | undefined): string | undefined {
  if (vehicle) return vehicle.name
  const label = lead.kind === 'contact' ? interestLabel(lead.interest) : undefined
  // A topic the form does not offer is the visitor's text: left out.
  return label !== lead.interest ? label : undefined
}

export function confirmationEmail(lead: Lead, vehicle: VehicleRecord | undefined, options: ConfirmationOptions): OutgoingEmail {
  const kind = LEAD_KIND_LABELS[lead.kind].toLowerCase()
  const topic = about(lead, vehicle)
  const contacts = options.contacts ?? SEED_CONTACTS
  const phone = contacts.phones.main.display
  const received = `We received your ${kind}${topic ? ` (${topic})` : ''} on ${formatDealerTime(lead.createdAt)}.`
  const reply = `Thank you for contacting ${business.name}. We will reply within ${business.responseTime.within} (usually ${business.responseTime.typical}).`
  const reach = `If it is urgent, call us at ${phone}, or write to ${contacts.emails.sales} (a reply to this e-mail reaches us too).`
  const notYou = 'If you did not send this, you can ignore this e-mail: nothing else will follow from it.'
  const text = ['Hello,', '', received, reply, '', reach, '', `Reference: ${lead.id}`, '', notYou, '', business.name, `${phone} · ${contacts.emails.sales}`].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>Hello,</p>
<p>${escapeHtml(received)}</p>
<p>${escapeHtml(reply)}</p>
<p>If it is urgent, call us at <a href="tel:${escapeHtml(contacts.phones.main.e164)}">${escapeHtml(phone)}</a>, or write to <a href="mailto:${escapeHtml(contacts.emails.sales)}">${escapeHtml(contacts.emails.sales)}</a> (a reply to this e-mail reaches us too).</p>
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
