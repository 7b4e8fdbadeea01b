import { useEffect, useState } from 'react'
import { formatPriceCents } from '../content/format'
import type { PaymentEstimate as Estimate, PaymentField, PaymentValues, paymentEstimate } from '../domain/payment'
import { usePageContext } from '../renderer/usePageContext'
import { ExternalLink } from './ExternalLink'
import './PaymentEstimate.css'

/** The estimate's words in the page's language, which the vehicle page's data brings with the estimate (pages/vehicle/payment-words.ts). */
export type PaymentEstimateWords = Record<PaymentField | 'title' | 'calculate' | 'calculating' | 'correct' | 'result' | 'note' | 'apply', string>

export interface PaymentEstimateProps {
  /** The vehicle page's path: the form submits to it without JavaScript. */
  path: string
  /** The vehicle's price, the form's starting price. */
  price: number
  /** The estimate the server made from the page's query (or the defaults). */
  estimate: Estimate
  words: PaymentEstimateWords
}

/**
 * The monthly payment for a price, down payment, APR and term. A GET form that the server
 * answers without JavaScript; with it, the result follows every keystroke (no request).
 */
export function PaymentEstimate({ path, price, estimate: initial, words }: PaymentEstimateProps) {
  const { site, language = 'en' } = usePageContext()
  const [values, setValues] = useState<PaymentValues>(initial.values)
  // The parser and formula load after hydration, outside the page's bundle; until then the server's estimate stands.
  const [estimate, setEstimate] = useState<typeof paymentEstimate>()
  useEffect(() => {
    void import('../domain/payment').then((payment) => setEstimate(() => payment.paymentEstimate))
  }, [])
  // Changed values before the calculator has loaded: neither the server's figure nor its
  // messages describe them any more, so none is shown, and Calculate submits the form to
  // the server as it does without JavaScript.
  const pending = values !== initial.values && !estimate
  const { errors, monthly } = pending ? { errors: {}, monthly: undefined } : values === initial.values || !estimate ? initial : estimate(price, values)
  const field = (name: PaymentField) => {
    const id = `payment-${name}`
    const error = errors[name]
    const props = {
      id,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    }
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>{words[name]}</label>
        {name === 'term' ? (
          <select className="select" {...props}>
            {initial.terms.map((term) => (
              <option key={term} value={term}>
                {term}
              </option>
            ))}
          </select>
        ) : (
          <input className="input" type="text" inputMode="decimal" autoComplete="off" {...props} />
        )}
        {error && (
          // The calculator's messages are written in English only (domain/payment.ts).
          <p id={`${id}-error`} className="field-error" lang={language === 'en' ? undefined : 'en'}>
            {error}
          </p>
        )}
      </div>
    )
  }
  return (
    <section id="payment" className="card payment-estimate" aria-labelledby="payment-title">
      <h2 id="payment-title" className="h3">
        {words.title}
      </h2>
      <form method="get" action={`${path}#payment`} noValidate onSubmit={(event) => {
          if (estimate) event.preventDefault()
        }}>
        <div className="grid grid-4 payment-fields">{(['price', 'down', 'apr', 'term'] as const).map(field)}</div>
        <button type="submit" className="button button-outline">
          {words.calculate}
        </button>
      </form>
      <output className="payment-result" htmlFor="payment-price payment-down payment-apr payment-term">
        {pending ? words.calculating : monthly === undefined ? words.correct : (
          <>
            {words.result.split('{amount}')[0]}
            <strong>{formatPriceCents(monthly)}</strong>
            {words.result.split('{amount}')[1]}
          </>
        )}
      </output>
      <p className="payment-note">
        {words.note}{' '}
        <ExternalLink href={site.financingUrl}>{words.apply}</ExternalLink>
      </p>
    </section>
  )
}
