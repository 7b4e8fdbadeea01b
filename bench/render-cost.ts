// How long Vike's renderPage takes per page, in-process, over many calls: shows whether
// the per-request cost grows under sustained use. Run: npx tsx bench/render-cost.ts [/path] [calls]
// On a fresh SQLite file in a temp directory, or on the PostgreSQL database at DATABASE_URL
// (seeded if it has no inventory yet).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderPage } from 'vike/server'
import { openDatabase } from '../server/db/database'
import { seedInventory } from '../server/inventory'
import { createServices } from '../server/services'

process.env.NODE_ENV = 'production'
const target = process.argv[2] ?? '/inventory'
const calls = Number(process.argv[3] ?? 3000)
const db = await openDatabase(process.env.DATABASE_URL || path.join(await mkdtemp(path.join(tmpdir(), 'lcgc-render-')), 'site.db'))
await seedInventory(db)
const services = createServices(db)
if (process.env.MEMO) {
  const all = await services.vehicles.list()
  services.vehicles.list = async () => all
}
const site = { origin: 'https://www.example.com', financingUrl: 'https://financing.example.com', languages: ['en' as const] }

const batch = Math.max(1, Math.floor(calls / 10))
const times: number[] = []
for (let i = 0; i < calls; i++) {
  const start = performance.now()
  const pageContext = await renderPage({ urlOriginal: target, headersOriginal: {}, services, site })
  if (pageContext.httpResponse?.statusCode !== 200) throw new Error(`status ${pageContext.httpResponse?.statusCode}`)
  times.push(performance.now() - start)
}
const rows: string[] = []
for (let i = 0; i < calls; i += batch) {
  const slice = times.slice(i, i + batch).sort((a, b) => a - b)
  rows.push(`calls ${i + 1}-${i + slice.length}: median ${slice[Math.floor(slice.length / 2)].toFixed(2)} ms, p90 ${slice[Math.floor(slice.length * 0.9)].toFixed(2)} ms`)
}
console.log(`${target}: renderPage x ${calls}\n${rows.join('\n')}`)
await db.close()
