/**
 * A vehicle's photos, for integrations and the console's script (/api/admin/vehicles/:id/photos)
 * and for the console's forms without JavaScript (/admin/vehicles/:id/photos…, 303 back).
 *
 * An upload is all or nothing per request: every file is checked (type from its bytes,
 * size, pixel count) before any is processed, then each is processed in turn through the
 * process-wide queue, and the photos are stored in one transaction. If any file is refused
 * the answer names it (by its file name) and nothing is stored. Files arrive on disk in the
 * system's temp directory and are removed when the response ends, whatever happened.
 */
import type { ConsolePageRenderer } from '../http/console-pages'
import { randomBytes } from 'node:crypto'
import { readFile, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import multer from 'multer'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { Actor } from '../audit'
import { type NewPhoto, PhotoChangeError, type PhotoRepository, tooManyPhotos } from './repository'
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_VEHICLE, parsePhotoFileName, type VehiclePhoto } from '#app/domain/photos'
import { inspectPhoto, PhotoError, photoQueue, processPhoto, type PhotoQueue } from './process'

/** What the vehicle's console page says after a photo form (pages/admin/notices.ts). */
export type PhotoNotice = 'photos-added' | 'photo-moved' | 'photo-cover' | 'photo-deleted'

export interface PhotoRoutesOptions {
  services: { photos: PhotoRepository }
  logger: Logger
  /** Sign-in and CSRF (runs after the multipart or form body is parsed, so `_csrf` fields count). */
  guard: RequestHandler[]
  /** Renders the vehicle's console page again with a refusal (the no-JavaScript forms). */
  render: ConsolePageRenderer
  /** Where uploads wait while processed (default: the system's temp directory). */
  tmpDir?: string
  queue?: PhotoQueue
}

/** One refused file, by the name it was sent with. */
export interface FileRefusal {
  name: string
  status: number
  error: string
}

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly files: FileRefusal[] = [],
  ) {
    super(message)
  }
}

const FIELD = 'photo'
const MB = MAX_PHOTO_BYTES / 1024 / 1024

/** A client's file name, fit to show back: no control characters or paths, at most 80 characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()!.trim()
  if (!base) return 'unnamed file'
  return base.length > 80 ? `${base.slice(0, 77)}…` : base
}

const actorOf = (res: Response) => res.locals.actor as Actor

/** Runs `handlers` in turn as one middleware. */
function chain(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0
    const step = (err?: unknown) => {
      if (err) return next(err)
      const handler = handlers[i++]
      if (!handler) return next()
      try {
        const result = handler(req, res, step) as unknown
        if (result instanceof Promise) result.catch(step)
      } catch (e) {
        step(e)
      }
    }
    step()
  }
}

function multerError(err: multer.MulterError): UploadError {
  const name = displayName((err as { filename?: string }).filename)
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new UploadError(413, `${name}: the file is larger than ${MB} MB: export it at a smaller size`, [
        { name, status: 413, error: `larger than ${MB} MB` },
      ])
    case 'LIMIT_FILE_COUNT':
      return new UploadError(400, `Send at most ${MAX_PHOTOS_PER_VEHICLE} photos at once`)
    case 'LIMIT_UNEXPECTED_FILE':
      return new UploadError(400, `Send the photos in the form field '${FIELD}'`)
    default:
      return new UploadError(400, 'The upload is not a valid multipart form')
  }
}

export function photoRoutes({ services, logger, guard, render, tmpDir = tmpdir(), queue = photoQueue }: PhotoRoutesOptions): Router {
  const { photos: repository } = services
  const router = Router()
  const guarded = chain(guard)

  const upload = multer({
    storage: multer.diskStorage({
      destination: tmpDir,
      filename: (_req, _file, cb) => cb(null, `lcgc-upload-${randomBytes(12).toString('hex')}`),
    }),
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_VEHICLE, fields: 8, fieldSize: 1024, parts: MAX_PHOTOS_PER_VEHICLE + 8, fieldNameSize: 100 },
    defParamCharset: 'utf8',
  }).array(FIELD, MAX_PHOTOS_PER_VEHICLE)

  /**
   * The multipart body, parsed only for a signed-in request (anyone else gets the guard's
   * answer before a byte is stored), into temp files removed when the response ends.
   */
  const multipart: RequestHandler = (req, res, next) => {
    if (!res.locals.actor) return guarded(req, res, next)
    if (!req.is('multipart/form-data')) return next(new UploadError(415, `Send the photos as multipart/form-data in the field '${FIELD}'`))
    res.once('close', () => {
      const files = (req.files as Express.Multer.File[] | undefined) ?? []
      for (const file of files) unlink(file.path).catch(() => {})
    })
    upload(req, res, (err?: unknown) => {
      if (err instanceof multer.MulterError) return next(multerError(err))
      if (err) return next(new UploadError(400, 'The upload is not a valid multipart form'))
      next()
    })
  }

  /** Checks, processes and stores the request's files; all or nothing. The vehicle's photos after, and the ids of those this request added. */
  async function store(req: Request, res: Response): Promise<{ photos: VehiclePhoto[]; added: string[] }> {
    const vehicleId = req.params.id as string
    const files = (req.files as Express.Multer.File[] | undefined) ?? []
    if (files.length === 0) throw new UploadError(400, `Choose at least one photo (form field '${FIELD}')`)
    const existing = await repository.count(vehicleId)
    if (existing === 0 && !(await repository.vehicleExists(vehicleId)))
      throw new PhotoChangeError('vehicle-not-found', 'Vehicle not found')
    if (existing + files.length > MAX_PHOTOS_PER_VEHICLE) throw tooManyPhotos(existing, files.length)

    // Every file's header first (cheap: nothing decoded, nothing held in memory), so one bad
    // file among many is named before any work.
    const refusals: FileRefusal[] = []
    for (const file of files) {
      try {
        await inspectPhoto(file.path)
      } catch (err) {
        if (!(err instanceof PhotoError)) throw err
        refusals.push({ name: displayName(file.originalname), status: err.status, error: err.message })
      }
    }
    if (refusals.length) throw refused(refusals)

    // Then each in turn through the process-wide queue; a file's bytes are read only when its turn comes.
    const started = Date.now()
    const photos: NewPhoto[] = []
    for (const file of files) {
      try {
        photos.push(await queue.run(async () => processPhoto(await readFile(file.path))))
      } catch (err) {
        if (!(err instanceof PhotoError)) throw err
        throw refused([{ name: displayName(file.originalname), status: err.status, error: err.message }])
      }
    }
    const stored = await repository.add(vehicleId, photos, actorOf(res))
    logger.info({ vehicleId, photos: photos.length, ms: Date.now() - started }, 'photos added')
    // Which photos are this request's, by the content hash in their variants' URLs (uploads sent side by side each learn their own).
    const hashes = new Set(photos.map((photo) => photo.hash))
    const added = stored.filter((photo) => hashes.has(parsePhotoFileName(photo.variants[0]?.url.split('/').pop() ?? '')?.hash ?? '')).map((photo) => photo.id)
    return { photos: stored, added }
  }

  // --- The API (JSON answers) ---

  router.post('/api/admin/vehicles/:id/photos', multipart, guarded, async (req, res, next) => {
    try {
      res.status(201).json(await store(req, res))
    } catch (err) {
      next(err)
    }
  })

  const json = express.json({ limit: '16kb' })
  const orderSchema = z.object({ order: z.array(z.string().max(64)).max(MAX_PHOTOS_PER_VEHICLE + 1) })
  // Signed in before the body is read; the guard (CSRF, a replay answered) once it is.
  router.put('/api/admin/vehicles/:id/photos', (req, res, next) => {
    if (!res.locals.actor) return guarded(req, res, next)
    if (!req.is('application/json')) return next(new UploadError(415, 'Send JSON (Content-Type: application/json): { "order": [photo ids] }'))
    json(req, res, next)
  })
  router.put('/api/admin/vehicles/:id/photos', guarded, async (req, res, next) => {
    try {
      const parsed = orderSchema.safeParse(req.body)
      if (!parsed.success) {
        res.status(400).json({ error: 'Invalid order', fields: { order: 'Send { "order": [photo ids] } listing each of the vehicle’s photos once' } })
        return
      }
      res.json({ photos: await repository.reorder(req.params.id as string, parsed.data.order, actorOf(res)) })
    } catch (err) {
      next(err)
    }
  })

  router.delete('/api/admin/vehicles/:id/photos/:photoId', guarded, async (req, res, next) => {
    try {
      res.json({ photos: await repository.delete(req.params.id as string, req.params.photoId as string, actorOf(res)) })
    } catch (err) {
      next(err)
    }
  })

  router.use('/api/admin/vehicles/:id/photos', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const answer = answerFor(err)
    if (!answer) return next(err)
    if (err instanceof PhotoChangeError && err.code === 'order-mismatch') {
      res.status(400).json({ error: 'Invalid order', fields: { order: err.message } })
      return
    }
    res.status(answer.status).json({
      error: answer.message,
      ...(answer.files.length ? { fields: { [FIELD]: answer.message }, files: answer.files } : {}),
    })
  })

  // --- The console's forms (no JavaScript): 303 back to the vehicle's photos ---

  /** Back to the vehicle's photos with a fixed notice (a count at most): a URL never carries words of its own. */
  const back = (id: string, notice: PhotoNotice, count?: number) =>
    `/admin/vehicles/${encodeURIComponent(id)}?notice=${notice}${count === undefined ? '' : `&count=${count}`}#photos`
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })

  router.post('/admin/vehicles/:id/photos', multipart, guarded, async (req, res, next) => {
    try {
      const { added } = await store(req, res)
      res.redirect(303, back(req.params.id as string, 'photos-added', added.length))
    } catch (err) {
      next(err)
    }
  })

  const formAction = (notice: PhotoNotice, change: (id: string, photoId: string, req: Request, res: Response) => Promise<unknown>) =>
    [
      form,
      guarded,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          await change(req.params.id as string, req.params.photoId as string, req, res)
          res.redirect(303, back(req.params.id as string, notice))
        } catch (err) {
          next(err)
        }
      },
    ] as RequestHandler[]

  router.post(
    '/admin/vehicles/:id/photos/:photoId/move',
    ...formAction('photo-moved', async (id, photoId, req, res) => {
      const direction = (req.body as Record<string, unknown> | undefined)?.direction
      if (direction !== 'up' && direction !== 'down') throw new UploadError(400, 'Choose whether to move the photo up or down')
      await repository.move(id, photoId, direction, actorOf(res))
    }),
  )
  router.post(
    '/admin/vehicles/:id/photos/:photoId/cover',
    ...formAction('photo-cover', (id, photoId, _req, res) => repository.makeCover(id, photoId, actorOf(res))),
  )
  router.post(
    '/admin/vehicles/:id/photos/:photoId/delete',
    ...formAction('photo-deleted', (id, photoId, _req, res) => repository.delete(id, photoId, actorOf(res))),
  )

  router.use('/admin/vehicles/:id/photos', (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const answer = answerFor(err)
    if (!answer) return next(err)
    if (err instanceof PhotoChangeError && err.code === 'vehicle-not-found') {
      res.status(404).type('text/plain').send('Vehicle not found')
      return
    }
    // The vehicle's page again, saying why (file names included), from this request alone.
    render(req, res, answer.status, { photoError: answer.message, url: `/admin/vehicles/${encodeURIComponent(req.params.id as string)}` }).catch(next)
  })

  return router
}

function refused(files: FileRefusal[]): UploadError {
  const message = files.map((f) => `${f.name}: ${f.error}`).join(' ')
  return new UploadError(files[0].status, files.length === 1 ? message : `${files.length} files were refused, nothing was added. ${message}`, files)
}

/** The status and message for an error the photo routes raise, or undefined for an unexpected one. */
function answerFor(err: unknown): { status: number; message: string; files: FileRefusal[] } | undefined {
  if (err instanceof UploadError) return { status: err.status, message: err.message, files: err.files }
  if (err instanceof PhotoChangeError) return { status: err.status, message: err.message, files: [] }
  if (err instanceof PhotoError) return { status: err.status, message: err.message, files: [] }
  const status = (err as { status?: unknown } | undefined)?.status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body too large' : 'The request could not be read'
    return { status, message, files: [] }
  }
  return undefined
}
