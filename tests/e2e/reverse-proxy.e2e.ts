/**
 * The production build behind Debian's nginx with deploy/nginx.conf (rendered as the
 * docs/operations.md says, TLS from a certificate made for the test), run as the docs/operations.md's "Behind a
 * reverse proxy" describes: TRUST_PROXY=1 and an https PUBLIC_ORIGIN. Clients are told
 * apart by their loopback address (127.0.0.x), which is what nginx sees.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest, type Agent } from 'node:https'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PHOTO_BYTES } from '#app/domain/photos'
import { SIGN_IN_RULES } from '#app/server/operators'
import { totpSecretIn } from '../helpers/admin-auth'
import { VALID_CONTACT } from '../helpers/app'
import { paddedJpeg, photoJpeg } from '../helpers/photos'
import { operatorCli, totpCode } from './console'
import { freePort, removeDir, ROOT, startServer, type RunningServer } from './harness'
import { httpsCall, keepAliveAgent, startProxy, type Answer, type Call, type RunningProxy } from './nginx'

const CONTACT_LIMIT = 3
/** Long enough for the drain test to send a load through it. */
const GRACE_MS = 3_000

let app: RunningServer
let proxy: RunningProxy

beforeAll(async () => {
  const httpsPort = await freePort()
  const httpPort = await freePort()
  app = await startServer({
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: `https://127.0.0.1:${httpsPort}`,
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  })
  proxy = await startProxy({ httpsPort, httpPort, appPort: app.port })
}, 60_000)

afterAll(async () => {
  await proxy?.stop()
  if (app) {
    await app.stop()
    await removeDir(app.dir)
  }
})

/** A request to the site through nginx, over HTTPS. */
const viaProxy = (pathname: string, call: Call = {}) => httpsCall(proxy.ca, proxy.origin + pathname, call)

/** A request straight to the app (plain HTTP, no proxy), to compare with. */
function direct(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(app.url + pathname, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** How many times the response carried header `name`. */
const times = (answer: Answer, name: string) => answer.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name).length

/** One photo as a multipart/form-data body in the field the upload reads. */
function multipart(photo: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----lcgc${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`)
  return { body: Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` }
}

const contact = (from: string, forwardedFor?: string) =>
  viaProxy('/api/contact', {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(VALID_CONTACT),
  })

const wrongSignIn = (from: string, email: string, forwardedFor: string) =>
  viaProxy('/admin/sign-in', {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    body: new URLSearchParams({ email, password: 'not-the-password-at-all', code: '123456' }).toString(),
  })

describe('the site behind nginx (deploy/nginx.conf)', () => {
  it('plain HTTP is sent to the same path on the HTTPS origin', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(`${proxy.httpOrigin}/inventory?category=new`, (res) => {
        res.resume()
        resolve({ status: res.statusCode!, location: res.headers.location })
      })
        .on('error', reject)
        .end()
    })
    expect(answer).toEqual({ status: 301, location: `${proxy.origin}/inventory?category=new` })
  })

  it('the lead forms’ limit counts the client nginx sees: a forged X-Forwarded-For neither dodges it nor spends another client’s allowance', async () => {
    const client = '127.0.0.2'
    const other = '127.0.0.3'
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      const answer = await contact(client, `203.0.113.${i + 1}`)
      expect(answer.status, answer.body.toString()).toBe(201)
    }
    // A new forged address each time, or the other client's own address as the last hop: still this client.
    for (const forged of ['198.51.100.7', `198.51.100.8, ${other}`, other]) {
      const answer = await contact(client, forged)
      expect(answer.status, forged).toBe(429)
      expect(answer.headers['retry-after']).toMatch(/^\d+$/)
    }
    // The other client was never counted, and is not limited.
    expect((await contact(other)).status).toBe(201)
  })

  it('the sign-in limit per address counts the client nginx sees, whatever X-Forwarded-For it sends', async () => {
    const client = '127.0.0.4'
    const other = '127.0.0.5'
    const { limit } = SIGN_IN_RULES.ip
    // Each attempt at a different account, so only the per-address count can stop them.
    for (let i = 0; i < limit; i++) {
      const answer = await wrongSignIn(client, `guess-${i}@example.com`, `203.0.113.${i + 1}`)
      expect(answer.status, `attempt ${i + 1}`).toBe(400)
    }
    const refused = await wrongSignIn(client, 'one-more@example.com', '198.51.100.9')
    expect(refused.status).toBe(429)
    expect(refused.body.toString()).toContain('Too many failed attempts')
    // Another client, even forging the first one's address, gets its own count.
    expect((await wrongSignIn(other, 'another@example.com', client)).status).toBe(400)
  }, 120_000)

  it('the console’s cookies are Secure and __Host- prefixed over HTTPS, and the session works through the proxy', async () => {
    const email = 'proxy-owner@example.com'
    const out = await operatorCli(app, proxy.origin, 'add-user', email, '--role', 'owner')
    const link = out.split('\n').find((line) => line.startsWith(`${proxy.origin}/admin/setup?token=`))
    expect(link, out).toBeDefined()
    const setupPage = await viaProxy(link!.slice(proxy.origin.length))
    expect(setupPage.status).toBe(200)
    const secret = totpSecretIn(setupPage.body.toString())!
    const token = new URL(link!).searchParams.get('token')!
    const done = await viaProxy('/admin/setup', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: proxy.origin },
      body: new URLSearchParams({ token, password: 'Saucon-Valley-fairway-47', code: totpCode(secret) }).toString(),
    })
    expect(done.status, done.body.toString()).toBe(303)
    const cookies = ([] as string[]).concat(done.headers['set-cookie'] ?? [])
    const named = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))
    for (const name of ['__Host-session', '__Host-device']) {
      const cookie = named(name)
      expect(cookie, `${name} in ${cookies.join(' | ')}`).toBeDefined()
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*Path=\//i)
      expect(cookie).not.toMatch(/;\s*Domain=/i)
    }
    // No cookie without the prefix and the Secure flag.
    expect(cookies.filter((c) => !/;\s*Secure/i.test(c))).toEqual([])
    const session = named('__Host-session')!.split(';')[0]!
    const account = await viaProxy('/admin/account', { headers: { cookie: session } })
    expect(account.status).toBe(200)
    expect(account.body.toString()).toContain(email)
  })

  it('HSTS, the CSP and the other security headers reach the client as the app sent them, once each', async () => {
    const names = ['strict-transport-security', 'content-security-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options', 'cross-origin-opener-policy']
    for (const pathname of ['/', '/inventory', '/api/vehicles']) {
      const [proxied, own] = await Promise.all([viaProxy(pathname), direct(pathname)])
      expect(proxied.status).toBe(200)
      for (const name of names) {
        expect(proxied.headers[name], `${name} on ${pathname}`).toBe(own.headers[name])
        expect(times(proxied, name), `${name} on ${pathname}`).toBe(1)
      }
      expect(proxied.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      expect(proxied.headers['content-security-policy']).toContain("script-src 'self'")
    }
  })

  it('Brotli and gzip come from the app only: one Content-Encoding, and the bytes decode to what the app serves', async () => {
    // The client router's script, which every page loads, and its precompressed files.
    const entries = path.join(ROOT, 'dist/client/assets/entries')
    const script = readdirSync(entries).find((name) => name.startsWith('entry-client-routing.') && name.endsWith('.js'))!
    expect(readdirSync(entries)).toEqual(expect.arrayContaining([`${script}.br`, `${script}.gz`]))
    const decode = (answer: Answer) => {
      const encoding = answer.headers['content-encoding']
      return encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
    }
    for (const pathname of [`/assets/entries/${script}`, '/', '/api/vehicles', '/healthz']) {
      for (const accept of ['br, gzip', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': accept }
        const [proxied, own] = await Promise.all([viaProxy(pathname, { headers }), direct(pathname, headers)])
        const what = `${pathname} (Accept-Encoding: ${accept})`
        expect(proxied.status, what).toBe(200)
        expect(times(proxied, 'content-encoding'), what).toBeLessThanOrEqual(1)
        expect(proxied.headers['content-encoding'], what).toBe(own.headers['content-encoding'])
        expect(decode(proxied).equals(decode(own)), what).toBe(true)
        if (pathname.startsWith('/assets/')) {
          expect(decode(proxied).equals(readFileSync(path.join(entries, script))), what).toBe(true)
          // The precompressed file, byte for byte.
          expect(proxied.body.equals(own.body), what).toBe(true)
        }
      }
    }
    // The app compresses a page for a client that takes Brotli, and nginx leaves it so.
    expect((await viaProxy('/', { headers: { 'accept-encoding': 'br, gzip' } })).headers['content-encoding']).toBe('br')
  })

  describe('request bodies', () => {
    let token: string
    beforeAll(async () => {
      token = (await operatorCli(app, proxy.origin, 'create-token', 'proxy-photos')).trim().split('\n').pop()!
    })

    const upload = (photo: Buffer, name: string) => {
      const { body, type } = multipart(photo, name)
      return viaProxy('/api/admin/vehicles/denago-ev-city/photos', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': String(body.length) },
        body,
      })
    }

    it('a 25 MB photo passes through nginx and is stored; one byte more gets the app’s own 413, naming the file', async () => {
      const picture = await photoJpeg({ width: 1600, height: 1200, seed: 11 })
      const full = paddedJpeg(picture, MAX_PHOTO_BYTES)
      expect(full.length).toBe(25 * 1024 * 1024)
      const stored = await upload(full, 'full-size.jpg')
      expect(stored.status, stored.body.toString()).toBe(201)

      const over = await upload(paddedJpeg(picture, MAX_PHOTO_BYTES + 1), 'too-big.jpg')
      expect(over.status).toBe(413)
      expect(over.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(over.body.toString()).error).toMatch(/too-big\.jpg: the file is larger than 25 MB/)
    }, 60_000)

    it('a photo upload is streamed to the app: one without credentials is refused while its body is still on the way', async () => {
      const { body, type } = multipart(paddedJpeg(await photoJpeg({ width: 640, height: 480, seed: 13 }), MAX_PHOTO_BYTES), 'unsigned.jpg')
      const { status, sentBytes } = await new Promise<{ status: number | string; sentBytes: number }>((resolve) => {
        let sentBytes = 0
        const req = httpsRequest(
          `${proxy.origin}/api/admin/vehicles/denago-ev-city/photos`,
          { method: 'POST', ca: proxy.ca, headers: { 'content-type': type, 'content-length': String(body.length) } },
          (res) => {
            res.resume()
            resolve({ status: res.statusCode!, sentBytes })
            req.destroy()
          },
        )
        req.on('error', (err: Error & { code?: string }) => resolve({ status: err.code ?? err.message, sentBytes }))
        // The first megabyte only; the rest is never sent. Buffered by nginx, this request would get no answer.
        sentBytes = 1024 * 1024
        req.write(body.subarray(0, sentBytes))
      })
      expect(status).toBe(401)
      expect(sentBytes).toBeLessThan(body.length)
    })

    it('other requests may carry up to 6 MB (the CSV import takes 5 MB); nginx refuses more before the app sees it', async () => {
      const csv = (bytes: number) => {
        const head = 'id,description\ndenago-ev-city,'
        return head + 'x'.repeat(bytes - head.length)
      }
      const importCsv = (body: string) =>
        viaProxy('/api/admin/vehicles.csv?dryRun=1', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
          body,
        })
      // The app's own limit (CSV_LIMIT, 5 MB) reads it, and answers about its content.
      const read = await importCsv(csv(5 * 1024 * 1024))
      expect(read.status).toBe(400)
      expect(read.headers['content-type']).toMatch(/^application\/json/)
      const refused = await importCsv(csv(7 * 1024 * 1024))
      expect(refused.status).toBe(413)
      expect(refused.headers['content-type']).toMatch(/^text\/html/)
      expect(refused.body.toString()).toContain('413 Request Entity Too Large')
    })
  })

  it('while the app drains after SIGTERM, keep-alive clients get no 502 and no connection error, and a request in flight when it stops accepting is answered', async () => {
    const token = (await operatorCli(app, proxy.origin, 'create-token', 'proxy-drain')).trim().split('\n').pop()!
    const clients = ['127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'].map((address) => keepAliveAgent(proxy.ca, address))
    const results: Array<{ status: number | string; reused: boolean; at: number }> = []
    let sending = true

    const ask = (agent: Agent, pathname: string) =>
      new Promise<{ status: number | string; reused: boolean }>((resolve) => {
        const req = httpsRequest(proxy.origin + pathname, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }))
          res.on('error', (err: Error & { code?: string }) => resolve({ status: err.code ?? err.message, reused: req.reusedSocket }))
        })
        req.on('error', (err: Error & { code?: string }) => resolve({ status: err.code ?? err.message, reused: req.reusedSocket }))
        req.end()
      })
    async function keepAsking(agent: Agent, pathname: string) {
      while (sending) {
        const at = Date.now()
        results.push({ ...(await ask(agent, pathname)), at })
      }
    }

    // A photo whose body is still arriving when the app stops accepting connections. Encoded
    // before the clock starts: on a busy machine encoding it took long enough to start the
    // request after the app had stopped accepting, which nginx rightly answers 502.
    const { body, type } = multipart(await photoJpeg({ width: 640, height: 480, seed: 12 }), 'slow.jpg')
    function slowUpload(): Promise<number | string> {
      return new Promise((resolve) => {
        const req = httpsRequest(
          `${proxy.origin}/api/admin/vehicles/denago-ev-city/photos`,
          { method: 'POST', ca: proxy.ca, headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': String(body.length) } },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode!))
          },
        )
        req.on('error', (err: Error & { code?: string }) => resolve(err.code ?? err.message))
        const pieces = 10
        const size = Math.ceil(body.length / pieces)
        let sent = 0
        const timer = setInterval(() => {
          req.write(body.subarray(sent * size, (sent + 1) * size))
          sent += 1
          if (sent === pieces) {
            clearInterval(timer)
            req.end()
          }
        }, 200)
      })
    }

    const load = clients.map((agent, i) => keepAsking(agent, i % 2 ? '/api/vehicles' : '/'))
    await new Promise((r) => setTimeout(r, 500))
    const exited = new Promise<number | null>((resolve) => app.process.once('exit', resolve))
    const signalled = Date.now()
    app.process.kill('SIGTERM')
    // The load runs on through the grace period (while /healthz answers 503, so a load
    // balancer would stop sending), until half a second before the app stops accepting.
    await new Promise((r) => setTimeout(r, GRACE_MS - 1_500))
    // Its body arrives over two seconds: from a second before the grace period ends to a second after.
    const upload = slowUpload()
    await new Promise((r) => setTimeout(r, 1_000))
    sending = false
    await Promise.all(load)
    for (const agent of clients) agent.destroy()
    expect(await upload).toBe(201)
    expect(await exited).toBe(0)
    // The drain ended by itself: no connection, nginx's included, was held open until closed by force.
    expect(app.output.join('')).toContain('no longer accepting connections')
    expect(app.output.join('')).not.toContain('drain timed out')

    expect(results.filter((r) => r.status !== 200)).toEqual([])
    expect(results.filter((r) => r.at >= signalled).length).toBeGreaterThan(clients.length * 5)
    // The clients kept their connections to nginx: a new one only at the start and after each 1,000 requests (nginx's keepalive_requests).
    expect(results.filter((r) => !r.reused).length).toBeLessThanOrEqual(clients.length + Math.floor(results.length / 1_000))
    // Once the app is gone nginx answers 502: the checks above would have seen one.
    expect((await viaProxy('/')).status).toBe(502)
  }, 60_000)
})
