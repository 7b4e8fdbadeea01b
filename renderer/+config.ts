import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Only the head values a client-side navigation updates travel to the browser; the
  // head functions themselves (and the JSON-LD builders) stay on the server.
  passToClient: ['site', 'contactForm', 'enquiryForm', 'console', 'abortReason', 'head.title', 'head.description', 'head.canonical', 'head.robots', 'head.keywords'],
  meta: {
    head: { env: { server: true } },
    // The page's frame: the public site's header, or the console's. Each page loads only its own.
    Layout: { env: { server: true, client: true } },
    // Console pages: no public footer or floating call button, never cached, noindex.
    console: { env: { server: true } },
  },
} satisfies Config
