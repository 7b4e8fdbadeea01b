import { useEffect, useRef, useState } from 'react'
import { filtersQuery } from '#app/domain/leads/desk'
import type { InboxView } from '#app/domain/leads/inbox'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import { PASSIVE_HEADERS, subscribePulse } from '#app/pages/admin/pulse'
import '../leads.css'
import type { ConsoleLeadsData } from './+data'
import { LeadCard } from './LeadCard'

/**
 * The inbox, phone first: today's and overdue counts, then the leads on the first screen, newest
 * first, with the filters (a plain GET form) folded behind a button that says how many are on.
 * With the script, new leads appear by themselves (pulse.ts) without reloading the page.
 */
export default function Page() {
  const d = useData<ConsoleLeadsData>()
  const context = usePageContext().console
  const owner = context?.operator?.role === 'owner'
  const [view, setView] = useState<InboxView>(d)
  const known = useRef(d.pulse)
  useEffect(() => {
    setView(d)
    known.current = d.pulse
  }, [d])

  // A lead arrived, or the counts moved: fetch this page of the inbox again, as the server words it.
  useEffect(
    () =>
      subscribePulse((event) => {
        if (!('pulse' in event)) return
        const { pulse } = event
        const before = known.current
        if (pulse.latestId === before.latestId && pulse.overdue === before.overdue && pulse.newCount === before.newCount && pulse.newToday === before.newToday) return
        known.current = pulse
        setView((current) => ({ ...current, pulse }))
        const query = filtersQuery(d.filters, d.filters.page ? { page: d.filters.page } : {})
        fetch(`/api/admin/leads/inbox${query}`, { headers: PASSIVE_HEADERS, credentials: 'same-origin', cache: 'no-store' })
          .then((res) => (res.ok ? (res.json() as Promise<InboxView>) : undefined))
          .then((fresh) => fresh && setView(fresh))
          .catch(() => {})
      }),
    [d.filters],
  )

  const { values, errors } = d
  const { pulse } = view
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
  const filtered = d.activeFilters > 0
  const pageHref = (page: number) => `/admin/leads${filtersQuery(d.filters, page > 1 ? { page } : {})}`
  return (
    <>
      <h1 className="lead-inbox-title">Leads</h1>
      <ul className="lead-summary">
        <li>{`New today: ${pulse.newToday}`}</li>
        <li>{`Waiting: ${pulse.newCount}`}</li>
        <li className={pulse.overdue > 0 ? 'is-overdue' : undefined}>
          {pulse.overdue > 0 ? (
            <a href={d.overdueHref} title={`Still new more than ${d.overdueMinutes} minutes after arriving`}>{`Overdue: ${pulse.overdue}`}</a>
          ) : (
            'Overdue: 0'
          )}
        </li>
      </ul>
      {context?.mailOff && <p className="lead-mail-off">E-mail is off on this server: nobody is e-mailed about new leads. They show here and in the menu as they arrive.</p>}
      <details className="lead-filters-panel" open={Object.keys(errors).length > 0 || undefined}>
        <summary>{filtered ? `Search and filters (${d.activeFilters} on)` : 'Search and filters'}</summary>
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
          {filtered && (
            <a className="button-quiet" href="/admin/leads">
              Clear
            </a>
          )}
        </form>
        <p className="console-actions">
          <a className="button-quiet" href={d.exportHref} download>
            Export CSV
          </a>
          {owner && <a href="/admin/leads/erase">Erase a person’s leads</a>}
        </p>
      </details>
      <p className="console-count">
        {filtered ? `${view.total} matching lead${view.total === 1 ? '' : 's'}` : `${view.total} lead${view.total === 1 ? '' : 's'}`}
        {values.overdue ? ', overdue only' : ''}
        {view.pages > 1 ? ` · page ${view.page} of ${view.pages}` : ''}
      </p>
      {view.rows.length === 0 ? (
        <p>{filtered ? 'No leads match. Try another search or filter.' : 'No leads yet. Enquiries from the site appear here as they arrive.'}</p>
      ) : (
        <ol className="lead-list">
          {view.rows.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ol>
      )}
      {view.pages > 1 && (
        <nav className="console-actions" aria-label="Pages of leads">
          {view.page > 1 && <a href={pageHref(view.page - 1)}>Newer leads</a>}
          {view.page < view.pages && <a href={pageHref(view.page + 1)}>Older leads</a>}
        </nav>
      )}
    </>
  )
}
