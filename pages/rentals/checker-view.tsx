/**
 * The availability form's answer and the month's table, rendered on the server only (by the
 * +data hooks of /rentals and every /rentals/{town}, through checker-data.ts) and handed to
 * the page as HTML: the browser shows them as they come, with JavaScript off or after a
 * client navigation, and never carries the code or the words that draw them.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { formatPrice } from '#app/content/format'
import type { RentalBookingWords } from '#app/content/rental-booking'
import { dayText, shortDayText, weekdaysShort } from '#app/content/dates'
import { pathInLanguage } from '#app/domain/language'
import type { Language } from '#app/content/languages'
import type { CheckerResult, MonthTable } from './checker'

const reserveHref = (r: { plan: string; start: string; days: number }, language: Language, town?: string) =>
  pathInLanguage(`/rentals/reserve?plan=${r.plan}&start=${r.start}&days=${r.days}${town ? `&town=${encodeURIComponent(town)}` : ''}`, language)

/** How the answer and the table are written: the page's language, its words, and the page's path in it. */
export interface CheckerSpeech {
  language: Language
  words: RentalBookingWords
}

function Answer({ result, town, path, speech }: { result: CheckerResult; town?: string; path: string; speech: CheckerSpeech }) {
  const { answer: COPY, dates, planTitle } = speech.words
  return (
    <div className="availability-answer">
      <p className={result.available ? 'availability-verdict is-free' : 'availability-verdict is-full'}>
        <strong>{result.available ? COPY.available(result.units) : COPY.unavailable}</strong>
      </p>
      <p>
        {COPY.stay(planTitle(result.plan), dayText(result.start, dates), dayText(result.returnDay, dates))}{' '}
        <strong>{COPY.price(result.price, result.days)}</strong>
        {result.parts.length > 0 && (
          <span className="muted">
            {' '}
            ({COPY.pricePartsLabel} {result.parts.map((p) => `${p.count} × ${speech.words.periods[p.label]} ${formatPrice(p.price)}`).join(' + ')})
          </span>
        )}
      </p>
      {result.available ? (
        <p>
          <a className="button button-accent" href={reserveHref(result, speech.language, town)}>
            {COPY.reserve}
          </a>
        </p>
      ) : result.nextAvailable.length > 0 ? (
        <>
          <p>{COPY.nearest}</p>
          <ul className="availability-nearest">
            {result.nextAvailable.map((day) => (
              <li key={day}>
                <a href={`${path}?plan=${result.plan}&start=${day}&days=${result.days}#availability`}>{shortDayText(day, dates)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{COPY.noneNearby}</p>
      )}
      <p className="muted">{speech.words.depositNote}</p>
    </div>
  )
}

function Month({ table, path, days, speech }: { table: MonthTable; path: string; days: string; speech: CheckerSpeech }) {
  const { answer: COPY, dates } = speech.words
  const cells: Array<MonthTable['days'][number] | null> = [...Array<null>(table.offset).fill(null), ...table.days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  return (
    <div className="availability-month">
      <div className="availability-month-nav">
        <a href={`${path}?plan=${table.plan}&month=${table.previous}&days=${days}#availability`}>{COPY.previousMonth}</a>
        <a href={`${path}?plan=${table.plan}&month=${table.next}&days=${days}#availability`}>{COPY.nextMonth}</a>
      </div>
      <div className="availability-table-wrap" tabIndex={0} role="group" aria-label={COPY.monthTitle(table.plan, table.month)}>
        <table className="availability-table">
          <caption>
            {COPY.monthTitle(table.plan, table.month)}. <span className="muted">{COPY.monthCaption}</span>
          </caption>
          <thead>
            <tr>
              {weekdaysShort(dates).map((w) => (
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
                        {!day.bookable ? COPY.notBookable : day.free > 0 ? <a href={`${path}?plan=${table.plan}&start=${day.date}&days=${days}#availability`} aria-label={`${shortDayText(day.date, dates)}: ${COPY.freeCount(day.free)}`}>{COPY.freeCount(day.free)}</a> : COPY.freeCount(0)}
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

/** The answer to a question, as HTML; `path` is the page's in its language. */
export const answerHtml = (result: CheckerResult, path: string, speech: CheckerSpeech, town?: string) => renderToStaticMarkup(<Answer result={result} town={town} path={path} speech={speech} />)

/** A month's table of free carts, as HTML. */
export const monthHtml = (table: MonthTable, path: string, days: string, speech: CheckerSpeech) => renderToStaticMarkup(<Month table={table} path={path} days={days} speech={speech} />)
