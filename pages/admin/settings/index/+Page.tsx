import { HOURS_EN } from '#app/content/hours'
import { WEEKDAYS } from '#app/domain/dealer-clock'
import { DEPARTMENTS, rowField, SETTINGS_LIMITS, type Department } from '#app/domain/settings/fields'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { SETTINGS_NOTICES } from '../notices'
import type { ConsoleSettingsData } from './+data'
import '../settings.css'

/** Labels of the main form's fields, in its order (the error summary lists errors in this order). */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(
    DEPARTMENTS.flatMap((d) =>
      Array.from({ length: SETTINGS_LIMITS.rows }, (_, i) => [
        [`hours.${d}`, `${HOURS_EN.departments[d]} hours`],
        [rowField(d, i, 'from'), `${HOURS_EN.departments[d]}, row ${i + 1}: first day`],
        [rowField(d, i, 'to'), `${HOURS_EN.departments[d]}, row ${i + 1}: last day`],
        [rowField(d, i, 'opens'), `${HOURS_EN.departments[d]}, row ${i + 1}: opens`],
        [rowField(d, i, 'closes'), `${HOURS_EN.departments[d]}, row ${i + 1}: closes`],
        [rowField(d, i, 'note'), `${HOURS_EN.departments[d]}, row ${i + 1}: note`],
        [rowField(d, i, 'noteEs'), `${HOURS_EN.departments[d]}, row ${i + 1}: note in Spanish`],
      ]).flat(),
    ),
  ),
  'phones.main.e164': 'Main phone, international form',
  'phones.main.display': 'Main phone, as shown',
  'phones.local.e164': 'Local phone, international form',
  'phones.local.display': 'Local phone, as shown',
  'emails.info': 'Info e-mail',
  'emails.sales': 'Sales e-mail',
  'address.street': 'Street',
  'address.city': 'City',
  'address.region': 'State',
  'address.postalCode': 'ZIP code',
  'geo.latitude': 'Latitude',
  'geo.longitude': 'Longitude',
  mapUrl: 'Map link',
  'banner.text': 'Banner text',
  'banner.textEs': 'Banner text in Spanish',
  'banner.link': 'Banner link',
  'banner.from': 'First day shown',
  'banner.to': 'Last day shown',
}

/** The closure form's labels. */
const CLOSURE_LABELS: Record<string, string> = { date: 'Date', departments: 'Departments', reason: 'Reason', reasonEs: 'Reason in Spanish', opens: 'Special hours: opens', closes: 'Special hours: closes' }

function DayRows({ department, count, values, errors }: { department: Department; count: number; values: Record<string, string>; errors: Record<string, string> }) {
  const day = (i: number, name: 'from' | 'to', label: string) => (
    <Field name={rowField(department, i, name)} label={label} error={errors[rowField(department, i, name)]}>
      {(props) => (
        <select {...props} defaultValue={values[rowField(department, i, name)] ?? ''}>
          <option value="">{name === 'from' ? '(not used)' : '(same day)'}</option>
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  const time = (i: number, name: 'opens' | 'closes', label: string) => (
    <Field name={rowField(department, i, name)} label={label} error={errors[rowField(department, i, name)]}>
      {(props) => <input {...props} type="time" defaultValue={values[rowField(department, i, name)] ?? ''} />}
    </Field>
  )
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <fieldset key={i} className="settings-row">
          <legend>{`Row ${i + 1}`}</legend>
          <div className="console-inline">
            {day(i, 'from', 'First day')}
            {day(i, 'to', 'Last day')}
            {time(i, 'opens', 'Opens')}
            {time(i, 'closes', 'Closes')}
            <Field name={rowField(department, i, 'note')} label="Note when closed" error={errors[rowField(department, i, 'note')]}>
              {(props) => <input {...props} type="text" maxLength={SETTINGS_LIMITS.note} defaultValue={values[rowField(department, i, 'note')] ?? ''} />}
            </Field>
            <Field name={rowField(department, i, 'noteEs')} label="Note in Spanish" error={errors[rowField(department, i, 'noteEs')]}>
              {(props) => <input {...props} type="text" lang="es" maxLength={SETTINGS_LIMITS.note} defaultValue={values[rowField(department, i, 'noteEs')] ?? ''} />}
            </Field>
          </div>
        </fieldset>
      ))}
    </>
  )
}

export default function Page() {
  const data = useData<ConsoleSettingsData>()
  const pageContext = usePageContext()
  const form = useConsoleForm()
  const notice = SETTINGS_NOTICES[pageContext.urlParsed.search.notice ?? '']
  const closurePost = form.values.closureForm === 'add'
  const mainPost = !closurePost && Boolean(form.formError || Object.keys(form.errors).length)
  const values = mainPost ? form.values : data.values
  const errors = mainPost ? form.errors : {}
  const closureValues = closurePost ? form.values : {}
  const closureErrors = closurePost ? form.errors : {}
  const text = (name: string, options: { type?: string; hint?: string; maxLength?: number; inputMode?: 'decimal' | 'tel' | 'email' | 'url'; lang?: string } = {}) => (
    <Field name={name} label={LABELS[name] ?? name} error={errors[name]} hint={options.hint}>
      {(props) => <input {...props} type={options.type ?? 'text'} defaultValue={values[name] ?? ''} maxLength={options.maxLength} inputMode={options.inputMode} lang={options.lang} autoComplete="off" />}
    </Field>
  )
  return (
    <>
      <div className="console-title-row">
        <h1>Site settings</h1>
        <p className="console-actions">
          <a className="button-quiet" href="/admin/settings/versions">
            Versions
          </a>
        </p>
      </div>
      <Notice>{notice}</Notice>
      <p>{data.savedText}</p>
      {!data.canEdit && <p className="console-hint">Only an owner can change these settings.</p>}
      <section aria-labelledby="settings-now-title">
        <h2 id="settings-now-title">On the site now</h2>
        <ul className="settings-status">
          {data.status.map((line) => (
            <li key={line.department}>
              <strong>{`${line.department}: `}</strong>
              {line.text}
            </li>
          ))}
        </ul>
      </section>

      <form className="console-form" method="post" action="/admin/settings" noValidate>
        <CsrfField />
        <input type="hidden" name="basedOn" value={data.versionId} />
        {mainPost && <ErrorSummary errors={errors} message={form.formError} labels={LABELS} />}
        <fieldset disabled={!data.canEdit}>
          <legend>Hours</legend>
          <p className="console-hint">
            Each row covers days from the first to the last. Give the opening and closing times, or leave them empty for a closed day and write a note such as
            Closed or By appointment. Every day of the week needs one row.
          </p>
          {DEPARTMENTS.map((department) => (
            <fieldset key={department} id={`field-hours.${department}`} tabIndex={-1}>
              <legend>{`${HOURS_EN.departments[department]} hours`}</legend>
              {errors[`hours.${department}`] && <p className="console-field-error">{errors[`hours.${department}`]}</p>}
              <DayRows department={department} count={data.rows[department]} values={values} errors={errors} />
            </fieldset>
          ))}
        </fieldset>
        <fieldset disabled={!data.canEdit}>
          <legend>Phones and e-mail</legend>
          <div className="console-inline">
            {text('phones.main.e164', { hint: 'e.g. +18885550142', inputMode: 'tel' })}
            {text('phones.main.display', { hint: 'e.g. (888) 555-0142', inputMode: 'tel' })}
          </div>
          <div className="console-inline">
            {text('phones.local.e164', { inputMode: 'tel' })}
            {text('phones.local.display', { inputMode: 'tel' })}
          </div>
          <div className="console-inline">
            {text('emails.info', { type: 'email', inputMode: 'email' })}
            {text('emails.sales', { type: 'email', inputMode: 'email' })}
          </div>
        </fieldset>
        <fieldset disabled={!data.canEdit}>
          <legend>Address</legend>
          {text('address.street', { maxLength: SETTINGS_LIMITS.street })}
          <div className="console-inline">
            {text('address.city', { maxLength: SETTINGS_LIMITS.city })}
            {text('address.region', { maxLength: 2 })}
            {text('address.postalCode', { maxLength: 10 })}
          </div>
          <div className="console-inline">
            {text('geo.latitude', { inputMode: 'decimal', hint: 'For search engines’ maps.' })}
            {text('geo.longitude', { inputMode: 'decimal' })}
          </div>
          {text('mapUrl', { type: 'url', inputMode: 'url', hint: 'Where the address links to: directions on a map service.' })}
        </fieldset>
        <fieldset disabled={!data.canEdit}>
          <legend>Announcement banner</legend>
          <p className="console-hint">Shown under the menu on every page from the first to the last day. Leave the text empty for no banner.</p>
          {text('banner.text', { maxLength: SETTINGS_LIMITS.bannerText })}
          {text('banner.textEs', { maxLength: SETTINGS_LIMITS.bannerText, lang: 'es', hint: 'Optional: the Spanish site shows the English, marked as English, where this is empty.' })}
          {text('banner.link', { hint: 'Optional: a page of this site such as /specials, or a full https:// address.' })}
          <div className="console-inline">
            {text('banner.from', { type: 'date' })}
            {text('banner.to', { type: 'date' })}
          </div>
        </fieldset>
        {data.canEdit && (
          <p className="console-submit">
            <button type="submit">Save settings</button>
          </p>
        )}
      </form>

      <section id="closures" aria-labelledby="closures-title">
        <h2 id="closures-title">Holiday closures and special hours</h2>
        {data.closures.length === 0 ? (
          <p>None planned.</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="visually-hidden">Closures and special hours by date</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Departments</th>
                  <th scope="col">Hours</th>
                  <th scope="col">Reason</th>
                  {data.canEdit && <th scope="col">Remove</th>}
                </tr>
              </thead>
              <tbody>
                {data.closures.map((closure) => (
                  <tr key={closure.index}>
                    <th scope="row">
                      {closure.dateText}
                      {closure.past && <span className="console-sub">Past</span>}
                    </th>
                    <td data-label="Departments">{closure.departments}</td>
                    <td data-label="Hours">{closure.hoursText}</td>
                    <td data-label="Reason">
                      {closure.reason}
                      {closure.reasonEs && (
                        <span className="console-sub" lang="es">
                          {closure.reasonEs}
                        </span>
                      )}
                    </td>
                    {data.canEdit && (
                      <td data-label="Remove">
                        <form method="post" action="/admin/settings/closures/remove">
                          <CsrfField />
                          <input type="hidden" name="basedOn" value={data.versionId} />
                          <input type="hidden" name="index" value={closure.index} />
                          <button type="submit" className="button-danger">
                            Remove<span className="visually-hidden">{` ${closure.dateText}`}</span>
                          </button>
                        </form>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.canEdit && (
          <form className="console-form" method="post" action="/admin/settings/closures" noValidate>
            <CsrfField />
            <input type="hidden" name="basedOn" value={data.versionId} />
            <h3>Add a closure or special hours</h3>
            {closurePost && <ErrorSummary errors={closureErrors} message={form.formError} labels={CLOSURE_LABELS} />}
            <div className="console-inline">
              <Field name="date" label={CLOSURE_LABELS.date!} error={closureErrors.date}>
                {(props) => <input {...props} type="date" defaultValue={closureValues.date ?? ''} required />}
              </Field>
              <Field name="reason" label={CLOSURE_LABELS.reason!} error={closureErrors.reason} hint="Shown as “Closed for …”, e.g. Thanksgiving.">
                {(props) => <input {...props} type="text" maxLength={SETTINGS_LIMITS.reason} defaultValue={closureValues.reason ?? ''} required />}
              </Field>
              <Field name="reasonEs" label={CLOSURE_LABELS.reasonEs!} error={closureErrors.reasonEs} hint="Optional: shown as “Cerrado por …” on the Spanish site, e.g. Día de Acción de Gracias.">
                {(props) => <input {...props} type="text" lang="es" maxLength={SETTINGS_LIMITS.reason} defaultValue={closureValues.reasonEs ?? ''} />}
              </Field>
            </div>
            <fieldset id="field-departments" tabIndex={-1}>
              <legend>{CLOSURE_LABELS.departments}</legend>
              {closureErrors.departments && <p className="console-field-error">{closureErrors.departments}</p>}
              {DEPARTMENTS.map((department) => (
                <div key={department} className="console-check">
                  <input
                    id={`closure-${department}`}
                    type="checkbox"
                    name="departments[]"
                    value={department}
                    defaultChecked={closurePost ? (closureValues.departments ?? '').split(',').includes(department) : true}
                  />
                  <label htmlFor={`closure-${department}`}>{HOURS_EN.departments[department]}</label>
                </div>
              ))}
            </fieldset>
            <div className="console-inline">
              <Field name="opens" label={CLOSURE_LABELS.opens!} error={closureErrors.opens} hint="Leave both empty to close all day.">
                {(props) => <input {...props} type="time" defaultValue={closureValues.opens ?? ''} />}
              </Field>
              <Field name="closes" label={CLOSURE_LABELS.closes!} error={closureErrors.closes}>
                {(props) => <input {...props} type="time" defaultValue={closureValues.closes ?? ''} />}
              </Field>
            </div>
            <p className="console-submit">
              <button type="submit">Add</button>
            </p>
          </form>
        )}
      </section>
    </>
  )
}
