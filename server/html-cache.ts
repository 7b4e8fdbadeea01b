import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Request, Response } from 'express'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** What a CDN or browser may do with a cached page: reuse it for a minute, serve it stale while revalidating. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

export interface RenderedPage {
  statusCode: number
  contentType: string
  body: string
}

interface Entry {
  version: number
  contentType: string
  identity: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

export interface HtmlCacheOptions {
  /** Most entries kept (least recently used go first); bounds memory for query variants. */
  maxEntries?: number
  /** The current data version; entries from an older version are rebuilt. */
  version: () => number
}

export interface HtmlCache {
  /**
   * Serves `key` from memory, rendering it with `render` on a miss. Returns false when the
   * page may not be cached (not a 200), after `onUncached` has answered.
   */
  serve(req: Request, res: Response, key: string, render: () => Promise<RenderedPage>, onUncached: (page: RenderedPage) => void): Promise<void>
  clear(): void
  readonly size: number
}

function etagFor(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

async function buildEntry(page: RenderedPage, version: number): Promise<Entry> {
  const identity = Buffer.from(page.body, 'utf8')
  const [gzipped, brotlied] = await Promise.all([
    gz(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ])
  return { version, contentType: page.contentType, identity, gzip: gzipped, brotli: brotlied, etag: etagFor(identity) }
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
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
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
 * Pages whose HTML does not depend on the request, rendered once per data version and
 * kept in memory with precompressed bodies and a strong ETag.
 */
export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  const maxEntries = options.maxEntries ?? 1000
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<{ entry?: Entry; page: RenderedPage }>>()

  const send = (req: Request, res: Response, entry: Entry) => {
    const encoding = chooseEncoding(req.get('accept-encoding'))
    const bare = entry.etag.slice(1, -1)
    const etag = encoding === 'br' ? `"${bare}-br"` : encoding === 'gzip' ? `"${bare}-gz"` : entry.etag
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('ETag', etag)
    if (matches(req.get('if-none-match'), entry.etag)) {
      res.status(304).end()
      return
    }
    const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.identity
    res.status(200)
    res.setHeader('Content-Type', entry.contentType)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body.length))
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return {
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
    async serve(req, res, key, render, onUncached) {
      const version = options.version()
      const cached = entries.get(key)
      if (cached && cached.version === version) {
        // Most recently used last.
        entries.delete(key)
        entries.set(key, cached)
        send(req, res, cached)
        return
      }
      let job = pending.get(key)
      if (!job) {
        job = (async () => {
          const page = await render()
          if (page.statusCode !== 200) return { page }
          return { entry: await buildEntry(page, version), page }
        })()
        pending.set(key, job)
        job.finally(() => pending.delete(key)).catch(() => {})
      }
      const { entry, page } = await job
      if (!entry) {
        onUncached(page)
        return
      }
      if (entry.version === options.version()) {
        entries.delete(key)
        entries.set(key, entry)
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      }
      send(req, res, entry)
    },
  }
}
