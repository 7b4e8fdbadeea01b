/**
 * The record of console form posts and admin API writes: each submission's key, who sent it,
 * and once it has run, its answer. A replay of the same submission finds the row and gets the
 * first answer (server/submissions/replay.ts); rows are kept for a day.
 *
 * A claim reads and writes in one write transaction (BEGIN IMMEDIATE on SQLite, the write lock
 * on PostgreSQL), so of two requests with one key arriving at once on any processes, exactly
 * one runs.
 */
import type { Database, Queries } from '../db/database'

/** How long a submission's answer is kept for a replay. */
export const SUBMISSION_TTL_MS = 24 * 3_600_000

/** The answer a submission got, as a replay gives it again. */
export interface SubmissionAnswer {
  status: number
  location: string | null
  contentType: string | null
  body: string | null
}

export interface StoredSubmission {
  key: string
  path: string
  fingerprint: string
  state: 'pending' | 'done'
  createdAt: number
  answer?: SubmissionAnswer
}

export type Claim = { claimed: true } | { claimed: false; existing: StoredSubmission }

export interface SubmissionLog {
  /** Takes `key` for this request, unless a request with the key is running or has run: then that one. */
  claim(input: { key: string; actor: string; path: string; fingerprint: string }, now: number): Promise<Claim>
  /** The first answer, kept for replays. */
  finish(key: string, answer: SubmissionAnswer, now: number): Promise<void>
  /** Forgets a claim whose request was refused or failed: the same submission may be sent again. */
  release(key: string): Promise<void>
  get(key: string): Promise<StoredSubmission | undefined>
  /** Deletes submissions older than SUBMISSION_TTL_MS; returns how many. */
  purge(now: number): Promise<number>
}

type Row = {
  key: string
  path: string
  fingerprint: string
  state: 'pending' | 'done'
  status: number | null
  location: string | null
  content_type: string | null
  body: string | null
  created_at: number
}

function toStored(row: Row): StoredSubmission {
  return {
    key: row.key,
    path: row.path,
    fingerprint: row.fingerprint,
    state: row.state,
    createdAt: Number(row.created_at),
    ...(row.state === 'done' && row.status !== null
      ? { answer: { status: Number(row.status), location: row.location, contentType: row.content_type, body: row.body } }
      : {}),
  }
}

const read = (db: Queries, key: string) =>
  db.kysely
    .selectFrom('submissions')
    .select(['key', 'path', 'fingerprint', 'state', 'status', 'location', 'content_type', 'body', 'created_at'])
    .where('key', '=', key)
    .executeTakeFirst() as Promise<Row | undefined>

/**
 * Deletes what submissions to these paths answered (a lead's answer names its visitor): the
 * leads desk calls it in the transaction that erases the leads.
 */
export async function forgetSubmissions(tx: Queries, paths: readonly string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += 500) {
    await tx.kysely.deleteFrom('submissions').where('path', 'in', paths.slice(i, i + 500)).execute()
  }
}

export function submissionLog(db: Database): SubmissionLog {
  return {
    claim({ key, actor, path, fingerprint }, now) {
      return db.transaction(async (tx) => {
        const row = await read(tx, key)
        if (row) return { claimed: false, existing: toStored(row) }
        await tx.kysely.insertInto('submissions').values({ key, actor, path: path.slice(0, 2000), fingerprint, created_at: now }).execute()
        return { claimed: true }
      })
    },

    async finish(key, answer, now) {
      await db.kysely
        .updateTable('submissions')
        .set({ state: 'done', status: answer.status, location: answer.location, content_type: answer.contentType, body: answer.body, finished_at: now })
        .where('key', '=', key)
        .execute()
    },

    async release(key) {
      await db.kysely.deleteFrom('submissions').where('key', '=', key).where('state', '=', 'pending').execute()
    },

    async get(key) {
      const row = await read(db, key)
      return row ? toStored(row) : undefined
    },

    async purge(now) {
      const result = await db.kysely.deleteFrom('submissions').where('created_at', '<', now - SUBMISSION_TTL_MS).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
