/**
 * ADF/XML generation, validated with xmllint (Debian's libxml2-utils; the test command
 * installs it through scripts/ensure-xmllint.sh) against the DTD kept beside it.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { LEAD_KINDS, type Lead, type LeadKind } from '#app/domain/leads/lead'
import type { VehicleRecord } from '#app/domain/vehicles/record'
import { adfDate, adfEmail, adfXml, modelName } from './adf'

const DTD = fileURLToPath(new URL('./adf-1.0.dtd', import.meta.url))
const OPTIONS = { publicOrigin: 'https://www.lehighcountygolfcarts.com', from: 'website@lehighcountygolfcarts.com' }

/** Everything XML can trip on: markup, entities, a CDATA end, quotes, control characters, a lone surrogate, U+FFFE. */
const HOSTILE = `<b>Dana</b> & "Co" 'x' ]]> </adf><!-- <![CDATA[ &amp; \u0000\u0001\u0007\u000b\u001b\u007f\uFFFE\uD800 end`
/** What survives: the characters XML cannot carry are dropped, the rest is kept as text. */
const HOSTILE_KEPT = `<b>Dana</b> & "Co" 'x' ]]> </adf><!-- <![CDATA[ &amp;  end`

function xmllint(args: string[], input: string) {
  const result = spawnSync('xmllint', args, { input, encoding: 'utf8' })
  if (result.error) throw new Error(`xmllint could not run (${result.error.message}): run bash scripts/ensure-xmllint.sh`)
  return result
}

function validate(xml: string): { ok: boolean; errors: string } {
  const result = xmllint(['--noout', '--dtdvalid', DTD, '-'], xml)
  return { ok: result.status === 0, errors: result.stderr }
}

function xpath(xml: string, expression: string): string {
  const result = xmllint(['--xpath', expression, '-'], xml)
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout.replace(/\n$/, '') // xmllint ends its answer with a newline
}

const DETAILS: Record<LeadKind, Lead['details']> = {
  contact: {},
  'test-drive': { preferredDay: '2025-06-07', timeOfDay: 'morning' },
  rental: { plan: 'weekend', startDate: '2025-07-04', days: 3, town: 'Emmaus' },
  service: { make: 'Club Car', model: 'Precedent', problem: 'Will not charge', dropOffDay: '2025-06-09' },
  'trade-in': { year: 2019, make: 'EZGO', model: 'TXT', condition: 'good' },
}

function lead(kind: LeadKind, overrides: Partial<Lead> = {}): Lead {
  return {
    id: '4f7c8a52-1d0b-4c7e-9a51-2b8e0c6f9d13',
    createdAt: '2025-06-03T18:05:09.123Z',
    updatedAt: '2025-06-03T18:05:09.123Z',
    firstName: 'Morgan',
    lastName: 'Reyes',
    email: 'morgan.reyes@example.com',
    phone: '610-555-0123',
    interest: 'sales',
    message: 'Please call me about a six-seat cart.',
    source: 'api',
    kind,
    details: DETAILS[kind],
    visit: { sourcePage: '/inventory/denago-ev-city', campaign: { utm_source: 'newsletter', utm_campaign: 'spring' } },
    status: 'new',
    ...overrides,
  }
}

const VEHICLE = {
  id: 'denago-ev-city',
  name: 'Denago EV City',
  brand: 'Denago',
  year: 2025,
  price: 10995,
  msrp: 11995,
  stockNumber: 'D-1042',
  vin: 'DNG25CITY0001042',
  color: 'Arctic White',
  isNew: true,
  odometerUnit: 'miles',
} as unknown as VehicleRecord

const USED = {
  ...VEHICLE,
  id: 'pre-owned-2023-evolution-classic-4-pro',
  name: 'Pre-Owned 2023 EVolution Classic 4 Pro',
  brand: 'Evolution',
  year: 2023,
  price: 8495,
  stockNumber: 'U-0311',
  isNew: false,
  odometer: 1200,
  odometerUnit: 'miles',
} as unknown as VehicleRecord

const hostileLead = (kind: LeadKind) =>
  lead(kind, {
    firstName: HOSTILE,
    lastName: HOSTILE,
    email: `o'brien&"x"@example.com`,
    phone: HOSTILE,
    message: HOSTILE,
    details: Object.fromEntries(Object.entries(DETAILS[kind]).map(([k, v]) => [k, typeof v === 'string' ? HOSTILE : v])),
    visit: { sourcePage: HOSTILE, referrer: HOSTILE, campaign: { utm_source: HOSTILE } },
  })

describe('ADF/XML is valid against the ADF 1.0 DTD', () => {
  it('xmllint rejects what the DTD forbids (the check is real)', () => {
    const xml = adfXml(lead('contact'), VEHICLE, OPTIONS)
    expect(validate(xml).ok).toBe(true)
    expect(validate(xml.replace(/<vendor>[\s\S]*<\/vendor>\n/, '')).ok).toBe(false)
    expect(validate(xml.replace('interest="buy"', 'interest="rent"')).ok).toBe(false)
    expect(validate(xml.replace('<year>2025</year>', '')).ok).toBe(false)
  })

  for (const kind of LEAD_KINDS) {
    it(`${kind}: with an inventory vehicle, without one, and with hostile text everywhere`, () => {
      for (const [label, xml] of [
        ['with vehicle', adfXml(lead(kind, { vehicleId: VEHICLE.id }), VEHICLE, OPTIONS)],
        ['used vehicle', adfXml(lead(kind, { vehicleId: USED.id }), USED, OPTIONS)],
        ['no vehicle', adfXml(lead(kind), undefined, OPTIONS)],
        ['vehicle gone', adfXml(lead(kind, { vehicleId: 'sold-and-deleted' }), undefined, OPTIONS)],
        ['hostile', adfXml(hostileLead(kind), undefined, OPTIONS)],
        ['hostile with vehicle', adfXml({ ...hostileLead(kind), vehicleId: VEHICLE.id }, VEHICLE, OPTIONS)],
      ] as const) {
        const result = validate(xml)
        expect(result.errors, `${kind} ${label}`).toBe('')
        expect(result.ok, `${kind} ${label}`).toBe(true)
      }
    })
  }

  it('keeps hostile text as text: escaped, read back unchanged but for the characters XML cannot carry', () => {
    const xml = adfXml(hostileLead('test-drive'), undefined, OPTIONS)
    expect(xml).not.toContain('</adf><!--')
    expect(xml).not.toContain(']]>')
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE]/)
    expect(xpath(xml, 'string(/adf/prospect/customer/contact/name[@part="first"])')).toBe(HOSTILE_KEPT)
    expect(xpath(xml, 'string(/adf/prospect/customer/contact/name[@part="last"])')).toBe(HOSTILE_KEPT)
    expect(xpath(xml, 'string(/adf/prospect/customer/contact/email)')).toBe(`o'brien&"x"@example.com`)
    const comments = xpath(xml, 'string(/adf/prospect/customer/comments)')
    expect(comments).toContain(`Message: ${HOSTILE_KEPT}`)
    expect(comments).toContain(`Preferred day: ${HOSTILE_KEPT}`)
    expect(comments).toContain(`Sent from: ${HOSTILE_KEPT}`)
    expect(xpath(xml, 'count(/adf/prospect)')).toBe('1')
  })
})

describe('what the CRM gets', () => {
  it('starts with the XML declaration and the ADF processing instruction', () => {
    const xml = adfXml(lead('contact'), undefined, OPTIONS)
    expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>\n<prospect status="new">')).toBe(true)
    expect(xml.trimEnd().endsWith('</adf>')).toBe(true)
  })

  it('a known vehicle: year, make, model, VIN, stock, colour and the asking price from the inventory record', () => {
    const xml = adfXml(lead('test-drive', { vehicleId: VEHICLE.id }), VEHICLE, OPTIONS)
    expect(xml).toContain(
      '<vehicle interest="test-drive" status="new"><year>2025</year><make>Denago</make><model>EV City</model><vin>DNG25CITY0001042</vin><stock>D-1042</stock><colorcombination><exteriorcolor>Arctic White</exteriorcolor><preference>1</preference></colorcombination><price type="asking" currency="USD">10995</price></vehicle>',
    )
    const used = adfXml(lead('contact', { vehicleId: USED.id }), USED, OPTIONS)
    expect(used).toContain('<vehicle interest="buy" status="used"><year>2023</year><make>Evolution</make><model>Classic 4 Pro</model>')
    expect(used).toContain('<odometer units="mi">1200</odometer>')
    expect(used).toContain('<stock>U-0311</stock>')
  })

  it('maps each kind to an ADF interest; a trade-in or service describes the visitor’s own cart from their answers', () => {
    const interest = (kind: LeadKind, vehicle?: VehicleRecord) => xpath(adfXml(lead(kind), vehicle, OPTIONS), 'concat(//vehicle/@interest, " ", //vehicle/@status)')
    expect(interest('contact')).toBe('buy new')
    expect(interest('test-drive', VEHICLE)).toBe('test-drive new')
    expect(interest('rental')).toBe('lease new')
    expect(interest('service')).toBe('buy used')
    expect(interest('trade-in')).toBe('trade-in used')
    const tradeIn = adfXml(lead('trade-in'), undefined, OPTIONS)
    expect(tradeIn).toContain('<year>2019</year><make>EZGO</make><model>TXT</model><condition>good</condition>')
    expect(adfXml(lead('service'), undefined, OPTIONS)).toContain('<year></year><make>Club Car</make><model>Precedent</model>')
    // A trade-in toward an inventory cart: that cart to buy, then the visitor's own in trade.
    const toward = adfXml(lead('trade-in', { vehicleId: VEHICLE.id }), VEHICLE, OPTIONS)
    expect(xpath(toward, 'count(//vehicle)')).toBe('2')
    expect(xpath(toward, 'concat(//vehicle[1]/@interest, " ", //vehicle[1]/make, " ", //vehicle[2]/@interest, " ", //vehicle[2]/make)')).toBe('buy Denago trade-in EZGO')
    // A test drive of a cart removed from the inventory since: named from what the lead kept.
    const gone = adfXml(lead('test-drive', { vehicleId: 'gone', details: { vehicleName: 'Pre-Owned 2022 Denago EV Rover' } }), undefined, OPTIONS)
    expect(gone).toContain('<vehicle interest="test-drive" status="new"><year>2022</year><make></make><model>Pre-Owned 2022 Denago EV Rover</model></vehicle>')
    // A plain contact message has no vehicle, and ADF needs one: an empty year, make and model.
    expect(adfXml(lead('contact'), undefined, OPTIONS)).toContain('<vehicle interest="buy" status="new"><year></year><make></make><model></model></vehicle>')
  })

  it('the customer, the vendor from content/business.ts and the provider', () => {
    const xml = adfXml(lead('rental'), undefined, OPTIONS)
    expect(xml).toContain(
      '<contact>\n<name part="first" type="individual">Morgan</name>\n<name part="last" type="individual">Reyes</name>\n<email>morgan.reyes@example.com</email>\n<phone type="voice">610-555-0123</phone>\n</contact>',
    )
    expect(xpath(xml, 'string(//vendor/vendorname)')).toBe(business.name)
    expect(xpath(xml, 'string(//vendor/contact/email)')).toBe(business.emails.sales)
    expect(xpath(xml, 'string(//vendor/contact/phone)')).toBe(business.phones.main.display)
    expect(xpath(xml, 'string(//vendor/contact/address/street)')).toBe(business.address.street)
    expect(xpath(xml, 'string(//vendor/contact/address/postalcode)')).toBe(business.address.postalCode)
    expect(xpath(xml, 'string(//provider/name)')).toBe(`${business.name} website`)
    expect(xpath(xml, 'string(//provider/service)')).toBe('Rental request')
    expect(xpath(xml, 'string(//prospect/id)')).toBe('4f7c8a52-1d0b-4c7e-9a51-2b8e0c6f9d13')
    const comments = xpath(xml, 'string(//customer/comments)')
    expect(comments).toBe(
      'Rental request from the website.\nPlan: weekend\nStart date: 2025-07-04\nDays: 3\nTown: Emmaus\nSent from: /inventory/denago-ev-city\nCampaign: utm_source=newsletter, utm_campaign=spring\nMessage: Please call me about a six-seat cart.',
    )
  })

  it('request dates are ISO 8601 in the dealer’s time, with the offset (daylight saving and standard time)', () => {
    expect(adfDate('2025-06-03T18:05:09.123Z')).toBe('2025-06-03T14:05:09-04:00')
    expect(adfDate('2025-01-15T03:00:00Z')).toBe('2025-01-14T22:00:00-05:00')
    expect(adfDate('2025-01-15T03:00:00Z', 'UTC')).toBe('2025-01-15T03:00:00+00:00')
    expect(adfXml(lead('contact'), undefined, OPTIONS)).toContain('<requestdate>2025-06-03T14:05:09-04:00</requestdate>')
  })

  it('the e-mail is text/plain only, its body the XML, its CustomID the lead and kind', () => {
    const email = adfEmail(lead('test-drive', { firstName: 'Dana\r\nBcc: x@y.z' }), VEHICLE, 'crm@dealer.example', OPTIONS)
    expect(email.html).toBeUndefined()
    expect(email.text).toBe(adfXml(lead('test-drive', { firstName: 'Dana\r\nBcc: x@y.z' }), VEHICLE, OPTIONS))
    expect(email.to).toBe('crm@dealer.example')
    expect(email.customId).toBe('4f7c8a52-1d0b-4c7e-9a51-2b8e0c6f9d13:adf')
    expect(email.replyTo).toBeUndefined()
    expect(email.subject).toBe('ADF lead 4f7c8a52-1d0b-4c7e-9a51-2b8e0c6f9d13: Test drive')
  })

  it('a record without a year takes it from its name; the vehicle is named once in the comments', () => {
    const noYear = { ...USED, year: undefined } as unknown as VehicleRecord
    const xml = adfXml(lead('test-drive', { vehicleId: USED.id, details: { vehicleName: USED.name, preferredDay: '2025-06-07' } }), noYear, OPTIONS)
    expect(xml).toContain('<year>2023</year><make>Evolution</make><model>Classic 4 Pro</model>')
    const comments = xpath(xml, 'string(//customer/comments)')
    expect(comments.match(/Pre-Owned 2023 EVolution Classic 4 Pro/g)).toHaveLength(1)
    expect(comments).toContain('Vehicle: Pre-Owned 2023 EVolution Classic 4 Pro (stock U-0311)')
    expect(validate(xml).ok).toBe(true)
  })

  it('model names lose the make, the year and "Pre-Owned"', () => {
    expect(modelName({ name: 'Pre-Owned 2023 EVolution Classic 4 Pro', brand: 'Evolution', year: 2023 })).toBe('Classic 4 Pro')
    expect(modelName({ name: 'Denago EV Nomad XL', brand: 'Denago', year: undefined })).toBe('EV Nomad XL')
    expect(modelName({ name: 'Denago', brand: 'Denago', year: undefined })).toBe('Denago')
  })
})
