import { useData, usePageContext } from '#app/renderer/usePageContext'
import '../leads.css'
import type { ConsoleLeadsData } from './+data'

/** The inbox: newest first, filters and search as a plain GET form, overdue leads marked in words. */
export default function Page() {
  const d = useData<ConsoleLeadsData>()
  const owner = usePageContext().console?.operator?.role === 'owner'
  const { values, errors } = d
  const field = (name: keyof ConsoleLeadsData['errors']) => ({
    id: `leads-${name}`,
    name,
    ...(errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `leads-${name}-error` } : {}),
  })
  const error = (name: keyof ConsoleLeadsData['errors']) =>
    errors[name] ? (
      <p className="console-field-error" id={`leads-${name}-error`}>
        {errors[name]}
      </p>
    ) : null
  const cls = (name: keyof ConsoleLeadsData['errors']) => (errors[name] ? 'console-field has-error' : 'console-field')
  return (
    <>
      <div className="console-title-row">
        <h1>
          Leads
          {d.overdueCount > 0 && <span className="lead-overdue-count">{`${d.overdueCount} overdue`}</span>}
        </h1>
        <p className="console-actions">
          <a className="button-quiet" href={d.exportHref} download>
            Export CSV
          </a>
          {owner && <a href="/admin/leads/erase">Erase a person’s leads</a>}
        </p>
      </div>
      {d.overdueCount > 0 && (
        <p className="lead-overdue-note">
          {`${d.overdueCount} lead${d.overdueCount === 1 ? ' is' : 's are'} still new more than ${d.overdueMinutes} minutes after arriving. `}
          <a href={d.overdueHref}>Show overdue leads</a>
        </p>
      )}
      <form className="console-filters lead-filters" method="get" action="/admin/leads" role="search" aria-label="Find leads">
        <div className={cls('q')}>
          <label htmlFor="leads-q">Search</label>
          {error('q')}
          <input {...field('q')} type="search" defaultValue={values.q} placeholder="Name, e-mail or phone" autoComplete="off" />
        </div>
        <div className={cls('status')}>
          <label htmlFor="leads-status">Status</label>
          {error('status')}
          <select {...field('status')} defaultValue={values.status}>
            <option value="">Any</option>
            {d.statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className={cls('kind')}>
          <label htmlFor="leads-kind">Kind</label>
          {error('kind')}
          <select {...field('kind')} defaultValue={values.kind}>
            <option value="">Any</option>
            {d.kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div className={cls('sourcePage')}>
          <label htmlFor="leads-sourcePage">Sent from page</label>
          {error('sourcePage')}
          <input {...field('sourcePage')} type="text" defaultValue={values.sourcePage} placeholder="/contact or /vehicles/*" autoComplete="off" />
        </div>
        <div className={cls('from')}>
          <label htmlFor="leads-from">From</label>
          {error('from')}
          <input {...field('from')} type="date" defaultValue={values.from} />
        </div>
        <div className={cls('to')}>
          <label htmlFor="leads-to">To</label>
          {error('to')}
          <input {...field('to')} type="date" defaultValue={values.to} />
        </div>
        {values.overdue && <input type="hidden" name="overdue" value={values.overdue} />}
        <button type="submit">Show</button>
        {d.filtered && (
          <a className="button-quiet" href="/admin/leads">
            Clear
          </a>
        )}
      </form>
      <p className="console-count" aria-live="polite">
        {d.filtered ? `${d.total} matching lead${d.total === 1 ? '' : 's'}` : `${d.total} lead${d.total === 1 ? '' : 's'}`}
        {values.overdue ? ', overdue only' : ''}
        {d.pages > 1 ? ` · page ${d.page} of ${d.pages}` : ''}
      </p>
      {d.leads.length === 0 ? (
        <p>{d.filtered ? 'No leads match. Try another search or filter.' : 'No leads yet. Enquiries from the site appear here as they arrive.'}</p>
      ) : (
        // Focusable, so a keyboard can scroll the table on a phone.
        <section className="console-table-wrap lead-scroll" aria-label="Leads" tabIndex={0}>
          <table className="console-table lead-table">
            <caption className="visually-hidden">Leads, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Status</th>
                <th scope="col">Kind</th>
                <th scope="col">Received</th>
                <th scope="col">From page</th>
                <th scope="col">Assignee</th>
              </tr>
            </thead>
            <tbody>
              {d.leads.map((lead) => (
                <tr key={lead.id} className={lead.overdue ? 'lead-is-overdue' : undefined}>
                  <th scope="row">
                    <a href={`/admin/leads/${lead.id}`}>{lead.name}</a>
                    <span className="console-sub">{lead.email}</span>
                    <span className="console-sub">{lead.phone}</span>
                  </th>
                  <td>
                    <span className={`console-status lead-status-${lead.status}`}>{lead.statusLabel}</span>
                    {lead.overdue && <strong className="lead-overdue-tag">Overdue</strong>}
                    {lead.waited && <span className="console-sub">{lead.waited}</span>}
                  </td>
                  <td>{lead.kind}</td>
                  <td>
                    <time dateTime={lead.receivedAt}>{lead.received}</time>
                  </td>
                  <td className="lead-path">{lead.sourcePage ?? '—'}</td>
                  <td>{lead.assignee ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {(d.previousHref || d.nextHref) && (
        <nav className="console-actions" aria-label="Pages of leads">
          {d.previousHref && <a href={d.previousHref}>Newer leads</a>}
          {d.nextHref && <a href={d.nextHref}>Older leads</a>}
        </nav>
      )}
    </>
  )
}
