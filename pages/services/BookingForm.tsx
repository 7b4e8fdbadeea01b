/**
 * The service booking form (on /services and /enquiries/service): the days and windows with
 * room as radio buttons rendered by the server, the cart and the customer. Without
 * JavaScript it posts to /enquiries/service; with it, the same fields go to the JSON API, and
 * a window that filled meanwhile is answered in place with the nearest open ones. Its words are
 * the page's (`form` in its +words.ts, ./booking-words.ts), in the page's language.
 */
import { useState, type FormEvent, type ReactElement } from 'react'
import { navigate } from 'vike/client/router'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { fill, plural } from '#app/domain/language'
import { HONEYPOT_FIELD } from '#app/domain/leads/contact-fields'
import { useVisit, VisitFields } from '#app/components/VisitFields'
import { useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { openDays } from '#app/domain/bookings/service-windows'
import type { BookingFormWords } from './booking-words'
import { dayLabel, shortDayLabel, windowLabel } from './date-words'
import { FORM_DAYS, type BookingFormData, type WindowChoice } from './booking-data'
import './booking.css'

type Field = 'window' | 'make' | 'model' | 'problem' | 'firstName' | 'lastName' | 'email' | 'phone' | 'note'
const ORDER: readonly Field[] = ['window', 'make', 'model', 'problem', 'firstName', 'lastName', 'email', 'phone', 'note']
type Nearest = NonNullable<BookingFormData['nearest']>

/**
 * The form's values to start from: in the browser, what the visitor already typed into the
 * server's form (this code arrives once they start, and takes that form over), else the data's.
 */
function startingValues(data: BookingFormData): Record<string, string> {
  const served = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>('form.service-booking-form')
  if (!served) return data.values
  const typed = [...new FormData(served)].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
  return { ...data.values, ...Object.fromEntries(typed) }
}

export function BookingForm({ data }: { data: BookingFormData }) {
  const phone = useFacts().phones.main.display
  const COPY = useWords<{ form: BookingFormWords }>().form
  const language = useLanguage()
  const localPath = useLocalPath()
  const failed = fill(COPY.failed, { phone })
  const placesText = (free: number) => fill(plural(language, free, COPY.places), { count: free })
  /**
   * The server's answer in the page's language: its own words on an English page; on another,
   * the page's words for its fields and its status (the API answers in English).
   */
  const english = language === DEFAULT_LANGUAGE
  const answerText = (status: number, error: string | undefined, fields: Record<string, string> | undefined): string => {
    if (english) return error ?? failed
    if (status === 409) return COPY.answers.unavailable
    if (status === 429) return fill(COPY.answers.busy, { phone })
    if (status === 400 && fields && Object.keys(fields).length > 0) return COPY.answers.invalid
    return failed
  }
  const fieldTexts = (fields: Record<string, string>): Record<string, string> =>
    english ? fields : Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, (COPY.answers.fields as Record<string, string>)[name] ?? message]))
  const [values, setValues] = useState<Record<string, string>>(() => startingValues(data))
  const [errors, setErrors] = useState<Record<string, string>>(data.errors)
  const [formError, setFormError] = useState(data.formError)
  const [nearest, setNearest] = useState<Nearest | undefined>(data.nearest)
  const [days, setDays] = useState(data.days)
  const [busy, setBusy] = useState(false)
  const visit = useVisit(data.values)
  const update = (name: string) => (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const trap = new FormData(form).get(HONEYPOT_FIELD)
    setBusy(true)
    try {
      const response = await fetch('/api/service/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, requestKey: data.requestKey, ...visit, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string>; nearest?: Nearest; booked?: string }
      if (response.ok) return void (await navigate(localPath(body.booked ?? '/services/booked')))
      const answer = answerText(response.status, body.error, body.fields)
      setFormError(answer)
      if (response.status === 409) {
        setErrors({ window: answer })
        setNearest(body.nearest ?? [])
        // The list again, as it is now.
        const slots = (await fetch(`/api/service/slots?days=${FORM_DAYS}`).then((r) => r.json()).catch(() => null)) as { windows?: Array<WindowChoice & { day: string }> } | null
        if (slots?.windows) setDays(openDays(slots.windows))
        setValues({ ...values, window: '' })
      } else {
        setErrors(fieldTexts(body.fields ?? {}))
        setNearest(undefined)
      }
      const first = ORDER.find((f) => body.fields?.[f])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      else form.querySelector<HTMLElement>('.form-alert')?.focus()
    } catch {
      setFormError(failed)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, label: string, control: (common: Record<string, unknown>) => ReactElement, options: { hint?: string; optional?: boolean } = {}) => {
    const id = `service-${name}`
    const error = errors[name]
    const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {options.hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {options.hint}
          </p>
        )}
        {control({ id, name, required: options.optional ? undefined : true, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    )
  }
  const text = (name: Field, label: string, type: string, autoComplete: string, max: number, extra: Record<string, unknown> = {}) =>
    field(name, label, (common) => <input className="input" type={type} autoComplete={autoComplete} maxLength={max} value={values[name] ?? ''} onChange={update(name)} {...extra} {...common} />)

  const windowError = errors.window
  return (
    <form className="form service-booking-form" method="post" action={localPath('/enquiries/service')} noValidate onSubmit={onSubmit} aria-label={COPY.title}>
      {formError && (
        <div className="form-alert" role="alert" tabIndex={-1}>
          <p>{formError}</p>
          {nearest && nearest.length > 0 && (
            <>
              <p>{COPY.full}</p>
              <ul className="service-nearest">
                {nearest.map((w) => (
                  <li key={w.id}>
                    {shortDayLabel(w.day, COPY.dates)}, {windowLabel(w.from, w.to, COPY.dates)} ({placesText(w.free)})
                  </li>
                ))}
              </ul>
            </>
          )}
          {nearest && nearest.length === 0 && <p>{fill(COPY.fullNone, { phone })}</p>}
        </div>
      )}
      <input type="hidden" name="requestKey" value={data.requestKey} />
      <fieldset className="service-windows" aria-describedby={['service-window-hint', windowError ? 'service-window-error' : ''].filter(Boolean).join(' ')}>
        <legend>{COPY.windowLegend}</legend>
        <p className="field-hint" id="service-window-hint">
          {COPY.windowHint}
        </p>
        {windowError && (
          <p className="field-error" id="service-window-error">
            {windowError}
          </p>
        )}
        {days.length === 0 && <p>{fill(COPY.noWindows, { phone })}</p>}
        <div className="service-days">
          {days.map(({ day, windows }) => (
            <fieldset key={day} className="service-day">
              <legend>{dayLabel(day, COPY.dates)}</legend>
              {windows.map((w) => (
                <label key={w.id} className="service-window">
                  <input type="radio" name="window" value={w.id} required checked={values.window === w.id} onChange={update('window')} />
                  <span>{windowLabel(w.from, w.to, COPY.dates)}</span>
                  <span className="muted">{placesText(w.free)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <div className="form-row">
        {text('make', COPY.make, 'text', 'off', 60)}
        {text('model', COPY.model, 'text', 'off', 60)}
      </div>
      {field('problem', COPY.problem, (common) => <textarea className="textarea" rows={4} maxLength={2000} value={values.problem ?? ''} onChange={update('problem')} {...common} />)}
      <div className="form-row">
        {text('firstName', COPY.firstName, 'text', 'given-name', 100)}
        {text('lastName', COPY.lastName, 'text', 'family-name', 100)}
      </div>
      <div className="form-row">
        {text('email', COPY.email, 'email', 'email', 254, { inputMode: 'email' })}
        {text('phone', COPY.phone, 'tel', 'tel', 30, { inputMode: 'tel' })}
      </div>
      {field('note', COPY.note, (common) => <textarea className="textarea" rows={3} maxLength={5000} value={values.note ?? ''} onChange={update('note')} {...common} />, { optional: true })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="service-website">{COPY.honeypot}</label>
        <input id="service-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <VisitFields visit={visit} />
      <button type="submit" className="button button-accent" disabled={busy}>
        {busy ? COPY.sending : COPY.submit}
      </button>
    </form>
  )
}
