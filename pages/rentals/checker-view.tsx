/**
 * The availability form's answer and the month's table, rendered on the server only (by the
 * +data hooks of /rentals and every /rentals/{town}, through checker-data.ts) and handed to
 * the page as HTML: the browser shows them as they come, with JavaScript off or after a
 * client navigation, and never carries the code or the words that draw them.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { formatPrice } from '#app/content/format'
import { AVAILABILITY_ANSWER_COPY as COPY, DEPOSIT_NOTE, planTitle } from '#app/content/rental-booking'
import { dayText, shortDayText, weekdaysShort } from '#app/content/dates'
import type { CheckerResult, MonthTable } from './checker'

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
              {weekdaysShort().map((w) => (
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

/** The answer to a question, as HTML. */
export const answerHtml = (result: CheckerResult, path: string, town?: string) => renderToStaticMarkup(<Answer result={result} town={town} path={path} />)

/** A month's table of free carts, as HTML. */
export const monthHtml = (table: MonthTable, path: string, days: string) => renderToStaticMarkup(<Month table={table} path={path} days={days} />)
