/**
 * Backups on the production build as a real process: a primary with two workers
 * (WEB_CONCURRENCY=2) and BACKUP_DIR set writes one backup per run (only the primary
 * runs the schedule), keeps BACKUP_KEEP, logs one line per run without visitor data and
 * leaves no temporary file; the operator CLI (dist/operator.js) makes a backup while the
 * site takes leads, refuses to restore while the server runs, and restores once it has
 * stopped, after which the server starts on the restored database.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKUP_FILE } from '#app/server/backup'
import { freePort, removeDir, ROOT, startServer, type RunningServer } from './harness'

const run = promisify(execFile)

const running: RunningServer[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const server of running) await server.stop()
  for (const dir of dirs) await removeDir(dir)
})

/** dist/operator.js with the server's database; its exit code and output. */
async function operator(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['dist/operator.js', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_PATH: path.join(dataDir, 'site.db'), BACKUP_DIR: '' } })
    return { code: 0, out: stdout, err: stderr }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, out: e.stdout, err: e.stderr }
  }
}

const logLines = (server: RunningServer) =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const visitor = (i: number) => ({
  firstName: 'Quinn',
  lastName: `Backupson${i}`,
  email: `quinn.backupson${i}@example.com`,
  phone: `484-555-01${String(i).padStart(2, '0')}`,
  interest: 'sales',
  message: `Backup-time enquiry ${i}.`,
})

describe('backups on the running server', () => {
  it('one process runs the schedule; the CLI backs up online, and restores only once the server stopped', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lcgc-e2e-backup-'))
    const backupDir = path.join(dataDir, 'backups')
    dirs.push(dataDir)
    const metricsPort = await freePort()
    const server = await startServer(
      { WEB_CONCURRENCY: '2', BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: '0.0005', BACKUP_KEEP: '2', METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' },
      dataDir,
    )
    running.push(server)

    // Leads arrive while the schedule runs (a run every 1.8 s).
    const posted: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(visitor(i)) })
      posted.push(res.status)
      await new Promise((resolve) => setTimeout(resolve, 400))
    }
    expect(posted.every((s) => s === 201)).toBe(true)

    // The CLI's backup while the server runs (mail is off: each lead's notification and confirmation are pending).
    const copy = path.join(dataDir, 'by-hand.sqlite')
    const backup = await operator(dataDir, 'backup', copy)
    expect(backup.code, backup.err).toBe(0)
    expect(backup.out).toMatch(/Integrity check: ok/)
    expect(backup.out).toMatch(/Contents: vehicles \d+, photos 0, leads 12, pending mail 24/)

    // Prometheus sees the primary's runs, all of them successful, and a backup minutes old at most.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(Number(metrics.match(/^golfcarts_backup_runs_total\{result="ok"\} (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(2)
    expect(metrics).not.toMatch(/^golfcarts_backup_runs_total\{result="failed"\} [1-9]/m)
    expect(Number(metrics.match(/^golfcarts_backup_age_seconds (\S+)$/m)?.[1])).toBeLessThan(60)

    // Restore is refused while the server (primary and workers) has the database open.
    const refused = await operator(dataDir, 'restore', copy)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/Refused: a server is using .*site\.db/)

    expect(await server.stop()).toBe(0)
    const written = logLines(server).filter((l) => l.msg === 'backup written')
    expect(written.length).toBeGreaterThanOrEqual(3)
    // One process (the primary) wrote every one, each under its own name: never two per run.
    expect(new Set(written.map((l) => l.pid)).size).toBe(1)
    expect(new Set(written.map((l) => l.file)).size).toBe(written.length)
    expect(logLines(server).filter((l) => l.msg === 'backup failed')).toEqual([])
    const files = await readdir(backupDir)
    expect(files.length).toBe(2)
    for (const name of files) expect(name).toMatch(BACKUP_FILE)
    const output = server.output.join('')
    for (let i = 0; i < 12; i++) {
      expect(output).not.toContain(visitor(i).email)
      expect(output).not.toContain(visitor(i).lastName)
    }

    // Stopped: the restore goes ahead, and the server starts on the restored database.
    const restored = await operator(dataDir, 'restore', copy)
    expect(restored.code, restored.err).toBe(0)
    expect(restored.out).toMatch(/kept as .*site\.db\.before-restore-\d{8}-\d{6}Z/)
    const again = await startServer({}, dataDir)
    running.push(again)
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200)
  })
})
