/**
 * The admin API for specials (/api/admin/specials): list, create, read, change and delete,
 * for owners, staff and API tokens alike. Validated by the one schema (domain/specials/special.ts);
 * the carts a special names must exist. Every write is audited by the repository.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import { specialPhase, validateSpecial, type SpecialErrors, type SpecialInput } from '#app/domain/specials/special'
import { SPECIAL_MESSAGES } from '#app/domain/specials/messages'
import { requireContentType } from '../http/security'
import { requireActor } from '../operators'
import type { Services } from '../services'
import { specialInput } from './repository'

export const SPECIALS_JSON_LIMIT = '64kb'

const JSON_TYPES = ['application/json']

interface SpecialsApiOptions {
  services: Services
  /** Runs before every route: sign-in and CSRF (after body parsing). */
  guard: RequestHandler[]
}

const signedIn = requireActor()
const actorOf = (res: Response) => res.locals.actor!

const unsupported = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send JSON (Content-Type: application/json)' })
}

const invalid = (res: Response, fields: SpecialErrors) => res.status(400).json({ error: 'Invalid special', fields })

/** Ids the special names that no cart has. */
export async function unknownCarts(services: Services, input: SpecialInput): Promise<SpecialErrors> {
  if (input.scope.kind !== 'vehicles') return {}
  const errors: SpecialErrors = {}
  for (const id of input.scope.ids) {
    if (!(await services.vehicleRecords.get(id))) errors['scope.ids'] ??= SPECIAL_MESSAGES.unknownVehicle(id)
  }
  return errors
}

/** The id in the path, when it can be one. */
const idOf = (req: Request) => (/^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined)

export function specialsApi({ services, guard }: SpecialsApiOptions): Router {
  const router = Router()
  const specials = services.specials
  const json = [requireContentType(JSON_TYPES, unsupported), express.json({ limit: SPECIALS_JSON_LIMIT, strict: false })]
  const withPhase = <T extends SpecialInput>(special: T) => ({ ...special, phase: specialPhase(special, Date.now()) })
  const notFound = (res: Response) => res.status(404).json({ error: 'Special not found' })

  router.get('/api/admin/specials', ...guard, async (_req, res) => {
    res.json((await specials.list()).map(withPhase))
  })

  router.post('/api/admin/specials', signedIn, ...json, ...guard, async (req, res) => {
    const validation = validateSpecial(req.body)
    if (!validation.ok) return invalid(res, validation.fields)
    const unknown = await unknownCarts(services, validation.value)
    if (Object.keys(unknown).length > 0) return invalid(res, unknown)
    const special = await specials.create(actorOf(res), validation.value)
    res.status(201).location(`/api/admin/specials/${special.id}`).json(withPhase(special))
  })

  router.get('/api/admin/specials/:id', ...guard, async (req, res) => {
    const id = idOf(req)
    const special = id === undefined ? undefined : await specials.get(id)
    if (!special) return notFound(res)
    res.json(withPhase(special))
  })

  router.patch('/api/admin/specials/:id', signedIn, ...json, ...guard, async (req, res) => {
    const id = idOf(req)
    const before = id === undefined ? undefined : await specials.get(id)
    if (!before || id === undefined) return notFound(res)
    const body: unknown = req.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid(res, { form: 'Send the fields to change as an object' })
    // A field given replaces the stored one whole (the carts and the discount included).
    const validation = validateSpecial({ ...specialInput(before), ...(body as Record<string, unknown>) })
    if (!validation.ok) return invalid(res, validation.fields)
    const unknown = await unknownCarts(services, validation.value)
    if (Object.keys(unknown).length > 0) return invalid(res, unknown)
    const result = await specials.update(actorOf(res), id, validation.value)
    if (!result.ok) return notFound(res)
    res.json(withPhase(result.special))
  })

  router.delete('/api/admin/specials/:id', ...guard, async (req, res) => {
    const id = idOf(req)
    const result = id === undefined ? undefined : await specials.remove(actorOf(res), id)
    if (!result?.ok) return notFound(res)
    res.status(204).end()
  })

  return router
}
