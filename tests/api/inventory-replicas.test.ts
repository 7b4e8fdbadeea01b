/**
 * Two replicas of the site over one database (two processes' worth: each its own connection,
 * services and page cache): a change made through one shows on its own pages from then on,
 * and on the other's cached pages within INVENTORY_POLL_MS, on SQLite (one file) and on
 * PostgreSQL (one server). tests/e2e/inventory-live.e2e.ts measures the same across two
 * processes of the production build, over 50 changes.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '#app/server/audit'
import { recordInput } from '#app/domain/vehicles/record'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, type TestApp } from '../helpers/app'

const VEHICLE = 'denago-ev-city'
const PAGES = ['/inventory', `/vehicles/${VEHICLE}`, `/api/vehicles/${VEHICLE}`]
const owner: Actor = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' }
/** Time for one poll's query and one render on a busy machine, on top of the one-second contract. */
const MARGIN_MS = 300

let a: TestApp
let b: TestApp

beforeAll(async () => {
  a = await createTestApp()
  // The second replica opens its own connection to the same database (and leaves it to the first to remove).
  b = await createTestApp({ databasePath: a.target })
})
afterAll(async () => {
  for (const replica of [b, a]) {
    if (!replica) continue
    replica.lifecycle.shuttingDown = true
    await replica.close()
  }
})

const dollars = (price: number) => `$${price.toLocaleString('en-US')}`
const show = (text: string, price: number) => text.includes(dollars(price)) || text.includes(`"price":${price}`)

/** Whether every page of `replica` shows `price`. */
async function showsEverywhere(replica: TestApp, price: number): Promise<boolean> {
  const pages = await Promise.all(PAGES.map((path) => request(replica.app).get(path).set('Accept-Encoding', 'identity').expect(200)))
  return pages.every((page) => show(page.text, price))
}

/**
 * How long after `started` `replica` still answered with the old price: the start of the last
 * request that got any page without `price` (0 when the first already had it). A request's
 * own rendering time is not staleness, so it counts from when the request was sent.
 */
async function staleFor(replica: TestApp, price: number, started: number): Promise<number> {
  let lastStale = 0
  for (;;) {
    const sent = performance.now() - started
    if (await showsEverywhere(replica, price)) return lastStale
    lastStale = sent
    // Well past the contract: stop and report.
    if (sent > 5 * INVENTORY_POLL_MS) return lastStale
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('inventory changes across replicas', () => {
  it('both replicas answer from their own cache for the same database', async () => {
    expect(a.db).not.toBe(b.db)
    for (const replica of [a, b]) {
      for (const path of PAGES) {
        const first = await request(replica.app).get(path).set('Accept-Encoding', 'identity').expect(200)
        const second = await request(replica.app).get(path).set('Accept-Encoding', 'identity').expect(200)
        expect(second.headers.etag).toBe(first.headers.etag)
      }
    }
    const [fromA, fromB] = await Promise.all([a, b].map(async (replica) => (await request(replica.app).get(`/api/vehicles/${VEHICLE}`).expect(200)).body.price))
    expect(fromB).toBe(fromA)
  })

  it(`a price changed on one replica is on its own pages at once and on the other's cached pages within ${INVENTORY_POLL_MS} ms, and never stale after it`, async () => {
    const lags: number[] = []
    // Several changes, so the change lands at different points of the other replica's poll.
    for (const [round, price] of [10987, 10653, 10321].entries()) {
      // Both replicas warm, cached and showing the old price.
      for (const replica of [a, b]) {
        for (const path of PAGES) await request(replica.app).get(path).expect(200)
        expect(await showsEverywhere(replica, price)).toBe(false)
      }
      if (round === 1) await new Promise((r) => setTimeout(r, INVENTORY_POLL_MS / 3))
      if (round === 2) await new Promise((r) => setTimeout(r, (INVENTORY_POLL_MS * 2) / 3))

      const before = (await a.services.vehicleRecords.get(VEHICLE))!
      const result = await a.services.vehicleRecords.update(owner, VEHICLE, { ...recordInput(before), price })
      expect(result.ok).toBe(true)
      const changed = performance.now()

      const [lagA, lagB] = await Promise.all([a, b].map((replica) => staleFor(replica, price, changed)))
      lags.push(lagB)
      // The replica that made the change never answers with the old price after it.
      expect(lagA, `replica A, round ${round + 1}`).toBe(0)
      expect(lagB, `replica B, round ${round + 1}`).toBeLessThanOrEqual(INVENTORY_POLL_MS + MARGIN_MS)
      // Past the contract, neither replica serves the old price again.
      for (const replica of [a, b]) expect(await showsEverywhere(replica, price)).toBe(true)
    }
    console.info(`the other replica served the old price for at most ${lags.map((lag) => `${Math.round(lag)} ms`).join(', ')}`)
  })
})
