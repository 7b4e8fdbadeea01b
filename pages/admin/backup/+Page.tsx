import { useData } from '#app/renderer/usePageContext'
import type { ConsoleBackupData } from './+data'
import './backup.css'

/**
 * The newest backup of the site's database, for the owner to download and keep somewhere
 * else (a plain link, so it works without JavaScript). Each download is in the audit log.
 */
export default function Page() {
  const { database, configured, latest, kept } = useData<ConsoleBackupData>()
  if (database === 'postgres') {
    return (
      <>
        <h1>Backups</h1>
        <p>
          The site’s database is PostgreSQL. Whoever runs the server backs it up with <code>pg_dump</code> on a schedule and keeps the dumps away from the
          database (see “Backups on PostgreSQL” in the README): each dump holds the whole site, inventory, photos, leads, the e-mail outbox and the console’s
          users. Ask them when the last one was taken and where the copies are kept.
        </p>
      </>
    )
  }
  return (
    <>
      <h1>Backups</h1>
      <p>
        The server copies the whole site (inventory, photos, leads, the e-mail outbox and the console’s users) into one file on a schedule, checks each copy and
        keeps the newest ones. Download the latest now and then and keep it away from the server, so a lost server does not take the backups with it.
      </p>
      {!configured ? (
        <p>
          <strong>Scheduled backups are off.</strong> Ask whoever runs the server to set <code>BACKUP_DIR</code> (see “Backups and restore” in the README).
        </p>
      ) : !latest ? (
        <p>
          <strong>No backup yet.</strong> The server writes the first one when it starts; reload this page in a minute.
        </p>
      ) : (
        <section aria-labelledby="backup-latest">
          <h2 id="backup-latest">Latest backup</h2>
          <dl className="backup-facts">
            <dt>Taken</dt>
            <dd>
              <time dateTime={latest.atIso}>{latest.atText}</time>
            </dd>
            <dt>Size</dt>
            <dd>{latest.sizeText}</dd>
            <dt>File</dt>
            <dd>
              <code>{latest.name}</code>
            </dd>
            <dt>Kept on the server</dt>
            <dd>{`${kept} backup${kept === 1 ? '' : 's'}`}</dd>
          </dl>
          <p>
            <a className="button" href="/admin/backup/download" download={latest.name}>
              Download the latest backup
            </a>
          </p>
          <p>
            It is an SQLite database holding every lead’s name, e-mail address and phone number: store it as carefully as the server itself. Downloads are noted in
            the audit log. To put a backup back, the server is stopped and <code>restore</code> is run on it (README, “Backups and restore”).
          </p>
        </section>
      )}
    </>
  )
}
