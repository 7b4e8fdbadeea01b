import { telHref } from '#app/content/business'
import { daysText, planTitle } from '#app/content/rental-booking'
import { dayText } from '#app/content/dates'
import { CANCEL_COPY as COPY, RESERVE_COPY, THANK_YOU_COPY } from '#app/content/rental-reservation-pages'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import type { CancelData } from './+data'
import '../reservation.css'

/** The renter's own cancellation: a plain form post (works without JavaScript), answered with this page again. */
export default function Page() {
  const data = useData<CancelData>()
  const { urlPathname } = usePageContext()
  const r = data.reservation
  const main = useFacts().phones.main
  const message = !data.valid
    ? COPY.badLink
    : r?.status === 'cancelled'
      ? COPY.cancelled
      : r?.verdict === 'too-late'
        ? COPY.tooLate(main.display)
        : r?.verdict === 'not-active'
          ? COPY.notActive
          : undefined
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={RESERVE_COPY.eyebrow} title={COPY.title} compact>
        <p>{COPY.intro}</p>
      </Hero>
      <section className="section">
        <div className="container reservation-page">
          <section className="card" aria-labelledby="cancel-reservation">
            <h2 id="cancel-reservation" className="h3">
              {COPY.reservation(data.valid ? data.reference : undefined)}
            </h2>
            {r && (
              <p>
                {planTitle(r.plan)}: {dayText(r.start)} to {dayText(r.returnDay)} ({daysText(r.days)}).
              </p>
            )}
            {message && (
              <p className={data.outcome === 'cancelled' || r?.status === 'cancelled' ? 'form-success' : 'form-alert'} role={data.outcome ? 'status' : undefined}>
                {message}
              </p>
            )}
            {data.valid && r?.verdict === 'ok' && (
              <form method="post" action="/rentals/cancel" className="form">
                <input type="hidden" name="ref" value={data.reference} />
                <input type="hidden" name="token" value={data.token} />
                <button type="submit" className="button button-primary">
                  {COPY.submit}
                </button>
              </form>
            )}
            <p>
              <a href={telHref(main)}>{THANK_YOU_COPY.call(main.display)}</a>
            </p>
          </section>
        </div>
      </section>
    </>
  )
}
