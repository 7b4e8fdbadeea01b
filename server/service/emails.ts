/**
 * The customer's e-mails, one per kind and booking (outbox rows of its lead): booked (with
 * the drop-off as an .ics invitation), moved, cancelled, the reminder the day before, and
 * "your cart is ready". Sent from the site's address with Reply-To the team; the subject
 * holds no user text; what the customer typed is escaped in the HTML. An e-mail whose booking
 * moved on before it went out (a reminder for one cancelled meanwhile, or one held up by an
 * outage until the drop-off is no longer tomorrow) is skipped, not sent. The booked, moved and
 * cancelled e-mails carry the drop-off as an .ics (one UID, a later SEQUENCE, CANCELLED on
 * cancellation), so the customer's calendar follows the booking.
 */
import { business } from '#app/content/business'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { SERVICE_EMAIL_WORDS } from '#app/content/service-emails'
import { urlInLanguage } from '#app/domain/language'
import { reminderDay } from '#app/domain/bookings/service-booking'
import { SERVICE_MESSAGE_KINDS, type Lead, type MessageKind, type ServiceMessageKind } from '#app/domain/leads/lead'
import { escapeHtml, oneLine, printable, SEED_CONTACTS, type ComposeMessage, type DealerContacts, type OutgoingEmail } from '../mail'
import { bookingCalendar } from './ical'
import type { BookingLinks } from './links'
import { windowIdOf, type ServiceBooking } from './model'

export interface ServiceEmailOptions {
  from: string
  replyTo: string
  publicOrigin: string
  bookingOf: (leadId: string) => Promise<ServiceBooking | undefined>
  links: BookingLinks
  now?: () => number
  /** The dealer's phone and address as the site settings have them now (server/settings); the seed's without. */
  contacts?: () => Promise<DealerContacts>
}

/** Which statuses each e-mail still makes sense in when it goes out. */
const STILL_TRUE: Record<ServiceMessageKind, readonly ServiceBooking['status'][]> = {
  'service-booked': ['booked', 'confirmed', 'received', 'in-progress', 'ready', 'collected', 'cancelled'],
  'service-moved': ['booked', 'confirmed'],
  'service-cancelled': ['cancelled'],
  'service-reminder': ['booked', 'confirmed'],
  'service-ready': ['ready', 'collected'],
}

const WITH_CALENDAR: readonly ServiceMessageKind[] = ['service-booked', 'service-moved', 'service-cancelled']

/**
 * The id the provider knows a message by, and by which the outbox asks whether a send it got no
 * answer to went out. A booking can be moved more than once, and its reminder queued again for
 * the new day: those two carry the window they are about, so a second one is never taken for
 * the first (and not sent).
 */
export function messageId(leadId: string, kind: ServiceMessageKind, b: Pick<ServiceBooking, 'day' | 'from'>): string {
  return kind === 'service-moved' || kind === 'service-reminder' ? `${leadId}:${kind}:${windowIdOf(b)}` : `${leadId}:${kind}`
}

export function serviceEmails(options: ServiceEmailOptions): Partial<Record<MessageKind, ComposeMessage>> {
  const now = options.now ?? Date.now
  const compose: ComposeMessage = async (kind, lead: Lead) => {
    const b = await options.bookingOf(lead.id)
    if (!b) return { skip: 'the booking is gone' }
    const serviceKind = kind as ServiceMessageKind
    if (!STILL_TRUE[serviceKind].includes(b.status)) return { skip: `the booking is ${b.status} now` }
    if (serviceKind === 'service-reminder' && b.day !== reminderDay(now())) return { skip: 'the drop-off is not tomorrow any more' }
    const language = lead.visit?.language ?? DEFAULT_LANGUAGE
    // The customer's page in their language.
    const changeUrl = b.status === 'booked' || b.status === 'confirmed' ? urlInLanguage(await options.links.url(options.publicOrigin, b.id), language) : undefined
    return email(serviceKind, lead.id, b, changeUrl, (await options.contacts?.()) ?? SEED_CONTACTS, language)
  }

  function email(kind: ServiceMessageKind, leadId: string, b: ServiceBooking, changeUrl: string | undefined, contacts: DealerContacts, language: Language): OutgoingEmail {
    const COPY = SERVICE_EMAIL_WORDS[language]
    const { address } = contacts
    const call = COPY.call(contacts.phones.main)
    const L = COPY.labels
    const rows: Array<[string, string]> = [
      [L.reference, b.id],
      [L.window, COPY.window(b.day, b.from, b.to)],
      [L.cart, `${printable(b.make)} ${printable(b.model)}`],
      [L.problem, printable(b.problem)],
      [L.address, `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`],
    ]
    const { subject, lines } = (() => {
      switch (kind) {
        case 'service-booked':
          return { subject: COPY.booked.subject(b.id), lines: COPY.booked.lines }
        case 'service-moved':
          return { subject: COPY.moved.subject(b.id), lines: COPY.moved.lines }
        case 'service-cancelled':
          return { subject: COPY.cancelled.subject(b.id), lines: COPY.cancelled.lines(printable(b.reason ?? '')) }
        case 'service-reminder':
          return { subject: COPY.reminder.subject(b.id), lines: COPY.reminder.lines }
        case 'service-ready':
          return { subject: COPY.ready.subject(b.id), lines: COPY.ready.lines }
      }
    })()
    const greeting = COPY.greeting(oneLine(b.firstName))
    const link = changeUrl && kind !== 'service-cancelled' && kind !== 'service-ready' ? changeUrl : undefined
    const text = [greeting, '', ...lines, '', `${COPY.details}:`, ...rows.map(([label, value]) => `${label}: ${value}`), '', ...(link ? [COPY.change, link, ''] : []), call, '', ...COPY.signature].join('\n')
    const html = `<!DOCTYPE html><html lang="${COPY.lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<h1 style="font-size:18px">${escapeHtml(COPY.details)}</h1>
<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${link ? `<p>${escapeHtml(COPY.change)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}
<p>${escapeHtml(call)}</p>
<p>${COPY.signature.map(escapeHtml).join('<br>')}</p>
</body></html>`
    return {
      to: oneLine(b.email),
      from: { email: options.from, name: business.name },
      replyTo: { email: options.replyTo, name: business.name },
      subject,
      text,
      html,
      ...(WITH_CALENDAR.includes(kind)
        ? { attachments: [{ filename: `service-${b.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', base64: Buffer.from(bookingCalendar(b, now(), address, COPY), 'utf8').toString('base64') }] }
        : {}),
      customId: messageId(leadId, kind, b),
    }
  }

  return Object.fromEntries(SERVICE_MESSAGE_KINDS.map((kind) => [kind, compose]))
}
