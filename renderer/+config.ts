import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Only the head values a client-side navigation updates travel to the browser; the
  // head functions themselves (and the JSON-LD builders) stay on the server.
  passToClient: ['site', 'contactForm', 'abortReason', 'head.title', 'head.description', 'head.canonical', 'head.robots', 'head.keywords'],
  meta: {
    head: { env: { server: true } },
  },
} satisfies Config
