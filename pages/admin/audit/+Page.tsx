import { useData } from '../../../renderer/usePageContext'
import type { ConsoleAuditData } from './+data'

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'America/New_York' })

/** A record's fields as a short list; what changed is marked. */
function Fields({ value, other }: { value: unknown; other: unknown }) {
  if (value === null || value === undefined) return <span className="console-sub">none</span>
  if (typeof value !== 'object') return <span>{String(value)}</span>
  const theirs = (other && typeof other === 'object' ? other : {}) as Record<string, unknown>
  return (
    <dl className="console-fields">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => {
        const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
        const changed = JSON.stringify(v) !== JSON.stringify(theirs[key])
        return (
          <div key={key} className={changed && other ? 'changed' : undefined}>
            <dt>{key}</dt>
            <dd>{text}</dd>
          </div>
        )
      })}
    </dl>
  )
}

export default function Page() {
  const { entries, entityId, older } = useData<ConsoleAuditData>()
  const query = (before?: number) => `/admin/audit?${new URLSearchParams({ ...(entityId ? { entityId } : {}), ...(before ? { before: String(before) } : {}) })}`
  return (
    <>
      <h1>Audit log</h1>
      <p>Every change made in the console, through the API or by the import: who, when, and the record before and after.</p>
      <form className="console-filters" method="get" action="/admin/audit" role="search" aria-label="Filter the audit log">
        <div className="console-field">
          <label htmlFor="audit-entity">Vehicle id, user or token</label>
          <input id="audit-entity" name="entityId" type="search" defaultValue={entityId} autoComplete="off" />
        </div>
        <button type="submit">Show</button>
      </form>
      {entries.length === 0 ? (
        <p>Nothing recorded{entityId ? ` for ${entityId}` : ''} yet.</p>
      ) : (
        <ol className="console-audit">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> <strong>{entry.actor}</strong> {entry.action}{' '}
                {entry.entityId && (
                  <a href={entry.entity === 'vehicle' ? `/admin/vehicles/${entry.entityId}` : query()}>{entry.entityId}</a>
                )}
              </p>
              {(entry.before !== null || entry.after !== null) && (
                <details>
                  <summary>Before and after</summary>
                  <div className="console-diff">
                    <div>
                      <h2>Before</h2>
                      <Fields value={entry.before} other={entry.after} />
                    </div>
                    <div>
                      <h2>After</h2>
                      <Fields value={entry.after} other={entry.before} />
                    </div>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {older && (
        <p>
          <a href={query(older)}>Older entries</a>
        </p>
      )}
    </>
  )
}
