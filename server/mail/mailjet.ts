import Mailjet from 'node-mailjet'
import type { Mailer, OutgoingEmail } from './mailer'

export interface MailjetOptions {
  apiKey: string
  apiSecret: string
  /** Milliseconds before a request counts as failed. */
  timeoutMs?: number
  /**
   * Explicit proxy, for tests that point the client at a local fake. When absent the
   * client honours the standard HTTPS_PROXY / NO_PROXY variables.
   */
  proxy?: { protocol: 'http' | 'https'; host: string; port: number }
}

interface MessageList {
  Count?: number
  Data?: Array<{ ID?: number | string }>
}

interface SendResponse {
  Messages?: Array<{ Status?: string; To?: Array<{ MessageID?: number | string; MessageUUID?: string }> }>
}

/** Sends through Mailjet's Send API v3.1. */
export function mailjetMailer(options: MailjetOptions): Mailer {
  const client = new Mailjet({
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    options: { timeout: options.timeoutMs ?? 15_000, ...(options.proxy ? { proxy: options.proxy } : {}) },
  })
  return {
    async send(email: OutgoingEmail) {
      const result = await client.post('send', { version: 'v3.1' }).request({
        Messages: [
          {
            From: { Email: email.from.email, Name: email.from.name },
            To: [{ Email: email.to }],
            ...(email.replyTo ? { ReplyTo: { Email: email.replyTo.email, Name: email.replyTo.name } } : {}),
            Subject: email.subject,
            TextPart: email.text,
            ...(email.html !== undefined ? { HTMLPart: email.html } : {}),
            ...(email.attachments?.length ? { Attachments: email.attachments.map((a) => ({ ContentType: a.contentType, Filename: a.filename, Base64Content: a.base64 })) } : {}),
            CustomID: email.customId,
          },
        ],
      })
      const body = result.body as SendResponse
      const message = body.Messages?.[0]
      if (message?.Status !== 'success') throw new Error(`Mailjet did not accept the message (status ${message?.Status ?? 'unknown'})`)
      const id = message.To?.[0]?.MessageID ?? message.To?.[0]?.MessageUUID
      return id === undefined ? null : String(id)
    },
    async find(customId: string) {
      // GET /v3/REST/message?CustomID=…: the messages Mailjet holds with that CustomID.
      const result = await client.get('message', { version: 'v3' }).request(undefined, { CustomID: customId, ShowCustomID: true })
      const found = (result.body as MessageList).Data?.find((m) => m.ID !== undefined)
      return found ? String(found.ID) : null
    },
  }
}
