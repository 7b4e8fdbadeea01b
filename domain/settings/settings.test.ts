import { describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { SEED_SETTINGS, validateSettings, type SiteSettings } from './settings'

const clone = (): SiteSettings => structuredClone(SEED_SETTINGS)
const refused = (change: (s: SiteSettings & Record<string, unknown>) => void) => {
  const settings = clone() as SiteSettings & Record<string, unknown>
  change(settings)
  const result = validateSettings(settings)
  if (result.ok) throw new Error('accepted')
  return result.fields
}

describe('the seed settings', () => {
  it('are valid, and hold the business facts typed in content/business.ts', () => {
    const result = validateSettings(SEED_SETTINGS)
    expect(result).toEqual({ ok: true, value: SEED_SETTINGS })
    expect(SEED_SETTINGS.phones.main).toEqual(business.phones.main)
    expect(SEED_SETTINGS.emails).toEqual(business.emails)
    expect(SEED_SETTINGS.address).toEqual(business.address)
  })
})

describe('settings validation', () => {
  it('wants hours that make sense: opening before closing, both or neither, on a 24-hour clock', () => {
    expect(refused((s) => (s.hours.showroom[0]!.closes = '08:00'))).toEqual({ 'hours.showroom.0.closes': 'The closing time must be after the opening time' })
    expect(refused((s) => (s.hours.service[1]!.closes = '09:00'))).toEqual({ 'hours.service.1.closes': 'The closing time must be after the opening time' })
    expect(refused((s) => delete s.hours.storage[0]!.closes)).toMatchObject({ 'hours.storage.0.closes': expect.stringContaining('both') })
    expect(refused((s) => (s.hours.showroom[0]!.opens = '9am'))).toMatchObject({ 'hours.showroom.0.opens': expect.stringContaining('HH:MM') })
    expect(refused((s) => (s.hours.showroom[0]!.opens = '24:00'))).toMatchObject({ 'hours.showroom.0.opens': expect.stringContaining('HH:MM') })
  })

  it('wants every day of a department’s week covered exactly once', () => {
    expect(refused((s) => s.hours.showroom.pop())).toEqual({ 'hours.showroom': 'Every day needs hours or a note; missing: Sunday' })
    expect(refused((s) => s.hours.showroom[1]!.days.push('Monday'))).toEqual({ 'hours.showroom.1.days': 'Monday is in more than one row' })
    expect(refused((s) => (s.hours.showroom[1]!.days = ['Someday' as never]))).toMatchObject({ 'hours.showroom.1.days.0': 'Choose days from Monday to Sunday' })
  })

  it('wants a phone in E.164 with a display of the same number', () => {
    expect(refused((s) => (s.phones.main.e164 = '8885550142'))).toMatchObject({ 'phones.main.e164': expect.stringContaining('+18885550142') })
    expect(refused((s) => (s.phones.local.display = '(610) 555-0199'))).toEqual({ 'phones.local.display': expect.stringContaining('number dialled') })
    expect(refused((s) => (s.phones.local.display = 'call us'))).toMatchObject({ 'phones.local.display': expect.stringContaining('(888) 555-0142') })
    const ok = validateSettings({ ...clone(), phones: { ...clone().phones, main: { e164: ' +18885550199 ', display: '888-555-0199' } } })
    expect(ok.ok && ok.value.phones.main).toEqual({ e164: '+18885550199', display: '888-555-0199' })
  })

  it('wants e-mail addresses, a US street address and an https map link', () => {
    expect(refused((s) => (s.emails.sales = 'sales at example.com'))).toEqual({ 'emails.sales': 'Enter an e-mail address, e.g. info@example.com' })
    expect(refused((s) => (s.address.postalCode = '1810'))).toEqual({ 'address.postalCode': 'Enter the ZIP code, e.g. 18104' })
    expect(refused((s) => (s.mapUrl = 'javascript:alert(1)'))).toEqual({ mapUrl: 'Enter a full web address starting with https://' })
    expect(refused((s) => (s.geo.latitude = 123))).toMatchObject({ 'geo.latitude': expect.any(String) })
  })

  it('keeps closures sorted by date, once per date and department, with a reason', () => {
    const result = validateSettings({
      ...clone(),
      closures: [
        { date: '2026-12-25', departments: ['storage', 'showroom'], reason: ' Christmas Day ' },
        { date: '2026-11-26', departments: ['showroom'], reason: 'Thanksgiving' },
      ],
    })
    expect(result.ok && result.value.closures).toEqual([
      { date: '2026-11-26', departments: ['showroom'], reason: 'Thanksgiving' },
      { date: '2026-12-25', departments: ['showroom', 'storage'], reason: 'Christmas Day' },
    ])
    expect(refused((s) => (s.closures = [{ date: '2026-02-30', departments: ['showroom'], reason: 'x' }]))).toEqual({ 'closures.0.date': 'Enter a real date as YYYY-MM-DD' })
    expect(refused((s) => (s.closures = [{ date: '2026-11-26', departments: [], reason: 'Thanksgiving' }]))).toEqual({ 'closures.0.departments': 'Choose at least one department' })
    expect(refused((s) => (s.closures = [{ date: '2026-11-26', departments: ['showroom'], reason: '' }]))).toMatchObject({ 'closures.0.reason': expect.any(String) })
    expect(
      refused((s) => (s.closures = [{ date: '2026-11-26', departments: ['showroom'], reason: 'A' }, { date: '2026-11-26', departments: ['showroom'], reason: 'B' }])),
    ).toEqual({ 'closures.1.date': 'This date is already listed for the showroom' })
    expect(refused((s) => (s.closures = [{ date: '2026-12-24', departments: ['showroom'], reason: 'Eve', opens: '13:00', closes: '09:00' }]))).toEqual({
      'closures.0.closes': 'The closing time must be after the opening time',
    })
  })

  it('takes a banner with its days in order and a link to this site or an https page', () => {
    const banner = { text: 'Spring sale', link: '/specials', from: '2026-04-01', to: '2026-04-30' }
    expect(validateSettings({ ...clone(), banner }).ok).toBe(true)
    expect(refused((s) => (s.banner = { ...banner, to: '2026-03-31' }))).toEqual({ 'banner.to': 'The last day must be on or after the first' })
    expect(refused((s) => (s.banner = { ...banner, link: '//evil.example' }))).toMatchObject({ 'banner.link': expect.any(String) })
    expect(refused((s) => (s.banner = { ...banner, link: 'http://example.com' }))).toMatchObject({ 'banner.link': expect.any(String) })
    expect(refused((s) => (s.banner = { ...banner, text: 'x'.repeat(201) }))).toMatchObject({ 'banner.text': expect.any(String) })
  })

  it('refuses what is not an object, and drops fields it does not know', () => {
    expect(validateSettings([])).toEqual({ ok: false, fields: { form: 'Send the settings as an object of fields' } })
    const result = validateSettings({ ...clone(), extra: 'ignored' })
    expect(result.ok && 'extra' in result.value).toBe(false)
  })
})
