/**
 * The dealer's own words in the settings, in Spanish: a closed day's note, a closure's reason and
 * the banner, optional, through the admin API and the console's forms; the Spanish site shows
 * them, and the English (marked as English) where they are empty.
 */
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SEED_SETTINGS, type SiteSettings } from '#app/domain/settings/settings'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { signedInOperator, type SignedIn } from '../helpers/operators'

const NOW = Date.parse('2026-11-24T15:00:00Z') // Tuesday, 10 AM on the dealer's clock

let t: TestApp
let owner: SignedIn
beforeEach(async () => {
  t = await createTestApp()
  owner = await signedInOperator(t, 'owner')
})
afterEach(async () => {
  await t.close()
})

const as = (req: request.Test) => req.set('Cookie', owner.cookie).set('x-csrf-token', owner.csrfToken).set('Origin', TEST_ORIGIN)

function withSpanish(change: (s: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(SEED_SETTINGS)
  change(settings)
  return settings
}

describe('the settings’ Spanish words', () => {
  it('start with the first hours’ notes in Spanish', async () => {
    const spanish = await t.services.settings.facts(NOW, 'es')
    expect(spanish.hours.service.at(-1)).toMatchObject({ days: 'Domingo', hours: 'Solo servicio de emergencia' })
    expect(spanish.hours.storage.at(-1)).toMatchObject({ hours: 'Con cita previa' })
    expect(spanish.hours.service.at(-1)!.hoursLanguage).toBeUndefined()
    expect((await t.services.settings.facts(NOW)).hours.service.at(-1)).toMatchObject({ hours: 'Emergency service only' })
  })

  it('are shown on the Spanish site where written, and the English marked as English where not', async () => {
    const settings = withSpanish((s) => {
      s.closures = [
        { date: '2026-11-26', departments: ['showroom', 'service', 'storage'], reason: 'Thanksgiving', reasonEs: 'Día de Acción de Gracias' },
        { date: '2026-12-24', departments: ['showroom'], reason: 'Christmas Eve', opens: '09:00', closes: '13:00' },
      ]
      s.banner = { text: 'Holiday hours this week', textEs: 'Horario especial esta semana', from: '2026-11-20', to: '2026-11-30' }
      s.hours.storage = s.hours.storage.map((row) => (row.note ? { days: row.days, note: 'Call ahead' } : row))
    })
    const saved = await as(request(t.app).put('/api/admin/settings')).send(settings)
    expect(saved.status).toBe(200)
    const spanish = await t.services.settings.facts(NOW + 1000, 'es')
    expect(spanish.closures.map((c) => [c.reason, c.reasonLanguage])).toEqual([
      ['Día de Acción de Gracias', undefined],
      ['Christmas Eve', 'en'],
    ])
    expect(spanish.banner).toEqual({ text: 'Horario especial esta semana' })
    expect(spanish.hours.storage.at(-1)).toMatchObject({ hours: 'Call ahead', hoursLanguage: 'en' })
    const english = await t.services.settings.facts(NOW + 1000)
    expect(english.closures.map((c) => [c.reason, c.reasonLanguage])).toEqual([
      ['Thanksgiving', undefined],
      ['Christmas Eve', undefined],
    ])
    expect(english.banner).toEqual({ text: 'Holiday hours this week' })
    expect(english.hours.storage.at(-1)).toMatchObject({ hours: 'Call ahead' })
    expect(english.hours.storage.at(-1)!.hoursLanguage).toBeUndefined()
    // The open-now line on the closed day, in Spanish words.
    const thanksgiving = await t.services.settings.facts(Date.parse('2026-11-26T15:00:00Z'), 'es')
    expect(thanksgiving.status.showroom.text).toMatch(/^Cerrado por Día de Acción de Gracias/)
  })

  it('are refused over the English limits, changing nothing', async () => {
    const res = await as(request(t.app).put('/api/admin/settings')).send(withSpanish((s) => (s.banner = { text: 'Hi', textEs: 'x'.repeat(201), from: '2026-11-20', to: '2026-11-30' })))
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.fields ?? res.body.errors ?? {})).toContain('banner.textEs')
    expect((await t.services.settings.facts(NOW, 'es')).banner).toBeNull()
  })

  it('have fields of their own on the console’s forms, saved without JavaScript', async () => {
    const page = await request(t.app).get('/admin/settings').set('Cookie', owner.cookie).expect(200)
    expect(page.text).toMatch(/>Banner text in Spanish</)
    expect(page.text).toMatch(/>Note in Spanish</)
    expect(page.text).toMatch(/>Reason in Spanish</)
    const basedOn = /name="basedOn" value="([^"]+)"/.exec(page.text)![1]!
    const added = await request(t.app)
      .post('/admin/settings/closures')
      .set('Cookie', owner.cookie)
      .set('Origin', TEST_ORIGIN)
      .type('form')
      .send({ _csrf: owner.csrfToken, basedOn, date: '2026-12-25', departments: 'showroom', reason: 'Christmas', reasonEs: 'Navidad' })
    expect(added.status).toBe(303)
    const facts = await t.services.settings.facts(NOW + 5000, 'es')
    expect(facts.closures.find((c) => c.date === '2026-12-25')).toMatchObject({ reason: 'Navidad' })
    const listed = await request(t.app).get('/admin/settings').set('Cookie', owner.cookie).expect(200)
    expect(listed.text).toContain('<span class="console-sub" lang="es">Navidad</span>')
  })
})
