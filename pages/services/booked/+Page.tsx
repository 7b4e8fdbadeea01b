import { telHref } from '#app/content/business'
import { SERVICE_BOOKING_COPY, windowText } from '#app/content/service-booking'
import { dayText } from '#app/content/dates'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import type { BookedData } from './+data'
import '../booking.css'

const COPY = SERVICE_BOOKING_COPY.booked

export default function Page() {
  const { booking } = useData<BookedData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Service" title={COPY.title} compact>
        <p>{booking ? COPY.lead : COPY.missing}</p>
      </Hero>
      <section className="section">
        <div className="container">
          {booking && (
            <section className="card service-summary" aria-labelledby="booked-title">
              <h2 id="booked-title" className="h3">
                {COPY.reference}: <span className="service-reference">{booking.reference}</span>
              </h2>
              <dl>
                <dt>{COPY.window}</dt>
                <dd>
                  {dayText(booking.day)}, {windowText(booking.from, booking.to)}
                </dd>
                <dt>{COPY.cart}</dt>
                <dd>
                  {booking.make} {booking.model}
                </dd>
              </dl>
              <p>{COPY.email}</p>
              <p>{COPY.change}</p>
            </section>
          )}
          <p>
            <a className="button button-primary" href={telHref(main)}>
              {main.display}
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
