/** What the outbox needs from a mail provider. */
export interface OutgoingEmail {
  to: string
  from: { email: string; name: string }
  replyTo?: { email: string; name: string }
  subject: string
  text: string
  /** Absent: a text/plain message (the CRM's ADF/XML). */
  html?: string
  /** Stable id of what is being sent (`<leadId>` for the sales e-mail, `<leadId>:<kind>` for the others), for the provider's records and de-duplication. */
  customId: string
}

export interface Mailer {
  /** Resolves with the provider's message id once the provider accepted the message; rejects otherwise. */
  send(email: OutgoingEmail): Promise<string | null>
}
