import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { noticeOf } from '#app/pages/admin/rentals/format'
import { RentalTabs } from '#app/pages/admin/rentals/RentalTabs'
import type { ReservationPageData } from './+data'

const LABELS = { unitId: 'Unit', reason: 'Reason', hours: 'Hour meter', note: 'Note' }

/** One reservation: its facts, the steps it allows now, its e-mails and its history. */
export default function Page() {
  const d = useData<ReservationPageData>()
  const notice = noticeOf(usePageContext().urlParsed.search.notice)
  const { values, errors, formError } = useConsoleForm()
  const action = (step: string) => `/admin/rentals/reservations/${d.reference}/${step}`
  const posted = values.action
  const has = (step: string) => d.actions.some((a) => a.action === step)
  return (
    <>
      <p className="console-back">
        <a href="/admin/rentals">Rental calendar</a>
      </p>
      <h1>Reservation {d.reference}</h1>
      <RentalTabs />
      <p>
        <span className="rental-status">{d.statusLabel}</span> {d.leadHref && <a href={d.leadHref}>Its lead in the leads desk</a>}
      </p>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={errors} message={formError} labels={LABELS} />
      <dl className="rental-facts">
        {d.facts.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
      </dl>

      {d.actions.length > 0 && (
        <section aria-labelledby="rental-steps-title">
          <h2 id="rental-steps-title">Next steps</h2>
          <div className="rental-steps">
            {has('confirm') && (
              <form method="post" action={action('confirm')} className="console-form">
                <CsrfField />
                <h3>Confirm</h3>
                <Field name="unitId" label="Unit" error={posted === 'confirm' ? errors.unitId : undefined} hint="Keep the unit held, or move it to another free unit of the same plan.">
                  {(props) => (
                    <select {...props} defaultValue={posted === 'confirm' ? values.unitId : String(d.unitId)}>
                      {d.units.map((u) => (
                        <option key={u.id} value={u.id}>
                          {u.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button type="submit">Confirm and e-mail the renter</button>
              </form>
            )}
            {(has('decline') || has('cancel')) &&
              (['decline', 'cancel'] as const)
                .filter(has)
                .map((step) => (
                  <form key={step} method="post" action={action(step)} className="console-form">
                    <CsrfField />
                    <h3>{step === 'decline' ? 'Decline' : 'Cancel'}</h3>
                    <div className={posted === step && errors.reason ? 'console-field has-error' : 'console-field'}>
                      <label htmlFor={`reason-${step}`}>Reason</label>
                      <p className="console-hint" id={`reason-${step}-hint`}>
                        The renter reads it in their e-mail.
                      </p>
                      {posted === step && errors.reason && (
                        <p className="console-field-error" id={`reason-${step}-error`}>
                          {errors.reason}
                        </p>
                      )}
                      <textarea
                        id={`reason-${step}`}
                        name="reason"
                        rows={2}
                        maxLength={500}
                        defaultValue={posted === step ? values.reason : ''}
                        aria-describedby={`reason-${step}-hint${posted === step && errors.reason ? ` reason-${step}-error` : ''}`}
                        aria-invalid={posted === step && errors.reason ? true : undefined}
                      />
                    </div>
                    <button type="submit">{step === 'decline' ? 'Decline and e-mail the renter' : 'Cancel and e-mail the renter'}</button>
                  </form>
                ))}
            {(['check-out', 'return'] as const).filter(has).map((step) => (
              <form key={step} method="post" action={action(step)} className="console-form">
                <CsrfField />
                <h3>{step === 'check-out' ? 'Check-out' : 'Return'}</h3>
                <Field name="hours" label="Hour meter" error={posted === step ? errors.hours : undefined} hint="The cart's hour meter reading (optional).">
                  {(props) => <input {...props} type="text" inputMode="decimal" defaultValue={posted === step ? values.hours : ''} />}
                </Field>
                <Field name="note" label="Note" error={posted === step ? errors.note : undefined} hint="Charge level, damage, anything to remember (optional).">
                  {(props) => <textarea {...props} rows={2} maxLength={1000} defaultValue={posted === step ? values.note : ''} />}
                </Field>
                <button type="submit">{step === 'check-out' ? 'Record check-out' : 'Record return'}</button>
              </form>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="rental-mail-title">
        <h2 id="rental-mail-title">E-mails</h2>
        {d.deliveries.length === 0 ? (
          <p>No e-mails.</p>
        ) : (
          <ul>
            {d.deliveries.map((m) => (
              <li key={m.label}>
                {m.label}: {m.status}
                {m.sent ? `, sent ${m.sent}` : ''}
                {m.attempts > 1 ? ` (${m.attempts} attempts)` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rental-history-title">
        <h2 id="rental-history-title">History</h2>
        <ol>
          {d.history.map((h, i) => (
            <li key={i}>
              {h.at}: {h.action} by {h.actor}
              {h.detail ? ` (${h.detail})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
