import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that measure time (an interaction's latency, a change seen within a second, a special
 * or a closure shown on time, the calculator's 1.5 s) or wait out a provider's timeout: they
 * run one at a time, with the machine to themselves.
 */
const ALONE = ['interaction-latency', 'faults', 'inventory-live', 'eco-impact', 'site-settings', 'specials'].map((name) => `tests/e2e/${name}.e2e.ts`)

/**
 * The files that take minutes start first, so that two at a time both lanes end together
 * instead of one waiting alone on a long file begun last (vitest's own order, on a clean
 * clone, is by file size).
 */
const LONG_FIRST = ['quality-a11y', 'quality-headers', 'vehicle-gallery', 'admin-inventory', 'compare', 'photos-phone', 'inventory', 'enquiries'].map((name) => `/tests/e2e/${name}.e2e.ts`)

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FIRST.findIndex((suffix) => file.moduleId.endsWith(suffix))
      return index < 0 ? LONG_FIRST.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/**
 * `E2E_LANE=shared` runs every other file, two at a time (each starts its own server and
 * browser, on free ports and in its own folders); `E2E_LANE=alone` runs the timed files one
 * after another. Without it, whatever files are named (or all) run one after another.
 */
const lane = process.env.E2E_LANE
if (lane && lane !== 'shared' && lane !== 'alone') throw new Error(`E2E_LANE is "shared", "alone" or unset, not "${lane}"`)

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: lane === 'alone' ? ALONE : ['tests/e2e/**/*.e2e.ts'],
    // Several replicas need PostgreSQL: they run in `npm run test:postgres`, which provides it.
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['tests/e2e/replicas.e2e.ts']),
      ...(lane === 'shared' ? ALONE : []),
    ],
    environment: 'node',
    // Two files at a time each run about half as fast: the limits (a safety net, not a measure) give them room.
    testTimeout: lane === 'shared' ? 90_000 : 30_000,
    hookTimeout: lane === 'shared' ? 120_000 : 60_000,
    fileParallelism: lane === 'shared',
    maxWorkers: lane === 'shared' ? 2 : 1,
    pool: 'forks',
    sequence: { sequencer: LongFilesFirst },
  },
})
