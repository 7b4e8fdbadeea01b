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
  /** false: answered, never kept (an error page's or a redirect's context for client navigation, which Vike answers with 200). */
  cacheable?: boolean
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
  /** The bodies' bytes and the entry's overhead. */
  bytes: number
}

export interface ResponseCacheOptions {
  /**
   * Plain pages (a path without a query) and their query variants are kept apart, each within
   * its own number of entries and bytes (an entry's three bodies counted), least recently used
   * going first: a flood of variants (unique searches, campaign tags) evicts only variants.
   */
  maxEntries?: number
  maxBytes?: number
  maxVariantEntries?: number
  maxVariantBytes?: number
  /** The key a request's URL is looked up under on the fast path (server/http/cache-key.ts); null: never from memory. Default: the URL as sent. */
  key?: (url: string) => string | null
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
  /** Entries held, and the bytes of their bodies. */
  readonly size: number
  readonly bytes: number
}

/** The defaults: every page of the site fits many times over (about 13 MB for its 124 pages); variants get a quarter. */
export const CACHE_LIMITS = { maxEntries: 1000, maxBytes: 64 * 2 ** 20, maxVariantEntries: 500, maxVariantBytes: 16 * 2 ** 20 }

/** What an entry costs beyond its bodies: its key, headers and bookkeeping, roughly. */
const ENTRY_OVERHEAD = 1024

/** Entries in least-recently-used order (a Map keeps insertion order; a use moves one to the end), within a count and a byte budget. */
class Pool {
  readonly entries = new Map<string, Entry>()
  bytes = 0
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  touch(key: string, entry: Entry) {
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  put(key: string, entry: Entry) {
    this.delete(key)
    // Bigger than the whole budget: served, not kept.
    if (entry.bytes > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value as string)
  }

  delete(key: string) {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.bytes -= old.bytes
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }
}

/** A key with a query, or an encoded path, is a variant of a page: there can be endless numbers of them. */
const isVariant = (key: string) => key.includes('?') || key.includes('%')

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
  const bytes = identity.length + gzipped.length + brotlied.length + ENTRY_OVERHEAD
  return { version, expiresAt: page.expiresAt ?? Infinity, contentType: page.contentType, cacheControl, headers, identity, gzip: gzipped, brotli: brotlied, etag: etagFor(identity), bytes }
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
  const pages = new Pool(options.maxEntries ?? CACHE_LIMITS.maxEntries, options.maxBytes ?? CACHE_LIMITS.maxBytes)
  const variants = new Pool(options.maxVariantEntries ?? CACHE_LIMITS.maxVariantEntries, options.maxVariantBytes ?? CACHE_LIMITS.maxVariantBytes)
  const poolOf = (key: string) => (isVariant(key) ? variants : pages)
  const keyOf = options.key ?? ((url: string) => url)
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
    const pool = poolOf(key)
    const entry = pool.get(key)
    if (!entry || entry.version !== options.version() || Date.now() >= entry.expiresAt) return undefined
    // Most recently used last.
    pool.touch(key, entry)
    return entry
  }

  return {
    get size() {
      return pages.entries.size + variants.entries.size
    },
    get bytes() {
      return pages.bytes + variants.bytes
    },
    clear() {
      pages.clear()
      variants.clear()
    },
    fastPath(extraHeaders) {
      return (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const key = keyOf(req.originalUrl)
        const entry = key === null ? undefined : fresh(key)
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
      // Requests for the same key at the same version share one render; one that came after a
      // change (a newer version) never waits on a render of the data before it.
      const jobKey = `${version}\n${key}`
      let job = pending.get(jobKey)
      if (!job) {
        job = (async () => {
          const page = await render()
          if (page.statusCode !== 200 || page.cacheable === false) return { page }
          return { entry: await buildEntry(page, version, cacheControl, snapshotHeaders(res)), page }
        })()
        pending.set(jobKey, job)
        job.finally(() => pending.delete(jobKey)).catch(() => {})
      }
      const { entry, page } = await job
      if (!entry) {
        onUncached(page)
        return
      }
      if (entry.version === options.version() && Date.now() < entry.expiresAt) poolOf(key).put(key, entry)
      send(req, res, entry)
    },
  }
}
