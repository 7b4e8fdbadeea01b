import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['site', 'contactForm', 'abortReason'],
  meta: {
    head: { env: { server: true, client: true } },
  },
} satisfies Config
