/**
 * What a lead says, as labelled rows, for the e-mails that repeat it (the visitor's
 * confirmation, the CRM's ADF comments): the contact fields, the kind's own answers and
 * the vehicle it is about.
 */
import { business, type Phone, type PostalAddress } from '#app/content/business'
import type { Lead, LeadDetails } from '#app/domain/leads/lead'
import type { VehicleRecord } from '#app/domain/vehicles/record'
import { interestLabel } from './lead-email'

/** The dealer's phones, e-mail addresses and address as the e-mails give them: the site settings when the message is composed. */
export interface DealerContacts {
  phones: { main: Phone; local: Phone }
  emails: { info: string; sales: string }
  address: PostalAddress
}

/** content/business.ts's values, the settings' seed: what an e-mail says when it is composed without the settings (tests). */
export const SEED_CONTACTS: DealerContacts = { phones: business.phones, emails: business.emails, address: business.address }

/** The inventory record of the lead's vehicle, looked up when the message is composed. */
export type VehicleLookup = (id: string) => Promise<VehicleRecord | undefined>

/** Drops what no e-mail or XML document should carry: control characters (tab and newline stay), lone surrogates, U+FFFE/U+FFFF. */
export function printable(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
}

/** Header values (names, addresses) must stay on one line. */
export function oneLine(value: string): string {
  return printable(value).replace(/[\r\n\t]+/g, ' ').trim()
}

/** `preferredDay` → "Preferred day", `cart_make` → "Cart make". */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function detailValue(value: LeadDetails[string]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** The kind's own answers, labelled, in the order the form sent them; empty values left out. */
export function detailRows(details: LeadDetails): Array<[string, string]> {
  return Object.entries(details)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]) => [detailLabel(key), detailValue(value)])
}

/** The vehicle as the visitor saw it: "2024 Denago EV City (stock D-1042)". */
export function vehicleLabel(lead: Lead, vehicle: VehicleRecord | undefined): string | undefined {
  if (vehicle) return [vehicle.name, vehicle.stockNumber ? `(stock ${vehicle.stockNumber})` : ''].filter(Boolean).join(' ')
  const named = lead.details.vehicleName ?? lead.details.vehicle
  if (typeof named === 'string' && named.trim()) return named
  return lead.vehicleId
}

/** Everything the visitor sent except the message: name, e-mail, phone, what about, the vehicle and the kind's answers. */
export function leadRows(lead: Lead, vehicle: VehicleRecord | undefined): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Name', oneLine(`${lead.firstName} ${lead.lastName}`)],
    ['Email', lead.email],
    ['Phone', lead.phone],
  ]
  if (lead.kind === 'contact') rows.push(['About', interestLabel(lead.interest)])
  const label = vehicleLabel(lead, vehicle)
  if (label) rows.push(['Vehicle', label])
  const details = { ...lead.details }
  delete details.vehicleName
  delete details.vehicle
  rows.push(...detailRows(details))
  return rows.map(([label, value]) => [label, printable(value)])
}
