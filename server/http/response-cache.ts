import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** What a CDN or browser may do with a cached page: reuse it for a minute, serve it stale while revalidating. */
/**
 * Browsers and CDNs may keep a page but must ask again before each use (a 304 from memory
 * when nothing changed), so a change in the console reaches every visitor within a second.
 */
export const PAGE_CACHE_CONTROL = 'public, no-cache'

export interface RenderedPage {
  statusCode: number
  contentType: string
  body: string
  /**
   * The moment (ms since the epoch) the page stops being true by the clock alone (a department
   * opens or closes, a special starts or ends): its cache entry is not served from then on.
   */
  expiresAt?: number
}

interface Entry {
  version: number
  /** Served until this moment (RenderedPage.expiresAt); Infinity when nothing on it changes with the clock. */
  expiresAt: number
  contentType: string
  cacheControl: string
  /** The headers the full middleware stack set on the first response (security headers and the like). */
  headers: OutgoingHttpHeaders
  identity: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

export interface ResponseCacheOptions {
  /** Most entries kept (least recently used go first); bounds memory for query variants. */
  maxEntries?: number
  /** The current data version; entries from an older version are rebuilt. */
  version: () => number
  /** Told of each lookup: answered from memory (true) or rendered (false). */
  onLookup?: (hit: boolean) => void
}

export interface ServeOptions {
  cacheControl?: string
}

export interface ResponseCache {
  /**
   * Serves `key` from memory, rendering it with `render` on a miss. A response that is not
   * a 200 is not cached: `onUncached` answers it instead.
   */
  serve(req: Request, res: Response, key: string, render: () => Promise<RenderedPage>, onUncached: (page: RenderedPage) => void, options?: ServeOptions): Promise<void>
  /**
   * Answers a request straight from memory when it can, before any other middleware: the
   * hot path for pages and API responses that were rendered before.
   */
  fastPath(extraHeaders?: () => OutgoingHttpHeaders | undefined): (req: Request, res: Response, next: NextFunction) => void
  clear(): void
  readonly size: number
}

/** Headers that belong to one response, never copied into a cached entry. */
const PER_RESPONSE = new Set(['content-length', 'content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'date', 'connection', 'keep-alive', 'set-cookie', 'transfer-encoding', 'last-modified'])

function snapshotHeaders(res: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value
  return headers
}

function etagFor(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

async function buildEntry(page: RenderedPage, version: number, cacheControl: string, headers: OutgoingHttpHeaders): Promise<Entry> {
  const identity = Buffer.from(page.body, 'utf8')
  const [gzipped, brotlied] = await Promise.all([
    gz(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ])
  return { version, expiresAt: page.expiresAt ?? Infinity, contentType: page.contentType, cacheControl, headers, identity, gzip: gzipped, brotli: brotlied, etag: etagFor(identity) }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.slice(1, -1)
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '')
    return t === '*' || t === etag || t === `"${bare}-br"` || t === `"${bare}-gz"`
  })
}

/** The encoding to send: brotli, then gzip, then none, as the client accepts. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}

/**
 * Responses that do not depend on the request (pages, the public API), rendered once per
 * data version and kept in memory with precompressed bodies and a strong ETag.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const maxEntries = options.maxEntries ?? 1000
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<{ entry?: Entry; page: RenderedPage }>>()
  const onLookup = options.onLookup ?? (() => {})

  const send = (req: Request, res: Response, entry: Entry, extra?: OutgoingHttpHeaders) => {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const bare = entry.etag.slice(1, -1)
    const etag = encoding === 'br' ? `"${bare}-br"` : encoding === 'gzip' ? `"${bare}-gz"` : entry.etag
    const headers: OutgoingHttpHeaders = { ...entry.headers, ...extra, 'cache-control': entry.cacheControl, vary: 'Accept-Encoding', etag }
    if (matches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers).end()
      return
    }
    const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.identity
    headers['content-type'] = entry.contentType
    headers['content-length'] = body.length
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry || entry.version !== options.version() || Date.now() >= entry.expiresAt) return undefined
    // Most recently used last.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  return {
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
    fastPath(extraHeaders) {
      return (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const entry = fresh(req.originalUrl)
        if (!entry) return next()
        onLookup(true)
        send(req, res, entry, extraHeaders?.())
      }
    },
    async serve(req, res, key, render, onUncached, serveOptions = {}) {
      const version = options.version()
      const hit = fresh(key)
      if (hit) {
        onLookup(true)
        send(req, res, hit)
        return
      }
      onLookup(false)
      const cacheControl = serveOptions.cacheControl ?? PAGE_CACHE_CONTROL
      let job = pending.get(key)
      if (!job) {
        job = (async () => {
          const page = await render()
          if (page.statusCode !== 200) return { page }
          return { entry: await buildEntry(page, version, cacheControl, snapshotHeaders(res)), page }
        })()
        pending.set(key, job)
        job.finally(() => pending.delete(key)).catch(() => {})
      }
      const { entry, page } = await job
      if (!entry) {
        onUncached(page)
        return
      }
      if (entry.version === options.version() && Date.now() < entry.expiresAt) {
        entries.delete(key)
        entries.set(key, entry)
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      }
      send(req, res, entry)
    },
  }
}
