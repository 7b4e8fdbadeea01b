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

describe('a set-up link a phone can open', () => {
  it('add-user and setup-link warn, on stderr, when PUBLIC_ORIGIN is unset and the link points at localhost', async () => {
    const run = async (env: NodeJS.ProcessEnv, ...args: string[]) => {
      const out: string[] = []
      const err: string[] = []
      const code = await runOperatorCli(args, { DATABASE_PATH: path.join(dir, 'links.db'), ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) })
      return { code, out, err: err.join('\n') }
    }
    const unset = await run({ PUBLIC_ORIGIN: '' }, 'add-user', 'lot@example.com')
    expect(unset.code).toBe(0)
    expect(unset.out.at(-1)).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=/)
    expect(unset.err).toContain('PUBLIC_ORIGIN is not set, so this link points at http://localhost:3000')
    expect(unset.err).toContain('no phone or other computer can open it')
    const again = await run({}, 'setup-link', 'lot@example.com')
    expect(again.err).toContain('PUBLIC_ORIGIN is not set')
    const set = await run({ PUBLIC_ORIGIN: 'https://www.example.com' }, 'setup-link', 'lot@example.com')
    expect(set.out.at(-1)).toMatch(/^https:\/\/www\.example\.com\/admin\/setup\?token=/)
    expect(set.err).toBe('')
  })
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
