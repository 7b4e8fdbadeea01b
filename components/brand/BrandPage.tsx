import type { BrandModelCard, BrandPageData, SeriesCard } from '#app/domain/vehicles/brand-lineup'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CallToAction } from '../CallToAction'
import { Hero } from '../Hero'
import { Icon } from '../Icon'
import { FeatureCard, Section } from '../Section'
import { VehicleBadge } from '../VehicleCard'
import './brand.css'

function SeriesCardView({ series }: { series: SeriesCard }) {
  return (
    <article className="card series-card">
      <img className="series-card-image" src={series.image} alt={series.imageAlt} width={800} height={600} loading="lazy" decoding="async" />
      <h3>{series.title}</h3>
      <p className="series-card-price">{series.startingPriceText}</p>
      <p>{series.description}</p>
      <ul className="check-list">
        {series.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {series.vehicles.length > 0 && (
        <>
          <h4 className="series-card-models-title">Models in this series</h4>
          <ul className="series-card-models">
            {series.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <a href={vehicle.href}>
                  {vehicle.label === vehicle.name ? (
                    vehicle.name
                  ) : (
                    <>
                      <span className="visually-hidden">{vehicle.name.slice(0, vehicle.name.length - vehicle.label.length)}</span>
                      {vehicle.label}
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}

function ModelCardView({ card }: { card: BrandModelCard }) {
  return (
    <article className="vehicle-card model-card">
      <div className="vehicle-card-media">
        <img src={card.image} alt={card.imageAlt} width={800} height={600} loading="lazy" decoding="async" />
        <VehicleBadge vehicle={card} />
      </div>
      <div className="vehicle-card-body">
        <p className="vehicle-card-brand">{card.series} series</p>
        <h3 className="vehicle-card-title">{card.name}</h3>
        <p className="price">{card.priceText}</p>
        <dl className="model-specs">
          <div>
            <dt>Seats</dt>
            <dd>{card.specs.seats}</dd>
          </div>
          <div>
            <dt>Range</dt>
            <dd>{card.specs.range}</dd>
          </div>
          <div>
            <dt>Top Speed</dt>
            <dd>{card.specs.topSpeed}</dd>
          </div>
          <div>
            <dt>Drive</dt>
            <dd>{card.specs.driveType}</dd>
          </div>
        </dl>
        <ul className="check-list model-features">
          {card.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <a className="button button-primary button-block" href={card.href} aria-label={`View Details: ${card.name}`}>
          View Details <Icon name="arrowRight" size={18} />
        </a>
      </div>
    </article>
  )
}

/** The template of /denago and /evolution, fed by content/brands.ts and the inventory. */
export function BrandPage() {
  const { urlPathname } = usePageContext()
  const data = useData<BrandPageData>()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={data.hero.eyebrow} title={data.hero.title}>
        <p>{data.hero.text}</p>
        <div className="button-row">
          <a className="button button-accent" href="/contact">
            Get Quote
          </a>
          <a className="button button-outline-light" href="/contact">
            <Icon name="calendar" size={18} /> Schedule Test Drive
          </a>
        </div>
      </Hero>
      <Section id="series" eyebrow="Choose your series" title={`The ${data.brand} Series`} intro={data.about}>
        <div className="series-grid">
          {data.series.map((series) => (
            <SeriesCardView key={series.title} series={series} />
          ))}
        </div>
      </Section>
      <Section
        id="lineup"
        tone="alt"
        eyebrow="Model line-up"
        title={`Popular ${data.brand} Models`}
        intro="Prices are the manufacturer's suggested retail prices (MSRP). Open any model for our price on the cart in stock and its full specifications, or call us to check colors and delivery dates."
      >
        <div className="grid grid-3">
          {data.lineup.map((card) => (
            <ModelCardView key={card.id} card={card} />
          ))}
        </div>
        <p className="lineup-more">
          <a className="button button-outline" href="/inventory">
            See the full inventory <Icon name="arrowRight" size={18} />
          </a>
        </p>
      </Section>
      <Section id="why" title={data.whyChoose.title}>
        <div className="grid grid-4">
          {data.whyChoose.items.map((item) => (
            <FeatureCard key={item.title} icon={<Icon name={item.icon} size={24} />} title={item.title}>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>
      <CallToAction id="brand-cta" title={data.cta.title} text={data.cta.text} contactLabel="Get Quote">
        <a className="button button-outline-light" href="/contact">
          <Icon name="calendar" size={18} /> Schedule Test Drive
        </a>
      </CallToAction>
    </>
  )
}
