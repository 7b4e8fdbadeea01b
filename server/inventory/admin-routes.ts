/**
 * The inventory for the console's forms (no JavaScript needed) and for integrations
 * (/api/admin/vehicles, JSON and CSV). Both validate with the one record schema and write
 * through the record repository, which audits every change in the same transaction.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express'
import multer from 'multer'
import { readVehiclesCsv, vehiclesToCsv } from '#app/domain/vehicles/csv'
import { saleFor } from '#app/domain/specials/shopper-price'
import {
  flattenRecord,
  recordInput,
  validateVehicleRecord,
  VEHICLE_STATUSES,
  type RecordErrors,
  type VehicleRecord,
  type VehicleStatus,
} from '#app/domain/vehicles/record'
import { VEHICLE_ID_PATTERN } from '#app/domain/vehicles/vehicle'
import type { WriteRefusal } from './records'
import { requireContentType } from '../http/security'
import type { Services } from '../services'
import { actorRole, requireActor } from '../operators'
import type { ConsolePageRenderer } from '../http/console-pages'

export const ADMIN_JSON_LIMIT = '64kb'
export const CSV_LIMIT = '5mb'
const CSV_BYTES = 5 * 1024 * 1024

const JSON_TYPES = ['application/json']
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv']

interface VehicleRoutesOptions {
  services: Services
  /** Runs before every route: sign-in and CSRF (after body parsing). */
  guard: RequestHandler[]
  render: ConsolePageRenderer
}

/** Signed in before any body is read: nobody else makes the server parse a large body. */
const signedIn = requireActor()
const owner = requireActor({ role: 'owner' })

const isStatus = (value: unknown): value is VehicleStatus => typeof value === 'string' && (VEHICLE_STATUSES as readonly string[]).includes(value)

/** The actor authenticate() found; the guard ran first, so there is one. */
const actorOf = (res: Response) => res.locals.actor!

/** The record as the admin API answers it: every field, with its photos. */
async function withPhotos(services: Services, record: VehicleRecord) {
  return { ...record, photos: await services.photos.ofVehicle(record.id) }
}

function refuse(res: Response, refusal: WriteRefusal) {
  res.status(refusal.status).json(refusal.status === 409 ? { error: refusal.error, fields: refusal.fields } : { error: refusal.error })
}

const invalid = (res: Response, fields: RecordErrors) => res.status(400).json({ error: 'Invalid vehicle', fields })

const unsupported = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send JSON (Content-Type: application/json)' })
}

const unsupportedCsv = (_req: Request, res: Response) => {
  res.status(415).json({ error: 'Send the CSV file as the body (Content-Type: text/csv)' })
}

function listQuery(query: Request['query']) {
  const q = typeof query.q === 'string' ? query.q.slice(0, 100) : undefined
  const status = isStatus(query.status) ? query.status : undefined
  return { q, status }
}

/** The admin API under /api/admin: vehicles (JSON and CSV) and the audit log. */
export function vehiclesApi({ services, guard }: Omit<VehicleRoutesOptions, 'render'>): Router {
  const router = Router()
  const records = services.vehicleRecords
  const json = [requireContentType(JSON_TYPES, unsupported), express.json({ limit: ADMIN_JSON_LIMIT, strict: false })]

  router.get('/api/admin/vehicles.csv', ...guard, async (req, res) => {
    // What a shopper pays now, by the one shopper-price rule, beside each record.
    const now = Date.now()
    const [list, live] = await Promise.all([records.list(listQuery(req.query)), services.specials.live(now)])
    const csv = vehiclesToCsv(list, (record) => saleFor(record, live, now))
    res.set('Content-Disposition', 'attachment; filename="inventory.csv"').type('text/csv; charset=utf-8').send(csv)
  })

  router.post(
    '/api/admin/vehicles.csv',
    signedIn,
    requireContentType(CSV_TYPES, unsupportedCsv),
    express.text({ type: CSV_TYPES, limit: CSV_LIMIT }),
    ...guard,
    async (req, res) => {
      const dryRun = ['1', 'true', 'yes'].includes(String(req.query.dryRun ?? ''))
      const result = await importCsv(services, res, typeof req.body === 'string' ? req.body : '', dryRun)
      if (result.ok) res.json({ dryRun, ...result.plan })
      else res.status(result.status).json(result.body)
    },
  )

  router.get('/api/admin/vehicles', ...guard, async (req, res) => {
    res.json(await records.list(listQuery(req.query)))
  })

  router.post('/api/admin/vehicles', signedIn, ...json, ...guard, async (req, res) => {
    const validation = validateVehicleRecord(req.body)
    if (!validation.ok) return invalid(res, validation.fields)
    const result = await records.create(actorOf(res), validation.value)
    if (!result.ok) return refuse(res, result)
    res.status(201).location(`/api/admin/vehicles/${result.record.id}`).json(await withPhotos(services, result.record))
  })

  router.get('/api/admin/vehicles/:id', ...guard, async (req, res) => {
    const id = String(req.params.id)
    const record = await records.get(id)
    if (!record) {
      // A former id (an owner changed it) leads to the vehicle's id now.
      const movedTo = await records.movedTo(id)
      if (movedTo) return res.redirect(301, `/api/admin/vehicles/${encodeURIComponent(movedTo)}`)
      return refuse(res, { status: 404, error: 'Vehicle not found' })
    }
    res.json(await withPhotos(services, record))
  })

  router.patch('/api/admin/vehicles/:id', signedIn, ...json, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const body: unknown = req.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return invalid(res, { form: 'Send the fields to change as an object' })
    }
    const patch = body as Record<string, unknown>
    if (patch.id !== undefined && patch.id !== id) {
      // A new web address: an owner's change, on its own (the old address then answers 301).
      if (actorRole(actorOf(res)) !== 'owner') return res.status(403).json({ error: 'Only an owner can change a vehicle’s id' })
      if (Object.keys(patch).some((key) => key !== 'id')) return invalid(res, { id: 'Change the id on its own, then the other fields' })
      if (typeof patch.id !== 'string') return invalid(res, { id: 'Send the new id as text' })
      const renamed = await records.rename(actorOf(res), id, patch.id)
      if (!renamed.ok) return renamed.status === 400 ? invalid(res, renamed.fields) : refuse(res, renamed)
      return res.location(`/api/admin/vehicles/${renamed.record.id}`).json(await withPhotos(services, renamed.record))
    }
    const before = await records.get(id)
    if (!before) return refuse(res, { status: 404, error: 'Vehicle not found' })
    const current = recordInput(before)
    const specifications =
      typeof patch.specifications === 'object' && patch.specifications !== null && !Array.isArray(patch.specifications)
        ? { ...current.specifications, ...(patch.specifications as object) }
        : (patch.specifications ?? current.specifications)
    const validation = validateVehicleRecord({ ...current, ...patch, specifications, id })
    if (!validation.ok) return invalid(res, validation.fields)
    const result = await records.update(actorOf(res), id, validation.value)
    if (!result.ok) return refuse(res, result)
    res.json(await withPhotos(services, result.record))
  })

  router.delete('/api/admin/vehicles/:id', ...guard, async (req, res) => {
    const result = await records.remove(actorOf(res), String(req.params.id))
    if (!result.ok) return refuse(res, result)
    res.status(204).end()
  })

  router.get('/api/admin/audit', ...guard, async (req, res) => {
    const number = (v: unknown) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : undefined)
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : undefined)
    // Entries about operators and API tokens are for owners only.
    res.json(
      await services.audit.listFor(
        { entity: text(req.query.entity), entityId: text(req.query.entityId), before: number(req.query.before), limit: number(req.query.limit) },
        { owner: actorRole(res.locals.actor!) === 'owner' },
      ),
    )
  })

  return router
}

type ImportOutcome =
  | { ok: true; plan: { created: string[]; updated: string[]; unchanged: string[] } }
  | { ok: false; status: 400 | 409; body: Record<string, unknown> }

/** Validates every row first (all errors at once), then writes all or nothing. */
async function importCsv(services: Services, res: Response, text: string, dryRun: boolean): Promise<ImportOutcome> {
  const stored = new Map((await services.vehicleRecords.list()).map((record) => [record.id, record]))
  const read = readVehiclesCsv(text, (id) => stored.get(id))
  if (!read.ok) return { ok: false, status: 400, body: { error: read.error, ...(read.rows ? { rows: read.rows } : {}) } }
  const result = await services.vehicleRecords.importRecords(actorOf(res), read.rows, { dryRun })
  if (!result.ok) {
    const line = result.row + 1
    return {
      ok: false,
      status: result.status === 409 ? 409 : 400,
      body: { error: result.error.replace(/^Row \d+/, `Line ${line}`), rows: [{ line, fields: 'fields' in result ? result.fields : {} }] },
    }
  }
  return { ok: true, plan: result.plan }
}

/** The console's form posts. Each answers 303 to a page on success, or renders the form again with every error. */
export function vehicleConsoleRoutes({ services, guard, render }: VehicleRoutesOptions): Router {
  const router = Router()
  const records = services.vehicleRecords
  const form = express.urlencoded({ extended: false, limit: ADMIN_JSON_LIMIT, parameterLimit: 200 })
  const formValues = (body: unknown): Record<string, string> => {
    const values: Record<string, string> = {}
    if (typeof body === 'object' && body !== null) {
      for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && key !== '_csrf') values[key] = value
    }
    return values
  }
  const fields = (values: Record<string, string>) => {
    // Unchecked checkboxes send nothing: they mean false.
    const withFlags = { ...values }
    for (const flag of ['inStock', 'isNew', 'featured']) withFlags[flag] = values[flag] ?? 'false'
    return withFlags
  }

  const csvUpload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CSV_BYTES, files: 1, fields: 6, fieldSize: CSV_BYTES },
  }).single('file')
  const readUpload: RequestHandler = (req, res, next) => {
    csvUpload(req, res, (err: unknown) => {
      if (!err) return next()
      const tooLarge = err instanceof multer.MulterError && (err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE')
      res.status(tooLarge ? 413 : 400).type('text/plain').send(tooLarge ? 'The file is larger than 5 MB.' : 'The upload could not be read.')
    })
  }

  router.post('/admin/vehicles/import', signedIn, readUpload, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const csv = req.file ? req.file.buffer.toString('utf8') : (values.csv ?? '')
    const dryRun = values.dryRun === 'on' || values.dryRun === 'true'
    const outcome = await importCsv(services, res, csv, dryRun)
    if (!outcome.ok) {
      const rows = (outcome.body.rows as { line: number; fields: Record<string, string> }[] | undefined) ?? []
      const errors: Record<string, string> = {}
      for (const row of rows) errors[`line ${row.line}`] = Object.entries(row.fields).map(([field, message]) => `${field}: ${message}`).join('; ')
      return render(req, res, outcome.status, { form: { values: { csv, dryRun: dryRun ? 'true' : '' }, errors, formError: String(outcome.body.error) } })
    }
    const { created, updated, unchanged } = outcome.plan
    const summary = `${dryRun ? 'Dry run: would create' : 'Created'} ${created.length}, ${dryRun ? 'update' : 'updated'} ${updated.length}, ${unchanged.length} unchanged.`
    if (dryRun) return render(req, res, 200, { form: { values: { csv, dryRun: 'true' }, errors: {} }, notice: summary })
    return render(req, res, 200, { form: { values: { csv: '', dryRun: '' }, errors: {} }, notice: summary })
  })

  router.post('/admin/vehicles/new', signedIn, form, ...guard, async (req, res) => {
    const values = formValues(req.body)
    const validation = validateVehicleRecord(fields(values))
    if (!validation.ok) return render(req, res, 400, { form: { values, errors: validation.fields, formError: 'Check the fields marked below.' } })
    const result = await records.create(actorOf(res), validation.value)
    if (!result.ok) {
      const errors = result.status === 409 ? result.fields : {}
      return render(req, res, result.status, { form: { values, errors, formError: result.error } })
    }
    res.redirect(303, `/admin/vehicles/${result.record.id}?notice=created`)
  })

  router.post('/admin/vehicles/:id', signedIn, form, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const values = formValues(req.body)
    const before = await records.get(id)
    if (!before) return render(req, res, 404)
    const validation = validateVehicleRecord({ ...fields(values), id })
    if (!validation.ok) return render(req, res, 400, { form: { values, errors: validation.fields, formError: 'Check the fields marked below.' } })
    const result = await records.update(actorOf(res), id, validation.value)
    if (!result.ok) {
      const errors = result.status === 409 ? result.fields : {}
      return render(req, res, result.status, { form: { values, errors, formError: result.error } })
    }
    res.redirect(303, `/admin/vehicles/${id}?notice=${result.record === before ? 'unchanged' : 'saved'}`)
  })

  router.post('/admin/vehicles/:id/duplicate', signedIn, form, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const values = formValues(req.body)
    const newId = values.newId?.trim()
    if (newId !== undefined && !VEHICLE_ID_PATTERN.test(newId)) {
      const errors = { newId: 'Use lowercase letters, digits and hyphens (up to 80), starting and ending with a letter or digit' }
      return render(req, res, 400, { form: { values, errors, formError: 'Check the web address.' }, url: `/admin/vehicles/${encodeURIComponent(id)}/duplicate` })
    }
    const result = await records.duplicate(actorOf(res), id, newId || undefined)
    if (!result.ok) {
      if (result.status === 404) return render(req, res, 404)
      const errors = { newId: result.fields.id ?? result.error }
      return render(req, res, 409, { form: { values, errors, formError: result.error }, url: `/admin/vehicles/${encodeURIComponent(id)}/duplicate` })
    }
    res.redirect(303, `/admin/vehicles/${result.record.id}?notice=duplicated`)
  })

  // The web address: an owner may change it (the page and its page context are for owners only too).
  router.get(['/admin/vehicles/:id/address', '/admin/vehicles/:id/address{*rest}'], owner, (_req, _res, next) => next())
  router.post('/admin/vehicles/:id/address', owner, form, ...guard, async (req, res) => {
    const id = String(req.params.id)
    const values = formValues(req.body)
    const result = await records.rename(actorOf(res), id, (values.newId ?? '').trim())
    if (!result.ok) {
      if (result.status === 404) return render(req, res, 404)
      const errors = { newId: result.fields.id ?? result.error }
      return render(req, res, result.status, { form: { values, errors, formError: 'Check the web address.' }, url: `/admin/vehicles/${encodeURIComponent(id)}/address` })
    }
    res.redirect(303, `/admin/vehicles/${encodeURIComponent(result.record.id)}?notice=${result.record.id === id ? 'unchanged' : 'address-changed'}`)
  })

  router.post('/admin/vehicles/:id/delete', signedIn, form, ...guard, async (req, res) => {
    const result = await records.remove(actorOf(res), String(req.params.id))
    if (!result.ok) return render(req, res, 404)
    res.redirect(303, '/admin?notice=deleted')
  })

  return router
}

/** A record's form values: what the edit page fills its fields with. */
export const recordFormValues = (record: VehicleRecord) => flattenRecord(recordInput(record))
