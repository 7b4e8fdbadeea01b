/** What the outbox needs from a mail provider. */
export interface OutgoingEmail {
  to: string
  from: { email: string; name: string }
  replyTo?: { email: string; name: string }
  subject: string
  text: string
  /** Absent: a text/plain message (the CRM's ADF/XML). */
  html?: string
  /** Files sent with it (a rental confirmation's .ics), their bytes in base64. */
  attachments?: ReadonlyArray<{ filename: string; contentType: string; base64: string }>
  /** Stable id of what is being sent (`<leadId>` for the sales e-mail, `<leadId>:<kind>` for the others), for the provider's records and de-duplication. */
  customId: string
}

export interface Mailer {
  /** Resolves with the provider's message id once the provider accepted the message; rejects otherwise. */
  send(email: OutgoingEmail): Promise<string | null>
  /**
   * Asks the provider whether it already has the message with this CustomID (an earlier attempt
   * got no answer): its message id when it does, null when it does not; rejects when it cannot tell.
   */
  find?(customId: string): Promise<string | null>
}

/**
 * True when a failed send may still have reached the provider: no HTTP answer came back (a
 * timeout, a reset connection). An error status from the provider means it did not take it.
 */
export function outcomeUnknown(err: unknown): boolean {
  if (!err || typeof err !== 'object') return true
  const status = (err as { statusCode?: unknown }).statusCode ?? (err as { response?: { status?: unknown } }).response?.status
  return typeof status !== 'number'
}
