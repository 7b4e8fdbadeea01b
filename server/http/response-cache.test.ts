/**
 * The response cache's bounds: it holds at most so many entries and so many bytes (each
 * entry's three bodies counted), and the plain pages (no query) are kept apart from their
 * query variants, so a flood of variants evicts only other variants.
 */
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createResponseCache, type ResponseCacheOptions } from './response-cache'

/** An app whose every GET renders a page of `bytes` random-ish bytes (so compression does not shrink it away), counting renders. */
function appWith(options: Omit<ResponseCacheOptions, 'version'>, bytes = 50_000) {
  const cache = createResponseCache({ version: () => 1, ...options })
  const rendered: string[] = []
  const app = express()
  app.use(cache.fastPath())
  app.get('/{*any}', (req, res, next) => {
    cache
      .serve(
        req,
        res,
        req.originalUrl,
        async () => {
          rendered.push(req.originalUrl)
          let body = ''
          let x = rendered.length * 7919
          while (body.length < bytes) body += ((x = (x * 1103515245 + 12345) % 2 ** 31).toString(36))
          return { statusCode: 200, contentType: 'text/html', body: body.slice(0, bytes) }
        },
        () => res.status(500).end(),
      )
      .catch(next)
  })
  return { app, cache, rendered }
}

describe('response cache bounds', () => {
  it('holds no more bytes than it is given, dropping the least recently used', async () => {
    const { app, cache, rendered } = appWith({ maxBytes: 1_000_000 })
    for (let i = 0; i < 30; i++) await request(app).get(`/page-${i}`).expect(200)
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000)
    expect(cache.bytes).toBeGreaterThan(500_000)
    expect(cache.size).toBeLessThan(30)
    // The newest is still there, the oldest was dropped and is rendered again.
    await request(app).get('/page-29').expect(200)
    expect(rendered.filter((u) => u === '/page-29')).toHaveLength(1)
    await request(app).get('/page-0').expect(200)
    expect(rendered.filter((u) => u === '/page-0')).toHaveLength(2)
  })

  it('keeps the plain pages through a flood of query variants', async () => {
    const { app, cache, rendered } = appWith({ maxEntries: 100, maxVariantEntries: 20, maxBytes: 10_000_000, maxVariantBytes: 500_000 }, 20_000)
    for (const page of ['/', '/about', '/inventory']) await request(app).get(page).expect(200)
    const plainBytes = cache.bytes
    for (let i = 0; i < 200; i++) await request(app).get(`/inventory?q=${i}`).expect(200)
    for (const page of ['/', '/about', '/inventory']) await request(app).get(page).expect(200)
    expect(rendered.filter((u) => !u.includes('?'))).toEqual(['/', '/about', '/inventory'])
    // The variants stay within their own share.
    expect(cache.size).toBeLessThanOrEqual(3 + 20)
    expect(cache.bytes - plainBytes).toBeLessThanOrEqual(500_000)
    expect(cache.bytes - plainBytes).toBeGreaterThan(250_000)
  })
})
