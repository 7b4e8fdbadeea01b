import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AggregatorRegistry } from 'prom-client'
import { backupFileName } from '../backup'
import { createMetrics, newestBackupAt, type BackgroundSources, recordBackupRun, routeFamily, useProcessMetrics } from './metrics'

const dirs: string[] = []
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-metrics-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  useProcessMetrics(undefined)
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const NOW = Date.parse('2026-06-01T12:00:00Z')

function background(overrides: Partial<BackgroundSources> = {}): BackgroundSources {
  return {
    outboxBacklog: async () => ({ pending: 0, oldestQueuedAt: null }),
    databasePath: '/nonexistent/site.db',
    backupDir: null,
    now: () => NOW,
    ...overrides,
  }
}

describe('routeFamily', () => {
  it('names the part of the site in a few fixed words, never the path', () => {
    const cases: Record<string, string> = {
      '/': 'page',
      '/inventory?brand=denago': 'page',
      '/vehicles/denago-ev-city': 'page',
      '/vehicles/denago-ev-city/index.pageContext.json': 'page',
      '/towns/emmaus': 'page',
      '/api/vehicles': 'api',
      '/api/contact': 'api',
      '/api/admin/vehicles': 'admin',
      '/API/Admin/leads': 'admin',
      '/admin': 'admin',
      '/admin/leads/3f2c?x=1': 'admin',
      '/administrators-guide': 'page',
      '/photos/abc123-960.avif': 'photos',
      '/assets/entry-client.abc.js': 'assets',
      '/favicon.svg': 'assets',
      '/robots.txt': 'assets',
      '/sitemap.xml': 'assets',
      '/healthz': 'health',
      '/metrics': 'metrics',
    }
    for (const [url, family] of Object.entries(cases)) expect([url, routeFamily(url)]).toEqual([url, family])
  })
})

describe('backups', () => {
  it('reads the newest finished backup by the time in its name, and ignores anything else', async () => {
    const dir = await tempDir()
    expect(await newestBackupAt(dir)).toBeNull()
    expect(await newestBackupAt(path.join(dir, 'missing'))).toBeNull()
    const write = (name: string) => writeFile(path.join(dir, name), 'x')
    await write(backupFileName(new Date(NOW - 3 * 86_400_000)))
    await write(backupFileName(new Date(NOW - 7_200_000)))
    // Not finished backups: other files, a temporary file being written, a database's WAL.
    await write('notes.sqlite')
    await write(`.${backupFileName(new Date(NOW))}.123-0badcafe.tmp`)
    await write('site.db-wal')
    expect(await newestBackupAt(dir)).toBe(NOW - 7_200_000)
  })

  it('reports the newest backup’s age, and no age when BACKUP_DIR is unset or holds no backup', async () => {
    const dir = await tempDir()
    const unset = await createMetrics({ runtime: false, background: background() }).text()
    expect(unset).toContain('# TYPE golfcarts_backup_age_seconds gauge')
    expect(sample(unset, 'golfcarts_backup_age_seconds')).toBeUndefined()

    const metrics = createMetrics({ runtime: false, background: background({ backupDir: dir }) })
    expect(sample(await metrics.text(), 'golfcarts_backup_age_seconds')).toBeUndefined()
    await writeFile(path.join(dir, backupFileName(new Date(NOW - 90_000_000))), 'x')
    expect(sample(await metrics.text(), 'golfcarts_backup_age_seconds')).toBe(90_000)
  })

  it('counts backup runs by result through recordBackupRun, once the server set its metrics', async () => {
    const metrics = createMetrics({ runtime: false, background: background() })
    recordBackupRun({ ok: true, seconds: 1, bytes: 1 }) // before: no-op, no error
    useProcessMetrics(metrics)
    recordBackupRun({ ok: true, seconds: 2.5, bytes: 4096 })
    recordBackupRun({ ok: false, seconds: 0.5 })
    const text = await metrics.text()
    expect(sample(text, 'golfcarts_backup_runs_total{result="ok"}')).toBe(1)
    expect(sample(text, 'golfcarts_backup_runs_total{result="failed"}')).toBe(1)
    expect(sample(text, 'golfcarts_backup_last_duration_seconds')).toBe(0.5)
    expect(sample(text, 'golfcarts_backup_last_size_bytes')).toBe(4096)
  })
})

describe('scrape-time values', () => {
  it('reads the outbox backlog once per scrape and gives the oldest pending message’s age', async () => {
    let calls = 0
    const metrics = createMetrics({
      runtime: false,
      background: background({
        outboxBacklog: async () => {
          calls++
          return { pending: 3, oldestQueuedAt: NOW - 1_000_000 }
        },
      }),
    })
    const text = await metrics.text()
    expect(sample(text, 'golfcarts_outbox_pending_messages')).toBe(3)
    expect(sample(text, 'golfcarts_outbox_oldest_pending_age_seconds')).toBe(1000)
    expect(calls).toBe(1)
  })

  it('measures the database file and its write-ahead log', async () => {
    const dir = await tempDir()
    const db = path.join(dir, 'site.db')
    await writeFile(db, Buffer.alloc(8192))
    const metrics = createMetrics({ runtime: false, background: background({ databasePath: db }) })
    let text = await metrics.text()
    expect(sample(text, 'golfcarts_database_size_bytes{file="database"}')).toBe(8192)
    expect(sample(text, 'golfcarts_database_size_bytes{file="wal"}')).toBe(0)
    await writeFile(`${db}-wal`, Buffer.alloc(100))
    text = await metrics.text()
    expect(sample(text, 'golfcarts_database_size_bytes{file="wal"}')).toBe(100)
  })

  it('leaves mail, outbox, database and backup metrics to the process that sends the mail', async () => {
    const text = await createMetrics({ runtime: false }).text()
    expect(text).not.toMatch(/golfcarts_(mail|outbox|database|backup)_/)
    expect(text).toContain('golfcarts_http_requests_total')
  })

  it('includes the Node.js runtime metrics, event-loop lag among them', async () => {
    expect(await createMetrics().text()).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })
})

describe('several processes', () => {
  it('sum counters and histograms across processes when aggregated as the primary does', async () => {
    const a = createMetrics({ runtime: false })
    const b = createMetrics({ runtime: false, background: background() })
    a.cacheLookup(true)
    a.cacheLookup(true)
    b.cacheLookup(true)
    b.cacheLookup(false)
    a.pageRendered(0.02)
    b.pageRendered(0.2)
    b.mailFailed('sales')
    const text = await AggregatorRegistry.aggregate([await a.registry.getMetricsAsJSON(), await b.registry.getMetricsAsJSON()]).metrics()
    expect(sample(text, 'golfcarts_page_cache_lookups_total{result="hit"}')).toBe(3)
    expect(sample(text, 'golfcarts_page_cache_lookups_total{result="miss"}')).toBe(1)
    expect(sample(text, 'golfcarts_page_render_duration_seconds_count')).toBe(2)
    expect(sample(text, 'golfcarts_page_render_duration_seconds_bucket{le="0.025"}')).toBe(1)
    expect(sample(text, 'golfcarts_mail_failures_total{kind="sales"}')).toBe(1)
  })
})
