import { availableParallelism } from 'node:os'
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
    // One test file per core: these tests wait on their databases, files and sockets about half
    // the time, so vitest's default (a core fewer, one worker on a 2-core machine) left half idle.
    maxWorkers: availableParallelism(),
  },
})
