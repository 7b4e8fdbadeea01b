/**
 * Sending a vehicle's photos from the console, in the browser: each photo made smaller first
 * (photo-shrink.ts, one at a time, so a phone never holds several 12-megapixel images at once),
 * then sent on its own request, up to UPLOAD_CONCURRENCY side by side. Each request carries an
 * Idempotency-Key kept for its retries: when the connection drops, what remains waits for the
 * network and is sent again, and a photo the server stored before the answer was lost is
 * answered, not stored twice (server/submissions/).
 */
import type { VehiclePhoto } from '#app/domain/photos'
import { shrinkPhoto } from './photo-shrink'

/** Photos on their way at once: enough to keep a phone's upload busy while the server processes one. */
export const UPLOAD_CONCURRENCY = 3
/** Tries per photo before it is marked not sent (a long outage: the dealer can send the rest again). */
const MAX_ATTEMPTS = 8

export type UploadState = 'waiting' | 'preparing' | 'uploading' | 'processing' | 'retrying' | 'added' | 'refused'

export interface UploadChange {
  state?: UploadState
  /** 0 to 1 while the bytes are sent. */
  progress?: number
  error?: string
  /** Bytes sent for this photo (after shrinking) and the file's own size. */
  sentBytes?: number
  fileBytes?: number
}

export interface UploadJob {
  key: number
  file: File
}

export interface ApiAnswer {
  status: number
  body: { photos?: VehiclePhoto[]; added?: string[]; error?: string } | undefined
}

/** A random key for one action, kept for its retries. */
export function idempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** One request to the admin API, as the console's scripts send them. */
export function send(
  method: string,
  url: string,
  { csrfToken, key, body, contentType, onProgress }: { csrfToken?: string; key?: string; body?: XMLHttpRequestBodyInit; contentType?: string; onProgress?: (fraction: number) => void } = {},
): Promise<ApiAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.responseType = 'json'
    xhr.setRequestHeader('accept', 'application/json')
    if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken)
    if (key) xhr.setRequestHeader('idempotency-key', key)
    if (contentType) xhr.setRequestHeader('content-type', contentType)
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response ?? undefined })
    xhr.onerror = () => resolve({ status: 0, body: { error: 'The connection failed' } })
    xhr.ontimeout = xhr.onerror
    xhr.send(body ?? null)
  })
}

/** Worth trying again: no answer (the connection dropped), the server busy or restarting, or a replay still waiting. */
const retriable = (status: number) => status === 0 || status === 409 || status === 429 || status >= 500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves when the browser says it is online (at once if it is). */
function online(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/** Runs one task at a time, in the order asked. */
function serial() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => {})
    return run
  }
}

export interface UploadOutcome {
  /** Ids of the photos added, in the order the files were chosen. */
  added: string[]
  refused: number
  /** The vehicle's photos as the last answer had them. */
  photos?: VehiclePhoto[]
}

/**
 * Sends every job's photo to `api` (POST, multipart field `photo`), telling `onChange` how each
 * goes and `onPhotos` each time the server answers with the vehicle's photos.
 */
export async function uploadPhotos(
  jobs: readonly UploadJob[],
  { api, csrfToken, onChange, onPhotos, concurrency = UPLOAD_CONCURRENCY }: {
    api: string
    csrfToken?: string
    onChange: (key: number, change: UploadChange) => void
    onPhotos: (photos: VehiclePhoto[]) => void
    concurrency?: number
  },
): Promise<UploadOutcome> {
  const shrinking = serial()
  const addedBy = new Map<number, string[]>()
  let refused = 0
  let latest: VehiclePhoto[] | undefined
  let next = 0

  async function sendOne({ key, file }: UploadJob) {
    onChange(key, { state: 'preparing' })
    const photo = await shrinking(() => shrinkPhoto(file))
    onChange(key, { sentBytes: photo.size, fileBytes: file.size })
    const idempotency = idempotencyKey()
    for (let attempt = 1; ; attempt++) {
      await online()
      onChange(key, { state: 'uploading', progress: 0 })
      const form = new FormData()
      form.append('photo', photo, photo.name)
      const answer = await send('POST', api, {
        csrfToken,
        key: idempotency,
        body: form,
        onProgress: (fraction) => onChange(key, fraction >= 1 ? { progress: 1, state: 'processing' } : { progress: fraction }),
      })
      if (answer.status === 201 && answer.body?.photos) {
        addedBy.set(key, answer.body.added ?? [])
        // Answers can arrive out of order: the longest list is the newest (an upload only adds).
        if (!latest || answer.body.photos.length >= latest.length) {
          latest = answer.body.photos
          onPhotos(latest)
        }
        onChange(key, { state: 'added', progress: 1 })
        return
      }
      if (!retriable(answer.status) || attempt >= MAX_ATTEMPTS) {
        refused++
        const error = answer.status === 0 ? 'Not sent: the connection kept failing. Choose it again to retry' : (answer.body?.error ?? `The upload failed (${answer.status})`)
        onChange(key, { state: 'refused', error })
        return
      }
      onChange(key, { state: 'retrying', progress: 0 })
      await sleep(Math.min(15_000, 500 * 2 ** (attempt - 1)))
    }
  }

  async function worker() {
    while (next < jobs.length) await sendOne(jobs[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker))
  return { added: jobs.flatMap((job) => addedBy.get(job.key) ?? []), refused, photos: latest }
}
