/**
 * The availability form and its answer on /rentals and every /rentals/{town}: a GET form the
 * server answers (JavaScript off), or, once the page's code runs, the same form answered in
 * place from /api/rentals/availability and /api/rentals/calendar. Small on purpose: no
 * validation library, no date library; the server checks everything.
 */
import { useState, type FormEvent, type ReactElement } from 'react'
import { business, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { AVAILABILITY_COPY as COPY, dayText, DEPOSIT_NOTE, planTitle, shortDayText, WEEKDAY_SHORT } from '#app/content/rental-booking'
import { monthTable, PLAN_CHOICES, type CheckerData, type CheckerResult, type MonthTable } from './checker-data'
import './availability.css'

const reserveHref = (r: { plan: string; start: string; days: number }, town?: string) =>
  `/rentals/reserve?plan=${r.plan}&start=${r.start}&days=${r.days}${town ? `&town=${encodeURIComponent(town)}` : ''}`

function Answer({ result, town, path }: { result: CheckerResult; town?: string; path: string }) {
  return (
    <div className="availability-answer">
      <p className={result.available ? 'availability-verdict is-free' : 'availability-verdict is-full'}>
        <strong>{result.available ? COPY.available(result.units) : COPY.unavailable}</strong>
      </p>
      <p>
        {planTitle(result.plan)}: {dayText(result.start)} to {dayText(result.returnDay)}.{' '}
        <strong>{COPY.price(result.price, result.days)}</strong>
        {result.parts.length > 0 && (
          <span className="muted">
            {' '}
            ({COPY.pricePartsLabel} {result.parts.map((p) => `${p.count} × ${p.label} ${formatPrice(p.price)}`).join(' + ')})
          </span>
        )}
      </p>
      {result.available ? (
        <p>
          <a className="button button-accent" href={reserveHref(result, town)}>
            {COPY.reserve}
          </a>
        </p>
      ) : result.nextAvailable.length > 0 ? (
        <>
          <p>{COPY.nearest}</p>
          <ul className="availability-nearest">
            {result.nextAvailable.map((day) => (
              <li key={day}>
                <a href={`${path}?plan=${result.plan}&start=${day}&days=${result.days}#availability`}>{shortDayText(day)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{COPY.noneNearby}</p>
      )}
      <p className="muted">{DEPOSIT_NOTE}</p>
    </div>
  )
}

function Month({ table, path, days }: { table: MonthTable; path: string; days: string }) {
  const cells: Array<MonthTable['days'][number] | null> = [...Array<null>(table.offset).fill(null), ...table.days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  const title = planTitle(table.plan)
  return (
    <div className="availability-month">
      <div className="availability-month-nav">
        <a href={`${path}?plan=${table.plan}&month=${table.previous}&days=${days}#availability`}>{COPY.previousMonth}</a>
        <a href={`${path}?plan=${table.plan}&month=${table.next}&days=${days}#availability`}>{COPY.nextMonth}</a>
      </div>
      <div className="availability-table-wrap" tabIndex={0} role="group" aria-label={COPY.monthTitle(title, table.month)}>
        <table className="availability-table">
          <caption>
            {COPY.monthTitle(title, table.month)}. <span className="muted">{COPY.monthCaption}</span>
          </caption>
          <thead>
            <tr>
              {WEEKDAY_SHORT.map((w) => (
                <th key={w} scope="col">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map((day, j) =>
                  day ? (
                    <td key={day.date} className={!day.bookable ? 'is-closed' : day.free === 0 ? 'is-full' : 'is-free'}>
                      <span className="availability-day">{Number(day.date.slice(8))}</span>
                      <span className="availability-count">
                        {!day.bookable ? COPY.notBookable : day.free > 0 ? <a href={`${path}?plan=${table.plan}&start=${day.date}&days=${days}#availability`} aria-label={`${shortDayText(day.date)}: ${COPY.freeCount(day.free)}`}>{COPY.freeCount(day.free)}</a> : COPY.freeCount(0)}
                      </span>
                    </td>
                  ) : (
                    <td key={`blank-${j}`} aria-hidden="true" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export function AvailabilityChecker({ checker }: { checker: CheckerData }) {
  const [values, setValues] = useState(checker.values)
  const [result, setResult] = useState(checker.result)
  const [month, setMonth] = useState(checker.month)
  const [errors, setErrors] = useState(checker.errors)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      const query = new URLSearchParams(values).toString()
      const [answer, calendar] = await Promise.all([
        fetch(`/api/rentals/availability?${query}`, { headers: { Accept: 'application/json' } }),
        fetch(`/api/rentals/calendar?plan=${encodeURIComponent(values.plan)}&month=${values.start.slice(0, 7)}`, { headers: { Accept: 'application/json' } }),
      ])
      const body = (await answer.json()) as { fields?: CheckerData['errors']; available: boolean; units: number; price: number; quote: { parts: CheckerResult['parts'] }; nextAvailable: string[] }
      if (answer.status === 400) {
        setErrors(body.fields ?? {})
        setResult(undefined)
        return
      }
      if (!answer.ok) throw new Error(String(answer.status))
      const days = Number(values.days)
      const [y, m, d] = values.start.split('-').map(Number) as [number, number, number]
      const end = new Date(Date.UTC(y, m - 1, d + days, 12)).toISOString().slice(0, 10)
      setErrors({})
      setResult({ available: body.available, units: body.units, price: body.price, parts: body.quote.parts, plan: values.plan as CheckerResult['plan'], start: values.start, days, returnDay: end, nextAvailable: body.nextAvailable })
      if (calendar.ok) setMonth(monthTable(await calendar.json()))
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
                    {p.label}
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
          {result && <Answer result={result} town={checker.town} path={checker.path} />}
        </div>
        {month && <Month table={month} path={checker.path} days={values.days} />}
        <p className="availability-call">
          {COPY.orCall} <a href={telHref(business.phones.main)}>{business.phones.main.display}</a>. {COPY.deliveryNote}
        </p>
      </div>
    </section>
  )
}
