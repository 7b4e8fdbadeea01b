import { useData } from '#app/renderer/usePageContext'
import type { ConsoleAuditData } from './+data'

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
                <time dateTime={entry.at}>{entry.atText}</time> <strong>{entry.actor}</strong> {entry.actionText}{' '}
                {entry.entityId &&
                  (entry.entity === 'vehicle' ? <a href={`/admin/vehicles/${entry.entityId}`}>{entry.entityId}</a> : <span>{`${entry.entity} ${entry.entityId}`}</span>)}
                {entry.changed.length > 0 && <span className="console-sub">{`Changed: ${entry.changed.join(', ')}`}</span>}
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
