import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { leadRepository } from '../leads'
import { MUNICIPALITY_PATHS, RENTAL_PATHS, TOWN_PATHS } from '#app/content/site-map'
import { TOWNS } from '#app/content/towns/towns'
import { siteActivity, type SiteActivity } from './repository'
import { activityForm, activityPage, activityPath, activityPeriods, activityReportSchema, isActivityRange } from '#app/domain/activity'

describe('activityPage', () => {
  it('takes every fixed page of the site as it is, and drops one trailing slash', () => {
    for (const path of ['/', '/inventory', '/contact', '/policies/delivery-policy', TOWN_PATHS[0]!, MUNICIPALITY_PATHS[0]!, RENTAL_PATHS[0]!, '/enquiries/test-drive', '/thank-you/rental', '/thank-you', '/compare', `/towns/${TOWNS[0]!.slug}`]) {
      expect(activityPage(path)).toEqual({ path })
    }
    expect(activityPage('/inventory/')).toEqual({ path: '/inventory' })
  })

  it('leaves a vehicle page to be checked against the inventory, by its decoded id', () => {
    expect(activityPage('/vehicles/denago-ev-city')).toEqual({ vehicleId: 'denago-ev-city', language: 'en' })
    expect(activityPage('/vehicle/denago%2Dev-city')).toEqual({ vehicleId: 'denago-ev-city', language: 'en' })
  })

  it('takes a page in Spanish as its own path, and only a page the site has', () => {
    for (const path of ['/es', '/es/inventory', '/es/policies/delivery-policy', `/es${TOWN_PATHS[0]!}`, '/es/thank-you/rental']) expect(activityPage(path)).toEqual({ path })
    expect(activityPage('/es/vehicles/denago-ev-city')).toEqual({ vehicleId: 'denago-ev-city', language: 'es' })
    for (const junk of ['/es/nowhere', '/es/admin', '/es/es/inventory', '/espanol']) expect(activityPage(junk), junk).toBeNull()
  })

  it('refuses whatever no page answers: junk, other sites, queries, unknown kinds and towns, bad encodings', () => {
    for (const junk of ['', 'inventory', '//evil.example/', 'https://evil.example/', '/inventory?q=1', '/inventory#top', '/admin', '/admin/leads', '/api/events', '/enquiries/loan', '/thank-you/loan', '/nowhere-golf-carts', '/vehicles/', '/vehicles/a/b', '/vehicles/%E0%A4%A', '/vehicles/a%20b', '/INVENTORY', '/inventory//', 'x'.repeat(300)]) {
      expect(activityPage(junk), junk).toBeNull()
    }
  })
})

describe('activityPath', () => {
  const visible = async (id: string) => id === 'denago-ev-city'
  it('names a vehicle page by its canonical path when the cart is visible, and refuses it otherwise', async () => {
    expect(await activityPath('/vehicle/denago-ev-city', visible)).toBe('/vehicles/denago-ev-city')
    expect(await activityPath('/vehicles/sold-long-ago', visible)).toBeNull()
    expect(await activityPath('/about', visible)).toBe('/about')
    expect(await activityPath('/about.php', visible)).toBeNull()
    expect(await activityPath('/es/vehicle/denago-ev-city', visible)).toBe('/es/vehicles/denago-ev-city')
  })
})

describe('activityForm', () => {
  it('names the lead form a form posts to, relative or absolute', () => {
    expect(activityForm('/contact')).toBe('contact')
    expect(activityForm('/enquiries/test-drive')).toBe('test-drive')
    expect(activityForm('/enquiries/trade-in')).toBe('trade-in')
    expect(activityForm('http://127.0.0.1:3000/enquiries/rental')).toBe('rental')
    // The same forms on the Spanish site.
    expect(activityForm('/es/contact')).toBe('contact')
    expect(activityForm('http://127.0.0.1:3000/es/enquiries/test-drive')).toBe('test-drive')
  })

  it('refuses any other form', () => {
    for (const action of ['/inventory', '/enquiries/contact', '/enquiries/loan', '/contact/', '/admin/sign-in', 'javascript:alert(1)', 'http://[bad', '']) {
      expect(activityForm(action), action).toBeNull()
    }
  })
})

describe('activityReportSchema', () => {
  it('takes the three kinds with a path, and a form', () => {
    expect(activityReportSchema.safeParse({ kind: 'page-view', path: '/' }).success).toBe(true)
    expect(activityReportSchema.safeParse({ kind: 'phone-click', path: '/contact' }).success).toBe(true)
    expect(activityReportSchema.safeParse({ kind: 'form-start', path: '/contact', form: '/contact' }).success).toBe(true)
  })

  it('refuses unknown kinds, missing or extra fields and long strings', () => {
    for (const body of [
      { kind: 'form-send', path: '/' },
      { kind: 'page-view' },
      { kind: 'page-view', path: '' },
      { kind: 'page-view', path: '/', visitor: 'abc' },
      { kind: 'page-view', path: `/${'a'.repeat(300)}` },
      { kind: 'page-view', path: 7 },
      null,
      [],
    ]) {
      expect(activityReportSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
  })
})

describe('activityPeriods', () => {
  it('gives the last 14 days, oldest first, ending today', () => {
    const days = activityPeriods('14d', '2026-03-10')
    expect(days).toHaveLength(14)
    expect(days[0]).toEqual({ start: '2026-02-25', end: '2026-02-25' })
    expect(days[13]).toEqual({ start: '2026-03-10', end: '2026-03-10' })
  })

  it('gives the last 12 weeks from Monday, the current one up to today', () => {
    // 2026-03-11 is a Wednesday.
    const weeks = activityPeriods('12w', '2026-03-11')
    expect(weeks).toHaveLength(12)
    expect(weeks[11]).toEqual({ start: '2026-03-09', end: '2026-03-11' })
    expect(weeks[10]).toEqual({ start: '2026-03-02', end: '2026-03-08' })
    expect(weeks[0]!.start).toBe('2025-12-22')
    // A Sunday belongs to the week that began six days before.
    expect(activityPeriods('12w', '2026-03-15')[11]).toEqual({ start: '2026-03-09', end: '2026-03-15' })
  })

  it('knows its ranges only', () => {
    expect(isActivityRange('26w')).toBe(true)
    expect(isActivityRange('7y')).toBe(false)
    expect(isActivityRange('toString')).toBe(false)
  })
})

describe('siteActivity', () => {
  let db: TestDatabase
  let activity: SiteActivity
  // Noon at the dealer (EST) on Tuesday 2026-03-10.
  const now = new Date('2026-03-10T17:00:00.000Z')

  beforeEach(async () => {
    db = await openTestDatabase()
    activity = siteActivity(db)
  })
  afterEach(async () => {
    await db.destroy()
  })

  it('keeps one row per day, kind and page, counted up, and nothing else', async () => {
    await activity.record('2026-03-10', 'page-view', '/')
    await activity.record('2026-03-10', 'page-view', '/')
    await activity.record('2026-03-09', 'page-view', '/')
    await activity.record('2026-03-10', 'form-start', 'contact')
    const rows = await db.all('SELECT * FROM site_activity ORDER BY day, kind')
    expect(rows).toEqual([
      { day: '2026-03-09', kind: 'page-view', subject: '/', count: 1 },
      { day: '2026-03-10', kind: 'form-start', subject: 'contact', count: 1 },
      { day: '2026-03-10', kind: 'page-view', subject: '/', count: 2 },
    ])
    await expect(activity.record('2026-03-10', 'page-view' as never, '')).rejects.toThrow()
    await expect(activity.record('someday', 'page-view', '/')).rejects.toThrow()
  })

  it('counts every report when many arrive at once', async () => {
    await Promise.all(Array.from({ length: 40 }, () => activity.record('2026-03-10', 'page-view', '/inventory')))
    expect(await db.all('SELECT count FROM site_activity')).toEqual([{ count: 40 }])
  })

  it('sums the counts and the leads per period, page, form, source page and campaign', async () => {
    await activity.record('2026-03-10', 'page-view', '/')
    await activity.record('2026-03-10', 'page-view', '/inventory')
    await activity.record('2026-03-10', 'page-view', '/inventory')
    await activity.record('2026-03-09', 'phone-click', '/inventory')
    await activity.record('2026-03-10', 'form-start', 'contact')
    await activity.record('2026-03-10', 'form-start', 'test-drive')
    // Outside the 14 days: not counted.
    await activity.record('2026-02-24', 'page-view', '/')

    const leads = leadRepository(db)
    const message = { firstName: 'Dana', lastName: 'Kowalski', email: 'dana@example.com', phone: '(610) 555-0199', interest: 'sales' as const, message: 'Hello' }
    const at = async (iso: string, extra: Parameters<typeof leads.create>[2]) => {
      const id = await leads.create(message, 'form', extra)
      await db.run('UPDATE leads SET created_at = ? WHERE id = ?', [iso, id])
    }
    await at('2026-03-10T15:00:00.000Z', { visit: { sourcePage: '/contact', campaign: { utm_campaign: 'spring-sale', utm_source: 'mail' } } })
    await at('2026-03-10T16:00:00.000Z', { kind: 'test-drive', visit: { sourcePage: '/vehicles/denago-ev-city', campaign: { utm_campaign: 'spring-sale' } } })
    // 03:00 UTC on the 10th is still the 9th at the dealer.
    await at('2026-03-10T03:00:00.000Z', { visit: { sourcePage: '/contact' } })
    // Before the range (the dealer's 2026-02-24): left out.
    await at('2026-02-25T04:00:00.000Z', { visit: { sourcePage: '/old' } })

    const summary = await activity.summary('14d', now)
    expect(summary.periods).toHaveLength(14)
    expect(summary.series.pageViews.slice(-2)).toEqual([0, 3])
    expect(summary.series.pageViews.reduce((a, b) => a + b)).toBe(3)
    expect(summary.series.phoneClicks.slice(-2)).toEqual([1, 0])
    expect(summary.series.formStarts.slice(-2)).toEqual([0, 2])
    expect(summary.series.formSends.slice(-2)).toEqual([1, 2])
    expect(summary.pages).toEqual([
      { path: '/inventory', pageViews: 2, phoneClicks: 1 },
      { path: '/', pageViews: 1, phoneClicks: 0 },
    ])
    expect(summary.forms.find((f) => f.form === 'contact')).toEqual({ form: 'contact', starts: 1, sends: 2 })
    expect(summary.forms.find((f) => f.form === 'test-drive')).toEqual({ form: 'test-drive', starts: 1, sends: 1 })
    expect(summary.leadsBySourcePage).toEqual([
      { sourcePage: '/contact', leads: 2 },
      { sourcePage: '/vehicles/denago-ev-city', leads: 1 },
    ])
    expect(summary.leadsByCampaign).toEqual([
      { campaign: 'spring-sale', leads: 2 },
      { campaign: '', leads: 1 },
    ])

    const weekly = await activity.summary('12w', now)
    expect(weekly.series.pageViews.slice(-1)).toEqual([3])
    // The week of Monday 2026-02-23 holds the 24th's view.
    expect(weekly.series.pageViews.slice(-3)).toEqual([1, 0, 3])
    expect(weekly.series.formSends.at(-1)).toBe(3)
  })
})
