import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Only the head values a client-side navigation updates travel to the browser; the
  // head functions themselves (and the JSON-LD builders) stay on the server.
  passToClient: ['site', 'facts', 'language', 'chrome', 'contactForm', 'enquiryForm', 'console', 'abortReason', 'head.title', 'head.description', 'head.canonical', 'head.robots', 'head.keywords'],
  meta: {
    head: { env: { server: true } },
    // The console's frame (pages/admin/+Layout.tsx); public pages use the renderer's own (renderer/Layout.tsx).
    Layout: { env: { server: true, client: true } },
    // Console pages: no public footer or floating call button, never cached, noindex.
    console: { env: { server: true } },
  },
} satisfies Config
