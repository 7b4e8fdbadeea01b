import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  ASSUMPTIONS,
  ECO_TIMING,
  MILES_PER_WEEK,
  USAGE_TYPES,
  YEAR_OPTIONS,
  calculateImpact,
  displayImpact,
  formatMilesPerWeek,
  usageLabel,
  validateEcoForm,
  yearsLabel,
  type EcoFormValues,
  type EcoInput,
} from '#app/domain/eco'
import { formatInteger } from '#app/content/format'
import { Icon } from '#app/components/Icon'
import { CostChart } from './CostChart'

const MILES_ID = 'eco-miles'
const MILES_HINT = 'eco-miles-hint'
const MILES_ERROR = 'eco-miles-error'

/**
 * The calculator. With JavaScript it checks the miles, waits 1.5 s on "Calculating...",
 * shows the results and a 3 s celebration banner. Without JavaScript the same form is a
 * GET to /eco-impact and the server answers with the results (see +data.ts).
 */
export function EcoCalculator({ initial }: { initial: { values: EcoFormValues; input?: EcoInput; error?: string } }) {
  const [values, setValues] = useState<EcoFormValues>(initial.values)
  const [error, setError] = useState<string | undefined>(initial.error)
  const [shown, setShown] = useState<EcoInput | undefined>(initial.input)
  const [calculating, setCalculating] = useState(false)
  const [banner, setBanner] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const timers = useRef<number[]>([])
  const milesInput = useRef<HTMLInputElement>(null)

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), [])

  const update = (field: keyof EcoFormValues, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Once a message shows, it follows the input as it is corrected.
    if (error && field === 'miles') {
      const result = validateEcoForm(next)
      setError(result.ok ? undefined : result.error)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (calculating) return
    const result = validateEcoForm(values)
    if (!result.ok) {
      setError(result.error)
      setAnnouncement('')
      milesInput.current?.focus()
      return
    }
    setError(undefined)
    setBanner(false)
    setCalculating(true)
    setAnnouncement('Calculating...')
    timers.current.forEach((t) => window.clearTimeout(t))
    timers.current = [
      window.setTimeout(() => {
        const shownResult = displayImpact(calculateImpact(result.input), result.input.years)
        setShown(result.input)
        setCalculating(false)
        setBanner(true)
        setAnnouncement(
          `Results ready: ${shownResult.co2Lbs} pounds of CO2 prevented and ${shownResult.netSavings} net savings over ${yearsLabel(result.input.years)}.`,
        )
        timers.current.push(window.setTimeout(() => setBanner(false), ECO_TIMING.bannerMs))
      }, ECO_TIMING.calculatingMs),
    ]
  }

  const describedBy = error ? `${MILES_HINT} ${MILES_ERROR}` : MILES_HINT

  return (
    <div className="eco-calculator">
      <form className="card eco-form" method="get" action="/eco-impact#calculator" noValidate onSubmit={onSubmit}>
        <div className="eco-fields">
          <div className="field">
            <label htmlFor={MILES_ID}>Miles per Week</label>
            <input
              ref={milesInput}
              id={MILES_ID}
              name="miles"
              className="input"
              type="number"
              inputMode="decimal"
              min={MILES_PER_WEEK.min}
              max={MILES_PER_WEEK.max}
              step="any"
              value={values.miles}
              onChange={(e) => update('miles', e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <p id={MILES_HINT} className="eco-hint">
              From {MILES_PER_WEEK.min} to {MILES_PER_WEEK.max} miles.
            </p>
            {error && (
              <p id={MILES_ERROR} className="field-error">
                {error}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="eco-usage">Usage Type</label>
            <select id="eco-usage" name="usage" className="select" value={values.usage} onChange={(e) => update('usage', e.target.value)}>
              {USAGE_TYPES.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="eco-years">Time Frame</label>
            <select id="eco-years" name="years" className="select" value={values.years} onChange={(e) => update('years', e.target.value)}>
              {YEAR_OPTIONS.map((y) => (
                <option key={y} value={String(y)}>
                  {yearsLabel(y)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button-primary eco-submit" disabled={calculating}>
          <Icon name="leaf" size={18} />
          {calculating ? 'Calculating...' : 'Calculate Impact'}
        </button>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </form>

      {banner && (
        <div className="eco-banner" role="status">
          <Icon name="award" size={22} />
          <p>
            <strong>Great Choice for the Environment!</strong> Every mile you drive electric keeps exhaust out of the air.
          </p>
        </div>
      )}

      {shown && <EcoResults input={shown} busy={calculating} />}
    </div>
  )
}

function EcoResults({ input, busy }: { input: EcoInput; busy: boolean }) {
  const result = calculateImpact(input)
  const shown = displayImpact(result, input.years)
  return (
    <section className="eco-results" aria-labelledby="eco-results-title" aria-busy={busy || undefined}>
      <div className="eco-results-head">
        <h3 id="eco-results-title">Your Estimated Impact</h3>
        <span className="badge badge-new">{shown.badge}</span>
      </div>
      <p className="muted">
        {formatMilesPerWeek(input.milesPerWeek)} miles a week, {usageLabel(input.usage).toLowerCase()} use: {formatInteger(result.miles)}{' '}
        miles over {yearsLabel(input.years).toLowerCase()}.
      </p>
      <dl className="eco-stats">
        <div className="eco-stat">
          <dt>
            <Icon name="cloud" /> CO2 Prevented
          </dt>
          <dd>
            <span className="eco-stat-value">{shown.co2Lbs} lbs</span>
            <span className="eco-stat-sub">{shown.co2Tons} tons</span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="fuel" /> Fuel Saved
          </dt>
          <dd>
            <span className="eco-stat-value">{shown.fuelGallons} gallons</span>
            <span className="eco-stat-sub">of gasoline</span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="tree" /> Trees Equivalent
          </dt>
          <dd>
            <span className="eco-stat-value">{shown.trees} trees</span>
            <span className="eco-stat-sub">grown for ten years</span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="dollar" /> Net Savings
          </dt>
          <dd>
            <span className="eco-stat-value">{shown.netSavings}</span>
            <span className="eco-stat-sub">after electricity costs</span>
          </dd>
        </div>
      </dl>
      <div className="eco-detail">
        <section className="card" aria-labelledby="eco-breakdown-title">
          <h4 id="eco-breakdown-title" className="h3">
            Cost Breakdown
          </h4>
          <dl className="eco-breakdown">
            <div>
              <dt>Gas Cart Fuel Cost</dt>
              <dd>{shown.fuelCost}</dd>
            </div>
            <div>
              <dt>Electric Cart Electricity</dt>
              <dd>{shown.electricCost}</dd>
            </div>
            <div className="eco-breakdown-total">
              <dt>Net Savings</dt>
              <dd>{shown.netSavings}</dd>
            </div>
          </dl>
          <p className="eco-note">
            {ASSUMPTIONS}
          </p>
        </section>
        <section className="card" aria-labelledby="eco-chart-heading">
          <h4 id="eco-chart-heading" className="h3">
            Fuel vs Electricity Over Time
          </h4>
          <CostChart input={input} />
        </section>
      </div>
    </section>
  )
}
