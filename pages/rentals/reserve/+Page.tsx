import { telHref } from '#app/content/business'
import { RESERVE_COPY } from '#app/content/rental-reservation-pages'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import { ReservationForm } from '../ReservationForm'
import type { ReserveData } from './+data'

export default function Page() {
  const data = useData<ReserveData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={RESERVE_COPY.eyebrow} title={RESERVE_COPY.title} compact>
        <p>
          {RESERVE_COPY.intro} Prefer to talk? Call{' '}
          <a className="hero-link" href={telHref(main)}>
            {main.display}
          </a>
          .
        </p>
      </Hero>
      <section className="section">
        <div className="container reservation-page">
          <ReservationForm data={data} />
        </div>
      </section>
    </>
  )
}
