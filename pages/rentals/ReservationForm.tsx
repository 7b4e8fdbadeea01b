/**
 * The reservation form: a plain POST to /rentals/reserve without JavaScript (the server answers
 * 303 to the thank-you page, or this form again with the messages), and with it a JSON post to
 * /api/rentals/reservations answered in place. One key per form (requestKey) makes a double
 * tap one reservation. The summary shows the price by the price rule and the delivery estimate.
 */
import { useState, type FormEvent, type ReactElement } from 'react'
import { navigate } from 'vike/client/router'
import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { DEFAULT_LANGUAGE } from '#app/content/languages'
import { fill, plural } from '#app/domain/language'
import { HONEYPOT_FIELD } from '#app/domain/leads/contact-fields'
import { useVisit, VisitFields } from '#app/components/VisitFields'
import { useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { PLAN_CHOICES } from './checker'
import { shortDay } from './day-words'
import type { ReserveData } from './reserve/+data'
import type { ReserveWords } from './reserve/+words'
import './reservation.css'

type Field = 'plan' | 'start' | 'days' | 'town' | 'address' | 'firstName' | 'lastName' | 'email' | 'phone' | 'note' | 'driver'
const ORDER: readonly Field[] = ['plan', 'start', 'days', 'town', 'address', 'firstName', 'lastName', 'email', 'phone', 'note', 'driver']

export function ReservationForm({ data }: { data: ReserveData }) {
  const phone = useFacts().phones.main
  const COPY = useWords<ReserveWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  const daysText = (n: number) => fill(plural(language, n, COPY.dayCount), { count: n })
  // The API answers in English: a page in another language says its answers in its own words,
  // each field's message by its key (or the field's own), the whole form's by the answer's status.
  const localErrors = (fields: Record<string, string>): Record<string, string> =>
    language === DEFAULT_LANGUAGE ? fields : Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, COPY.errors[data.messageKeys?.[message] ?? (field as keyof ReserveWords['errors'])] ?? message]))
  const formMessage = (status: number, body: { error?: string; fields?: Record<string, string> }): string => {
    if (language === DEFAULT_LANGUAGE) return body.error ?? COPY.failed
    if (status === 400 && body.fields && Object.keys(body.fields).length > 0) return COPY.errors.invalid
    if (status === 409) return COPY.errors.noCart
    if (status === 429) return fill(COPY.rateLimited, { phone: phone.display })
    return COPY.failed
  }
  const [values, setValues] = useState<Record<string, string>>(data.values)
  const [errors, setErrors] = useState<Record<string, string>>(data.errors)
  const [formError, setFormError] = useState(data.formError)
  const [nextAvailable, setNextAvailable] = useState(data.nextAvailable)
  const [busy, setBusy] = useState(false)
  const visit = useVisit(data.values)
  const update = (name: string) => (e: { target: { value: string; type?: string; checked?: boolean } }) =>
    setValues({ ...values, [name]: e.target.type === 'checkbox' ? (e.target.checked ? 'yes' : '') : e.target.value })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const trap = new FormData(form).get(HONEYPOT_FIELD)
    setBusy(true)
    try {
      const response = await fetch('/api/rentals/reservations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, days: values.days, driver: values.driver === 'yes', requestKey: data.requestKey, ...visit, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string>; nextAvailable?: string[]; thankYou?: string }
      if (response.ok && body.thankYou) return void (await navigate(localPath(body.thankYou)))
      if (response.ok) return void (await navigate(localPath('/rentals/thank-you')))
      setErrors(localErrors(body.fields ?? {}))
      setFormError(formMessage(response.status, body))
      setNextAvailable(response.status === 409 ? (body.nextAvailable ?? []) : undefined)
      const first = ORDER.find((f) => body.fields?.[f])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      else form.querySelector<HTMLElement>('.form-alert')?.focus()
    } catch {
      setFormError(COPY.failed)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, label: string, control: (common: Record<string, unknown>) => ReactElement, options: { hint?: string; optional?: boolean } = {}) => {
    const id = `reserve-${name}`
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
    field(name, label, (common) => (
      <input className="input" type={type} autoComplete={autoComplete} {...(type === 'date' || type === 'number' ? {} : { maxLength: max })} value={values[name] ?? ''} onChange={update(name)} {...extra} {...common} />
    ))

  const summary = data.summary
  return (
    <div className="reservation-layout">
      {summary && (
        <section className="card reservation-summary" aria-labelledby="reservation-summary-title">
          <h2 id="reservation-summary-title" className="h3">
            {COPY.summaryTitle}
          </h2>
          <dl>
            <dt>{COPY.plan}</dt>
            <dd>{COPY.plans[summary.plan as keyof ReserveWords['plans']] ?? summary.plan}</dd>
            <dt>{COPY.start}</dt>
            <dd>
              {summary.startText} ({daysText(summary.days)}, {fill(COPY.collected, { day: summary.returnText })})
            </dd>
            <dt>{COPY.price}</dt>
            <dd>
              <strong>{formatPrice(summary.price)}</strong>{' '}
              <span className="muted">({summary.parts.map((p) => `${p.count} × ${COPY.periods[p.label]}`).join(' + ')})</span>
            </dd>
            {data.delivery !== undefined && (
              <>
                <dt>{COPY.delivery}</dt>
                <dd>{data.delivery === null ? COPY.deliveryUnknown : data.delivery.fee === 0 ? fill(COPY.deliveryFree, { miles: data.delivery.miles }) : fill(COPY.deliveryFee, { fee: formatPrice(data.delivery.fee), miles: data.delivery.miles })}</dd>
              </>
            )}
          </dl>
          <p className="muted">{COPY.deliveryEstimateNote}</p>
          <p className="muted">{COPY.noPayment}</p>
          <p className="muted">{fill(COPY.hold, { hours: data.holdHours })}</p>
          <p>
            <a href={localPath('/policies/rental-policy')}>{COPY.policy}</a>
          </p>
        </section>
      )}
      <form className="form reservation-form card" method="post" action={localPath('/rentals/reserve')} noValidate onSubmit={onSubmit} aria-label={COPY.title}>
        {formError && (
          <div className="form-alert" role="alert" tabIndex={-1}>
            <p>{formError}</p>
            {nextAvailable && nextAvailable.length > 0 && (
              <>
                <p>{COPY.full}</p>
                <ul className="reservation-nearest">
                  {nextAvailable.map((day) => (
                    <li key={day}>
                      <a href={localPath(`/rentals/reserve?plan=${values.plan}&start=${day}&days=${values.days}${values.town ? `&town=${encodeURIComponent(values.town)}` : ''}`)}>{shortDay(day, COPY.shortDay)}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {nextAvailable && nextAvailable.length === 0 && <p>{COPY.fullNone}</p>}
          </div>
        )}
        <input type="hidden" name="requestKey" value={data.requestKey} />
        <div className="form-row">
          {field('plan', COPY.plan, (common) => (
            <select className="select" value={values.plan ?? ''} onChange={update('plan')} {...common}>
              <option value="">{COPY.choosePlan}</option>
              {PLAN_CHOICES.map((p) => (
                <option key={p.value} value={p.value}>
                  {COPY.plans[p.value]}
                </option>
              ))}
            </select>
          ))}
          {text('start', COPY.start, 'date', 'off', 10, { min: data.firstDay, max: data.lastDay })}
        </div>
        <div className="form-row">
          {text('days', COPY.days, 'number', 'off', 2, { min: 1, max: 30, step: 1, inputMode: 'numeric' })}
          {field('town', COPY.town, (common) => (
            <select className="select" value={values.town ?? ''} onChange={update('town')} {...common}>
              <option value="">{COPY.chooseTown}</option>
              {data.towns.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          ))}
        </div>
        {field('address', COPY.address, (common) => <input className="input" type="text" autoComplete="address-line1" maxLength={200} value={values.address ?? ''} onChange={update('address')} {...common} />, { hint: COPY.addressHint })}
        <div className="form-row">
          {text('firstName', COPY.firstName, 'text', 'given-name', 100)}
          {text('lastName', COPY.lastName, 'text', 'family-name', 100)}
        </div>
        <div className="form-row">
          {text('email', COPY.email, 'email', 'email', 254, { inputMode: 'email' })}
          {text('phone', COPY.phone, 'tel', 'tel', 30, { inputMode: 'tel' })}
        </div>
        {field('note', COPY.note, (common) => <textarea className="textarea" rows={3} maxLength={2000} value={values.note ?? ''} onChange={update('note')} {...common} />, { optional: true })}
        <div className={errors.driver ? 'field reservation-check has-error' : 'field reservation-check'}>
          <input
            id="reserve-driver"
            type="checkbox"
            name="driver"
            value="yes"
            required
            checked={values.driver === 'yes'}
            onChange={update('driver')}
            aria-invalid={errors.driver ? true : undefined}
            aria-describedby={['reserve-driver-hint', errors.driver ? 'reserve-driver-error' : ''].filter(Boolean).join(' ')}
          />
          <label htmlFor="reserve-driver">{COPY.driver}</label>
          <p className="field-hint" id="reserve-driver-hint">
            {COPY.driverHint}
          </p>
          {errors.driver && (
            <p className="field-error" id="reserve-driver-error">
              {errors.driver}
            </p>
          )}
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="reserve-website">{COPY.honeypot}</label>
          <input id="reserve-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <VisitFields visit={visit} />
        <button type="submit" className="button button-accent" disabled={busy} aria-disabled={busy}>
          {busy ? COPY.sending : COPY.submit}
        </button>
        <p className="muted">
          {COPY.noPayment} <a href={telHref(phone)}>{phone.display}</a>
        </p>
      </form>
    </div>
  )
}
