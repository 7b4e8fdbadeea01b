import { CallButton } from '#app/components/CallButton'
import { Hero } from '#app/components/Hero'
import { VehicleCard } from '#app/components/VehicleCard'
import { useData, usePageContext, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { SpecialsData } from './+data'
import type { SpecialsWords } from './+words'
import './specials.css'

/** /specials: what is on now, each special with its offer, its end, its fine print and its carts at the price a shopper pays. */
export default function Page() {
  const { specials } = useData<SpecialsData>()
  const { urlPathname } = usePageContext()
  const copy = useWords<SpecialsWords>()
  const localPath = useLocalPath()
  // The specials' titles, texts and fine print are the dealer's own words, in English on a Spanish page.
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
              <a className="button button-primary" href={localPath('/inventory')}>
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
                <h2 id={`${special.anchor}-title`} lang={special.languages?.title}>
                  {special.title}
                </h2>
                <p className="special-ends">{special.endsText}</p>
                <p lang={special.languages?.text}>{special.text}</p>
              </div>
              <h3 className="visually-hidden">{copy.carts}</h3>
              <div className="vehicle-grid">
                {special.vehicles.map((vehicle, i) => (
                  <VehicleCard key={vehicle.id} vehicle={vehicle} href={`/vehicles/${vehicle.id}`} headingLevel={3} eager={index === 0 && i < 2} />
                ))}
              </div>
              {special.finePrint && (
                <p className="special-fine-print">
                  <strong>{`${copy.finePrint}: `}</strong>
                  {special.languages?.finePrint ? <span lang={special.languages.finePrint}>{special.finePrint}</span> : special.finePrint}
                </p>
              )}
            </div>
          </section>
        ))
      )}
    </>
  )
}
