/**
 * A vehicle's photos in the console: add, reorder, pick the cover, delete.
 *
 * Without JavaScript it is plain forms: a multipart upload (several files at once, full
 * size) and, per photo, move up, move down and make cover, each posting to the console's
 * form routes, which answer 303 back to `#photos` with the notice shown here, where the page
 * lands, or render the page again saying why the files were refused; Delete opens a page that
 * asks first.
 * With JavaScript the same markup is enhanced: files can be dropped on the upload area, each
 * is made smaller and sent on its own to the admin API, a few side by side, with its progress
 * shown and sent again when the connection comes back (photo-upload.ts); Upload takes no
 * second tap while they go. Photos can be dragged into order, and the move buttons reorder in
 * place while a live region says where the photo went; delete asks first. Focus stays on the
 * control that was used.
 */
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react'
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_VEHICLE,
  PHOTO_ACCEPT,
  type VehiclePhoto as Photo,
} from '#app/domain/photos'
import { VehiclePhoto } from '#app/components/VehiclePhoto'
import { idempotencyKey, send, uploadPhotos, type UploadChange, type UploadState } from './photo-upload'
import './PhotoManager.css'

export interface PhotoManagerProps {
  vehicleId: string
  photos: Photo[]
  /** The session's CSRF token (every form carries it; the script sends it as `x-csrf-token`). */
  csrfToken?: string
  /** The page's submission token: a form sent twice is done once (server/submissions/). */
  submissionToken?: string
  /** A refusal to show (the no-JavaScript upload's, rendered with the page). */
  error?: string
  /** What a photo form just did (the page lands here, on #photos). */
  notice?: string
}

interface Upload extends UploadChange {
  key: number
  name: string
  state: UploadState
  progress: number
}

const HEIC_HINT = "iPhone HEIC photos are not supported yet: choose 'Most Compatible' in Settings › Camera › Formats, or export the photo as JPEG"
const MB = MAX_PHOTO_BYTES / 1024 / 1024

/** The refusal the browser can tell before sending (the server checks everything again). */
function precheck(file: File): string | undefined {
  if (file.size > MAX_PHOTO_BYTES) return `The file is larger than ${MB} MB: export it at a smaller size`
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) return HEIC_HINT
  return undefined
}

const STATE_TEXT: Record<UploadState, string> = {
  waiting: 'Waiting',
  preparing: 'Making it smaller',
  uploading: 'Uploading',
  processing: 'Processing',
  retrying: 'Connection lost: sending again when it is back',
  added: 'Added',
  refused: 'Not added',
}

const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function PhotoManager({ vehicleId, photos: initial, csrfToken, submissionToken, error: given, notice }: PhotoManagerProps) {
  const error = given
  const [photos, setPhotos] = useState(initial)
  const [enhanced, setEnhanced] = useState(false)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [problem, setProblem] = useState(error)
  const [dragging, setDragging] = useState<string | undefined>()
  const [dropActive, setDropActive] = useState(false)
  const focusAfter = useRef<{ id: string; action: 'up' | 'down' | 'cover' | 'delete' } | { selector: string } | undefined>(undefined)
  const section = useRef<HTMLElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const nextKey = useRef(1)
  const busy = useRef(false)
  const [uploading, setUploading] = useState(false)
  const sending = useRef(false)

  useEffect(() => setEnhanced(true), [])
  useEffect(() => setPhotos(initial), [initial])

  // Focus follows the photo that moved (or what comes after a deleted one).
  useEffect(() => {
    const target = focusAfter.current
    if (!target || !section.current) return
    focusAfter.current = undefined
    const selector = 'selector' in target ? target.selector : `[data-photo="${target.id}"] [data-action="${target.action}"]`
    // A move button at the end of the list stays focusable (aria-disabled), so focus stays
    // where the keyboard user is; a photo made the cover has no cover button left: its
    // "Move down" takes the focus.
    const element = section.current.querySelector<HTMLElement>(selector) ?? ('id' in target ? section.current.querySelector<HTMLElement>(`[data-photo="${target.id}"] [data-action="down"]`) : null)
    element?.focus()
  }, [photos])

  /** A move button that cannot move: disabled without the script; with it, still focusable and announced. */
  const atEnd = (end: boolean) => (!end ? {} : enhanced ? { 'aria-disabled': true as const } : { disabled: true })

  const base = `/admin/vehicles/${encodeURIComponent(vehicleId)}/photos`
  const api = `/api/admin/vehicles/${encodeURIComponent(vehicleId)}/photos`
  const room = MAX_PHOTOS_PER_VEHICLE - photos.length

  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  async function uploadFiles(files: File[]) {
    // A second tap on Upload (or a drop) while photos are on their way does nothing.
    if (files.length === 0 || sending.current) return
    sending.current = true
    setUploading(true)
    setProblem(undefined)
    if (input.current) input.current.value = ''
    const items = files.map((file) => ({ file, upload: { key: nextKey.current++, name: file.name, state: 'waiting' as UploadState, progress: 0 } }))
    setUploads((list) => [...list.filter((u) => u.state !== 'added'), ...items.map((i) => i.upload)])
    // Refused before sending: too large, HEIC, or no room left.
    const jobs: { key: number; file: File }[] = []
    for (const { file, upload } of items) {
      const refusal = precheck(file) ?? (photos.length + jobs.length >= MAX_PHOTOS_PER_VEHICLE ? `A vehicle can have at most ${MAX_PHOTOS_PER_VEHICLE} photos` : undefined)
      if (refusal) patch(upload.key, { state: 'refused', error: refusal })
      else jobs.push({ key: upload.key, file })
    }
    const before = photos.map((p) => p.id)
    const outcome = await uploadPhotos(jobs, { api, csrfToken, onChange: patch, onPhotos: setPhotos })
    // Sent side by side, they were stored as each arrived: put them in the order they were chosen.
    if (outcome.photos && outcome.added.length > 1) {
      const stored = outcome.photos.map((p) => p.id)
      const batch = new Set(outcome.added)
      const order = [...stored.filter((id) => !batch.has(id)), ...outcome.added.filter((id) => stored.includes(id))]
      if (order.join() !== stored.join() && before.every((id) => stored.includes(id))) {
        const answer = await send('PUT', api, { csrfToken, key: idempotencyKey(), body: JSON.stringify({ order }), contentType: 'application/json' })
        if (answer.status === 200 && answer.body?.photos) setPhotos(answer.body.photos)
      }
    }
    const added = outcome.added.length
    const refused = items.length - added
    setAnnouncement(`${added} of ${items.length} photo${items.length === 1 ? '' : 's'} added${refused ? `, ${refused} not added: see the list` : ''}.`)
    sending.current = false
    setUploading(false)
  }

  function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void uploadFiles([...(input.current?.files ?? [])])
  }

  function onDropFiles(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDropActive(false)
    const files = [...event.dataTransfer.files].filter((f) => f.size > 0 || f.type)
    void uploadFiles(files)
  }

  /** Sends a new order to the API; on success the list shows it and the live region says where `id` is now. */
  async function saveOrder(order: string[], id: string, action: 'up' | 'down' | 'cover' | 'drag') {
    if (busy.current) return
    busy.current = true
    const previous = photos
    // Shown at once; put back if the server refuses.
    const byId = new Map(photos.map((p) => [p.id, p]))
    setPhotos(order.map((i) => byId.get(i)!))
    if (action !== 'drag') focusAfter.current = { id, action }
    const answer = await send('PUT', api, { csrfToken, key: idempotencyKey(), body: JSON.stringify({ order }), contentType: 'application/json' })
    busy.current = false
    if (answer.status === 200 && answer.body?.photos) {
      setPhotos(answer.body.photos)
      const position = answer.body.photos.findIndex((p) => p.id === id) + 1
      setAnnouncement(action === 'cover' ? `Photo is now the cover, position 1 of ${order.length}.` : `Photo moved to position ${position} of ${order.length}.`)
    } else {
      setPhotos(previous)
      setProblem(answer.body?.error === 'Invalid order' ? 'The photos were changed elsewhere: reload the page and try again' : (answer.body?.error ?? 'The order could not be saved'))
    }
  }

  function move(id: string, direction: 'up' | 'down') {
    const order = photos.map((p) => p.id)
    const i = order.indexOf(id)
    const j = direction === 'up' ? i - 1 : i + 1
    if (i < 0) return
    if (j < 0 || j >= order.length) {
      setAnnouncement(`Photo ${i + 1} is already ${direction === 'up' ? 'first' : 'last'}.`)
      return
    }
    ;[order[i], order[j]] = [order[j], order[i]]
    void saveOrder(order, id, direction)
  }

  function cover(id: string) {
    const order = photos.map((p) => p.id)
    void saveOrder([id, ...order.filter((x) => x !== id)], id, 'cover')
  }

  async function remove(id: string, index: number) {
    if (!window.confirm(`Delete photo ${index + 1}? This cannot be undone.`)) return
    const answer = await send('DELETE', `${api}/${encodeURIComponent(id)}`, { csrfToken, key: idempotencyKey() })
    if (answer.status === 200 && answer.body?.photos) {
      const next = answer.body.photos
      const after = next[Math.min(index, next.length - 1)]
      focusAfter.current = after ? { id: after.id, action: 'delete' } : { selector: '#photo-input' }
      setPhotos(next)
      setAnnouncement(`Photo ${index + 1} deleted. ${next.length} photo${next.length === 1 ? '' : 's'} left.`)
    } else {
      setProblem(answer.body?.error ?? 'The photo could not be deleted')
    }
  }

  /** Intercepts a per-photo form when the script runs; without it the form posts. */
  const enhance = (handler: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    handler()
  }

  function onDragStart(event: DragEvent<HTMLLIElement>, id: string) {
    setDragging(id)
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', id)
  }

  function onDragOver(event: DragEvent<HTMLLIElement>, overId: string) {
    if (!dragging || dragging === overId) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
  }

  function onDropPhoto(event: DragEvent<HTMLLIElement>, overId: string) {
    event.preventDefault()
    event.stopPropagation()
    const id = dragging
    setDragging(undefined)
    if (!id || id === overId) return
    const order = photos.map((p) => p.id).filter((x) => x !== id)
    // Takes the place of the photo it was dropped on: after it when moving down (that photo
    // shifted up one when this one left), before it when moving up.
    order.splice(photos.findIndex((p) => p.id === overId), 0, id)
    void saveOrder(order, id, 'drag')
  }

  const describedBy = problem ? 'photo-hint photo-problem' : 'photo-hint'
  /** The hidden fields of every form: the CSRF token and the page's submission token. */
  const tokens = (
    <>
      {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
      {submissionToken && <input type="hidden" name="_submission" value={submissionToken} />}
    </>
  )

  return (
    <section id="photos" className="photo-manager" aria-labelledby="photos-title" ref={section}>
      <h2 id="photos-title">
        Photos <span className="photo-count">{`${photos.length} of ${MAX_PHOTOS_PER_VEHICLE}`}</span>
      </h2>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className="photo-problem" id="photo-problem" role="alert">
          {problem}
        </p>
      )}

      <form
        className={dropActive ? 'photo-upload is-drop-target' : 'photo-upload'}
        method="post"
        action={base}
        encType="multipart/form-data"
        onSubmit={enhanced ? onUpload : undefined}
        onDragOver={
          enhanced
            ? (e) => {
                if (dragging || !e.dataTransfer.types.includes('Files')) return
                e.preventDefault()
                setDropActive(true)
              }
            : undefined
        }
        onDragLeave={enhanced ? () => setDropActive(false) : undefined}
        onDrop={enhanced ? (e) => (dragging ? undefined : onDropFiles(e)) : undefined}
      >
        {tokens}
        <label htmlFor="photo-input" className="photo-upload-label">
          {enhanced ? 'Add photos: drop them here, or choose them' : 'Add photos'}
        </label>
        <p className="photo-hint" id="photo-hint">
          {`JPEG, PNG, WebP or AVIF, up to ${MB} MB each; ${room > 0 ? `room for ${room} more` : 'no room for more: delete some first'}. The first photo is the cover. On an iPhone, choose 'Most Compatible' in Settings › Camera › Formats.`}
        </p>
        <div className="photo-upload-row">
          <input id="photo-input" ref={input} type="file" name="photo" multiple accept={PHOTO_ACCEPT} aria-describedby={describedBy} disabled={room <= 0} />
          <button type="submit" disabled={room <= 0} aria-disabled={uploading || undefined}>
            {uploading ? 'Uploading…' : 'Upload'}
          </button>
        </div>
        {uploads.length > 0 && (
          <ul className="photo-uploads" aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key} className={`photo-upload-item is-${u.state}`}>
                <span className="photo-upload-name">{u.name}</span>
                <span className="photo-upload-state">
                  {u.state === 'uploading' ? `${STATE_TEXT[u.state]} ${Math.round(u.progress * 100)}%` : STATE_TEXT[u.state]}
                  {u.sentBytes !== undefined && u.fileBytes !== undefined && u.sentBytes < u.fileBytes && u.state !== 'refused'
                    ? ` (${kb(u.sentBytes)} of ${kb(u.fileBytes)})`
                    : ''}
                </span>
                {(u.state === 'uploading' || u.state === 'processing') && (
                  <progress max={1} value={u.state === 'processing' ? undefined : u.progress} aria-label={`${u.name}: ${STATE_TEXT[u.state]}`} />
                )}
                {u.error && <span className="photo-upload-error">{u.error}</span>}
              </li>
            ))}
          </ul>
        )}
      </form>

      {photos.length === 0 ? (
        <p className="photo-empty">No photos yet: the site shows the model’s drawing until you add some.</p>
      ) : (
        <ol className="photo-list">
          {photos.map((photo, i) => {
            const label = `photo ${i + 1}`
            return (
              <li
                key={photo.id}
                data-photo={photo.id}
                className={dragging === photo.id ? 'photo-item is-dragging' : 'photo-item'}
                draggable={enhanced}
                onDragStart={enhanced ? (e) => onDragStart(e, photo.id) : undefined}
                onDragOver={enhanced ? (e) => onDragOver(e, photo.id) : undefined}
                onDrop={enhanced ? (e) => onDropPhoto(e, photo.id) : undefined}
                onDragEnd={enhanced ? () => setDragging(undefined) : undefined}
              >
                <VehiclePhoto photo={photo} alt="" sizes="12rem" className="photo-thumb" />
                <p className="photo-caption">
                  {`Photo ${i + 1} of ${photos.length}`}
                  {i === 0 && <strong className="photo-cover-tag">Cover</strong>}
                </p>
                <div className="photo-actions">
                  <form method="post" action={`${base}/${photo.id}/move`} onSubmit={enhanced ? enhance(() => move(photo.id, 'up')) : undefined}>
                    {tokens}
                    <input type="hidden" name="direction" value="up" />
                    <button type="submit" className="button-quiet" data-action="up" aria-label={`Move up: ${label}`} {...atEnd(i === 0)}>
                      Move up
                    </button>
                  </form>
                  <form method="post" action={`${base}/${photo.id}/move`} onSubmit={enhanced ? enhance(() => move(photo.id, 'down')) : undefined}>
                    {tokens}
                    <input type="hidden" name="direction" value="down" />
                    <button type="submit" className="button-quiet" data-action="down" aria-label={`Move down: ${label}`} {...atEnd(i === photos.length - 1)}>
                      Move down
                    </button>
                  </form>
                  {i > 0 && (
                    <form method="post" action={`${base}/${photo.id}/cover`} onSubmit={enhanced ? enhance(() => cover(photo.id)) : undefined}>
                      {tokens}
                      <button type="submit" className="button-quiet" data-action="cover" aria-label={`Make cover: ${label}`}>
                        Make cover
                      </button>
                    </form>
                  )}
                  {/* Without the script, a page that asks first; with it, a question here and the photo gone in place. */}
                  <a
                    href={`${base}/${photo.id}/delete`}
                    className="button-danger"
                    data-action="delete"
                    aria-label={`Delete: ${label}`}
                    onClick={
                      enhanced
                        ? (event) => {
                            event.preventDefault()
                            void remove(photo.id, i)
                          }
                        : undefined
                    }
                  >
                    Delete…
                  </a>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {enhanced && photos.length > 1 && <p className="photo-hint">Drag a photo onto another to move it there, or use its buttons.</p>}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </section>
  )
}
