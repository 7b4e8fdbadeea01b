/**
 * The operator CLI's backup and restore on PostgreSQL (DATABASE_URL): they copy the SQLite
 * file, so there they refuse (exit 2) with the pg_dump and pg_restore commands to run instead,
 * without opening the database or touching the file named, and never print the URL's password.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runOperatorCli } from './operator'

// Nothing listens on port 1: a command that tried to connect would fail with an error, not exit 2.
const DATABASE_URL = 'postgres://golfcarts:Sup3r-s3cret-pw@127.0.0.1:1/golfcarts'

async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runOperatorCli(args, { DATABASE_URL, PUBLIC_ORIGIN: 'https://www.example.com' }, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err: err.join('\n') }
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lcgc-operator-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('operator CLI on PostgreSQL', () => {
  it('backup prints the pg_dump command to run instead, and writes nothing', async () => {
    const file = path.join(dir, 'site.sqlite')
    for (const args of [['backup'], ['backup', file]]) {
      const { code, out, err } = await cli(...args)
      expect(code, args.join(' ')).toBe(2)
      expect(out).toEqual([])
      expect(err).toContain('pg_dump --format=custom --file=site-$(date -u +%Y%m%d-%H%M%SZ).dump "$DATABASE_URL"')
      expect(err).toContain('exec -T \\\n    -e DATABASE_URL=postgres://golfcarts@/golfcarts -e DUMP_DIR=/backups db sh < deploy/pg-dump.sh')
      expect(err).toContain('docs/operations.md, "Backups on PostgreSQL". Nothing was changed.')
      expect(err).not.toContain('Sup3r-s3cret-pw')
    }
    await expect(stat(file)).rejects.toThrow(/ENOENT/)
  })

  it('restore prints the pg_restore commands (into a new database, or over the stopped one), and leaves the file as it was', async () => {
    const file = path.join(dir, 'site-20261124-013000Z.dump')
    await writeFile(file, 'PGDMP')
    for (const args of [['restore', file], ['restore']]) {
      const { code, out, err } = await cli(...args)
      expect(code, args.join(' ')).toBe(2)
      expect(out).toEqual([])
      expect(err).toContain('pg_restore --no-owner --exit-on-error --dbname="<the new database\'s URL>" <file>')
      expect(err).toContain('--locale=C --encoding=UTF8')
      expect(err).toContain('with every server using it stopped first')
      expect(err).toContain('pg_restore --no-owner --clean --if-exists --single-transaction --exit-on-error --dbname="$DATABASE_URL" <file>')
      expect(err).toContain('docs/operations.md, "Backups on PostgreSQL". Nothing was changed.')
      expect(err).not.toContain('Sup3r-s3cret-pw')
    }
    expect(await readFile(file, 'utf8')).toBe('PGDMP')
  })

  it('the usage says so', async () => {
    const out: string[] = []
    expect(await runOperatorCli(['help'], {}, { out: (l) => out.push(l), err: () => {} })).toBe(0)
    expect(out.join('\n')).toContain('with DATABASE_URL they print the pg_dump\n')
  })
})
