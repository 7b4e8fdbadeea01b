import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that wait on the clock or on a provider (a change seen within a second, a special or a
 * closure shown on time, the calculator's 1.5 s, a mail provider's timeouts): they spend most of
 * their time waiting, so they run two at a time, apart from the busy shared lane.
 */
const TIMED = ['faults', 'faults-cluster', 'specials', 'eco-impact', 'inventory-live', 'site-settings'].map((name) => `tests/e2e/${name}.e2e.ts`)

/**
 * The files that run again on PostgreSQL (npm run test:postgres): the faults (mostly waiting on a
 * provider's timeouts), several processes on one database, and the booking races across replicas.
 */
const POSTGRES = ['faults', 'faults-cluster', 'replicas', 'inventory-live', 'rentals-concurrency', 'service-concurrency'].map((name) => `tests/e2e/${name}.e2e.ts`)

/** Files that measure the page's own work on the CPU (an interaction's latency at 4x): with the machine to themselves. */
const ALONE = ['interaction-latency'].map((name) => `tests/e2e/${name}.e2e.ts`)

/**
 * The files that take minutes start first, so that two at a time both lanes end together
 * instead of one waiting alone on a long file begun last (vitest's own order, on a clean
 * clone, is by file size).
 */
const LONG_FIRST = ['quality-a11y', 'quality-headers', 'vehicle-gallery', 'admin-inventory', 'compare', 'photos-phone', 'inventory', 'enquiries', 'specials', 'faults-cluster', 'faults'].map((name) => `/tests/e2e/${name}.e2e.ts`)

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
 * browser, on free ports and in its own folders); `E2E_LANE=timed` the files that wait on the
 * clock, two at a time; `E2E_LANE=alone` the files that measure the CPU, one after another;
 * `E2E_LANE=postgres` the files that run again on PostgreSQL, two at a time. Without it, whatever files are named (or all) run one after another.
 */
const lane = process.env.E2E_LANE
const LANES = ['shared', 'timed', 'alone', 'postgres']
if (lane && !LANES.includes(lane)) throw new Error(`E2E_LANE is one of ${LANES.map((l) => `"${l}"`).join(', ')} or unset, not "${lane}"`)
if (lane === 'postgres' && process.env.TEST_DATABASE !== 'postgres') throw new Error('E2E_LANE=postgres runs under scripts/with-postgres.sh (npm run test:postgres)')
const twoAtATime = lane === 'shared' || lane === 'timed' || lane === 'postgres'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: lane === 'alone' ? ALONE : lane === 'timed' ? TIMED : lane === 'postgres' ? POSTGRES : ['tests/e2e/**/*.e2e.ts'],
    // Several replicas need PostgreSQL: they run in `npm run test:postgres`, which provides it.
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['tests/e2e/replicas.e2e.ts']),
      ...(lane === 'shared' ? [...TIMED, ...ALONE] : []),
    ],
    environment: 'node',
    // Two files at a time each run about half as fast: the limits (a safety net, not a measure) give them room.
    testTimeout: twoAtATime ? 90_000 : 30_000,
    hookTimeout: twoAtATime ? 120_000 : 60_000,
    fileParallelism: twoAtATime,
    maxWorkers: twoAtATime ? 2 : 1,
    pool: 'forks',
    sequence: { sequencer: LongFilesFirst },
  },
})
