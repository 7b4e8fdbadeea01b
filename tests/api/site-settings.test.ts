import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { business } from '#app/content/business'
import { SEED_SETTINGS, type SiteSettings } from '#app/domain/settings/settings'
import { messageComposer } from '#app/server/mail'
import { createServices, INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { jsonLdOf, textOf } from '../helpers/html'
import { apiToken, signedInOperator, type SignedIn } from '../helpers/operators'

/** Waits out the server's poll, so a change is visible on cached pages. */
const afterPoll = () => new Promise((resolve) => setTimeout(resolve, INVENTORY_POLL_MS + 200))

const NEW_PHONE = { e164: '+18885550100', display: '(888) 555-0100' }

function changed(change: (s: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(SEED_SETTINGS)
  change(settings)
  return settings
}

let t: TestApp
let owner: SignedIn
let staff: SignedIn
let bearer: string

beforeEach(async () => {
  t = await createTestApp()
  owner = await signedInOperator(t, 'owner')
  staff = await signedInOperator(t, 'staff')
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

/** A browser session's write: its cookie, its CSRF token, from this origin. */
const as = (who: SignedIn, req: request.Test) => req.set('Cookie', who.cookie).set('x-csrf-token', who.csrfToken).set('Origin', TEST_ORIGIN)

describe('GET /api/admin/settings', () => {
  it('answers 401 without credentials, never cached', async () => {
    const res = await request(t.app).get('/api/admin/settings')
    expect(res.status).toBe(401)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('gives owners, staff and API tokens the settings a fresh install starts with: today’s values', async () => {
    for (const res of [
      await request(t.app).get('/api/admin/settings').set('Cookie', owner.cookie),
      await request(t.app).get('/api/admin/settings').set('Cookie', staff.cookie),
      await request(t.app).get('/api/admin/settings').set('Authorization', bearer),
    ]) {
      expect(res.status).toBe(200)
      expect(res.body.settings).toEqual(SEED_SETTINGS)
      expect(res.body.version).toMatchObject({ id: 1, actor: 'seed', restoredFrom: null })
    }
    expect(SEED_SETTINGS.phones.main).toEqual(business.phones.main)
  })
})

describe('PUT /api/admin/settings', () => {
  it('is for owners: 401 signed out, 403 for staff and API tokens, 403 without the CSRF token', async () => {
    const body = changed((s) => (s.phones.main = NEW_PHONE))
    expect((await request(t.app).put('/api/admin/settings').send(body)).status).toBe(401)
    expect((await as(staff, request(t.app).put('/api/admin/settings')).send(body)).status).toBe(403)
    expect((await request(t.app).put('/api/admin/settings').set('Authorization', bearer).send(body)).status).toBe(403)
    expect((await request(t.app).put('/api/admin/settings').set('Cookie', owner.cookie).set('Origin', TEST_ORIGIN).send(body)).status).toBe(403)
    expect((await request(t.app).get('/api/admin/settings').set('Authorization', bearer)).body.version.id).toBe(1)
  })

  it('answers 400 naming each invalid field, 415 for a form, 413 for a huge body, and changes nothing', async () => {
    const bad = changed((s) => {
      s.hours.showroom[0]!.closes = '08:00'
      s.phones.local.e164 = '6105550186'
      s.emails.sales = 'sales at example.com'
      s.banner = { text: 'Sale', from: '2026-04-10', to: '2026-04-01' }
    })
    const res = await as(owner, request(t.app).put('/api/admin/settings')).send(bad)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Invalid settings')
    expect(Object.keys(res.body.fields).sort()).toEqual(['banner.to', 'emails.sales', 'hours.showroom.0.closes', 'phones.local.e164'])
    expect((await as(owner, request(t.app).put('/api/admin/settings')).type('form').send('phones=1')).status).toBe(415)
    expect((await as(owner, request(t.app).put('/api/admin/settings')).send({ ...SEED_SETTINGS, pad: 'x'.repeat(70_000) })).status).toBe(413)
    expect((await request(t.app).get('/api/admin/settings').set('Authorization', bearer)).body.version.id).toBe(1)
  })

  it('saves a version with its audit entry (before and after); every page, the JSON-LD and the footer show it within a second', async () => {
    // Warm the cache first, so the test proves cached pages follow.
    expect((await request(t.app).get('/contact')).text).toContain(business.phones.main.display)
    const res = await as(owner, request(t.app).put('/api/admin/settings')).send(changed((s) => (s.phones.main = NEW_PHONE)))
    expect(res.status).toBe(200)
    expect(res.body.version).toMatchObject({ id: 2, actor: owner.email, restoredFrom: null })
    expect(res.body.settings.phones.main).toEqual(NEW_PHONE)
    const audit = await request(t.app).get('/api/admin/audit?entity=settings').set('Cookie', owner.cookie)
    expect(audit.body[0]).toMatchObject({ action: 'settings.update', entityId: '2', before: { phones: { main: business.phones.main } }, after: { phones: { main: NEW_PHONE } } })
    await afterPoll()
    for (const path of ['/contact', '/', '/inventory', '/policies/return-policy', '/showroom']) {
      const page = await request(t.app).get(path)
      expect(page.text, path).toContain(NEW_PHONE.display)
      expect(page.text, path).not.toContain(business.phones.main.display)
      const dealer = jsonLdOf(page.text).find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('AutoDealer') && d['@id'] === `${TEST_ORIGIN}/#business`)
      expect(dealer?.telephone, path).toBe(NEW_PHONE.e164)
    }
    // The same document again is no new version.
    const again = await as(owner, request(t.app).put('/api/admin/settings')).send(res.body.settings)
    expect(again.status).toBe(200)
    expect(again.body.version.id).toBe(2)
  })

  it('follows a save made by another process on the same database (another replica), pages rendered meanwhile or not', async () => {
    const replica = createServices(t.db, { inventoryMaxAgeMs: INVENTORY_POLL_MS })
    // Rendered just before the other process saves, and asked for again just after: the render that
    // follows the version's move must read the settings of that version, not the ones read a moment
    // before (that page would be kept under the new version, stale until the next change).
    expect((await request(t.app).get('/contact')).status).toBe(200)
    await replica.settings.save({ kind: 'cli' }, changed((s) => (s.phones.main = NEW_PHONE)))
    // Renders keep happening here as the change reaches this process.
    for (let i = 0; i < 5; i++) await request(t.app).get('/contact')
    await afterPoll()
    expect((await request(t.app).get('/contact')).text).toContain(NEW_PHONE.display)
    expect((await request(t.app).get('/api/admin/settings').set('Authorization', bearer)).body.settings.phones.main).toEqual(NEW_PHONE)
  })

  it('puts a closure on the contact page, in the JSON-LD as specialOpeningHoursSpecification, and keeps other departments’ hours', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const body = changed((s) => (s.closures = [{ date, departments: ['showroom'], reason: 'Staff training' }]))
    expect((await as(owner, request(t.app).put('/api/admin/settings')).send(body)).status).toBe(200)
    await afterPoll()
    const contact = await request(t.app).get('/contact')
    expect(textOf(contact.text)).toMatch(/Holiday closures and special hours \w+day, \w+ \d+ Closed: Staff training/)
    const dealer = jsonLdOf(contact.text).find((d) => d['@id'] === `${TEST_ORIGIN}/#business`)!
    expect(dealer.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: date, validThrough: date }])
    const services = await request(t.app).get('/services')
    expect(textOf(services.text)).not.toContain('Staff training')
  })

  it('feeds the e-mails and the ADF vendor block the phones and address of the moment', async () => {
    await as(owner, request(t.app).put('/api/admin/settings')).send(changed((s) => {
      s.phones.main = NEW_PHONE
      s.address.street = '12 Orchard Lane'
    }))
    const compose = messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', crmTo: 'crm@example.net', contacts: async () => (await t.services.settings.current()).settings })
    const lead = { id: 'lead-1', kind: 'contact', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '6105550199', interest: 'sales', message: 'Hi', source: 'form', createdAt: new Date().toISOString(), details: {}, visit: {} }
    const adf = (await compose('adf', lead as never)) as { text: string }
    expect(adf.text).toContain('<phone type="voice">(888) 555-0100</phone>')
    expect(adf.text).toContain('12 Orchard Lane')
    const confirmation = (await compose('confirmation', lead as never)) as { text: string; html: string }
    expect(confirmation.text).toContain('(888) 555-0100')
    expect(confirmation.html).toContain('tel:+18885550100')
  })
})

describe('the facts pages read, in each language', () => {
  it('words them in the language asked for, each kept until the settings or the clock change', async () => {
    const now = Date.parse('2026-11-24T15:00:00Z') // Tuesday, 10 AM on the dealer's clock
    const english = await t.services.settings.facts(now)
    const spanish = await t.services.settings.facts(now, 'es')
    expect(english.status.showroom.text).toBe('Open now · until 5:00 PM')
    expect(spanish.status.showroom.text).toBe('Abierto ahora · hasta las 5:00 p.m.')
    expect(spanish.hours.showroom[0]).toMatchObject({ days: 'Lunes a viernes', hours: '9:00 a.m. - 5:00 p.m.' })
    // The same objects while nothing changes, one per language.
    expect(await t.services.settings.facts(now + 60_000, 'es')).toBe(spanish)
    expect(await t.services.settings.facts(now + 60_000)).toBe(english)
    // A save gives both languages the new facts.
    await t.services.settings.save({ kind: 'cli' }, changed((s) => (s.phones.main = NEW_PHONE)))
    expect((await t.services.settings.facts(now + 120_000, 'es')).phones.main).toEqual(NEW_PHONE)
    expect((await t.services.settings.facts(now + 120_000)).phones.main).toEqual(NEW_PHONE)
  })
})

describe('versions', () => {
  it('lists every saved version, newest first, with the parts it changed (401 signed out)', async () => {
    expect((await request(t.app).get('/api/admin/settings/versions')).status).toBe(401)
    await as(owner, request(t.app).put('/api/admin/settings')).send(changed((s) => (s.phones.main = NEW_PHONE)))
    await as(owner, request(t.app).put('/api/admin/settings')).send(changed((s) => (s.banner = { text: 'Open house Saturday', link: '/showroom', from: '2026-01-01', to: '2030-12-31' })))
    const res = await request(t.app).get('/api/admin/settings/versions').set('Cookie', staff.cookie)
    expect(res.status).toBe(200)
    expect(res.body.map((v: { id: number; changed: string[] }) => [v.id, v.changed])).toEqual([
      [3, ['phones', 'banner']],
      [2, ['phones']],
      [1, ['hours', 'closures', 'phones', 'emails', 'address', 'geo', 'mapUrl', 'banner']],
    ])
  })

  it('restores a version in one step, as a new version (owners only: 401, 403, 404)', async () => {
    await as(owner, request(t.app).put('/api/admin/settings')).send(changed((s) => (s.phones.main = NEW_PHONE)))
    await afterPoll()
    expect((await request(t.app).get('/contact')).text).toContain(NEW_PHONE.display)
    expect((await request(t.app).post('/api/admin/settings/versions/1/restore')).status).toBe(401)
    expect((await as(staff, request(t.app).post('/api/admin/settings/versions/1/restore'))).status).toBe(403)
    expect((await request(t.app).post('/api/admin/settings/versions/1/restore').set('Authorization', bearer)).status).toBe(403)
    expect((await as(owner, request(t.app).post('/api/admin/settings/versions/99/restore'))).status).toBe(404)
    expect((await as(owner, request(t.app).post('/api/admin/settings/versions/first/restore'))).status).toBe(404)
    const res = await as(owner, request(t.app).post('/api/admin/settings/versions/1/restore'))
    expect(res.status).toBe(200)
    expect(res.body.version).toMatchObject({ id: 3, restoredFrom: 1 })
    expect(res.body.settings).toEqual(SEED_SETTINGS)
    const audit = await request(t.app).get('/api/admin/audit?entity=settings').set('Cookie', owner.cookie)
    expect(audit.body[0]).toMatchObject({ action: 'settings.restore', entityId: '3', before: { phones: { main: NEW_PHONE } }, after: { restoredFrom: 1 } })
    await afterPoll()
    expect((await request(t.app).get('/contact')).text).toContain(business.phones.main.display)
  })
})

describe('the console’s settings forms', () => {
  const form = (who: SignedIn, path: string, fields: Record<string, string | string[]>) =>
    request(t.app).post(path).set('Cookie', who.cookie).set('Origin', TEST_ORIGIN).type('form').send({ _csrf: who.csrfToken, ...fields })

  /** The main form's fields as the page fills them. */
  async function formFields(who: SignedIn): Promise<Record<string, string>> {
    const page = await request(t.app).get('/admin/settings').set('Cookie', who.cookie)
    const fields: Record<string, string> = {}
    for (const m of page.text.matchAll(/<input [^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[m[1]] = m[2]
    for (const m of page.text.matchAll(/<select [^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) fields[m[1]] = /<option value="([^"]*)" selected=""/.exec(m[2])?.[1] ?? ''
    delete fields._csrf
    return fields
  }

  it('shows staff the settings without a way to change them, and refuses their post (403)', async () => {
    const page = await request(t.app).get('/admin/settings').set('Cookie', staff.cookie)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Only an owner can change these settings.')
    expect(page.text).not.toContain('Save settings')
    expect((await form(staff, '/admin/settings', await formFields(owner))).status).toBe(403)
  })

  it('saves the owner’s form (303), shows it again with every error (400), and refuses a save over someone else’s (409)', async () => {
    const fields = await formFields(owner)
    expect(fields['phones.main.display']).toBe(business.phones.main.display)
    expect(fields['hours.showroom.0.from']).toBe('Monday')
    expect(fields['hours.showroom.0.to']).toBe('Friday')
    const bad = await form(owner, '/admin/settings', { ...fields, 'hours.service.1.closes': '08:00', 'emails.info': 'nope' })
    expect(bad.status).toBe(400)
    expect(textOf(bad.text)).toContain('Check the fields marked below.')
    expect(bad.text).toContain('The closing time must be after the opening time')
    expect(bad.text).toContain('value="nope"')
    const ok = await form(owner, '/admin/settings', { ...fields, 'phones.main.e164': NEW_PHONE.e164, 'phones.main.display': NEW_PHONE.display })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe('/admin/settings?notice=settings-saved')
    const stale = await form(owner, '/admin/settings', { ...fields, 'emails.info': 'hello@example.com' })
    expect(stale.status).toBe(409)
    expect(textOf(stale.text)).toContain('Someone saved the settings since you opened this page.')
    expect((await t.services.settings.current()).settings.phones.main).toEqual(NEW_PHONE)
  })

  it('adds a closure (303), refuses a bad one (400), removes it (303), and restores a version from the versions page (303)', async () => {
    const basedOn = '1'
    const bad = await form(owner, '/admin/settings/closures', { basedOn, date: '2026-02-30', reason: '', 'departments[]': ['showroom'] })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Enter a real date as YYYY-MM-DD')
    const added = await form(owner, '/admin/settings/closures', { basedOn, date: '2026-11-26', reason: 'Thanksgiving', 'departments[]': ['showroom', 'service'] })
    expect(added.status).toBe(303)
    expect((await t.services.settings.current()).settings.closures).toEqual([{ date: '2026-11-26', departments: ['showroom', 'service'], reason: 'Thanksgiving' }])
    expect((await form(owner, '/admin/settings/closures/remove', { basedOn: '2', index: '5' })).status).toBe(404)
    const removed = await form(owner, '/admin/settings/closures/remove', { basedOn: '2', index: '0' })
    expect(removed.status).toBe(303)
    expect((await t.services.settings.current()).settings.closures).toEqual([])
    const versions = await request(t.app).get('/admin/settings/versions').set('Cookie', owner.cookie)
    expect(versions.status).toBe(200)
    expect(textOf(versions.text)).toContain('Version 3 Current')
    const restored = await form(owner, '/admin/settings/versions/2/restore', {})
    expect(restored.status).toBe(303)
    expect(restored.headers.location).toBe('/admin/settings/versions?notice=settings-restored')
    expect((await t.services.settings.current()).settings.closures).toHaveLength(1)
  })
})
