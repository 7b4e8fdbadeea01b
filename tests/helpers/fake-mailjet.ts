import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How the fake answers a send: accept it; fail with a 500; hang without keeping it; or keep it
 * (it counts as delivered) and never answer, as when a response is lost on the way back.
 */
export type FakeBehaviour = 'ok' | 'fail' | 'hang' | 'accept-then-hang'

/** After the queue: one behaviour for every send, or one chosen per message (by its CustomID). */
export type FakeFallback = FakeBehaviour | ((customId: string) => FakeBehaviour)

/**
 * How the fake answers a lookup by CustomID (Mailjet's REST API, apart from its Send API):
 * with what it holds; with a 500; or not at all.
 */
export type FakeLookupBehaviour = 'ok' | 'fail' | 'hang'

export interface ReceivedMessage {
  /** The id the fake gave it, as Mailjet's MessageID. */
  messageId: number
  customId: string
  subject: string
  /** Absent when the message is text/plain only (no HTMLPart). */
  html?: string
  text: string
  to: string
  from: string
  replyTo?: string
  auth: string | undefined
  url: string
  /** Files sent with it, as Mailjet received them. */
  attachments?: Array<{ ContentType: string; Filename: string; Base64Content: string }>
}

/**
 * A stand-in for Mailjet's Send API v3.1 on loopback. node-mailjet reaches it through
 * its `proxy` option, so the real client code runs unchanged.
 */
export interface FakeMailjet {
  port: number
  /** Messages answered with success, in order. */
  delivered: ReceivedMessage[]
  /** Every send request seen, whatever the answer. */
  requests: number
  /** Lookups of a message by its CustomID (GET /v3/REST/message?CustomID=…), in order. */
  lookups: string[]
  /** Those of the lookups answered with an error or not at all. */
  failedLookups: string[]
  /** Behaviour for the next send requests, consumed one by one; `then` applies after the queue empties. */
  script(queue: FakeBehaviour[], then?: FakeFallback): void
  /** Behaviour for the next lookups, likewise (every lookup answers by default). */
  scriptLookups(queue: FakeLookupBehaviour[], then?: FakeLookupBehaviour): void
  deliveredCount(customId: string): number
  /** Send requests seen for one message, whatever the answer. */
  sendsOf(customId: string): number
  close(): Promise<void>
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data))
  })
}

export async function startFakeMailjet(): Promise<FakeMailjet> {
  let queue: FakeBehaviour[] = []
  let fallback: FakeFallback = 'ok'
  let lookupQueue: FakeLookupBehaviour[] = []
  let lookupFallback: FakeLookupBehaviour = 'ok'
  let nextId = 1000
  const sends = new Map<string, number>()
  const hanging = new Set<import('node:http').ServerResponse>()
  const fake: FakeMailjet = {
    port: 0,
    delivered: [],
    requests: 0,
    lookups: [],
    failedLookups: [],
    script(next, then = 'ok') {
      queue = [...next]
      fallback = then
    },
    scriptLookups(next, then = 'ok') {
      lookupQueue = [...next]
      lookupFallback = then
    },
    deliveredCount: (customId) => fake.delivered.filter((m) => m.customId === customId).length,
    sendsOf: (customId) => sends.get(customId) ?? 0,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET') {
      // Mailjet's message resource, filtered by CustomID: what it holds of that message.
      const customId = new URL(req.url ?? '/', 'https://api.mailjet.com').searchParams.get('CustomID') ?? ''
      fake.lookups.push(customId)
      const behaviour = lookupQueue.shift() ?? lookupFallback
      if (behaviour !== 'ok') fake.failedLookups.push(customId)
      if (behaviour === 'hang') {
        hanging.add(res)
        return
      }
      if (behaviour === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ErrorMessage: 'Internal error' }))
        return
      }
      const found = fake.delivered.filter((m) => m.customId === customId).map((m) => ({ ID: m.messageId, CustomID: m.customId }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Count: found.length, Data: found, Total: found.length }))
      return
    }
    fake.requests++
    const raw = await body(req)
    const customId = (JSON.parse(raw) as { Messages?: Array<{ CustomID?: string }> }).Messages?.[0]?.CustomID ?? ''
    sends.set(customId, (sends.get(customId) ?? 0) + 1)
    const next = queue.shift() ?? fallback
    const behaviour = typeof next === 'function' ? next(customId) : next
    if (behaviour === 'hang') {
      hanging.add(res)
      return
    }
    if (behaviour === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ErrorMessage: 'Internal error' }))
      return
    }
    const payload = JSON.parse(raw) as {
      Messages: Array<{
        CustomID: string
        Subject: string
        HTMLPart?: string
        TextPart: string
        To: Array<{ Email: string }>
        From: { Email: string }
        ReplyTo?: { Email: string }
        Attachments?: Array<{ ContentType: string; Filename: string; Base64Content: string }>
      }>
    }
    const message = payload.Messages[0]
    const messageId = nextId++
    fake.delivered.push({
      messageId,
      customId: message.CustomID,
      subject: message.Subject,
      ...('HTMLPart' in message ? { html: message.HTMLPart } : {}),
      text: message.TextPart,
      to: message.To[0].Email,
      from: message.From.Email,
      ...(message.ReplyTo ? { replyTo: message.ReplyTo.Email } : {}),
      auth: req.headers.authorization,
      url: req.url ?? '',
      ...(message.Attachments ? { attachments: message.Attachments } : {}),
    })
    if (behaviour === 'accept-then-hang') {
      hanging.add(res)
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ Messages: [{ Status: 'success', CustomID: message.CustomID, To: [{ Email: message.To[0].Email, MessageID: messageId }] }] }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.port = (server.address() as AddressInfo).port
  return fake
}
