import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, plural } from '#app/domain/language'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, useLanguage, usePageContext, useWords } from '#app/renderer/usePageContext'
import { fillParts } from '#app/components/fill-parts'
import type { ThankYouData } from './+data'
import type { ThankYouWords } from './+words'
import '../reservation.css'

export default function Page() {
  const { reservation } = useData<ThankYouData>()
  const words = useWords<ThankYouWords>()
  const language = useLanguage()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  const planTitle = (id: string) => words.plans[id as keyof ThankYouWords['plans']] ?? id
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {reservation
            ? fill(words.heading, { plan: planTitle(reservation.plan), start: reservation.startText, days: fill(plural(language, reservation.days, words.dayCount), { count: reservation.days }) })
            : words.unknown}
        </p>
      </Hero>
      <section className="section">
        <div className="container reservation-page">
          {reservation && (
            <section className="card" aria-labelledby="thank-you-reference">
              <h2 id="thank-you-reference" className="h3">
                {words.reference}
              </h2>
              <p className="reservation-reference">{reservation.reference}</p>
              <p>{fillParts(words.stay, { plan: planTitle(reservation.plan), from: reservation.startText, to: reservation.returnText, price: <strong>{formatPrice(reservation.price)}</strong> })}</p>
            </section>
          )}
          <section className="card" aria-labelledby="thank-you-next">
            <h2 id="thank-you-next" className="h3">
              {words.nextTitle}
            </h2>
            <ol>
              {words.next.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <p>{words.cancelNote}</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                {fill(words.call, { phone: main.display })}
              </a>
            </p>
          </section>
        </div>
      </section>
    </>
  )
}
