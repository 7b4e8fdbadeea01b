import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  ECO_TIMING,
  MILES_PER_WEEK,
  USAGE_TYPES,
  YEAR_OPTIONS,
  calculateImpact,
  displayImpact,
  formatMilesPerWeek,
  validateEcoForm,
  type EcoFormValues,
  type EcoInput,
} from '#app/domain/eco'
import { formatInteger } from '#app/content/format'
import { fill, plural } from '#app/domain/language'
import { Icon } from '#app/components/Icon'
import { useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { CostChart } from './CostChart'
import type { EcoWords } from './+words'

const MILES_ID = 'eco-miles'
const MILES_HINT = 'eco-miles-hint'
const MILES_ERROR = 'eco-miles-error'

/** The check's messages (English, domain/eco.ts) by what is wrong, so the page says them in its own words. */
const ERROR_KINDS = new Map(
  (
    [
      ['notNumber', ''],
      ['tooFew', String(MILES_PER_WEEK.min - 1)],
      ['tooMany', String(MILES_PER_WEEK.max + 1)],
    ] as const
  ).map(([kind, miles]) => {
    const result = validateEcoForm({ miles, usage: '', years: '' })
    return [result.ok ? '' : result.error, kind]
  }),
)

/** "1 Year", "3 Years" (a time frame's words). */
export function usePeriod(): (years: number) => string {
  const words = useWords<EcoWords>().calculator
  const language = useLanguage()
  return (years) => fill(plural(language, years, words.years), { count: years })
}

/**
 * The calculator. With JavaScript it checks the miles, waits 1.5 s on "Calculating...",
 * shows the results and a 3 s celebration banner. Without JavaScript the same form is a
 * GET to /eco-impact and the server answers with the results (see +data.ts).
 */
export function EcoCalculator({ initial }: { initial: { values: EcoFormValues; input?: EcoInput; error?: string } }) {
  const words = useWords<EcoWords>().calculator
  const localPath = useLocalPath()
  const period = usePeriod()
  /** The check's message in the page's words. */
  const say = (message: string) => {
    const kind = ERROR_KINDS.get(message)
    return kind ? fill(words.errors[kind], { min: MILES_PER_WEEK.min, max: MILES_PER_WEEK.max }) : message
  }
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
    setAnnouncement(words.calculating)
    timers.current.forEach((t) => window.clearTimeout(t))
    timers.current = [
      window.setTimeout(() => {
        const shownResult = displayImpact(calculateImpact(result.input), result.input.years)
        setShown(result.input)
        setCalculating(false)
        setBanner(true)
        setAnnouncement(fill(words.ready, { co2: shownResult.co2Lbs, savings: shownResult.netSavings, period: period(result.input.years) }))
        timers.current.push(window.setTimeout(() => setBanner(false), ECO_TIMING.bannerMs))
      }, ECO_TIMING.calculatingMs),
    ]
  }

  const describedBy = error ? `${MILES_HINT} ${MILES_ERROR}` : MILES_HINT

  return (
    <div className="eco-calculator">
      <form className="card eco-form" method="get" action={localPath('/eco-impact#calculator')} noValidate onSubmit={onSubmit}>
        <div className="eco-fields">
          <div className="field">
            <label htmlFor={MILES_ID}>{words.miles}</label>
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
              {words.hintFrom}
              {MILES_PER_WEEK.min}
              {words.hintTo}
              {MILES_PER_WEEK.max}
              {words.hintMiles}
            </p>
            {error && (
              <p id={MILES_ERROR} className="field-error">
                {say(error)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="eco-usage">{words.usage}</label>
            <select id="eco-usage" name="usage" className="select" value={values.usage} onChange={(e) => update('usage', e.target.value)}>
              {USAGE_TYPES.map((u) => (
                <option key={u.value} value={u.value}>
                  {words.usages[u.value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="eco-years">{words.timeFrame}</label>
            <select id="eco-years" name="years" className="select" value={values.years} onChange={(e) => update('years', e.target.value)}>
              {YEAR_OPTIONS.map((y) => (
                <option key={y} value={String(y)}>
                  {period(y)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button-primary eco-submit" disabled={calculating}>
          <Icon name="leaf" size={18} />
          {calculating ? words.calculating : words.calculate}
        </button>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </form>

      {banner && (
        <div className="eco-banner" role="status">
          <Icon name="award" size={22} />
          <p>
            <strong>{words.bannerTitle}</strong>
            {words.bannerText}
          </p>
        </div>
      )}

      {shown && <EcoResults input={shown} busy={calculating} />}
    </div>
  )
}

function EcoResults({ input, busy }: { input: EcoInput; busy: boolean }) {
  const words = useWords<EcoWords>().calculator
  const period = usePeriod()
  const result = calculateImpact(input)
  const shown = displayImpact(result, input.years)
  return (
    <section className="eco-results" aria-labelledby="eco-results-title" aria-busy={busy || undefined}>
      <div className="eco-results-head">
        <h3 id="eco-results-title">{words.resultsTitle}</h3>
        <span className="badge badge-new">{fill(words.badge, { period: period(input.years) })}</span>
      </div>
      <p className="muted">
        {formatMilesPerWeek(input.milesPerWeek)}
        {words.milesAWeek}
        {words.usageInSentence[input.usage]}
        {words.use}
        {formatInteger(result.miles)}{' '}
        {words.milesOver}
        {period(input.years).toLowerCase()}
        {words.end}
      </p>
      <dl className="eco-stats">
        <div className="eco-stat">
          <dt>
            <Icon name="cloud" />
            {` ${words.co2}`}
          </dt>
          <dd>
            <span className="eco-stat-value">
              {shown.co2Lbs}
              {` ${words.lbs}`}
            </span>
            <span className="eco-stat-sub">
              {shown.co2Tons}
              {` ${words.tons}`}
            </span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="fuel" />
            {` ${words.fuel}`}
          </dt>
          <dd>
            <span className="eco-stat-value">
              {shown.fuelGallons}
              {` ${words.gallons}`}
            </span>
            <span className="eco-stat-sub">{words.ofGasoline}</span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="tree" />
            {` ${words.treesTitle}`}
          </dt>
          <dd>
            <span className="eco-stat-value">
              {shown.trees}
              {` ${words.trees}`}
            </span>
            <span className="eco-stat-sub">{words.grown}</span>
          </dd>
        </div>
        <div className="eco-stat">
          <dt>
            <Icon name="dollar" />
            {` ${words.net}`}
          </dt>
          <dd>
            <span className="eco-stat-value">{shown.netSavings}</span>
            <span className="eco-stat-sub">{words.afterElectricity}</span>
          </dd>
        </div>
      </dl>
      <div className="eco-detail">
        <section className="card" aria-labelledby="eco-breakdown-title">
          <h4 id="eco-breakdown-title" className="h3">
            {words.breakdown}
          </h4>
          <dl className="eco-breakdown">
            <div>
              <dt>{words.gasCost}</dt>
              <dd>{shown.fuelCost}</dd>
            </div>
            <div>
              <dt>{words.electricCost}</dt>
              <dd>{shown.electricCost}</dd>
            </div>
            <div className="eco-breakdown-total">
              <dt>{words.net}</dt>
              <dd>{shown.netSavings}</dd>
            </div>
          </dl>
          <p className="eco-note">
            {words.assumptions}
          </p>
        </section>
        <section className="card" aria-labelledby="eco-chart-heading">
          <h4 id="eco-chart-heading" className="h3">
            {words.chartTitle}
          </h4>
          <CostChart input={input} />
        </section>
      </div>
    </section>
  )
}
