import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { chooseEncoding } from './response-cache'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

/** Hashed build output never changes; other public files may, so they are cached for a day. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const DAILY = 'public, max-age=86400'

interface StaticFile {
  type: string
  cacheControl: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

async function walk(dir: string, base = dir): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await walk(full, base)))
    else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) out.push(full)
  }
  return out
}

async function optional(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined)
}

/**
 * Serves the built client (dist/client) from memory, with the .br and .gz files written
 * at build time (scripts/compress-assets.mjs): no disk access or compression per request.
 */
export async function staticFiles(root: string) {
  const files = new Map<string, StaticFile>()
  for (const file of await walk(root)) {
    const type = TYPES[path.extname(file)]
    if (!type) continue
    const url = `/${path.relative(root, file).split(path.sep).join('/')}`
    const identity = await readFile(file)
    files.set(url, {
      type,
      cacheControl: url.startsWith('/assets/') ? IMMUTABLE : DAILY,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: await optional(`${file}.br`),
      gzip: await optional(`${file}.gz`),
    })
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const file = files.get(req.path)
    if (!file) {
      // A missing hashed asset is a 404 here, never a page.
      if (req.path.startsWith('/assets/')) {
        res.status(404).type('text/plain').send('Not found')
        return
      }
      return next()
    }
    let encoding = chooseEncoding(req.headers['accept-encoding'])
    if (encoding === 'br' && !file.br) encoding = file.gzip ? 'gzip' : 'identity'
    if (encoding === 'gzip' && !file.gzip) encoding = 'identity'
    const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity
    res.setHeader('Cache-Control', file.cacheControl)
    res.setHeader('ETag', file.etag)
    res.setHeader('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === file.etag) {
      res.status(304).end()
      return
    }
    res.setHeader('Content-Type', file.type)
    res.setHeader('Content-Length', String(body.length))
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.status(200).end(req.method === 'HEAD' ? undefined : body)
  }
}
