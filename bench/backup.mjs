// node bench/backup.mjs [--photos=320] [--leads=5000]: how long a backup takes, and how big
// it is, for a dealer-sized database while the site takes enquiries, beside the same backup
// with the site idle. Needs `npm run build`.
//
// Starts the production server (two workers) on a fresh database, fills it with `--photos`
// photos (each nine variants of incompressible bytes, about 600 KB in all, as the real
// AVIF/WebP/JPEG variants are) and `--leads` leads, then runs `node dist/operator.js backup`
// twice: idle, and while autocannon posts enquiries. Prints both, and the enquiries'
// throughput and latency during the loaded backup.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import sqlite3 from 'sqlite3'
import { enquiryRequest, ROOT, startServer, stop } from './measure.mjs'

const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const PHOTOS = option('photos', 320)
const LEADS = option('leads', 5000)
const dir = mkdtempSync(path.join(tmpdir(), 'lcgc-backup-bench-'))
const dbPath = path.join(dir, 'site.db')

const server = await startServer({ DATABASE_PATH: dbPath, WEB_CONCURRENCY: '2', CONTACT_RATE_LIMIT: '100000', MAILJET_API_KEY: '', MAILJET_API_SECRET: '' })
const { url } = server

const exec = (db, sql) => new Promise((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve())))
const db = await new Promise((resolve, reject) => {
  const handle = new sqlite3.Database(dbPath, (err) => (err ? reject(err) : resolve(handle)))
})
await exec(db, 'PRAGMA busy_timeout = 10000')
// Photos spread over the inventory, nine variants each (sizes as real 480/960/1600 px AVIF, WebP and JPEG;
// photos uploaded now also get 160 and 768 px ones of each format, about a sixth more bytes).
await exec(
  db,
  `BEGIN;
   WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${PHOTOS}),
   v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM vehicles)
   INSERT INTO photos (id, vehicle_id, position, width, height, hash)
     SELECT printf('%016x', 1000000 + i), (SELECT id FROM v WHERE k = i % total), i / (SELECT count(*) FROM vehicles), 4000, 3000, printf('%016x', 9000000 + i) FROM n;
   WITH sizes(format, width, kb) AS (VALUES ('avif', 480, 12), ('avif', 960, 35), ('avif', 1600, 80), ('webp', 480, 18), ('webp', 960, 50), ('webp', 1600, 120),
                                           ('jpeg', 480, 25), ('jpeg', 960, 75), ('jpeg', 1600, 185))
   INSERT INTO photo_variants (photo_id, format, width, height, bytes, byte_size)
     SELECT p.id, s.format, s.width, s.width * 3 / 4, randomblob(s.kb * 1024), s.kb * 1024 FROM photos p, sizes s;
   WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${LEADS})
   INSERT INTO leads (id, first_name, last_name, email, phone, interest, message, source)
     SELECT printf('bench-%06d', i), 'Bench', 'Visitor', printf('bench%d@example.com', i), '6105550100', 'sales', 'A message of ordinary length about a cart for the summer.', 'api' FROM n;
   COMMIT;`,
)
await new Promise((resolve) => db.close(resolve))

const run = promisify(execFile)
async function backup(name) {
  const { stdout } = await run(process.execPath, ['dist/operator.js', 'backup', path.join(dir, name)], { cwd: ROOT, env: { ...process.env, DATABASE_PATH: dbPath, BACKUP_DIR: '' } })
  const size = /Size: (.+), in ([\d.]+) s/.exec(stdout)
  return { size: size[1], seconds: Number(size[2]), contents: /Contents: (.+)/.exec(stdout)[1] }
}

const idle = await backup('idle.sqlite')

/** Enquiries posted by 10 connections until stop() (or `seconds`). */
const enquiries = (seconds) =>
  autocannon({ url, connections: 10, duration: seconds, requests: [enquiryRequest((i) => `load${seconds}-${i}@example.com`)] })
const summary = (r) => `${r.requests.total} answered (${r.non2xx} not 2xx, ${r.errors} errors), ${r.requests.average.toFixed(0)}/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`

// The same load without a backup, then with one: side by side on the same machine.
const alone = enquiries(5)
const withoutBackup = await new Promise((resolve) => alone.on('done', resolve))
const during = enquiries(120)
const duringDone = new Promise((resolve) => during.on('done', resolve))
await new Promise((resolve) => setTimeout(resolve, 1000))
const loaded = await backup('loaded.sqlite')
during.stop()
const withBackup = await duringDone

console.log(`Database: ${PHOTOS} photos (${PHOTOS * 9} variants), ${LEADS} leads, and the enquiries posted during the run`)
console.log(`Backup, site idle:             ${idle.size} in ${idle.seconds.toFixed(2)} s (${idle.contents})`)
console.log(`Backup, 10 connections posting: ${loaded.size} in ${loaded.seconds.toFixed(2)} s (${loaded.contents})`)
console.log(`Enquiries, 5 s without a backup: ${summary(withoutBackup)}`)
console.log(`Enquiries, 1 s before and during the backup: ${summary(withBackup)}`)

await stop(server)
rmSync(dir, { recursive: true, force: true })
