/**
 * A lead as ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs import from
 * e-mail: a text/plain message whose body is only the XML document. Valid against
 * server/mail/adf-1.0.dtd (the unit tests check every kind with xmllint).
 *
 * The vehicle comes from the inventory record, looked up when the message is composed
 * (seconds after the lead arrives), so the CRM gets the dealer's own year, make, model,
 * stock number and the one price the site showed. A lead without an inventory vehicle
 * (a trade-in, a service request) describes the visitor's own cart from its answers;
 * ADF needs a vehicle in every prospect, so a plain contact message sends an empty one.
 */
import { business, DOMAIN } from '#app/content/business'
import { LANGUAGE_NAMES } from '#app/content/languages'
import { LEAD_KIND_LABELS, type Lead, type LeadKind } from '#app/domain/leads/lead'
import type { VehicleRecord } from '#app/domain/vehicles/record'
import type { OutgoingEmail } from './mailer'
import { detailRows, printable, SEED_CONTACTS, vehicleLabel, type DealerContacts } from './lead-fields'

/** Where the dealer is: request dates are written in its local time, with the offset. */
export const DEALER_TIME_ZONE: string = business.timeZone

export interface AdfOptions {
  /** The site's public origin (the vendor's and provider's URL). */
  publicOrigin: string
  /** The site's sender address (LEAD_EMAIL_FROM), the provider's e-mail. */
  from: string
  /** The vendor's phone, e-mail and address: the site settings when the message is composed. */
  contacts?: DealerContacts
}

type Interest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive'

/**
 * What the visitor's interest is, in ADF's terms. ADF has no rental or service: a rental
 * is closest to a lease; a service request describes the visitor's own cart (status
 * used) with ADF's default interest, and says "Service request" in its comments.
 */
export const ADF_INTEREST: Record<LeadKind, Interest> = {
  contact: 'buy',
  'test-drive': 'test-drive',
  rental: 'lease',
  service: 'buy',
  'trade-in': 'trade-in',
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text safe in XML content and attribute values: characters XML 1.0 forbids (control
 * characters, lone surrogates) dropped, markup characters escaped, so `]]>`, `</adf>`
 * or a quote in what the visitor typed stay text.
 */
export function xmlText(value: unknown): string {
  return printable(String(value ?? '')).replace(/[&<>"']/g, (c) => XML_ESCAPES[c])
}

/** ISO 8601 with the dealer's UTC offset and no fraction, as ADF's examples are written: 2025-06-03T14:05:09-04:00. */
export function adfDate(iso: string, timeZone = DEALER_TIME_ZONE): string {
  const date = new Date(iso)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '')
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}

function el(name: string, value: unknown, attrs: Record<string, string | undefined> = {}): string {
  const attributes = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join('')
  return `<${name}${attributes}>${xmlText(value)}</${name}>`
}

/** First string among the lead's answers under any of these names. */
function answer(lead: Lead, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = lead.details[key]
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value).trim()
  }
  return undefined
}

/** The model without the make, the year or "Pre-Owned": "Pre-Owned 2023 EVolution Classic 4 Pro" → "Classic 4 Pro". */
export function modelName(vehicle: Pick<VehicleRecord, 'name' | 'brand' | 'year'>): string {
  const escaped = vehicle.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const model = vehicle.name
    .replace(/\bpre-owned\b/i, '')
    .replace(vehicle.year ? new RegExp(`\\b${vehicle.year}\\b`) : /$^/, '')
    .replace(new RegExp(`\\b${escaped}\\b`, 'i'), '')
    .replace(/\s+/g, ' ')
    .trim()
  return model || vehicle.name
}

const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'unknown']

/** A model year written in the vehicle's name ("Pre-Owned 2023 EVolution …"), for records without a year. */
export function yearInName(name: string): number | undefined {
  const match = /\b(19[5-9]\d|20\d\d)\b/.exec(name)
  return match ? Number(match[1]) : undefined
}

/** An inventory vehicle as the dealer keeps it. */
function inventoryVehicle(vehicle: VehicleRecord, interest: Interest): string {
  const year = vehicle.year ?? yearInName(vehicle.name)
  const parts = [el('year', year ?? ''), el('make', vehicle.brand), el('model', modelName({ ...vehicle, year }))]
  if (vehicle.vin) parts.push(el('vin', vehicle.vin))
  if (vehicle.stockNumber) parts.push(el('stock', vehicle.stockNumber))
  if (vehicle.odometer !== undefined && vehicle.odometerUnit === 'miles') parts.push(el('odometer', vehicle.odometer, { units: 'mi' }))
  if (vehicle.color) parts.push(`<colorcombination>${el('exteriorcolor', vehicle.color)}${el('preference', 1)}</colorcombination>`)
  parts.push(el('price', vehicle.price, { type: 'asking', currency: 'USD' }))
  return `<vehicle interest="${interest}" status="${vehicle.isNew ? 'new' : 'used'}">${parts.join('')}</vehicle>`
}

/** The visitor's own cart (a trade-in, a service request), from their answers. */
function ownCart(lead: Lead): string {
  const parts = [
    el('year', answer(lead, 'year', 'cartYear') ?? ''),
    el('make', answer(lead, 'make', 'cartMake', 'brand') ?? ''),
    el('model', answer(lead, 'model', 'cartModel') ?? ''),
  ]
  const condition = answer(lead, 'condition')?.toLowerCase()
  if (condition && CONDITIONS.includes(condition)) parts.push(el('condition', condition))
  parts.push(el('comments', lead.kind === 'service' ? "The customer's own cart, for service" : "The customer's cart, offered in trade"))
  return `<vehicle interest="${ADF_INTEREST[lead.kind]}" status="used">${parts.join('')}</vehicle>`
}

/**
 * The prospect's vehicles: the inventory vehicle the lead is about (for a trade-in, the
 * one the visitor wants in exchange, interest buy), then the visitor's own cart for a
 * trade-in or service request. ADF needs at least one: a lead about no known vehicle
 * names what it can (a vehicle since removed from the inventory) or leaves them empty.
 */
function vehiclesXml(lead: Lead, vehicle: VehicleRecord | undefined): string {
  const own = lead.kind === 'trade-in' || lead.kind === 'service'
  const vehicles: string[] = []
  if (vehicle) vehicles.push(inventoryVehicle(vehicle, own ? 'buy' : ADF_INTEREST[lead.kind]))
  if (own) vehicles.push(ownCart(lead))
  if (vehicles.length === 0) {
    const named = vehicleLabel(lead, undefined) ?? ''
    vehicles.push(`<vehicle interest="${ADF_INTEREST[lead.kind]}" status="new">${el('year', yearInName(named) ?? '')}${el('make', '')}${el('model', named)}</vehicle>`)
  }
  return vehicles.join('\n')
}

/** The lead's kind, its answers, the visit's page and campaign, and the message: what ADF has no element for. */
function comments(lead: Lead, vehicle: VehicleRecord | undefined): string {
  const lines = [`${LEAD_KIND_LABELS[lead.kind]} from the website.`]
  const label = vehicleLabel(lead, vehicle)
  if (label && vehicle) lines.push(`Vehicle: ${label}`)
  const { vehicleName: _name, vehicle: _vehicle, ...answers } = lead.details
  for (const [key, value] of detailRows(answers)) lines.push(`${key}: ${value}`)
  if (lead.visit.sourcePage) lines.push(`Sent from: ${lead.visit.sourcePage}`)
  if (lead.visit.language) lines.push(`Language: the customer wrote in ${LANGUAGE_NAMES[lead.visit.language]}`)
  const campaign = Object.entries(lead.visit.campaign ?? {})
  if (campaign.length > 0) lines.push(`Campaign: ${campaign.map(([k, v]) => `${k}=${v}`).join(', ')}`)
  lines.push(`Message: ${lead.message}`)
  return lines.join('\n')
}

/** The lead as an ADF 1.0 document. */
export function adfXml(lead: Lead, vehicle: VehicleRecord | undefined, options: AdfOptions): string {
  const contacts = options.contacts ?? SEED_CONTACTS
  const { address } = contacts
  const vendorContact = [
    el('name', business.name, { part: 'full', type: 'business' }),
    el('email', contacts.emails.sales),
    el('phone', contacts.phones.main.display, { type: 'voice' }),
    `<address type="work">${el('street', address.street, { line: '1' })}${el('city', address.city)}${el('regioncode', address.region)}${el('postalcode', address.postalCode)}${el('country', address.country)}</address>`,
  ].join('')
  return [
    '<?xml version="1.0"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    el('id', lead.id, { sequence: '1', source: DOMAIN }),
    el('requestdate', adfDate(lead.createdAt)),
    vehiclesXml(lead, vehicle),
    '<customer>',
    '<contact>',
    el('name', lead.firstName, { part: 'first', type: 'individual' }),
    el('name', lead.lastName, { part: 'last', type: 'individual' }),
    el('email', lead.email),
    el('phone', lead.phone, { type: 'voice' }),
    '</contact>',
    el('comments', comments(lead, vehicle)),
    '</customer>',
    '<vendor>',
    el('vendorname', business.name),
    el('url', options.publicOrigin),
    `<contact primarycontact="1">${vendorContact}</contact>`,
    '</vendor>',
    '<provider>',
    el('name', `${business.name} website`, { part: 'full', type: 'business' }),
    el('service', LEAD_KIND_LABELS[lead.kind]),
    el('url', options.publicOrigin),
    el('email', options.from),
    '</provider>',
    '</prospect>',
    '</adf>',
  ].join('\n')
}

/** The CRM's copy: text/plain, the body only the XML; no user text in any header. */
export function adfEmail(lead: Lead, vehicle: VehicleRecord | undefined, to: string, options: AdfOptions): OutgoingEmail {
  return {
    to,
    from: { email: options.from, name: `${business.name} Website` },
    subject: `ADF lead ${lead.id}: ${LEAD_KIND_LABELS[lead.kind]}`,
    text: adfXml(lead, vehicle, options),
    customId: `${lead.id}:adf`,
  }
}
