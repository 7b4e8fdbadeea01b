/** What the outbox needs from a mail provider. */
export interface OutgoingEmail {
  to: string
  from: { email: string; name: string }
  replyTo?: { email: string; name: string }
  subject: string
  text: string
  html: string
  /** Stable id of what is being sent (the lead id), for the provider's records and de-duplication. */
  customId: string
}

export interface Mailer {
  /** Resolves with the provider's message id once the provider accepted the message; rejects otherwise. */
  send(email: OutgoingEmail): Promise<string | null>
}
