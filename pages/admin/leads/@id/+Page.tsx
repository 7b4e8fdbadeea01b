import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import '../leads.css'
import { LEAD_NOTICE_TEXTS } from '../notices'
import type { ConsoleLeadData } from './+data'

const LABELS = { status: 'Status', assignee: 'Assignee', note: 'Note' }

/** One lead: everything the visitor sent and where from, its e-mails, the pipeline and notes. */
export default function Page() {
  const lead = useData<ConsoleLeadData>()
  const notice = LEAD_NOTICE_TEXTS[usePageContext().urlParsed.search.notice ?? '']
  const { values, errors, formError } = useConsoleForm()
  const action = `/admin/leads/${lead.id}`
  return (
    <>
      <p className="console-back">
        <a href="/admin/leads">All leads</a>
      </p>
      <h1>{lead.name}</h1>
      <p>
        <span className={`console-status lead-status-${lead.status}`}>{lead.statusLabel}</span>
        {lead.overdue && <strong className="lead-overdue-tag">{`Overdue: still new after ${lead.overdueMinutes} minutes`}</strong>}
      </p>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={errors} message={formError} labels={LABELS} />

      <div className="lead-columns">
        <section aria-labelledby="lead-sent">
          <h2 id="lead-sent">What they sent</h2>
          <dl className="lead-facts">
            <dt>Kind</dt>
            <dd>{lead.kind}</dd>
            <dt>Received</dt>
            <dd>
              <time dateTime={lead.receivedAt}>{lead.received}</time>
            </dd>
            <dt>First response</dt>
            <dd>{lead.firstResponse}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
            </dd>
            <dt>About</dt>
            <dd>{lead.interest}</dd>
            {lead.details.map((d) => [<dt key={`${d.label}-t`}>{d.label}</dt>, <dd key={`${d.label}-d`}>{d.href ? <a href={d.href}>{d.value}</a> : d.value}</dd>])}
            <dt>Message</dt>
            <dd>{lead.message}</dd>
          </dl>
        </section>

        <section aria-labelledby="lead-visit">
          <h2 id="lead-visit">Where it came from</h2>
          <dl className="lead-facts">
            <dt>Vehicle</dt>
            <dd>{lead.vehicle ? <a href={`/admin/vehicles/${lead.vehicle.id}`}>{lead.vehicle.name}</a> : 'None'}</dd>
            <dt>Sent from page</dt>
            <dd>{lead.sourcePage ?? 'Not recorded'}</dd>
            <dt>Referrer</dt>
            <dd>{lead.referrer ?? 'None (typed in, a bookmark, or this site)'}</dd>
            {lead.campaign.length === 0 ? (
              <>
                <dt>Campaign</dt>
                <dd>No campaign tags</dd>
              </>
            ) : (
              lead.campaign.map((c) => [<dt key={`${c.tag}-t`}>{c.tag}</dt>, <dd key={`${c.tag}-d`}>{c.value}</dd>])
            )}
          </dl>
        </section>
      </div>

      <div className="lead-columns">
        <section aria-labelledby="lead-pipeline">
          <h2 id="lead-pipeline">Pipeline</h2>
          <form method="post" action={action} className="console-form">
            <CsrfField />
            <Field name="status" label="Status" error={errors.status} hint="New → contacted → qualified → won or lost. The first change counts as the first response.">
              {(props) => (
                <select {...props} defaultValue={values.status ?? lead.status}>
                  {lead.statuses.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="assignee" label="Assignee" error={errors.assignee} hint="Who handles it: a name or e-mail. Leave empty for nobody.">
              {(props) => <input {...props} type="text" list="lead-operators" defaultValue={values.assignee ?? lead.assignee} autoComplete="off" maxLength={100} />}
            </Field>
            <datalist id="lead-operators">
              {lead.operators.map((email) => (
                <option key={email} value={email} />
              ))}
            </datalist>
            <button type="submit">Save</button>
          </form>
        </section>

        <section aria-labelledby="lead-notes">
          <h2 id="lead-notes">Notes</h2>
          {lead.notes.length === 0 ? (
            <p>No notes yet.</p>
          ) : (
            <ol className="lead-notes">
              {lead.notes.map((n) => (
                <li key={n.id}>
                  <span className="console-sub">
                    {n.author}, {n.at}
                  </span>
                  <p>{n.text}</p>
                </li>
              ))}
            </ol>
          )}
          <form method="post" action={action} className="console-form">
            <CsrfField />
            <Field name="note" label="Add a note" error={errors.note} hint="A call, a reply, what they want next. The first note counts as the first response.">
              {(props) => <textarea {...props} rows={4} maxLength={4000} defaultValue={values.note ?? ''} />}
            </Field>
            <button type="submit">Add note</button>
          </form>
        </section>
      </div>

      <section aria-labelledby="lead-deliveries">
        <h2 id="lead-deliveries">E-mails</h2>
        {lead.deliveries.length === 0 ? (
          <p>No e-mails queued for this lead.</p>
        ) : (
          // Focusable, so a keyboard can scroll the table on a phone.
          <section className="console-table-wrap lead-scroll" aria-label="E-mails and their attempts" tabIndex={0}>
            <table className="console-table">
              <caption className="visually-hidden">Each e-mail this lead caused and every attempt to send it</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {lead.deliveries.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">
                      {d.label}
                      {d.log.length > 0 && (
                        <ol className="lead-log" aria-label={`Attempts: ${d.label}`}>
                          {d.log.map((a, i) => (
                            <li key={i}>
                              {a.at}: {a.ok ? 'delivered to the provider' : `failed (${a.error ?? 'no reason given'})`}
                            </li>
                          ))}
                        </ol>
                      )}
                    </th>
                    <td>{d.status}</td>
                    <td>{d.attempts}</td>
                    <td>{d.sent ?? '—'}</td>
                    <td className="lead-path">{d.lastError ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </>
  )
}
