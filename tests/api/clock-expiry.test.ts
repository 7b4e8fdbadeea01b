import express from 'express'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { instantAt, timeOf, wallTime } from '#app/domain/dealer-clock'
import { SEED_SETTINGS } from '#app/domain/settings/settings'
import { createResponseCache } from '#app/server/http/response-cache'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { textOf } from '../helpers/html'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = (at: number) => sleep(Math.max(0, at - Date.now()))

describe('a cache entry that carries the moment it stops being true', () => {
  it('is served from memory until then, and rendered again from then on (the fast path too)', async () => {
    const cache = createResponseCache({ version: () => 0 })
    let renders = 0
    let expiresAt = 0
    const app = express()
    app.use(cache.fastPath())
    app.get('/page', (req, res) =>
      cache.serve(
        req,
        res,
        req.originalUrl,
        async () => ({ statusCode: 200, contentType: 'text/html', body: `render ${++renders}`, expiresAt }),
        () => res.status(500).end(),
      ),
    )
    expiresAt = Date.now() + 600
    expect((await request(app).get('/page')).text).toBe('render 1')
    expect((await request(app).get('/page')).text).toBe('render 1')
    await until(expiresAt + 20)
    expiresAt = Infinity
    expect((await request(app).get('/page')).text).toBe('render 2')
    expect((await request(app).get('/page')).text).toBe('render 2')
  })
})

describe('the clock on cached pages', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  it('shows a special from the moment it starts and not after it ends, with no change in between', async () => {
    const starts = Date.now() + INVENTORY_POLL_MS + 2500
    const ends = starts + 2500
    await t.services.specials.create({ kind: 'cli' }, {
      title: 'Flash sale',
      text: 'Two and a half seconds only.',
      finePrint: '',
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(ends).toISOString(),
      status: 'scheduled',
      scope: { kind: 'vehicles', ids: ['denago-ev-city'] },
      discount: { kind: 'sale-price', prices: { 'denago-ev-city': 9995 } },
    })
    await sleep(INVENTORY_POLL_MS + 200)
    const before = await request(t.app).get('/vehicles/denago-ev-city')
    expect(Date.now()).toBeLessThan(starts)
    expect(textOf(before.text)).not.toContain('$9,995')
    // Served from memory meanwhile: the same entry.
    expect((await request(t.app).get('/vehicles/denago-ev-city')).headers.etag).toBe(before.headers.etag)
    await until(starts + 30)
    const live = await request(t.app).get('/vehicles/denago-ev-city')
    expect(textOf(live.text)).toContain('Sale price: $9,995')
    expect((await request(t.app).get('/api/vehicles/denago-ev-city')).body.sale.price).toBe(9995)
    await until(ends + 30)
    const after = await request(t.app).get('/vehicles/denago-ev-city')
    expect(textOf(after.text)).not.toContain('$9,995')
    expect((await request(t.app).get('/api/vehicles/denago-ev-city')).body.sale).toBeUndefined()
  }, 20_000)

  it('turns “closed” into “open” on a cached page at the minute the department opens', async () => {
    // Special hours today from the next minute: every department opens then (unless that is past midnight).
    let clock = wallTime(Date.now())
    if (clock.minutes >= 23 * 60 + 57) {
      await until(instantAt(clock.date, 24 * 60) + 1000)
      clock = wallTime(Date.now())
    }
    const opens = clock.minutes + 1
    await t.services.settings.save({ kind: 'cli' }, {
      ...SEED_SETTINGS,
      closures: [{ date: clock.date, departments: ['showroom', 'service', 'storage'], reason: 'Stocktake', opens: timeOf(opens), closes: '23:59' }],
    })
    await sleep(INVENTORY_POLL_MS + 200)
    const before = textOf((await request(t.app).get('/contact')).text)
    expect(before).toMatch(/Business Hours Closed now · opens today at \d+:\d\d [AP]M \(Stocktake\)/)
    const opening = instantAt(clock.date, opens)
    expect(Date.now()).toBeLessThan(opening)
    await until(opening + 30)
    const after = textOf((await request(t.app).get('/contact')).text)
    expect(after).toMatch(/Business Hours (Open now · until|Closes soon · at) 11:59 PM \(Stocktake\)/)
  }, 90_000)
})
