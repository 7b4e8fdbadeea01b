import { telHref } from '#app/content/business'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, usePageContext, useWords } from '#app/renderer/usePageContext'
import { ReservationForm } from '../ReservationForm'
import { fillParts } from '#app/components/fill-parts'
import type { ReserveData } from './+data'
import type { ReserveWords } from './+words'

export default function Page() {
  const data = useData<ReserveData>()
  const words = useWords<ReserveWords>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {fillParts(words.intro, {
            phone: (
              <a className="hero-link" href={telHref(main)}>
                {main.display}
              </a>
            ),
          })}
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
