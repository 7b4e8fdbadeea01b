import type { ReactElement, ReactNode } from 'react'
import type { Services } from '../server/services'
import type { ContactErrors } from '../domain/leads/contact'
import type { EnquiryErrors, EnquiryKind } from '../domain/leads/enquiry-fields'
import type { HeadSpec, ResolvedHead } from './head'
import type { SiteFacts } from '../domain/settings/facts'
import type { Language } from '../content/languages'
import type { HeaderText } from '../content/chrome'
import type { CommonWords } from '../components/words'

/** Facts about this deployment, passed to the browser. */
export interface SiteInfo {
  /** Public origin, e.g. https://www.example.com (canonical links, Open Graph). */
  origin: string
  /** The external financing application page. */
  financingUrl: string
  /** The languages whose pages are served (server/env.ts SITE_LANGUAGES): English always. */
  languages: Language[]
}

/**
 * A page's own words in every language (the page's +words.ts; docs/decisions/0007-languages.md):
 * the English object defines them, the Spanish one must match. Only the page's language's
 * object reaches the browser, with the page's context (pageContext.words).
 */
export type PageWords<Words> = Record<Language, Words>

/** What the no-JavaScript contact form post sends back when it needs another try. */
export interface ContactFormState {
  values: Record<string, string>
  errors: ContactErrors
  /** A message for the whole form (rate limit, server error). */
  formError?: string
}

/** What a no-JavaScript enquiry form post (test drive, rental, trade-in) sends back when it needs another try. */
export interface EnquiryFormState {
  kind: EnquiryKind
  values: Record<string, string>
  errors: EnquiryErrors
  /** A message for the whole form (rate limit, server error). */
  formError?: string
}

/** What the no-JavaScript reservation form post sends back when it needs another try. */
export interface RentalFormState {
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  /** When no cart was free: the nearest start days that have one. */
  nextAvailable?: string[]
}

/** What the no-JavaScript service booking post sends back when it needs another try. */
export interface ServiceFormState {
  values: Record<string, string>
  errors: Record<string, string>
  formError?: string
  /** When the chosen window filled meanwhile: the nearest open ones. */
  nearest?: Array<{ id: string; day: string; from: string; to: string; capacity: number; free: number }>
}

/** What a console form post sends back when it needs another try. */
export interface ConsoleFormState {
  values: Record<string, string>
  errors: Record<string, string>
  /** A message for the whole form. */
  formError?: string
}

/** The console's request-bound context: who is signed in, their CSRF token, a form to show again. */
export interface ConsoleContext {
  operator: { email: string; role: 'owner' | 'staff' } | null
  csrfToken?: string
  /** Fresh with every render: each form posts it, so the same form sent twice is done once (server/submissions/). */
  submissionToken?: string
  /** Mail is switched off (no Mailjet credentials): lead e-mails wait, and the desk says so. */
  mailOff?: boolean
  form?: ConsoleFormState
  /** A one-line message about what just happened ("Saved."). */
  notice?: string
  /** Why photos sent without JavaScript were refused (the photo manager shows it). */
  photoError?: string
}

/** Extra page context the server may render a page with (never cached). */
export interface PageContextExtra {
  /** The page to render, when it is not the request's own URL (a form posted elsewhere). */
  urlOriginal?: string
  contactForm?: ContactFormState
  enquiryForm?: EnquiryFormState
  rentalForm?: RentalFormState
  serviceForm?: ServiceFormState
  console?: ConsoleContext
}

/** Why a page was aborted with render(404), render(410) (a vehicle that is gone) or render(503), so the error page can say the right thing. */
export type AbortReason = { notFound: 'vehicle' | 'municipality' | 'page' } | { inventoryError: string }

export type HeadConfig = HeadSpec | ((pageContext: Vike.PageContext) => HeadSpec)

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => ReactElement
      site: SiteInfo
      /**
       * The dealer's facts at the moment of rendering (hours, closures, contacts, banner,
       * open-now lines), from the site settings (server/settings): every public reader takes
       * them from here, in the browser too.
       */
      facts: SiteFacts
      contactForm?: ContactFormState
      enquiryForm?: EnquiryFormState
      rentalForm?: RentalFormState
      serviceForm?: ServiceFormState
      /** Console pages only. */
      console?: ConsoleContext
      abortReason?: AbortReason
      /** Resolved on the server (renderer/+onBeforeRender.ts); in the browser only the fields passed to the client. */
      head?: ResolvedHead
      /** The page's language, from its path (server/http/vike.ts). */
      language?: Language
      /** The header's words in the page's language (public pages). */
      chrome?: HeaderText
      /** The shared components' words in the page's language (components/words.ts): read with useCommonWords(). */
      common?: CommonWords
      /** The page's own words (its +words.ts) in the page's language: read with useWords(). */
      words?: unknown
      /** The languages this page is served in, for the language switch (public pages). */
      pageLanguages?: Language[]
      /** The query the page was rendered for ("?brand=denago", or ""), as the response cache keys it: the language switch keeps it. */
      pageQuery?: string
    }
    interface PageContextServer {
      services: Services
      /** The page's language, from its path (server/http/vike.ts): passed to the browser. */
      language: Language
    }
    interface Config {
      /** The page's title, description, canonical path, Open Graph type and JSON-LD. */
      head?: HeadConfig
      /** The console's frame; absent: the public site's (renderer/Layout.tsx). */
      Layout?: (props: { children: ReactNode }) => ReactNode
      /** A console page: no public footer, never cached. */
      console?: boolean
      /** The page's words in every language (server only); a page without them is served in English alone. */
      words?: PageWords<unknown>
    }
  }
}

export {}
