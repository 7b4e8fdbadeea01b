/**
 * The operator CLI: accounts, API tokens, photo widths, backups and restores, run on the server next to the database.
 *
 *   npm run operator -- <command>        (from source)
 *   node dist/operator.js <command>      (the built image)
 *
 * It reads DATABASE_PATH and PUBLIC_ORIGIN like the server (and ./.env when present),
 * opens and migrates the database, and exits with 2 on bad usage, 1 on a refused
 * command, 0 otherwise. Secrets (set-up links, API tokens) are printed once, to stdout.
 */
import { existsSync } from 'node:fs'
import { BackupError, backupInto, type DatabaseCounts, DatabaseInUseError, pruneBackups, restoreDatabase, RestoreError, writeBackup } from '../backup'
import { copyDatabase, DatabaseCopyError } from '../db/copy-to-postgres'
import { isPostgresUrl, openDatabase } from '../db/database'
import { OperatorError, ROLES, TOKEN_SCOPES, type Role, type TokenScope } from '../operators'
import { createServices } from '../services'
import type { Actor } from '../audit'
import { readEnv, type Env } from '../env'
import { photoQueue, variantsFromStored } from '../photos'

const USAGE = `Usage: npm run operator -- <command>   (or: node dist/operator.js <command>)

Commands:
  add-user <email> [--role owner|staff]  Add an operator and print a one-time set-up link (24 hours).
                                         The first operator is an owner; later ones staff unless --role says otherwise.
  setup-link <email>                     Print a new set-up link for an operator (earlier links stop working).
  list-users                             List operators, their roles and state.
  disable-user <email>                   Disable an operator and end their sessions at once.
  create-token <name> [--scope metrics]  Create an API token for an integration and print it once.
                                         --scope metrics: a token that only reads GET /metrics (for Prometheus).
  list-tokens                            List API tokens (names and dates; never the tokens).
  revoke-token <name>                    Revoke an API token at once.
  backup [file]                          Copy the database while the site runs, check the copy and print
                                         its size and contents. Without a file: into BACKUP_DIR, dated.
  restore <file>                         Replace the database with a backup (the server must be stopped);
                                         the database it replaces is kept as <db>.before-restore-<time>.
                                         Both for the SQLite file; with DATABASE_URL they print the pg_dump
                                         and pg_restore commands to use instead.
  add-photo-widths                       Give photos stored before a standard width was added (domain/photos.ts) that
                                         width too, made from each photo's widest stored JPEG; prints what it did.
                                         Safe while the site runs, and to run again (it only adds what is missing).
  copy-to-postgres <postgres-url>        Copy everything from the SQLite file (DATABASE_PATH) into a new, empty
                                         PostgreSQL database, to move the site there (docs/operations.md, "Scaling out").
                                         Stop the site first; the SQLite file is left as it was.

Settings: DATABASE_PATH (default ./var/site.db), PUBLIC_ORIGIN (for the link), BACKUP_DIR and BACKUP_KEEP.`

class UsageError extends Error {}

const CLI: Actor = { kind: 'cli' }

const date = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'))

interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

function parseArgs(argv: string[]): { command: string | undefined; positional: string[]; role?: Role; scope?: TokenScope } {
  const positional: string[] = []
  let role: Role | undefined
  let scope: TokenScope | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--role' || arg.startsWith('--role=')) {
      const value = arg.includes('=') ? arg.slice('--role='.length) : argv[++i]
      if (!value || !(ROLES as readonly string[]).includes(value)) throw new UsageError('--role must be owner or staff.')
      role = value as Role
    } else if (arg === '--scope' || arg.startsWith('--scope=')) {
      const value = arg.includes('=') ? arg.slice('--scope='.length) : argv[++i]
      if (!value || !(TOKEN_SCOPES as readonly string[]).includes(value)) throw new UsageError('--scope must be integration or metrics.')
      scope = value as TokenScope
    } else if (arg === '--help' || arg === '-h') {
      positional.unshift('help')
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}.`)
    } else {
      positional.push(arg)
    }
  }
  const [command, ...rest] = positional
  return { command, positional: rest, role, scope }
}

function one(args: string[], what: string): string {
  if (args.length !== 1) throw new UsageError(`Expected exactly one ${what}.`)
  return args[0]!
}

/** Runs one command; returns the exit code. */
export async function runOperatorCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Output = { out: console.log, err: console.error }): Promise<number> {
  let parsed
  try {
    parsed = parseArgs(argv)
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`)
    return 2
  }
  const { command, positional, role, scope } = parsed
  if (command === undefined || command === 'help') {
    ;(command === 'help' ? io.out : io.err)(USAGE)
    return command === 'help' ? 0 : 2
  }
  const known = ['add-user', 'setup-link', 'list-users', 'disable-user', 'create-token', 'list-tokens', 'revoke-token', 'add-photo-widths', 'backup', 'restore', 'copy-to-postgres']
  if (!known.includes(command)) {
    io.err(`Unknown command ${command}.\n\n${USAGE}`)
    return 2
  }
  if (role && command !== 'add-user') {
    io.err(`--role only applies to add-user.\n\n${USAGE}`)
    return 2
  }
  if (scope && command !== 'create-token') {
    io.err(`--scope only applies to create-token.\n\n${USAGE}`)
    return 2
  }

  let config
  try {
    config = readEnv(env)
  } catch (err) {
    io.err((err as Error).message)
    return 2
  }
  // Neither opens the database as the other commands do: a backup reads it on a connection
  // of its own, and a restore must find no connection open at all.
  if (command === 'backup') return backupCommand(positional, config, io)
  if (command === 'restore') return restoreCommand(positional, config, io)
  if (command === 'copy-to-postgres') return copyToPostgresCommand(positional, config, io)
  const db = await openDatabase(config.databaseTarget)
  const services = createServices(db)
  const repo = services.operators
  const setupUrl = (token: string) => `${config.publicOrigin}/admin/setup?token=${token}`
  /** A set-up link made without PUBLIC_ORIGIN points at this machine: say so, on stderr (stdout keeps the link alone). */
  const warnOrigin = () => {
    if (env.PUBLIC_ORIGIN) return
    io.err(
      `Warning: PUBLIC_ORIGIN is not set, so this link points at ${config.publicOrigin}, which opens only on this server: ` +
        `no phone or other computer can open it. Set PUBLIC_ORIGIN to the site's address (for example https://www.example.com) ` +
        `and print a new link with: npm run operator -- setup-link <email>`,
    )
  }
  try {
    switch (command) {
      case 'add-user': {
        const email = one(positional, 'e-mail address')
        const { operator, setupToken } = await repo.add(email, role, CLI)
        io.out(`Added ${operator.email} (${operator.role}).`)
        io.out(`One-time set-up link, valid for 24 hours; send it to them privately:`)
        io.out(setupUrl(setupToken))
        warnOrigin()
        return 0
      }
      case 'setup-link': {
        const email = one(positional, 'e-mail address')
        const token = await repo.newSetupLink(email, CLI)
        io.out(`New one-time set-up link, valid for 24 hours (earlier links no longer work):`)
        io.out(setupUrl(token))
        warnOrigin()
        return 0
      }
      case 'list-users': {
        if (positional.length) throw new UsageError('list-users takes no arguments.')
        const users = await repo.list()
        if (!users.length) {
          io.out('No operators yet. Add the first with: npm run operator -- add-user <email>')
          return 0
        }
        io.out(['email', 'role', 'state', 'passkeys', 'password+totp', 'sessions', 'created'].join('\t'))
        for (const u of users) {
          const state = u.disabledAt !== null ? `disabled ${date(u.disabledAt)}` : u.hasPassword || u.passkeys ? 'active' : 'set-up pending'
          io.out([u.email, u.role, state, String(u.passkeys), u.hasPassword ? 'yes' : 'no', String(u.sessions), date(u.createdAt)].join('\t'))
        }
        return 0
      }
      case 'disable-user': {
        const email = one(positional, 'e-mail address')
        const { sessionsEnded } = await repo.disable(email, CLI)
        io.out(`Disabled ${email.trim().toLowerCase()}; ended ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'}.`)
        return 0
      }
      case 'create-token': {
        const name = one(positional, 'token name')
        const token = await repo.createToken(name, CLI, scope)
        const use = scope === 'metrics' ? 'reads GET /metrics only; ' : ''
        io.out(`API token ${name} (${use}shown once; store it in the integration's secrets, send it as "Authorization: Bearer <token>"):`)
        io.out(token)
        return 0
      }
      case 'list-tokens': {
        if (positional.length) throw new UsageError('list-tokens takes no arguments.')
        const tokens = await repo.listTokens()
        if (!tokens.length) {
          io.out('No API tokens.')
          return 0
        }
        io.out(['name', 'scope', 'state', 'created', 'last used'].join('\t'))
        for (const t of tokens) {
          io.out([t.name, t.scope, t.revokedAt !== null ? `revoked ${date(t.revokedAt)}` : 'live', date(t.createdAt), date(t.lastUsedAt)].join('\t'))
        }
        return 0
      }
      case 'add-photo-widths': {
        const lacking = await services.photos.lackingWidths()
        let added = 0
        for (const photo of lacking) {
          const stored = await services.photos.readVariant(photo.source)
          if (!stored) continue
          const variants = await photoQueue.run(() => variantsFromStored(stored, photo.missing))
          if (await services.photos.addVariants(photo.id, variants, CLI)) {
            added++
            io.out(`${photo.vehicleId}: photo ${photo.id} now also ${photo.missing.map((w) => `${w} px`).join(', ')} wide.`)
          }
        }
        io.out(added === 0 ? 'Every photo has every standard width.' : `Added widths to ${added} photo${added === 1 ? '' : 's'}.`)
        return 0
      }
      case 'revoke-token': {
        const name = one(positional, 'token name')
        if (!(await repo.revokeToken(name, CLI))) {
          io.err(`No live token named ${name}.`)
          return 1
        }
        io.out(`Revoked ${name}.`)
        return 0
      }
    }
    return 2
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${USAGE}`)
      return 2
    }
    if (err instanceof OperatorError) {
      io.err(err.message)
      return 1
    }
    throw err
  } finally {
    await db.close()
  }
}

const MB = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB (${bytes} bytes)`
const contents = (c: DatabaseCounts) => `vehicles ${c.vehicles}, photos ${c.photos}, leads ${c.leads}, pending mail ${c.pendingMail}`

// On PostgreSQL (DATABASE_URL) backups are PostgreSQL's own: the commands to run instead,
// printed without opening the database (the URL, with its password, stays in the variable).
export const POSTGRES_BACKUP = `backup copies the SQLite file; on PostgreSQL (DATABASE_URL) back up with pg_dump, while the site runs
(one consistent snapshot of every table, photos included):

  pg_dump --format=custom --file=site-$(date -u +%Y%m%d-%H%M%SZ).dump "$DATABASE_URL"

or dated, checked and the newest 14 kept, with deploy/pg-dump.sh (daily from a systemd timer or cron); with
deploy/compose.yaml, into its BACKUP_DIR:

  docker compose -f deploy/compose.yaml --env-file deploy/.env exec -T \\
    -e DATABASE_URL=postgres://golfcarts@/golfcarts -e DUMP_DIR=/backups db sh < deploy/pg-dump.sh

docs/operations.md, "Backups on PostgreSQL". Nothing was changed.`

export const POSTGRES_RESTORE = `restore replaces the SQLite file; on PostgreSQL (DATABASE_URL) restore a pg_dump file with pg_restore, either
into a new, empty database (created with --locale=C --encoding=UTF8), then point DATABASE_URL at it and restart:

  pg_restore --no-owner --exit-on-error --dbname="<the new database's URL>" <file>

or over the current database, with every server using it stopped first:

  pg_restore --no-owner --clean --if-exists --single-transaction --exit-on-error --dbname="$DATABASE_URL" <file>

docs/operations.md, "Backups on PostgreSQL". Nothing was changed.`

async function backupCommand(args: string[], config: Env, io: Output): Promise<number> {
  const databasePath = config.databasePath
  if (databasePath === null) {
    io.err(POSTGRES_BACKUP)
    return 2
  }
  if (args.length > 1) {
    io.err(`backup takes at most one file name.\n\n${USAGE}`)
    return 2
  }
  const dir = config.backup?.dir
  if (!args[0] && !dir) {
    io.err(`Name the backup file, or set BACKUP_DIR.\n\n${USAGE}`)
    return 2
  }
  try {
    if (!existsSync(databasePath)) throw new BackupError(`No database at ${databasePath}.`)
    const result = args[0] ? await writeBackup(databasePath, args[0]) : await backupInto({ source: databasePath, dir: dir! })
    io.out(`Backup written: ${result.path}`)
    io.out(`Size: ${MB(result.bytes)}, in ${result.seconds.toFixed(2)} s`)
    io.out(`Integrity check: ok`)
    io.out(`Contents: ${contents(result.counts)}`)
    if (!args[0]) {
      const pruned = await pruneBackups(dir!, config.backup!.keep)
      if (pruned.length) io.out(`Removed ${pruned.length} older backup${pruned.length === 1 ? '' : 's'} (BACKUP_KEEP=${config.backup!.keep}).`)
    }
    return 0
  } catch (err) {
    io.err(`Backup failed: ${(err as Error).message}`)
    return 1
  }
}

async function restoreCommand(args: string[], config: Env, io: Output): Promise<number> {
  const databasePath = config.databasePath
  if (databasePath === null) {
    io.err(POSTGRES_RESTORE)
    return 2
  }
  if (args.length !== 1) {
    io.err(`Expected exactly one backup file.\n\n${USAGE}`)
    return 2
  }
  try {
    const { replaced, check } = await restoreDatabase(args[0]!, databasePath)
    io.out(`Restored ${args[0]} to ${databasePath} (integrity check ok, schema version ${check.schemaVersion}).`)
    if (check.counts) io.out(`Contents: ${contents(check.counts)}`)
    if (replaced) io.out(`The database it replaced is kept as ${replaced}; to undo, restore that file the same way.`)
    io.out('Start the server: it migrates the database if needed, and sends pending mail once.')
    return 0
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      io.err(`Refused: a server is using ${databasePath}. Stop it (docker stop …), then run restore again. Nothing was changed.`)
      return 1
    }
    if (err instanceof RestoreError) {
      io.err(`Refused: ${err.message} Nothing was changed.`)
      return 1
    }
    io.err(`Restore failed: ${(err as Error).message}`)
    return 1
  }
}

const isMain = process.argv[1] !== undefined && /operator\.(?:ts|js)$/.test(process.argv[1])
if (isMain) {
  if (existsSync('.env')) process.loadEnvFile('.env')
  runOperatorCli(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err)
      process.exit(1)
    })
}

async function copyToPostgresCommand(args: string[], config: Env, io: Output): Promise<number> {
  if (args.length !== 1 || !isPostgresUrl(args[0]!)) {
    io.err(`copy-to-postgres takes one postgres:// URL.\n\n${USAGE}`)
    return 2
  }
  if (config.databasePath === null) {
    io.err('copy-to-postgres copies the SQLite file at DATABASE_PATH: unset DATABASE_URL for it.')
    return 2
  }
  if (!existsSync(config.databasePath)) {
    io.err(`No database at ${config.databasePath}.`)
    return 1
  }
  const from = await openDatabase(config.databasePath)
  let to
  try {
    to = await openDatabase(args[0]!, { poolSize: 2 })
  } catch (err) {
    await from.close()
    io.err(`Cannot open the PostgreSQL database: ${(err as Error).message}`)
    return 1
  }
  try {
    const started = Date.now()
    const copied = await copyDatabase(from, to, ({ table, rows }) => io.out(`${table}: ${rows} rows`))
    const total = copied.reduce((sum, t) => sum + t.rows, 0)
    io.out(`Copied ${total} rows in ${((Date.now() - started) / 1000).toFixed(1)} s from ${config.databasePath} to ${to.filename}.`)
    io.out('Start the replicas with DATABASE_URL set to it; the SQLite file is unchanged.')
    return 0
  } catch (err) {
    io.err(`${err instanceof DatabaseCopyError ? 'Refused' : 'Copy failed'}: ${(err as Error).message} Nothing was written to PostgreSQL.`)
    return 1
  } finally {
    await from.close()
    await to.close()
  }
}
