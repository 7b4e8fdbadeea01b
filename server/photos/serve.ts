/**
 * GET /photos/<photoId>-<hash>-<width>.<avif|webp|jpg>: a photo variant from the database.
 * The name is content-hashed, so the answer is cached for a year (`immutable`); the
 * variants served lately are kept in memory (bounded by bytes), so a busy vehicle page
 * costs no SQLite read per image. A deleted photo stops being served within a second: the
 * memory is dropped whenever the inventory version moves.
 */
import type { NextFunction, Request, Response } from 'express'
import { parsePhotoFileName, PHOTO_CONTENT_TYPES, type PhotoFormat } from '#app/domain/photos'
import type { PhotoRepository } from './repository'
import type { VehicleRepository } from '../inventory'

export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable'
const PREFIX = '/photos/'

export interface PhotoFilesOptions {
  /** Most bytes of variants kept in memory (default 32 MB). */
  maxBytes?: number
  /** How long a read of the inventory version is trusted (default 1 s, as the HTML cache polls). */
  versionMaxAgeMs?: number
  now?: () => number
}

interface Entry {
  bytes: Buffer
  type: string
  etag: string
}

/** A least-recently-used map bounded by the bytes it holds. */
export function byteLru<V extends { bytes: Buffer }>(maxBytes: number) {
  const map = new Map<string, V>()
  let bytes = 0
  return {
    get(key: string): V | undefined {
      const value = map.get(key)
      if (value) {
        map.delete(key)
        map.set(key, value)
      }
      return value
    },
    set(key: string, value: V) {
      if (value.bytes.length > maxBytes) return
      const old = map.get(key)
      if (old) {
        bytes -= old.bytes.length
        map.delete(key)
      }
      map.set(key, value)
      bytes += value.bytes.length
      for (const [k, v] of map) {
        if (bytes <= maxBytes) break
        map.delete(k)
        bytes -= v.bytes.length
      }
    },
    clear() {
      map.clear()
      bytes = 0
    },
    get bytes() {
      return bytes
    },
    get size() {
      return map.size
    },
  }
}

function notFound(res: Response) {
  res.status(404).set('Cache-Control', 'public, max-age=60').type('text/plain').send('Not found')
}

/** Middleware answering GET and HEAD under /photos/; mount it before the page catch-all. */
export function photoFiles(services: { photos: Pick<PhotoRepository, 'readVariant'>; vehicles: Pick<VehicleRepository, 'readVersion'> }, options: PhotoFilesOptions = {}) {
  const { maxBytes = 32 * 1024 * 1024, versionMaxAgeMs = 1000, now = Date.now } = options
  const lru = byteLru<Entry>(maxBytes)
  let version: number | undefined
  let checkedAt = -Infinity
  let checking: Promise<void> | undefined

  /** Drops the memory when the inventory changed (a photo may have been deleted); at most one read per versionMaxAgeMs. */
  function fresh(): Promise<void> | undefined {
    if (now() - checkedAt < versionMaxAgeMs) return undefined
    checking ??= services.vehicles.readVersion()
      .then((current) => {
        if (current !== version) lru.clear()
        version = current
        checkedAt = now()
      })
      .finally(() => {
        checking = undefined
      })
    return checking
  }

  function send(req: Request, res: Response, entry: Entry) {
    res.set({
      'Content-Type': entry.type,
      'Cache-Control': PHOTO_CACHE_CONTROL,
      ETag: entry.etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
    if (req.get('if-none-match') === entry.etag) {
      res.status(304).end()
      return
    }
    res.set('Content-Length', String(entry.bytes.length))
    if (req.method === 'HEAD') res.end()
    else res.end(entry.bytes)
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(PREFIX)) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    const name = req.path.slice(PREFIX.length)
    const file = parsePhotoFileName(name)
    if (!file) return notFound(res)
    try {
      await fresh()
      let entry = lru.get(name)
      if (!entry) {
        const bytes = await services.photos.readVariant(file)
        if (!bytes) return notFound(res)
        entry = { bytes, type: PHOTO_CONTENT_TYPES[file.format as PhotoFormat], etag: `"${file.hash}-${file.width}-${file.format}"` }
        lru.set(name, entry)
      }
      send(req, res, entry)
    } catch (err) {
      next(err)
    }
  }
}
