import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    // Several replicas need PostgreSQL: they run in `npm run test:postgres`, which provides it.
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['tests/e2e/replicas.e2e.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One server and one browser per file; files run one after another on a 2-core machine.
    fileParallelism: false,
    pool: 'forks',
  },
})
