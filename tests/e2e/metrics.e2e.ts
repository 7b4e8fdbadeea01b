/**
 * /metrics from the production build as a real process: once as a single process and once
 * as a primary with two workers (WEB_CONCURRENCY=2), where the numbers must be the site's
 * totals, not one worker's. Requests go on new connections, so the cluster spreads them
 * over both workers.
 */
import { execFile } from 'node:child_process'
import { request } from 'node:http'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { backupFileName } from '#app/server/backup'
import { freePort, removeDir, ROOT, startServer, type RunningServer } from './harness'

const run = promisify(execFile)
const running: RunningServer[] = []

afterAll(async () => {
  for (const server of running) {
    await server.stop()
    await removeDir(server.dir)
  }
})

function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('METRICS=false', () => {
  it('counts nothing and has no /metrics, even for a metrics token', async () => {
    const server = await startServer({ METRICS: 'false' })
    running.push(server)
    const created = await run(process.execPath, ['dist/operator.js', 'create-token', 'prometheus', '--scope', 'metrics'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: path.join(server.dir, 'site.db') },
    })
    const token = created.stdout.split('\n').find((l) => l.startsWith('lcgc_'))!
    const res = await getOnNewConnection(`${server.url}/metrics`, { authorization: `Bearer ${token}` })
    expect(res.status).toBe(404)
    expect(res.body).not.toContain('golfcarts_')
  })
})

describe.each(['1', '2'])('WEB_CONCURRENCY=%s', (workers) => {
  it('serves the site’s totals on METRICS_PORT and, with a metrics token, on the main port', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lcgc-metrics-'))
    const backups = path.join(dir, 'backups')
    await mkdir(backups)
    await writeFile(path.join(backups, backupFileName(new Date(Date.now() - 5 * 3_600_000))), 'x')
    const metricsPort = await freePort()
    const server = await startServer({ WEB_CONCURRENCY: workers, METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1', BACKUP_DIR: backups }, dir)
    running.push(server)

    const pages = 12
    for (let i = 0; i < pages; i++) expect((await getOnNewConnection(`${server.url}/`)).status).toBe(200)
    expect((await getOnNewConnection(`${server.url}/no-such-page`)).status).toBe(404)

    const scraped = await getOnNewConnection(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(scraped.status).toBe(200)
    const text = scraped.body
    expect(sample(text, 'golfcarts_http_requests_total{family="page",code="200"}')).toBe(pages)
    expect(sample(text, 'golfcarts_http_requests_total{family="page",code="404"}')).toBe(1)
    expect(sample(text, 'golfcarts_http_request_duration_seconds_count{family="page"}')).toBe(pages + 1)
    // Each worker renders the home page once, then answers it from memory.
    const misses = sample(text, 'golfcarts_page_cache_lookups_total{result="miss"}')!
    const hits = sample(text, 'golfcarts_page_cache_lookups_total{result="hit"}')!
    expect(misses + hits).toBe(pages + 1)
    expect(misses).toBe(Number(workers) + 1)
    // The primary's (or the single process's) own: the outbox, the database, the newest backup.
    expect(sample(text, 'golfcarts_outbox_pending_messages')).toBe(0)
    const backupAge = sample(text, 'golfcarts_backup_age_seconds')!
    expect(backupAge).toBeGreaterThanOrEqual(5 * 3600)
    expect(backupAge).toBeLessThan(5 * 3600 + 120)
    expect(sample(text, 'golfcarts_database_size_bytes{file="database"}')).toBeGreaterThan(0)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    // One series per metric name: the processes' numbers are merged, not listed side by side.
    const types = [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1])
    expect(types.length).toBe(new Set(types).size)

    // The main port: 401 without a token; the same totals with a metrics token.
    expect((await getOnNewConnection(`${server.url}/metrics`)).status).toBe(401)
    const created = await run(process.execPath, ['dist/operator.js', 'create-token', 'prometheus', '--scope', 'metrics'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: path.join(server.dir, 'site.db') },
    })
    const token = created.stdout.split('\n').find((l) => l.startsWith('lcgc_'))!
    const main = await getOnNewConnection(`${server.url}/metrics`, { authorization: `Bearer ${token}` })
    expect(main.status).toBe(200)
    expect(sample(main.body, 'golfcarts_http_requests_total{family="page",code="200"}')).toBe(pages)
    expect(sample(main.body, 'golfcarts_http_requests_total{family="metrics",code="401"}')).toBe(1)
    // The metrics listener is not the site.
    expect((await getOnNewConnection(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404)
  })
})
