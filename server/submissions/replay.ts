/**
 * One mechanism, for every console form post and admin API write: the server refuses to do the
 * same submission twice, and answers a replay with the first answer.
 *
 *   console forms   every form carries `_submission`, a token rendered fresh with each page
 *                   (pages/admin/ui.tsx, CsrfField). The same form sent again with the same
 *                   fields (a double tap, the browser retrying, a page from history sent
 *                   again) is the same submission; other fields make it another one.
 *   admin API       the `Idempotency-Key` header (the console's own scripts send one per
 *                   action and keep it for retries). The same key with another request is
 *                   refused with 422.
 *
 * The first request runs; a replay that arrives while it runs waits for its answer (up to
 * `waitMs`), then gets it: a 303 to the same page, or the same status and JSON, marked
 * `Idempotent-Replayed: true`. Answers of 400 and above are not kept, so a refused or failed
 * request can be corrected and sent again. A request without a key runs as before.
 *
 * Runs after the body is parsed and the sign-in and CSRF guard (server/http/admin.ts puts it
 * in the guard every console and admin API write runs behind).
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import type { Actor } from '../audit'
import type { SubmissionAnswer, SubmissionLog } from './repository'

/** The form field that carries a console form's token. */
export const SUBMISSION_FIELD = '_submission'
export const IDEMPOTENCY_HEADER = 'idempotency-key'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** A key as a client may send it: 1 to 200 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Answers larger than this are not kept (the request still runs once; a replay then runs again). */
const MAX_KEPT_BODY = 512 * 1024
/** A claim still pending after this long belonged to a process that stopped mid-request. */
export const ABANDONED_AFTER_MS = 10 * 60_000

export interface ReplayOptions {
  submissions: SubmissionLog
  logger?: Logger
  /** How long a replay waits for the first request's answer (default 60 s: ten full-size photos take that long). */
  waitMs?: number
  pollMs?: number
  now?: () => number
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')

function actorKey(actor: Actor): string {
  return actor.kind === 'operator' ? `operator:${actor.id}` : actor.kind === 'token' ? `token:${actor.name}` : 'cli'
}

/** JSON with object keys sorted, so the same fields in another order are the same submission. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

function fileDigest(file: Express.Multer.File): Promise<string> {
  if (file.buffer) return Promise.resolve(sha256(file.buffer))
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file.path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** What the request carried: its fields (without the CSRF token) and each uploaded file's bytes. */
async function bodyDigest(req: Request): Promise<string> {
  const body: unknown = req.body
  let fields = ''
  if (typeof body === 'string') fields = body
  else if (body && typeof body === 'object') {
    const { _csrf: _ignored, ...rest } = body as Record<string, unknown>
    fields = stableJson(rest)
  }
  const files = [...((Array.isArray(req.files) ? req.files : []) as Express.Multer.File[]), ...(req.file ? [req.file] : [])]
  const digests = await Promise.all(files.map(async (file) => `${file.fieldname}:${file.originalname}:${await fileDigest(file)}`))
  return `${fields}\n${digests.join('\n')}`
}

/** The client's key and where it came from, taken off the body so no route sees it. */
function clientKey(req: Request): { key: string; from: 'header' | 'form' } | { invalid: true } | undefined {
  const header = req.get(IDEMPOTENCY_HEADER)
  const body = req.body as Record<string, unknown> | undefined
  const field = body && typeof body === 'object' && !Array.isArray(body) ? body[SUBMISSION_FIELD] : undefined
  if (body && typeof body === 'object' && SUBMISSION_FIELD in body) delete body[SUBMISSION_FIELD]
  const value = header ?? (typeof field === 'string' ? field : undefined)
  if (value === undefined || value === '') return undefined
  if (!KEY_PATTERN.test(value)) return { invalid: true }
  return { key: value, from: header !== undefined ? 'header' : 'form' }
}

const isApi = (req: Request) => req.originalUrl.startsWith('/api/')

function replay(res: Response, answer: SubmissionAnswer) {
  res.set('Idempotent-Replayed', 'true')
  if (answer.location && answer.status >= 300 && answer.status < 400) {
    res.redirect(answer.status, answer.location)
    return
  }
  res.status(answer.status)
  if (answer.location) res.location(answer.location)
  if (answer.body === null || answer.status === 204) {
    res.end()
    return
  }
  if (answer.contentType) res.type(answer.contentType)
  res.send(answer.body)
}

function refuse(req: Request, res: Response, status: number, message: string) {
  if (isApi(req)) res.status(status).json({ error: message })
  else res.status(status).type('text/plain').send(message)
}

/**
 * Keeps what the route answers: the status, where a redirect goes, and the body (JSON or
 * HTML), then records it once the route has ended the response; a refusal releases the key.
 */
function keepAnswer(res: Response, onEnd: (answer: SubmissionAnswer | undefined) => void) {
  const chunks: Buffer[] = []
  let size = 0
  const add = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    size += buffer.length
    if (size <= MAX_KEPT_BODY) chunks.push(buffer)
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  let ended = false
  res.write = ((...args: unknown[]) => {
    add(args[0], args[1])
    return write(...args)
  }) as Response['write']
  res.end = ((...args: unknown[]) => {
    if (!ended) {
      ended = true
      add(args[0], args[1])
      const status = res.statusCode
      const kept = status >= 200 && status < 400 && size <= MAX_KEPT_BODY
      const location = res.getHeader('location')
      const contentType = res.getHeader('content-type')
      onEnd(
        kept
          ? {
              status,
              location: typeof location === 'string' ? location : null,
              contentType: typeof contentType === 'string' ? contentType : null,
              body: size > 0 ? Buffer.concat(chunks).toString('utf8') : null,
            }
          : undefined,
      )
    }
    return end(...args)
  }) as Response['end']
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function refuseReplays({ submissions, logger, waitMs = 60_000, pollMs = 100, now = Date.now }: ReplayOptions): RequestHandler {
  let lastPurge = 0
  return async (req, res, next) => {
    try {
      const actor = res.locals.actor
      if (!UNSAFE.has(req.method) || !actor) return next()
      const given = clientKey(req)
      if (!given) return next()
      if ('invalid' in given) return refuse(req, res, 400, `Send ${IDEMPOTENCY_HEADER} as 1 to 200 visible ASCII characters`)
      const path = req.originalUrl.split('?')[0]!
      const fingerprint = sha256(`${req.method}\n${req.originalUrl}\n${await bodyDigest(req)}`)
      // A form's token stands for its page; what the form carried makes the submission.
      const key = sha256(`${actorKey(actor)}\n${given.from}\n${given.key}${given.from === 'form' ? `\n${fingerprint}` : ''}`)

      const started = now()
      if (started - lastPurge > 10 * 60_000) {
        lastPurge = started
        submissions.purge(started).catch((err: unknown) => logger?.warn({ err }, 'could not purge old submissions'))
      }
      for (;;) {
        const claim = await submissions.claim({ key, actor: actorKey(actor), path, fingerprint }, now())
        if (claim.claimed) break
        const { existing } = claim
        if (existing.fingerprint !== fingerprint) {
          return refuse(req, res, 422, 'This Idempotency-Key was already used for a different request: send a new key for a new request')
        }
        if (existing.answer) return replay(res, existing.answer)
        if (now() - existing.createdAt > ABANDONED_AFTER_MS) {
          // The first request's process stopped before answering: whether it was saved cannot be told from here.
          await submissions.release(key)
          return refuse(req, res, 409, 'This was sent before but not finished. Check whether it was saved, then send it again.')
        }
        if (now() - started > waitMs) {
          res.set('Retry-After', '5')
          return refuse(req, res, 409, 'This is still being saved from an earlier tap. Wait a moment and reload the page.')
        }
        // Running in another request: wait for its answer (or for it to be released, then claim it).
        await sleep(pollMs)
      }

      keepAnswer(res, (answer) => {
        const done = answer ? submissions.finish(key, answer, now()) : submissions.release(key)
        done.catch((err: unknown) => logger?.error({ err }, 'could not record a submission’s answer'))
      })
      next()
    } catch (err) {
      next(err)
    }
  }
}
