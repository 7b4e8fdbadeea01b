import { useEffect, useState, type ReactNode } from 'react'
import { HONEYPOT_FIELD, LIMITS } from '../domain/leads/contact-fields'
import {
  addDays,
  CONDITIONS,
  dealerToday,
  DELIVERY_TOWNS,
  ENQUIRY_LIMITS,
  enquiryFields,
  enquiryMessageKey,
  OTHER_TOWN,
  RENTAL_PLAN_OPTIONS,
  TIMES_OF_DAY,
  type EnquiryField,
  type EnquiryKind,
} from '../domain/leads/enquiry-fields'
import { fill } from '../domain/language'
import { FORM_WORDS_EN } from './form-words-en'
import { useLeadForm, useLeadFormLanguage } from './useLeadForm'
import { useVisit, VisitFields } from './VisitFields'

import type { EnquiryFormProps } from './EnquiryForm'

type Validate = (typeof import('../domain/leads/enquiries'))['validateEnquiry']

/** The shared schema, fetched when the visitor first reaches a form rather than with the page. */
let validator: Promise<Validate> | undefined
const loadValidator = () => (validator ??= import('../domain/leads/enquiries').then((module) => module.validateEnquiry))

function initialValues(kind: EnquiryKind, props: EnquiryFormProps): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of enquiryFields(kind)) values[field] = props.defaults?.[field] ?? ''
  if (kind === 'rental') values.plan ||= RENTAL_PLAN_OPTIONS[0].value
  if (kind === 'rental') values.days ||= '1'
  if (props.vehicle) values.vehicleId = props.vehicle.id
  if (props.initial) for (const [field, value] of Object.entries(props.initial.values)) if (field in values) values[field] = value
  return values
}

/**
 * An enquiry form's fields and behaviour (test drive, rental, service, trade-in), loaded
 * by the browser only when a page shows one (./EnquiryForm.tsx). With JavaScript it validates in
 * the browser with the shared schema and posts JSON to /api/enquiries/{kind} (./useLeadForm.ts); without it,
 * it posts to /enquiries/{kind} and the server answers with /thank-you/{kind} or the form
 * again with the messages and the visitor's input.
 */
export function EnquiryFormFields(props: EnquiryFormProps) {
  const { kind, vehicle, vehicles, initial } = props
  const words = props.words ?? FORM_WORDS_EN.enquiry
  // Date pickers start at today at the dealer; set after hydration so the server's cached HTML never disagrees with the
  // browser (and the form is marked ready: hydrated, validating in the browser).
  const [today, setToday] = useState<string>()
  const { say, localPath, visitValues } = useLeadFormLanguage(words.form, props.sourcePage ? { sourcePage: props.sourcePage, ...initial?.values } : initial?.values)
  const visit = useVisit(visitValues)
  /** A field's message (the schema's, in English) in the form's words. */
  const fieldError = (message: string | undefined) => {
    const found = message === undefined ? undefined : enquiryMessageKey(message)
    return found ? fill(words.errors[found.key], found.values) : message
  }
  const { values, errors, submitting, formRef, update, onSubmit } = useLeadForm({
    initialValues: () => initialValues(kind, props),
    initialErrors: initial?.errors,
    sentBack: Boolean(initial),
    fields: enquiryFields(kind),
    validate: (next) => loadValidator().then((check) => check(kind, next)),
    endpoint: `/api/enquiries/${kind}`,
    thankYou: localPath(`/thank-you/${kind}`),
    visit,
    words: words.form,
    say,
  })
  const id = (field: string) => `${kind}-${field}`

  useEffect(() => setToday(dealerToday()), [])

  /** A labelled control with its message, linked for screen readers. */
  const field = (name: EnquiryField, control: (common: Record<string, unknown>) => ReactNode, options: { hint?: string; optional?: boolean } = {}) => {
    const error = fieldError(errors[name])
    const hintId = options.hint ? `${id(name)}-hint` : undefined
    const errorId = error ? `${id(name)}-error` : undefined
    const common = {
      id: id(name),
      name,
      value: values[name] ?? '',
      required: options.optional ? undefined : true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      onChange: (e: { target: { value: string } }) => update(name, e.target.value),
    }
    return (
      <div className="field" key={name}>
        <label htmlFor={id(name)}>{words.labels[name]}</label>
        {options.hint && (
          <p id={hintId} className="field-hint">
            {options.hint}
          </p>
        )}
        {control(common)}
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    )
  }

  const text = (name: EnquiryField, max: number, autoComplete = 'off') =>
    field(name, (common) => <input className="input" type="text" maxLength={max} autoComplete={autoComplete} {...common} />)
  // Only a select with an empty first option may be required (HTML's placeholder label option rule).
  const select = (name: EnquiryField, options: readonly { value: string; label: string }[], placeholder?: string) =>
    field(name, (common) => (
      <select className="select" {...common} required={placeholder !== undefined ? true : undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ))
  const date = (name: EnquiryField, aheadDays: number, hint?: string) =>
    field(name, (common) => <input className="input" type="date" min={today} max={today ? addDays(today, aheadDays) : undefined} {...common} />, { hint })
  const number = (name: EnquiryField, min: number, max: number) =>
    field(name, (common) => <input className="input input-short" type="number" inputMode="numeric" min={min} max={max} step={1} {...common} />)

  const latestYear = Number((today ?? dealerToday()).slice(0, 4)) + 1
  const sundayHint = words.dayHint

  const kindFields: Record<EnquiryKind, () => ReactNode> = {
    'test-drive': () => (
      <>
        {vehicle ? (
          <p className="enquiry-vehicle">
            <span className="field-label">{words.cart}</span> <strong>{vehicle.name}</strong>
          </p>
        ) : (
          select(
            'vehicleId',
            (vehicles ?? []).map((v) => ({ value: v.id, label: v.name })),
            words.chooseCart,
          )
        )}
        <div className="form-row">
          {date('preferredDay', ENQUIRY_LIMITS.appointmentDays, sundayHint)}
          {select('timeOfDay', TIMES_OF_DAY.map((o) => ({ value: o.value, label: words.times[o.value] })), words.chooseTime)}
        </div>
      </>
    ),
    rental: () => (
      <>
        <div className="form-row">
          {select('plan', RENTAL_PLAN_OPTIONS.map((o) => ({ value: o.value, label: words.plans[o.value] })))}
          {number('days', 1, ENQUIRY_LIMITS.rentalMaxDays)}
        </div>
        <div className="form-row">
          {date('startDate', ENQUIRY_LIMITS.rentalAheadDays)}
          {select('town', DELIVERY_TOWNS.map((o) => (o.value === OTHER_TOWN ? { value: o.value, label: words.otherTown } : o)), words.chooseTown)}
        </div>
      </>
    ),
    'trade-in': () => (
      <>
        {vehicle && (
          <p className="enquiry-vehicle">
            <span className="field-label">{words.toward}</span> <strong>{vehicle.name}</strong>
          </p>
        )}
        <div className="form-row">
          {number('year', ENQUIRY_LIMITS.yearMin, latestYear)}
          {text('make', ENQUIRY_LIMITS.make)}
        </div>
        <div className="form-row">
          {text('model', ENQUIRY_LIMITS.model)}
          {select('condition', CONDITIONS.map((o) => ({ value: o.value, label: words.conditions[o.value] })), words.chooseCondition)}
        </div>
      </>
    ),
  }

  return (
    <form
      ref={formRef}
      className="form enquiry-form"
      method="post"
      // The server takes the no-JavaScript post at the English path only (the page's language travels in sourcePage).
      action={localPath(`/enquiries/${kind}`)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidator()}
      aria-label={words.titles[kind]}
      data-ready={today ? 'true' : undefined}
    >
      {initial?.formError && (
        <p className="form-alert" role="alert">
          {say(initial.formError)}
        </p>
      )}
      {vehicle && <input type="hidden" name="vehicleId" value={vehicle.id} />}
      {kindFields[kind]()}
      <div className="form-row">
        {text('firstName', LIMITS.name, 'given-name')}
        {text('lastName', LIMITS.name, 'family-name')}
      </div>
      <div className="form-row">
        {field('email', (common) => <input className="input" type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.email} {...common} />)}
        {field('phone', (common) => <input className="input" type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phone} {...common} />)}
      </div>
      {field('message', (common) => <textarea className="textarea" rows={3} maxLength={LIMITS.message} {...common} />, { optional: true })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{words.form.honeypot}</label>
        <input id={id('website')} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <VisitFields visit={visit} />
      <button type="submit" className="button button-primary" disabled={submitting} aria-disabled={submitting}>
        {submitting ? words.form.sending : words.submit[kind]}
      </button>
    </form>
  )
}
