/**
 * The admin API for the site settings: read them and their versions (any signed-in actor:
 * owners, staff and API tokens), replace them or restore a version (owners only). The body of
 * a PUT is the whole settings document, validated by the one schema; 400 names each field.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { validateSettings } from '#app/domain/settings/settings'
import { requireContentType } from '../http/security'
import { requireActor } from '../operators'
import type { Services } from '../services'
import type { SettingsVersion } from './repository'

export const SETTINGS_JSON_LIMIT = '64kb'

interface SettingsApiOptions {
  services: Services
  /** Runs before every route: sign-in and CSRF (after body parsing). */
  guard: RequestHandler[]
}

const owner = requireActor({ role: 'owner' })
const actorOf = (res: Response) => res.locals.actor!

const unsupported = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send JSON (Content-Type: application/json)' })
}

/** A version as the API answers it: who saved it, when, and the settings. */
export function versionJson({ settings, ...version }: SettingsVersion) {
  return { version, settings }
}

export function settingsApi({ services, guard }: SettingsApiOptions): Router {
  const router = Router()
  const json = [requireContentType(['application/json'], unsupported), express.json({ limit: SETTINGS_JSON_LIMIT, strict: false })]

  router.get('/api/admin/settings', ...guard, async (_req, res) => {
    res.json(versionJson(await services.settings.current()))
  })

  router.put('/api/admin/settings', owner, ...json, ...guard, async (req, res) => {
    const validation = validateSettings(req.body)
    if (!validation.ok) return res.status(400).json({ error: 'Invalid settings', fields: validation.fields })
    const result = await services.settings.save(actorOf(res), validation.value)
    if (!result.ok) return res.status(result.status).json({ error: result.error })
    res.json(versionJson(result.version))
  })

  router.get('/api/admin/settings/versions', ...guard, async (req, res) => {
    const limit = typeof req.query.limit === 'string' && /^\d{1,3}$/.test(req.query.limit) ? Number(req.query.limit) : undefined
    res.json(await services.settings.versions(limit))
  })

  router.post('/api/admin/settings/versions/:id/restore', owner, ...guard, async (req, res) => {
    const id = /^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined
    const result = id === undefined ? ({ ok: false, status: 404, error: 'Version not found' } as const) : await services.settings.restore(actorOf(res), id)
    if (!result.ok) return res.status(result.status).json('fields' in result ? { error: result.error, fields: result.fields } : { error: result.error })
    res.json(versionJson(result.version))
  })

  return router
}
