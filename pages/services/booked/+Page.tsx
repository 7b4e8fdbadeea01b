import { telHref } from '#app/content/business'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext, useWords } from '#app/renderer/usePageContext'
import { dayLabel, windowLabel } from '../date-words'
import type { BookedData } from './+data'
import type { BookedWords } from './+words'
import '../booking.css'

export default function Page() {
  const { booking } = useData<BookedData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  const COPY = useWords<BookedWords>()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={COPY.eyebrow} title={COPY.title} compact>
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
                  {dayLabel(booking.day, COPY.dates)}, {windowLabel(booking.from, booking.to, COPY.dates)}
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
