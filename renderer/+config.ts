import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Only the head values a client-side navigation updates travel to the browser; the
  // head functions themselves (and the JSON-LD builders) stay on the server.
  passToClient: ['site', 'facts', 'language', 'chrome', 'common', 'words', 'pageLanguages', 'pageQuery', 'contactForm', 'enquiryForm', 'console', 'abortReason', 'head.title', 'head.description', 'head.canonical', 'head.alternates', 'head.robots', 'head.keywords'],
  meta: {
    head: { env: { server: true } },
    // The console's frame (pages/admin/+Layout.tsx); public pages use the renderer's own (renderer/Layout.tsx).
    Layout: { env: { server: true, client: true } },
    // Console pages: no public footer or floating call button, never cached, noindex.
    console: { env: { server: true } },
    // A page's words in every language (its +words.ts): read on the server, which passes the
    // page's language's to the browser (renderer/frame.ts), so no words are code a page loads.
    words: { env: { server: true } },
  },
} satisfies Config
