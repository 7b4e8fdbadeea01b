import type { Config } from 'vike/types'

// The operator console: its own frame, no public footer, never cached, never indexed.
export default {
  console: true,
} satisfies Config
