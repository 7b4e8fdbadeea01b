import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, PAGE_CACHE_CONTROL } from '#app/server/http/response-cache'
import { INVENTORY_POLL_MS } from '#app/server/services'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** GET with the raw (still compressed) body. */
async function rawGet(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const server = t.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const { port } = server.address() as { port: number }
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  } finally {
    server.close()
  }
}

describe('HTML cache', () => {
  it('serves the same page with a strong ETag and a CDN-friendly Cache-Control', async () => {
    const first = await request(t.app).get('/').set('Accept-Encoding', 'identity').expect(200)
    const second = await request(t.app).get('/').set('Accept-Encoding', 'identity').expect(200)
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(second.headers.vary).toContain('Accept-Encoding')
    expect(second.text).toBe(first.text)
  })

  it('sends precompressed brotli and gzip bodies that match the page', async () => {
    const plain = (await request(t.app).get('/inventory').set('Accept-Encoding', 'identity')).text
    const br = await rawGet('/inventory', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain)
    const gz = await rawGet('/inventory', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(plain)
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(gz.headers['content-length']))
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const res = await request(t.app).get('/contact').set('Accept-Encoding', 'br')
    await request(t.app).get('/contact').set('Accept-Encoding', 'br').set('If-None-Match', res.headers.etag).expect(304)
    await request(t.app).get('/contact').set('If-None-Match', '"something-else"').expect(200)
  })

  it('caches client-navigation page context the same way', async () => {
    const res = await request(t.app).get('/inventory/index.pageContext.json').set('Accept-Encoding', 'identity').expect(200)
    expect(res.headers['content-type']).toMatch(/json/)
    expect(res.headers.etag).toBeTruthy()
    expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
  })

  it('does not cache error pages', async () => {
    const res = await request(t.app).get('/vehicles/not-a-cart').expect(404)
    expect(res.headers['cache-control']).not.toBe(PAGE_CACHE_CONTROL)
  })

  it('shows an inventory change within the poll interval', async () => {
    const before = await request(t.app).get('/vehicles/denago-ev-city').set('Accept-Encoding', 'identity')
    expect(before.text).toContain('$11,995')
    await t.db.run("UPDATE vehicles SET price = 10987 WHERE id = 'denago-ev-city'")
    await new Promise((r) => setTimeout(r, INVENTORY_POLL_MS + 300))
    const after = await request(t.app).get('/vehicles/denago-ev-city').set('Accept-Encoding', 'identity')
    expect(after.text).toContain('$10,987')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const list = await request(t.app).get('/inventory').set('Accept-Encoding', 'identity')
    expect(list.text).toContain('$10,987')
  })

  it('can be turned off, and uncached pages show an inventory change within the poll interval too', async () => {
    const off = await createTestApp({ htmlCache: false })
    try {
      const res = await request(off.app).get('/').expect(200)
      expect(res.headers['cache-control']).not.toBe(PAGE_CACHE_CONTROL)
      expect((await request(off.app).get('/vehicles/denago-ev-city')).text).toContain('$11,995')
      expect((await request(off.app).get('/inventory')).text).not.toContain('$10,987')
      await off.db.run("UPDATE vehicles SET price = 10987 WHERE id = 'denago-ev-city'")
      await new Promise((r) => setTimeout(r, INVENTORY_POLL_MS + 300))
      expect((await request(off.app).get('/inventory')).text).toContain('$10,987')
      expect((await request(off.app).get('/vehicles/denago-ev-city')).text).toContain('$10,987')
    } finally {
      await off.close()
    }
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('identity')).toBe('identity')
  })
})
