import { telHref } from '#app/content/business'
import { fill, plural } from '#app/domain/language'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, useLanguage, useLocalPath, usePageContext, useWords } from '#app/renderer/usePageContext'
import { dayLabel, windowLabel } from '../date-words'
import type { ManageData } from './+data'
import type { ManageWords } from './+words'
import '../booking.css'

/** Plain forms posted to /services/booking (no script needed); the server answers 303 back here with the outcome. */
export default function Page() {
  const { booking, days, outcome } = useData<ManageData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  const COPY = useWords<ManageWords>()
  const localPath = useLocalPath()
  const language = useLanguage()
  /** What the page says after a form's answer; the dealer's phone where it asks for a call. */
  const outcomeText = (outcome: string): string | undefined => {
    const text = (COPY.outcomes as Record<string, string>)[outcome]
    return text === undefined ? undefined : fill(text, { phone: main.display })
  }
  const placesText = (free: number) => fill(plural(language, free, COPY.places), { count: free })
  const message = outcome ? outcomeText(outcome) : undefined
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={COPY.eyebrow} title={COPY.title} compact>
        <p>
          {booking ? fill(COPY.reference, { reference: booking.reference }) : COPY.invalid}{' '}
          <a className="hero-link" href={telHref(main)}>
            {main.display}
          </a>
        </p>
      </Hero>
      <section className="section">
        <div className="container">
          {message && (
            <p className="form-alert" role="status">
              {message}
            </p>
          )}
          {booking && (
            <section className="card service-summary" aria-labelledby="manage-title">
              <h2 id="manage-title" className="h3">
                {dayLabel(booking.day, COPY.dates)}, {windowLabel(booking.from, booking.to, COPY.dates)}
              </h2>
              <dl>
                <dt>{COPY.cart}</dt>
                <dd>
                  {booking.make} {booking.model}
                </dd>
                <dt>{COPY.status}</dt>
                <dd>{COPY.statuses[booking.status] ?? booking.status}</dd>
              </dl>
              {booking.verdict === 'too-late' && <p>{outcomeText('too-late')}</p>}
              {booking.verdict === 'ok' && (
                <>
                  <form className="form" method="post" action={localPath('/services/booking')}>
                    <input type="hidden" name="ref" value={booking.reference} />
                    <input type="hidden" name="token" value={booking.token} />
                    <input type="hidden" name="action" value="cancel" />
                    <button type="submit" className="button button-primary">
                      {COPY.cancel}
                    </button>
                  </form>
                  {days.length > 0 && (
                    <form className="form" method="post" action={localPath('/services/booking')}>
                      <input type="hidden" name="ref" value={booking.reference} />
                      <input type="hidden" name="token" value={booking.token} />
                      <input type="hidden" name="action" value="move" />
                      <fieldset className="service-windows">
                        <legend>{COPY.move}</legend>
                        <div className="service-days">
                          {days.map(({ day, windows }) => (
                            <fieldset key={day} className="service-day">
                              <legend>{dayLabel(day, COPY.dates)}</legend>
                              {windows.map((w) => (
                                <label key={w.id} className="service-window">
                                  <input type="radio" name="window" value={w.id} required />
                                  <span>{windowLabel(w.from, w.to, COPY.dates)}</span>
                                  <span className="muted">{placesText(w.free)}</span>
                                </label>
                              ))}
                            </fieldset>
                          ))}
                        </div>
                      </fieldset>
                      <button type="submit" className="button button-accent">
                        {COPY.moveSubmit}
                      </button>
                    </form>
                  )}
                </>
              )}
            </section>
          )}
        </div>
      </section>
    </>
  )
}
