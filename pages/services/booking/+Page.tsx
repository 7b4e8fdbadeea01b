import { telHref } from '#app/content/business'
import { placesText, SERVICE_BOOKING_COPY, windowText } from '#app/content/service-booking'
import { dayText } from '#app/content/dates'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import type { ManageData } from './+data'
import '../booking.css'

const COPY = SERVICE_BOOKING_COPY.manage
/** What the page says after a form's answer; the dealer's phone where it asks for a call. */
const outcomeText = (outcome: string, phone: string): string | undefined =>
  ({ cancelled: COPY.cancelled, moved: COPY.moved, 'too-late': COPY.tooLate(phone), 'not-active': COPY.notActive, full: COPY.full, gone: COPY.gone, choose: COPY.choose, invalid: COPY.invalid })[outcome]

/** Plain forms posted to /services/booking (no script needed); the server answers 303 back here with the outcome. */
export default function Page() {
  const { booking, days, outcome } = useData<ManageData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  const message = outcome ? outcomeText(outcome, main.display) : undefined
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Service" title={COPY.title} compact>
        <p>
          {booking ? `${SERVICE_BOOKING_COPY.booked.reference}: ${booking.reference}` : COPY.invalid}{' '}
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
                {dayText(booking.day)}, {windowText(booking.from, booking.to)}
              </h2>
              <dl>
                <dt>{SERVICE_BOOKING_COPY.booked.cart}</dt>
                <dd>
                  {booking.make} {booking.model}
                </dd>
                <dt>{COPY.status}</dt>
                <dd>{SERVICE_BOOKING_COPY.statuses[booking.status] ?? booking.status}</dd>
              </dl>
              {booking.verdict === 'too-late' && <p>{COPY.tooLate(main.display)}</p>}
              {booking.verdict === 'ok' && (
                <>
                  <form className="form" method="post" action="/services/booking">
                    <input type="hidden" name="ref" value={booking.reference} />
                    <input type="hidden" name="token" value={booking.token} />
                    <input type="hidden" name="action" value="cancel" />
                    <button type="submit" className="button button-primary">
                      {COPY.cancel}
                    </button>
                  </form>
                  {days.length > 0 && (
                    <form className="form" method="post" action="/services/booking">
                      <input type="hidden" name="ref" value={booking.reference} />
                      <input type="hidden" name="token" value={booking.token} />
                      <input type="hidden" name="action" value="move" />
                      <fieldset className="service-windows">
                        <legend>{COPY.move}</legend>
                        <div className="service-days">
                          {days.map(({ day, windows }) => (
                            <fieldset key={day} className="service-day">
                              <legend>{dayText(day)}</legend>
                              {windows.map((w) => (
                                <label key={w.id} className="service-window">
                                  <input type="radio" name="window" value={w.id} required />
                                  <span>{windowText(w.from, w.to)}</span>
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
