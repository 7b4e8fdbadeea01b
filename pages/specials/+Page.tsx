import { SPECIALS_COPY } from '#app/content/specials'
import { CallButton } from '#app/components/CallButton'
import { Hero } from '#app/components/Hero'
import { VehicleCard } from '#app/components/VehicleCard'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import type { SpecialsData } from './+data'
import './specials.css'

/** /specials: what is on now, each special with its offer, its end, its fine print and its carts at the price a shopper pays. */
export default function Page() {
  const { specials } = useData<SpecialsData>()
  const { urlPathname } = usePageContext()
  const copy = SPECIALS_COPY.page
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={copy.eyebrow} title={copy.title} compact>
        <p>{copy.intro}</p>
      </Hero>
      {specials.length === 0 ? (
        <section className="section" aria-labelledby="specials-none-title">
          <div className="container specials-none">
            <h2 id="specials-none-title">{copy.none}</h2>
            <p>{copy.noneHint}</p>
            <div className="button-row">
              <a className="button button-primary" href="/inventory">
                {copy.browse}
              </a>
              <CallButton look="outline" />
            </div>
          </div>
        </section>
      ) : (
        specials.map((special, index) => (
          <section key={special.id} id={special.anchor} className={index % 2 ? 'section section-alt special' : 'section special'} aria-labelledby={`${special.anchor}-title`}>
            <div className="container">
              <div className="special-head">
                <p className="eyebrow">{special.offerText}</p>
                <h2 id={`${special.anchor}-title`}>{special.title}</h2>
                <p className="special-ends">{special.endsText}</p>
                <p>{special.text}</p>
              </div>
              <h3 className="visually-hidden">{copy.carts}</h3>
              <div className="vehicle-grid">
                {special.vehicles.map((vehicle, i) => (
                  <VehicleCard key={vehicle.id} vehicle={vehicle} headingLevel={3} eager={index === 0 && i < 2} />
                ))}
              </div>
              {special.finePrint && (
                <p className="special-fine-print">
                  <strong>{`${copy.finePrint}: `}</strong>
                  {special.finePrint}
                </p>
              )}
            </div>
          </section>
        ))
      )}
    </>
  )
}
