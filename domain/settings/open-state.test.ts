import { describe, expect, it } from 'vitest'
import { instantAt } from '../dealer-clock'
import { siteFacts } from './facts'
import { departmentStatus, CLOSING_SOON_MINUTES } from './open-state'
import { SEED_SETTINGS, type SiteSettings } from './settings'

/** A moment on the dealer's clock. */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return instantAt(date, h * 60 + m)
}
const status = (settings: SiteSettings, date: string, time: string, department: 'showroom' | 'service' | 'storage' = 'showroom') =>
  departmentStatus(settings, department, at(date, time))

const THANKSGIVING: SiteSettings = {
  ...SEED_SETTINGS,
  closures: [
    { date: '2026-11-26', departments: ['showroom', 'service', 'storage'], reason: 'Thanksgiving' },
    { date: '2026-12-24', departments: ['showroom'], reason: 'Christmas Eve', opens: '09:00', closes: '13:00' },
  ],
}

describe('open or closed, at the edges of the seed hours (showroom Monday to Saturday 9 to 5)', () => {
  // Tuesday, November 24, 2026.
  it('is closed a minute before opening and open at the minute it opens', () => {
    expect(status(SEED_SETTINGS, '2026-11-24', '08:59')).toEqual({ state: 'closed', text: 'Closed now · opens today at 9:00 AM', changesAt: at('2026-11-24', '09:00') })
    expect(status(SEED_SETTINGS, '2026-11-24', '09:00')).toMatchObject({ state: 'open', text: 'Open now · until 5:00 PM' })
  })

  it('closes soon from an hour before closing, and is closed at the minute it closes', () => {
    expect(CLOSING_SOON_MINUTES).toBe(60)
    expect(status(SEED_SETTINGS, '2026-11-24', '15:59')).toEqual({ state: 'open', text: 'Open now · until 5:00 PM', changesAt: at('2026-11-24', '16:00') })
    expect(status(SEED_SETTINGS, '2026-11-24', '16:00')).toEqual({ state: 'closing-soon', text: 'Closes soon · at 5:00 PM', changesAt: at('2026-11-24', '17:00') })
    expect(status(SEED_SETTINGS, '2026-11-24', '16:59')).toMatchObject({ state: 'closing-soon' })
    expect(status(SEED_SETTINGS, '2026-11-24', '17:00')).toEqual({ state: 'closed', text: 'Closed now · opens tomorrow at 9:00 AM', changesAt: at('2026-11-25', '00:00') })
  })

  it('says when a closed Sunday opens again, and each department keeps its own hours and notes', () => {
    expect(status(SEED_SETTINGS, '2026-11-29', '12:00')).toMatchObject({ state: 'closed', text: 'Closed today · opens tomorrow at 9:00 AM' })
    expect(status(SEED_SETTINGS, '2026-11-28', '18:00')).toMatchObject({ text: 'Closed now · opens Monday at 9:00 AM' })
    expect(status(SEED_SETTINGS, '2026-11-29', '12:00', 'service')).toMatchObject({ state: 'closed', text: 'Closed today · Emergency service only · opens tomorrow at 8:00 AM' })
    expect(status(SEED_SETTINGS, '2026-11-28', '14:30', 'service')).toMatchObject({ state: 'closing-soon', text: 'Closes soon · at 3:00 PM' })
    expect(status(SEED_SETTINGS, '2026-11-24', '08:30', 'storage')).toMatchObject({ state: 'open' })
  })
})

describe('a closure on a holiday', () => {
  it('closes the day with its reason, and the day before says when it opens after it', () => {
    expect(status(THANKSGIVING, '2026-11-26', '11:00')).toEqual({ state: 'closed', text: 'Closed for Thanksgiving · opens tomorrow at 9:00 AM', changesAt: at('2026-11-27', '00:00') })
    expect(status(THANKSGIVING, '2026-11-26', '11:00', 'service')).toMatchObject({ text: 'Closed for Thanksgiving · opens tomorrow at 8:00 AM' })
    expect(status(THANKSGIVING, '2026-11-25', '17:30')).toMatchObject({ text: 'Closed now · opens Friday at 9:00 AM' })
    // The minute before midnight the holiday has not begun; at midnight it has.
    expect(status(THANKSGIVING, '2026-11-25', '23:59').changesAt).toBe(at('2026-11-26', '00:00'))
  })

  it('keeps special hours with their reason, only for the departments named', () => {
    expect(status(THANKSGIVING, '2026-12-24', '11:00')).toMatchObject({ state: 'open', text: 'Open now · until 1:00 PM (Christmas Eve)' })
    expect(status(THANKSGIVING, '2026-12-24', '12:00')).toMatchObject({ state: 'closing-soon', text: 'Closes soon · at 1:00 PM (Christmas Eve)' })
    expect(status(THANKSGIVING, '2026-12-24', '13:00')).toMatchObject({ state: 'closed', text: 'Closed for Christmas Eve · opens tomorrow at 9:00 AM' })
    expect(status(THANKSGIVING, '2026-12-24', '15:00', 'service')).toMatchObject({ state: 'open', text: 'Open now · until 5:00 PM' })
  })
})

describe('the switch to and from daylight saving time', () => {
  it('opens at 9:00 on the clock on either side of the spring switch (14:00 UTC before, 13:00 after)', () => {
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-07T13:59:00Z'))).toMatchObject({ state: 'closed', changesAt: Date.parse('2026-03-07T14:00:00Z') })
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-07T14:00:00Z'))).toMatchObject({ state: 'open' })
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-09T12:59:00Z'))).toMatchObject({ state: 'closed', changesAt: Date.parse('2026-03-09T13:00:00Z') })
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-09T13:00:00Z'))).toMatchObject({ state: 'open' })
  })

  it('turns the day over at local midnight across the 23-hour and the 25-hour day', () => {
    // Saturday evening before the spring switch: next change at midnight EST; Sunday then lasts 23 hours.
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-07T23:00:00Z')).changesAt).toBe(Date.parse('2026-03-08T05:00:00Z'))
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-03-08T12:00:00Z')).changesAt).toBe(Date.parse('2026-03-09T04:00:00Z'))
    // Sunday of the autumn switch lasts 25 hours: midnight is at 05:00 UTC again.
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-11-01T12:00:00Z')).changesAt).toBe(Date.parse('2026-11-02T05:00:00Z'))
  })

  it('closes at 5:00 PM on the clock the Saturday before and the Monday after the autumn switch', () => {
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-10-31T20:59:00Z'))).toMatchObject({ state: 'closing-soon', changesAt: Date.parse('2026-10-31T21:00:00Z') })
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-11-02T21:59:00Z'))).toMatchObject({ state: 'closing-soon', changesAt: Date.parse('2026-11-02T22:00:00Z') })
    expect(departmentStatus(SEED_SETTINGS, 'showroom', Date.parse('2026-11-02T22:00:00Z'))).toMatchObject({ state: 'closed' })
  })
})

describe('the facts a page reads', () => {
  it('show the seed hours as today’s pages word them', () => {
    const facts = siteFacts(SEED_SETTINGS, at('2026-11-24', '10:00'))
    expect(facts.hours.showroom.map((r) => [r.days, r.hours])).toEqual([
      ['Monday - Friday', '9:00 AM - 5:00 PM'],
      ['Saturday', '9:00 AM - 5:00 PM'],
      ['Sunday', 'Closed'],
    ])
    expect(facts.hours.service.map((r) => r.hours)).toEqual(['8:00 AM - 5:00 PM', '9:00 AM - 3:00 PM', 'Emergency service only'])
    expect(facts.hours.storage.map((r) => r.hours)).toEqual(['8:00 AM - 5:00 PM', '8:00 AM - 3:00 PM', 'By appointment'])
    expect(facts.banner).toBeNull()
  })

  it('expire at the first change of any department, and list closures from today on', () => {
    const facts = siteFacts(THANKSGIVING, at('2026-11-24', '08:30'))
    // Storage and service are open from 8; the showroom opens at 9: the next change.
    expect(facts.validUntil).toBe(at('2026-11-24', '09:00'))
    expect(facts.closures.map((c) => [c.dateText, c.hoursText, c.reason])).toEqual([
      ['Thursday, November 26', 'Closed', 'Thanksgiving'],
      ['Thursday, December 24', '9:00 AM - 1:00 PM', 'Christmas Eve'],
    ])
    expect(siteFacts(THANKSGIVING, at('2026-11-27', '10:00')).closures.map((c) => c.reason)).toEqual(['Christmas Eve'])
  })

  it('show the banner on its days only, and expire at the midnight it comes or goes', () => {
    const settings: SiteSettings = { ...SEED_SETTINGS, banner: { text: 'Spring sale all week', link: '/specials', from: '2026-04-06', to: '2026-04-12' } }
    expect(siteFacts(settings, at('2026-04-05', '23:59'))).toMatchObject({ banner: null, validUntil: at('2026-04-06', '00:00') })
    expect(siteFacts(settings, at('2026-04-06', '00:00')).banner).toEqual({ text: 'Spring sale all week', link: '/specials' })
    expect(siteFacts(settings, at('2026-04-12', '23:59')).banner).not.toBeNull()
    expect(siteFacts(settings, at('2026-04-13', '00:00')).banner).toBeNull()
  })
})

describe('the same facts in Spanish', () => {
  const es = (settings: SiteSettings, date: string, time: string) => departmentStatus(settings, 'showroom', at(date, time), 'es')

  it('words the open-now line as a Spanish reader expects, at the same minutes', () => {
    expect(es(SEED_SETTINGS, '2026-11-24', '08:59')).toEqual({ state: 'closed', text: 'Cerrado ahora · abre hoy a las 9:00 a.m.', changesAt: at('2026-11-24', '09:00') })
    expect(es(SEED_SETTINGS, '2026-11-24', '09:00')).toMatchObject({ state: 'open', text: 'Abierto ahora · hasta las 5:00 p.m.' })
    expect(es(SEED_SETTINGS, '2026-11-24', '16:00')).toMatchObject({ state: 'closing-soon', text: 'Cierra pronto · a las 5:00 p.m.' })
    expect(es(SEED_SETTINGS, '2026-11-24', '17:00')).toMatchObject({ text: 'Cerrado ahora · abre mañana a las 9:00 a.m.' })
    expect(es(SEED_SETTINGS, '2026-11-28', '18:00')).toMatchObject({ text: 'Cerrado ahora · abre el lunes a las 9:00 a.m.' })
    expect(es(SEED_SETTINGS, '2026-11-29', '12:00')).toMatchObject({ text: 'Cerrado hoy · abre mañana a las 9:00 a.m.' })
  })

  it('names one o’clock in the singular, and a closure by the dealer’s reason', () => {
    expect(es(THANKSGIVING, '2026-12-24', '10:00')).toMatchObject({ state: 'open', text: 'Abierto ahora · hasta la 1:00 p.m. (Christmas Eve)' })
    expect(es(THANKSGIVING, '2026-11-26', '10:00')).toMatchObject({ state: 'closed', text: 'Cerrado por Thanksgiving · abre mañana a las 9:00 a.m.' })
  })

  it('lists the hours with Spanish days and times, the dealer’s notes in their Spanish and the plain “Closed” in Spanish', () => {
    const facts = siteFacts(THANKSGIVING, at('2026-11-24', '10:00'), 'es')
    expect(facts.hours.showroom.map((r) => [r.days, r.hours])).toEqual([
      ['Lunes a viernes', '9:00 a.m. - 5:00 p.m.'],
      ['Sábado', '9:00 a.m. - 5:00 p.m.'],
      ['Domingo', 'Cerrado'],
    ])
    expect(facts.hours.service.map((r) => r.hours)).toEqual(['8:00 a.m. - 5:00 p.m.', '9:00 a.m. - 3:00 p.m.', 'Solo servicio de emergencia'])
    expect(facts.closures.map((c) => [c.dateText, c.hoursText])).toEqual([
      ['jueves, 26 de noviembre', 'Cerrado'],
      ['jueves, 24 de diciembre', '9:00 a.m. - 1:00 p.m.'],
    ])
    // The same rows and moments as the English facts: only the words differ.
    const english = siteFacts(THANKSGIVING, at('2026-11-24', '10:00'))
    expect(facts.validUntil).toBe(english.validUntil)
    expect(facts.hours.showroom.map((r) => r.dayOfWeek)).toEqual(english.hours.showroom.map((r) => r.dayOfWeek))
  })
})
