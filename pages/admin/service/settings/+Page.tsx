import { SETTINGS_MESSAGES } from '#app/domain/bookings/service-booking'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import type { ServiceSettingsData } from './+data'
import '../service.css'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const LABELS: Record<string, string> = { ...Object.fromEntries(WEEKDAYS.map((d, i) => [`w${i}`, d])), noticeDays: 'Minimum notice', horizonDays: 'Book up to', closedDays: 'Closed days' }

/** The owner's service settings: each weekday's drop-off windows and how many carts each takes, the notice, the horizon, closed days. */
export default function Page() {
  const d = useData<ServiceSettingsData>()
  const form = useConsoleForm()
  const values = form.formError ? form.values : d.values
  const { urlParsed } = usePageContext()
  const disabled = !d.isOwner
  return (
    <>
      <h1>Service settings</h1>
      <p>
        <a href="/admin/service">Back to the service desk</a>
      </p>
      <Notice>{urlParsed?.search.notice === 'saved' ? 'Settings saved: the booking form offers the new windows now.' : undefined}</Notice>
      {disabled && <p>Only an owner can change these settings.</p>}
      <ErrorSummary errors={form.errors} message={form.formError} labels={LABELS} />
      <form method="post" action="/admin/service/settings" className="console-form">
        <CsrfField />
        <fieldset>
          <legend>Drop-off windows</legend>
          <p className="console-hint">{SETTINGS_MESSAGES.windows}. A window outside the department’s hours that day is never offered.</p>
          <div className="service-settings-week">
            {WEEKDAYS.map((day, i) => (
              <Field key={day} name={`w${i}`} label={day} hint={d.hours[i] ? `Open ${d.hours[i]}` : 'Closed'} error={form.errors[`w${i}`]}>
                {(common) => <textarea {...common} className="textarea" rows={3} defaultValue={values[`w${i}`] ?? ''} disabled={disabled} />}
              </Field>
            ))}
          </div>
        </fieldset>
        <Field name="noticeDays" label={LABELS.noticeDays!} hint="Working days: 1 = from the next working day, 0 = today’s windows not yet begun" error={form.errors.noticeDays}>
          {(common) => <input {...common} type="text" className="input input-short" inputMode="numeric" defaultValue={values.noticeDays ?? ''} disabled={disabled} />}
        </Field>
        <Field name="horizonDays" label={LABELS.horizonDays!} hint="Days ahead of today one may book" error={form.errors.horizonDays}>
          {(common) => <input {...common} type="text" className="input input-short" inputMode="numeric" defaultValue={values.horizonDays ?? ''} disabled={disabled} />}
        </Field>
        <Field name="closedDays" label={LABELS.closedDays!} hint={`${SETTINGS_MESSAGES.closedDays}. The site’s holiday closures count too${d.closures.length ? `: ${d.closures.join(', ')}` : ''}.`} error={form.errors.closedDays}>
          {(common) => <textarea {...common} className="textarea" rows={4} defaultValue={values.closedDays ?? ''} disabled={disabled} />}
        </Field>
        {!disabled && (
          <button type="submit" className="button button-primary">
            Save settings
          </button>
        )}
      </form>
    </>
  )
}
