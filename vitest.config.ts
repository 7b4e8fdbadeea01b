import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{data,server,renderer,components,pages,bench}/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
