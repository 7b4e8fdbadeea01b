import { Router } from 'express'
import type { Services } from '../services'

export const PUBLIC_API_CACHE = 'public, max-age=300'

export function vehiclesRouter(services: Services): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', PUBLIC_API_CACHE).json(await services.vehicles.list())
  })
  router.get('/:id', async (req, res) => {
    const vehicle = await services.vehicles.get(req.params.id)
    if (!vehicle) {
      res.status(404).json({ error: 'Vehicle not found' })
      return
    }
    res.set('Cache-Control', PUBLIC_API_CACHE).json(vehicle)
  })
  return router
}
