import { useData, usePageContext } from '#app/renderer/usePageContext'
import { ConsoleForm, SubmitButton } from '#app/pages/admin/ConsoleForm'
import { ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import '../leads.css'
import { LEAD_NOTICE_TEXTS } from '../notices'
import type { ConsoleLeadData } from './+data'

const LABELS = { status: 'Status', assignee: 'Assignee', note: 'Note' }

/**
 * One lead: reach the visitor (call, text, or reply by e-mail with the reply for its kind
 * already written) and record the answer with one tap, then its pipeline and a note, all in
 * one form with one save; everything the visitor sent and where from, the notes, its e-mails.
 */
export default function Page() {
  const lead = useData<ConsoleLeadData>()
  const notice = LEAD_NOTICE_TEXTS[usePageContext().urlParsed.search.notice ?? '']
  const { values, errors, formError } = useConsoleForm()
  const action = `/admin/leads/${lead.id}`
  const firstName = lead.name.split(' ')[0]
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

      <ConsoleForm action={action} className="console-form lead-work">
        <section aria-labelledby="lead-reach" className="lead-reach">
          <h2 id="lead-reach">{`Reach ${firstName}`}</h2>
          <p className="lead-reach-links">
            <a className="button-quiet" href={lead.links.call}>
              Call
            </a>
            <a className="button-quiet" href={lead.links.text}>
              Text
            </a>
            <a className="button-quiet" href={lead.links.email}>
              E-mail
            </a>
          </p>
          <p className="console-hint">{`${lead.phone} · ${lead.email}. E-mail opens your own mail app with a reply to this ${lead.kind.toLowerCase()} already written, for you to finish and send.`}</p>
          <p>
            <strong>First response: </strong>
            {lead.firstResponse}
          </p>
          <p className="console-hint" id="lead-record-hint">
            Answered them? One tap records it (a new lead becomes contacted), with anything you changed below.
          </p>
          <p className="lead-reach-record">
            <SubmitButton className="button-quiet" name="contact" value="call">
              Called
            </SubmitButton>
            <SubmitButton className="button-quiet" name="contact" value="text">
              Texted
            </SubmitButton>
            <SubmitButton className="button-quiet" name="contact" value="email">
              Replied by e-mail
            </SubmitButton>
          </p>
        </section>

        <section aria-labelledby="lead-pipeline">
          <h2 id="lead-pipeline">Status, assignee and note</h2>
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
          <Field name="note" label="Note" error={errors.note} hint="Optional: a call, a reply, what they want next. Saved with the rest.">
            {(props) => <textarea {...props} rows={3} maxLength={4000} defaultValue={values.note ?? ''} />}
          </Field>
          <p className="console-submit">
            <SubmitButton>Save</SubmitButton>
          </p>
        </section>
      </ConsoleForm>

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
      </section>

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
            <dt>E-mail</dt>
            <dd>{lead.email}</dd>
            <dt>Phone</dt>
            <dd>{lead.phone}</dd>
            <dt>Language</dt>
            <dd>{lead.language}</dd>
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

      <section aria-labelledby="lead-deliveries">
        <h2 id="lead-deliveries">E-mails this lead caused</h2>
        {lead.mailOff && (
          <p className="lead-mail-off">Mail is switched off on this server (no Mailjet credentials): these e-mails wait and nobody was e-mailed about this lead.</p>
        )}
        {lead.deliveries.length === 0 ? (
          <p>No e-mails queued for this lead.</p>
        ) : (
          <ul className="lead-mail">
            {lead.deliveries.map((d) => (
              <li key={d.id}>
                <h3>{d.label}</h3>
                <dl className="lead-facts">
                  <dt>Status</dt>
                  <dd>{d.state}</dd>
                  <dt>Attempts</dt>
                  <dd>{d.attempts === 0 ? 'None yet' : String(d.attempts)}</dd>
                  <dt>Sent</dt>
                  <dd>{d.sent ?? 'Not yet'}</dd>
                  <dt>Last error</dt>
                  <dd>{d.lastError ?? 'None'}</dd>
                </dl>
                {d.log.length > 0 && (
                  <ol className="lead-log" aria-label={`Attempts: ${d.label}`}>
                    {d.log.map((a, i) => (
                      <li key={i}>
                        {a.at}: {a.ok ? 'delivered to the provider' : `failed (${a.error ?? 'no reason given'})`}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
