import { defineConfig } from 'vitest/config'

export default defineConfig({
  // #app/… imports (tsconfig.json `paths`), as in the app's own build
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{content,domain,server,renderer,components,pages,bench}/**/*.test.{ts,tsx}', 'tests/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
})
