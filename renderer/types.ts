import type { ReactElement } from 'react'
import type { Services } from '../server/services'
import type { ContactErrors } from '../data/contact'
import type { HeadSpec, ResolvedHead } from './head'

/** Facts about this deployment, passed to the browser. */
export interface SiteInfo {
  /** Public origin, e.g. https://www.example.com (canonical links, Open Graph). */
  origin: string
  /** The external financing application page. */
  financingUrl: string
}

/** What the no-JavaScript contact form post sends back when it needs another try. */
export interface ContactFormState {
  values: Record<string, string>
  errors: ContactErrors
  /** A message for the whole form (rate limit, server error). */
  formError?: string
}

/** Why a page was aborted with render(404), so the error page can say the right thing. */
export type AbortReason = { notFound: 'vehicle' | 'municipality' | 'page' } | { inventoryError: string }

export type HeadConfig = HeadSpec | ((pageContext: Vike.PageContext) => HeadSpec)

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => ReactElement
      site: SiteInfo
      contactForm?: ContactFormState
      abortReason?: AbortReason
      /** Resolved on the server (renderer/+onBeforeRender.ts); in the browser only the fields passed to the client. */
      head?: ResolvedHead
    }
    interface PageContextServer {
      services: Services
    }
    interface Config {
      /** The page's title, description, canonical path, Open Graph type and JSON-LD. */
      head?: HeadConfig
    }
  }
}

export {}
