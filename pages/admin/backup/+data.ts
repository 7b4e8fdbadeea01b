import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDealerTime } from '#app/content/format'

export interface ConsoleBackupData {
  /** On PostgreSQL the database is backed up with pg_dump, outside the site. */
  database: 'sqlite' | 'postgres'
  /** Whether BACKUP_DIR is set on the server. */
  configured: boolean
  /** The newest backup; absent when there is none yet. */
  latest?: { name: string; atIso: string; atText: string; sizeText: string }
  /** How many backups the directory keeps now. */
  kept: number
}

const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

/** The Backups page is for owners (server/backup/admin-routes.ts answers 403 to anyone else, and so does this). */
export async function data(pageContext: PageContextServer): Promise<ConsoleBackupData> {
  if (pageContext.console?.operator?.role !== 'owner') throw render(403)
  const database = pageContext.services.db.kind
  const shelf = pageContext.services.backups
  if (!shelf.dir) return { database, configured: false, kept: 0 }
  const backups = await shelf.list()
  const newest = backups[0]
  return {
    database,
    configured: true,
    kept: backups.length,
    ...(newest ? { latest: { name: newest.name, atIso: newest.at.toISOString(), atText: formatDealerTime(newest.at.toISOString()), sizeText: sizeText(newest.bytes) } } : {}),
  }
}
