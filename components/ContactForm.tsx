import { CONTACT_FIELDS, contactMessageKey, HONEYPOT_FIELD, INTERESTS, LIMITS, type ContactField } from '../domain/leads/contact-fields'
import type { ContactFormState } from '../renderer/types'
import type { ContactFormWords } from './form-words-en'
import { useLeadForm, useLeadFormLanguage } from './useLeadForm'
import { useVisit, VisitFields } from './VisitFields'

type Values = Record<ContactField, string>
type Validate = (typeof import('../domain/leads/contact'))['validateContact']

/** The shared schema, fetched when the visitor first reaches the form rather than with the page. */
let validator: Promise<Validate> | undefined
const loadValidator = () => (validator ??= import('../domain/leads/contact').then((module) => module.validateContact))
const validate = (values: Record<string, string>) => loadValidator().then((check) => check(values))

const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', interest: 'sales', message: '' }

function initialValues(state?: ContactFormState): Values {
  const values = { ...EMPTY }
  for (const field of CONTACT_FIELDS) {
    const value = state?.values[field]
    if (typeof value === 'string') values[field] = value
  }
  if (!INTERESTS.some((i) => i.value === values.interest)) values.interest = 'sales'
  return values
}

/**
 * The contact form. With JavaScript it validates in the browser with the shared schema
 * and posts JSON to /api/contact (./useLeadForm.ts); without it, it posts to /contact and
 * the server answers with /thank-you or this form again, with the messages and the
 * visitor's input.
 */
export function ContactForm({ initial, words }: { initial?: ContactFormState; /** The page's language's (components/form-words.ts, through the page's +words.ts). */ words: ContactFormWords }) {
  const { say, localPath, visitValues } = useLeadFormLanguage(words.form, initial?.values)
  const visit = useVisit(visitValues)
  /** A field's message (the schema's, in English) in the form's words. */
  const fieldError = (message: string | undefined) => {
    const key = message === undefined ? undefined : contactMessageKey(message)
    return key ? words.errors[key] : message
  }
  const { values, errors, submitting, formRef, update, onSubmit } = useLeadForm({
    initialValues: () => initialValues(initial),
    initialErrors: initial?.errors,
    sentBack: Boolean(initial),
    fields: CONTACT_FIELDS,
    validate,
    endpoint: '/api/contact',
    thankYou: localPath('/thank-you'),
    visit,
    words: words.form,
    say,
  })

  const field = (name: ContactField, label: string, input: 'input' | 'textarea', extra: { type?: string; autoComplete?: string; maxLength?: number; inputMode?: 'tel' | 'email' } = {}) => {
    const id = `contact-${name}`
    const errorId = `${id}-error`
    const error = fieldError(errors[name])
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (e: { target: { value: string } }) => update(name, e.target.value),
      maxLength: extra.maxLength,
      autoComplete: extra.autoComplete,
    }
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {input === 'textarea' ? (
          <textarea className="textarea" rows={6} {...common} />
        ) : (
          <input className="input" type={extra.type ?? 'text'} inputMode={extra.inputMode} {...common} />
        )}
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      // The server takes the no-JavaScript post at the English path only (the page's language travels in sourcePage).
      action={localPath('/contact')}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidator()}
      aria-labelledby="contact-form-title"
    >
      {initial?.formError && (
        <p className="form-alert" role="alert">
          {say(initial.formError)}
        </p>
      )}
      <div className="form-row">
        {field('firstName', words.labels.firstName, 'input', { autoComplete: 'given-name', maxLength: LIMITS.name })}
        {field('lastName', words.labels.lastName, 'input', { autoComplete: 'family-name', maxLength: LIMITS.name })}
      </div>
      {field('email', words.labels.email, 'input', { type: 'email', autoComplete: 'email', maxLength: LIMITS.email, inputMode: 'email' })}
      {field('phone', words.labels.phone, 'input', { type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phone, inputMode: 'tel' })}
      <div className="field">
        <label htmlFor="contact-interest">{words.labels.interest}</label>
        <select id="contact-interest" name="interest" className="select" value={values.interest} onChange={(e) => update('interest', e.target.value)}>
          {INTERESTS.map((option) => (
            <option key={option.value} value={option.value}>
              {words.interests[option.value]}
            </option>
          ))}
        </select>
      </div>
      {field('message', words.labels.message, 'textarea', { maxLength: LIMITS.message })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{words.form.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <VisitFields visit={visit} />
      <button type="submit" className="button button-primary" disabled={submitting} aria-disabled={submitting}>
        {submitting ? words.form.sending : words.send}
      </button>
    </form>
  )
}
