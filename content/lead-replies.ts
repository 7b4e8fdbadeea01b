/**
 * The first reply to each kind of enquiry, as the leads desk opens it in the dealer's own mail
 * app (a `mailto:` link with the subject and body filled in) for them to change and send, and
 * the opening of a text message. Customer-facing copy: a translation adds its own catalogue.
 */
import { business } from './business'

/** The kinds of enquiry (domain/leads/lead.ts LEAD_KINDS), as this catalogue names them. */
export type ReplyKind = 'contact' | 'test-drive' | 'rental' | 'service' | 'trade-in'

export interface ReplyFacts {
  firstName: string
  /** The cart the enquiry is about, by its name, when there is one. */
  vehicleName?: string
  /** Who replies: the signed-in operator's e-mail is not a name, so the dealer's own is used. */
  signature?: string
  /** The dealer's main phone as the site settings have it (the seed's when absent). */
  dealerPhone?: string
}

export interface ReplyTemplate {
  subject: string
  body: string
}

const sign = (facts: ReplyFacts) => `${facts.signature ?? `The team at ${business.name}`}\n${facts.dealerPhone ?? business.phones.main.display}`

const about = (facts: ReplyFacts, otherwise: string) => (facts.vehicleName ? `the ${facts.vehicleName}` : otherwise)

export const REPLY_TEMPLATES: Readonly<Record<ReplyKind, (facts: ReplyFacts) => ReplyTemplate>> = {
  contact: (facts) => ({
    subject: `Your message to ${business.name}`,
    body: `Hi ${facts.firstName},\n\nThank you for your message about ${about(facts, 'our carts')}. \n\n${sign(facts)}`,
  }),
  'test-drive': (facts) => ({
    subject: `Your test drive of ${about(facts, 'a cart')}`,
    body: `Hi ${facts.firstName},\n\nThank you for asking to drive ${about(facts, 'one of our carts')}. We can have it charged and ready for you on \n\nDoes that time suit you?\n\n${sign(facts)}`,
  }),
  rental: (facts) => ({
    subject: `Your golf cart rental with ${business.name}`,
    body: `Hi ${facts.firstName},\n\nThank you for your rental request. We have a cart for the dates you asked for, at \n\n${sign(facts)}`,
  }),
  service: (facts) => ({
    subject: `Service for your golf cart`,
    body: `Hi ${facts.firstName},\n\nThank you for your service request. We can take your cart in on \n\n${sign(facts)}`,
  }),
  'trade-in': (facts) => ({
    subject: `Your trade-in with ${business.name}`,
    body: `Hi ${facts.firstName},\n\nThank you for telling us about your cart. To give you a trade-in figure we would like to see it: could you bring it by on \n\n${sign(facts)}`,
  }),
}

/** The opening of a text message to the visitor. */
export const textOpening = (facts: ReplyFacts) => `Hi ${facts.firstName}, this is ${business.name} about your enquiry${facts.vehicleName ? ` on the ${facts.vehicleName}` : ''}. `
