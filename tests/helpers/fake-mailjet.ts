import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeBehaviour = 'ok' | 'fail' | 'hang'

export interface ReceivedMessage {
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
}

/**
 * A stand-in for Mailjet's Send API v3.1 on loopback. node-mailjet reaches it through
 * its `proxy` option, so the real client code runs unchanged.
 */
export interface FakeMailjet {
  port: number
  /** Messages answered with success, in order. */
  delivered: ReceivedMessage[]
  /** Every request seen, whatever the answer. */
  requests: number
  /** Behaviour for the next requests, consumed one by one; `then` applies after the queue empties. */
  script(queue: FakeBehaviour[], then?: FakeBehaviour): void
  deliveredCount(customId: string): number
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
  let fallback: FakeBehaviour = 'ok'
  let nextId = 1000
  const hanging = new Set<import('node:http').ServerResponse>()
  const fake: FakeMailjet = {
    port: 0,
    delivered: [],
    requests: 0,
    script(next, then = 'ok') {
      queue = [...next]
      fallback = then
    },
    deliveredCount: (customId) => fake.delivered.filter((m) => m.customId === customId).length,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server: Server = createServer(async (req, res) => {
    fake.requests++
    const raw = await body(req)
    const behaviour = queue.shift() ?? fallback
    if (behaviour === 'hang') {
      hanging.add(res)
      return
    }
    if (behaviour === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ErrorMessage: 'Internal error' }))
      return
    }
    const payload = JSON.parse(raw) as {
      Messages: Array<{ CustomID: string; Subject: string; HTMLPart?: string; TextPart: string; To: Array<{ Email: string }>; From: { Email: string }; ReplyTo?: { Email: string } }>
    }
    const message = payload.Messages[0]
    fake.delivered.push({
      customId: message.CustomID,
      subject: message.Subject,
      ...('HTMLPart' in message ? { html: message.HTMLPart } : {}),
      text: message.TextPart,
      to: message.To[0].Email,
      from: message.From.Email,
      ...(message.ReplyTo ? { replyTo: message.ReplyTo.Email } : {}),
      auth: req.headers.authorization,
      url: req.url ?? '',
    })
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ Messages: [{ Status: 'success', CustomID: message.CustomID, To: [{ Email: message.To[0].Email, MessageID: nextId++ }] }] }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.port = (server.address() as AddressInfo).port
  return fake
}
