import { useRef, useState, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { HONEYPOT_FIELD, VALIDATION_ERROR } from '../domain/leads/contact-fields'
import { DEFAULT_LANGUAGE } from '../content/languages'
import { fill } from '../domain/language'
import { useFacts, useLanguage, useLocalPath, usePageContext } from '../renderer/usePageContext'
import { useToast } from './Toaster'
import type { ContactFormWords } from './form-words-en'

export const SUBMIT_FAILED = 'Failed to send message. Please try again.'

/** A field's first message, by field name. */
type Errors<F extends string> = Partial<Record<F, string>>

export interface LeadFormOptions<F extends string> {
  /** The values the form starts with (the visitor's input when the server sent the form back). */
  initialValues: () => Record<string, string>
  /** The messages the server sent the form back with. */
  initialErrors?: Errors<F>
  /** True when the server sent the form back: its messages then follow the input at once. */
  sentBack: boolean
  /** The form's fields in their order on the page: the first one with a message gets the focus. */
  fields: readonly F[]
  /** The shared schema (domain/leads), fetched when the visitor first reaches the form. */
  validate: (values: Record<string, string>) => Promise<{ ok: true } | { ok: false; fields: Errors<F> }>
  /** Where the lead is posted as JSON, and the page shown once it is stored. */
  endpoint: string
  thankYou: string
  /** The visit's first touch (VisitFields), sent with the lead. */
  visit: Record<string, string | undefined>
  /** The form's words: the toast's title and the failure's message. */
  words: ContactFormWords['form']
  /** A message the server answered with (English), in the page's language. */
  say: (message: string) => string
}

/**
 * A lead form's state and sending, shared by the contact form and the enquiry forms. The
 * form validates in the browser with the shared schema, then posts JSON to `endpoint`:
 * - after a first attempt, the messages follow the input as it is corrected;
 * - a refused field (the browser's or the server's verdict) gets the focus;
 * - the honeypot's value travels as the no-JavaScript post would send it;
 * - a stored lead leads to `thankYou`; anything else is a toast that says what went wrong,
 *   and the visitor's input stays.
 */
export function useLeadForm<F extends string>(options: LeadFormOptions<F>) {
  const { validate, fields, endpoint, thankYou, visit, words, say } = options
  const [values, setValues] = useState(options.initialValues)
  const [errors, setErrors] = useState<Errors<F>>(options.initialErrors ?? {})
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(options.sentBack)
  const formRef = useRef<HTMLFormElement>(null)
  const toast = useToast()

  const update = (field: string, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) void validate(next).then((result) => setErrors(result.ok ? {} : result.fields))
  }

  const focusFirstError = (refused: Errors<F>) => {
    const first = fields.find((field) => refused[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setSubmitted(true)
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    const result = await validate(values)
    if (!result.ok) {
      setErrors(result.fields)
      focusFirstError(result.fields)
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, ...visit, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Errors<F> }
      if (!response.ok) {
        if (body.fields && Object.keys(body.fields).length > 0) {
          setErrors(body.fields)
          focusFirstError(body.fields)
        }
        throw new Error(body.error || SUBMIT_FAILED)
      }
      setSubmitted(false)
      await navigate(thankYou)
    } catch (err) {
      const description = err instanceof Error && err.message && err.message !== SUBMIT_FAILED && !/fetch|network|load failed/i.test(err.message) ? say(err.message) : words.submitFailed
      toast({ title: words.errorTitle, description, variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  return { values, errors, submitting, formRef, update, onSubmit }
}

/**
 * A lead form on a page in any language: its links and posts go to the page's language's paths,
 * the lead records the page's language (its source page's path under the language's prefix, as
 * the visitor saw it) and the server's English answers are said in the page's language.
 * `carried`: the values a no-JavaScript post brought back.
 */
export function useLeadFormLanguage(words: ContactFormWords['form'], carried?: Record<string, string>) {
  const language = useLanguage()
  const localPath = useLocalPath()
  const { urlPathname } = usePageContext()
  const facts = useFacts()
  const english = language === DEFAULT_LANGUAGE
  /** A whole form's message from the server: the check's own in any language, the rest (too many messages, not saved) in English as sent, or in general words. */
  const say = (message: string) => (message === VALIDATION_ERROR ? words.validation : english ? message : fill(words.failed, { phone: facts.phones.main.display }))
  const visitValues = english ? carried : { sourcePage: localPath(urlPathname), ...carried }
  return { say, localPath, visitValues }
}
