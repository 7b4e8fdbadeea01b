import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { daysText, planTitle } from '#app/content/rental-booking'
import { dayText } from '#app/content/dates'
import { THANK_YOU_COPY as COPY } from '#app/content/rental-reservation-pages'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import type { ThankYouData } from './+data'
import '../reservation.css'

export default function Page() {
  const { reservation } = useData<ThankYouData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={COPY.eyebrow} title={COPY.title} compact>
        <p>
          {reservation ? `${planTitle(reservation.plan)}, ${dayText(reservation.start)}, ${daysText(reservation.days)}.` : COPY.unknown}
        </p>
      </Hero>
      <section className="section">
        <div className="container reservation-page">
          {reservation && (
            <section className="card" aria-labelledby="thank-you-reference">
              <h2 id="thank-you-reference" className="h3">
                {COPY.reference}
              </h2>
              <p className="reservation-reference">{reservation.reference}</p>
              <p>
                {planTitle(reservation.plan)}: {dayText(reservation.start)} to {dayText(reservation.returnDay)}, <strong>{formatPrice(reservation.price)}</strong>.
              </p>
            </section>
          )}
          <section className="card" aria-labelledby="thank-you-next">
            <h2 id="thank-you-next" className="h3">
              {COPY.nextTitle}
            </h2>
            <ol>
              {COPY.next.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <p>{COPY.cancelNote}</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                {COPY.call(main.display)}
              </a>
            </p>
          </section>
        </div>
      </section>
    </>
  )
}
