/**
 * The renter's e-mails, one per kind and reservation (outbox rows of its lead): request
 * received, confirmed (with the reservation as an .ics invitation), declined, cancelled,
 * released, and the reminder the day before. Sent from the site's address with Reply-To the
 * sales team; the subject holds no user text; what the renter typed is escaped in the HTML.
 * A message whose reservation moved on before it went out (a reminder for one cancelled
 * meanwhile) is skipped, not sent.
 */
import { business } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { urlInLanguage } from '#app/domain/language'
import { RENTAL_EMAIL_WORDS, type RentalEmailWords } from '#app/content/rental-emails'
import { DEFAULT_RENTAL_HOLD_HOURS, returnDay } from '#app/domain/bookings/rental-reservation'
import { RENTAL_MESSAGE_KINDS, type Lead, type MessageKind, type RentalMessageKind } from '#app/domain/leads/lead'
import { escapeHtml, oneLine, printable, SEED_CONTACTS, type ComposeMessage, type DealerContacts, type OutgoingEmail } from '../mail'
import { calendarText, reservationUid } from './ical'
import type { ReservationLinks } from './links'
import type { Reservation, RentalUnit } from './model'

export interface RentalEmailOptions {
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
  /** Where the renter's reply goes (LEAD_EMAIL_TO). */
  replyTo: string
  publicOrigin: string
  holdHours?: number
  /** The reservation of a lead. */
  reservationOf: (leadId: string) => Promise<Reservation | undefined>
  unitOf: (unitId: number) => Promise<RentalUnit | undefined>
  links: ReservationLinks
  /** The dealer's phones, e-mail and address as the site settings have them now (the seed's without). */
  contacts?: () => Promise<DealerContacts>
  now?: () => number
}

/** Which statuses each e-mail still makes sense in when it goes out. */
const STILL_TRUE: Record<RentalMessageKind, readonly Reservation['status'][]> = {
  'rental-requested': ['requested', 'confirmed', 'checked-out', 'returned', 'declined', 'cancelled', 'released'],
  'rental-confirmed': ['confirmed', 'checked-out', 'returned'],
  'rental-declined': ['declined'],
  'rental-cancelled': ['cancelled'],
  'rental-released': ['released'],
  'rental-reminder': ['confirmed'],
}

/** The .ics of a confirmed reservation, as attached to its e-mail, in the renter's language. */
export function reservationCalendar(r: Reservation, now: number = Date.now(), contacts: DealerContacts = SEED_CONTACTS, COPY: RentalEmailWords = RENTAL_EMAIL_WORDS[DEFAULT_LANGUAGE]): string {
  return calendarText(
    {
      name: `${business.name} rental ${r.id}`,
      method: 'PUBLISH',
      events: [
        {
          uid: reservationUid(r.id),
          start: r.startDay,
          end: returnDay(r.startDay, r.days),
          summary: COPY.calendar.summary(COPY.plan(r.plan), r.days),
          description: COPY.calendar.description(r.id, contacts.phones.main),
          location: `${r.address}, ${r.town}, ${contacts.address.region}`,
          status: 'CONFIRMED',
          sequence: 1,
        },
      ],
    },
    now,
  )
}

export function rentalEmails(options: RentalEmailOptions): Partial<Record<MessageKind, ComposeMessage>> {
  const holdHours = options.holdHours ?? DEFAULT_RENTAL_HOLD_HOURS
  const compose: ComposeMessage = async (kind, lead: Lead) => {
    const r = await options.reservationOf(lead.id)
    if (!r) return { skip: 'the reservation is gone' }
    const rentalKind = kind as RentalMessageKind
    if (!STILL_TRUE[rentalKind].includes(r.status)) return { skip: `the reservation is ${r.status} now` }
    const unit = await options.unitOf(r.unitId)
    const language = lead.visit?.language ?? DEFAULT_LANGUAGE
    // The cancel page in the renter's language.
    const cancelUrl = r.status === 'requested' || r.status === 'confirmed' ? urlInLanguage(await options.links.cancelUrl(options.publicOrigin, r.id), language) : undefined
    const contacts = (await options.contacts?.()) ?? SEED_CONTACTS
    return email(rentalKind, lead.id, r, unit, cancelUrl, contacts, language)
  }

  function email(kind: RentalMessageKind, leadId: string, r: Reservation, unit: RentalUnit | undefined, cancelUrl: string | undefined, contacts: DealerContacts, language: Language): OutgoingEmail {
    const COPY = RENTAL_EMAIL_WORDS[language]
    const L = COPY.labels
    const call = COPY.call(contacts.phones.main)
    const signature = COPY.signature(contacts.phones.main, contacts.emails.sales)
    const rows: Array<[string, string]> = [
      [L.reference, r.id],
      [L.cart, COPY.plan(r.plan)],
      [L.start, COPY.day(r.startDay)],
      [L.end, COPY.day(returnDay(r.startDay, r.days))],
      [L.days, COPY.days(r.days)],
      [L.price, formatPrice(r.price)],
      [L.delivery, r.delivery ? (r.delivery.fee === 0 ? COPY.deliveryFree(r.delivery.miles) : COPY.deliveryFee(r.delivery.fee, r.delivery.miles)) : COPY.deliveryUnknown],
      [L.address, `${printable(r.address)}, ${r.town}`],
    ]
    if (kind === 'rental-confirmed' && unit) rows.splice(2, 0, [L.unit, unit.name])
    const { subject, lines } = (() => {
      switch (kind) {
        case 'rental-requested':
          return { subject: COPY.requested.subject(r.id), lines: COPY.requested.lines(holdHours) }
        case 'rental-confirmed':
          return { subject: COPY.confirmed.subject(r.id), lines: COPY.confirmed.lines }
        case 'rental-declined':
          return { subject: COPY.declined.subject(r.id), lines: COPY.declined.lines(printable(r.reason ?? '')) }
        case 'rental-cancelled':
          return { subject: COPY.cancelled.subject(r.id), lines: COPY.cancelled.lines(printable(r.reason ?? '')) }
        case 'rental-released':
          return { subject: COPY.released.subject(r.id), lines: COPY.released.lines(holdHours) }
        case 'rental-reminder':
          return { subject: COPY.reminder.subject(r.id), lines: COPY.reminder.lines }
      }
    })()
    const greeting = COPY.greeting(oneLine(r.firstName))
    const active = kind === 'rental-requested' || kind === 'rental-confirmed' || kind === 'rental-reminder'
    const text = [
      greeting,
      '',
      ...lines,
      '',
      `${COPY.details}:`,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...(active ? [COPY.deposit, ''] : []),
      ...(cancelUrl && active ? [COPY.cancelLink, cancelUrl, ''] : []),
      call,
      '',
      ...signature,
    ].join('\n')
    const html = `<!DOCTYPE html><html lang="${COPY.lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<h1 style="font-size:18px">${escapeHtml(COPY.details)}</h1>
<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${active ? `<p>${escapeHtml(COPY.deposit)}</p>` : ''}
${cancelUrl && active ? `<p>${escapeHtml(COPY.cancelLink)} <a href="${escapeHtml(cancelUrl)}">${escapeHtml(cancelUrl)}</a></p>` : ''}
<p>${escapeHtml(call)}</p>
<p>${signature.map(escapeHtml).join('<br>')}</p>
</body></html>`
    return {
      to: oneLine(r.email),
      from: { email: options.from, name: business.name },
      replyTo: { email: options.replyTo, name: business.name },
      subject,
      text,
      html,
      ...(kind === 'rental-confirmed'
        ? { attachments: [{ filename: `rental-${r.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', base64: Buffer.from(reservationCalendar(r, options.now?.(), contacts, COPY), 'utf8').toString('base64') }] }
        : {}),
      customId: `${leadId}:${kind}`,
    }
  }

  return Object.fromEntries(RENTAL_MESSAGE_KINDS.map((kind) => [kind, compose]))
}
