/**
 * The availability form on /rentals and every /rentals/{town}: a GET form the server answers
 * (JavaScript off), or, once the page's code runs, the same question asked by a client
 * navigation to the page's URL with the query, which the server answers (its +data hook) and
 * the page shows in place, without a reload. The answer and the month's table come from the
 * server as HTML (checker-view.tsx), so the page's code carries neither their code nor their
 * words. Small on purpose: no validation library, no date library; the server checks everything.
 */
import { useEffect, useState, type FormEvent, type ReactElement } from 'react'
import { navigate } from 'vike/client/router'
import { telHref } from '#app/content/business'
import { useFacts } from '#app/renderer/usePageContext'
import { PLAN_CHOICES, type CheckerData, type CheckerWords } from './checker'
import './availability.css'

export function AvailabilityChecker({ checker, words }: { checker: CheckerData; words: CheckerWords }) {
  const COPY = words.form
  const phone = useFacts().phones.main
  const [values, setValues] = useState(checker.values)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const errors = checker.errors
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value })
  // A new answer (this form's, a nearest day's or a month's link): the form shows what it answers.
  useEffect(() => {
    setValues(checker.values)
    setBusy(false)
  }, [checker])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await navigate(`${checker.path}?${new URLSearchParams(values)}#availability`, { keepScrollPosition: true })
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: 'plan' | 'start' | 'days', label: string, control: (common: Record<string, unknown>) => ReactElement, hint?: string) => {
    const id = `availability-${name}`
    const error = errors[name]
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        {control({ id, name, value: values[name], onChange: set(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined })}
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <section id="availability" className="section availability" aria-labelledby="availability-title">
      <div className="container">
        <h2 id="availability-title">{COPY.title}</h2>
        <p className="lead">{COPY.intro}</p>
        <form className="form availability-form" method="get" action={`${checker.path}#availability`} onSubmit={onSubmit}>
          <div className="availability-fields">
            {field('plan', COPY.plan, (common) => (
              <select className="select" {...common}>
                {PLAN_CHOICES.map((p) => (
                  <option key={p.value} value={p.value}>
                    {words.plans[p.value]}
                  </option>
                ))}
              </select>
            ))}
            {field('start', COPY.start, (common) => <input className="input" type="date" required min={checker.firstDay} max={checker.lastDay} {...common} />, COPY.startHint)}
            {field('days', COPY.days, (common) => <input className="input input-short" type="number" required inputMode="numeric" min={1} max={30} step={1} {...common} />, COPY.daysHint)}
          </div>
          <button type="submit" className="button button-primary" disabled={busy} aria-disabled={busy}>
            {busy ? COPY.checking : COPY.submit}
          </button>
        </form>
        <div aria-live="polite" className="availability-live">
          {failed && (
            <p className="form-alert" role="alert">
              {COPY.failed}
            </p>
          )}
          {checker.answerHtml && <div dangerouslySetInnerHTML={{ __html: checker.answerHtml }} />}
        </div>
        {checker.monthHtml && <div dangerouslySetInnerHTML={{ __html: checker.monthHtml }} />}
        <p className="availability-call">
          {COPY.orCall} <a href={telHref(phone)}>{phone.display}</a>. {COPY.deliveryNote}
        </p>
      </div>
    </section>
  )
}
