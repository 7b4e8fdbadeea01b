/**
 * The owner's Backups page (/admin/backup) and the download of the newest backup in
 * BACKUP_DIR (/admin/backup/download): owners only; staff and API tokens get 403, the
 * signed-out go to sign-in. A backup holds every lead's name, e-mail and phone and every
 * operator's account, so each download is in the audit log under the owner's e-mail.
 */
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import type { Logger } from 'pino'
import type { Services } from '../services'
import { requireActor } from '../operators'

export interface BackupRoutesOptions {
  services: Services
  logger: Logger
}

export function backupRoutes({ services, logger }: BackupRoutesOptions): Router {
  const router = Router()
  const owner = requireActor({ role: 'owner' })

  router.get('/admin/backup/download', owner, async (_req, res) => {
    const notFound = (message: string) => res.status(404).type('text/plain').send(message)
    if (!services.backups.dir) return notFound('Backups are off: BACKUP_DIR is not set on the server.')
    const latest = await services.backups.latest()
    if (!latest) return notFound('No backup yet: the server writes the first one when it starts.')
    // Opened before anything is sent: retention may delete the file, the open one still streams whole.
    const handle = await open(latest.path, 'r').catch(() => null)
    if (!handle) return notFound('No backup yet: the server writes the first one when it starts.')
    try {
      const { size } = await handle.stat()
      await services.audit.record({ actor: res.locals.actor!, action: 'backup.download', entity: 'backup', entityId: latest.name, after: { bytes: size } })
      res.status(200).set({
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${latest.name}"`,
        'Cache-Control': 'no-store',
      })
      await pipeline(handle.createReadStream({ autoClose: false }), res)
    } catch (err) {
      logger.error({ err: { message: (err as Error).message } }, 'backup download failed')
      if (!res.headersSent) res.status(500).type('text/plain').send('Internal server error')
      else res.destroy()
    } finally {
      await handle.close().catch(() => {})
    }
  })

  // The Backups page, and its page context for client-side navigation, is for owners only.
  router.get('/admin/backup{*rest}', owner, (_req, _res, next) => next())
  return router
}
