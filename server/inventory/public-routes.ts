import { Router, type Request, type Response } from 'express'
import type { ResponseCache, RenderedPage } from '../http/response-cache'
import type { Services } from '../services'

/** As pages: kept, but revalidated (ETag) before each use, so an inventory change shows within a second. */
export const PUBLIC_API_CACHE = 'public, no-cache'

const JSON_TYPE = 'application/json; charset=utf-8'

export function vehiclesRouter(services: Services, cache?: ResponseCache): Router {
  const router = Router()

  /**
   * Answers with `render`'s JSON, from the response cache when there is one, under `key`: the
   * API reads no query, and Express matches its path in any case (`/API/Vehicles/`), so each
   * resource is one entry however it is spelt.
   */
  const respond = async (req: Request, res: Response, key: string, render: () => Promise<RenderedPage>) => {
    const uncached = (page: RenderedPage) => {
      if (page.statusCode === 200) res.set('Cache-Control', PUBLIC_API_CACHE)
      res.status(page.statusCode).type(JSON_TYPE).send(page.body)
    }
    if (!cache) return uncached(await render())
    await cache.serve(req, res, key, render, uncached, { cacheControl: PUBLIC_API_CACHE })
  }

  /** Sale prices change by themselves when a special starts or ends: a cached answer holds until then. */
  const pricesChange = async () => (await services.specials.nextChange(Date.now()).catch(() => Date.now() + 1000)) ?? Infinity

  // The inventory grid: available and pending units (never a draft, nor a sold one), each with its sale while a special is on.
  router.get('/', (req, res) =>
    respond(req, res, '/api/vehicles', async () => {
      const expiresAt = await pricesChange()
      return { statusCode: 200, contentType: JSON_TYPE, body: JSON.stringify(await services.vehicles.list()), expiresAt }
    }),
  )
  router.get('/:id', async (req, res, next) => {
    try {
      // A unit's former id (an owner changed it) answers 301 to its address now.
      const found = await services.vehicles.lookup(req.params.id)
      if (found?.movedTo) {
        res.set('Cache-Control', PUBLIC_API_CACHE).redirect(301, `/api/vehicles/${encodeURIComponent(found.movedTo)}`)
        return
      }
      await respond(req, res, `/api/vehicles/${encodeURIComponent(req.params.id)}`, async () => {
        // A unit that is gone (deleted, or sold longer ago than SOLD_VISIBLE_DAYS) is 410; one that never was public (a draft, an unknown id) 404.
        const expiresAt = await pricesChange()
        const found = await services.vehicles.lookup(req.params.id)
        if (found?.vehicle) return { statusCode: 200, contentType: JSON_TYPE, body: JSON.stringify(found.vehicle), expiresAt }
        return { statusCode: found?.gone ? 410 : 404, contentType: JSON_TYPE, body: JSON.stringify({ error: 'Vehicle not found' }) }
      })
    } catch (err) {
      next(err)
    }
  })
  return router
}
