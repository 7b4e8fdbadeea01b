/**
 * Which e-mail each outbox message is: the one place that maps a message kind to its
 * template and its recipient.
 */
import type { ComposeMessage } from './outbox'
import { leadEmail } from './lead-email'

export interface MessageConfig {
  /** The sales team (LEAD_EMAIL_TO). */
  salesTo: string
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
}

export function messageComposer(config: MessageConfig): ComposeMessage {
  return (kind, lead) => {
    switch (kind) {
      case 'sales':
        return leadEmail(lead, config.salesTo, config.from)
      default:
        return { skip: `no ${kind} e-mail is configured` }
    }
  }
}
