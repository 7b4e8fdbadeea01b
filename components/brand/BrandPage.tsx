import type { BrandModelCard, BrandPageData, SeriesCard } from '#app/domain/vehicles/brand-lineup'
import { fill } from '#app/domain/language'
import { fillParts } from '#app/components/fill-parts'
import { useData, useLanguage, useLocalPath, usePageContext, useWords } from '#app/renderer/usePageContext'
import { CallToAction } from '../CallToAction'
import { Hero } from '../Hero'
import { Icon } from '../Icon'
import { FeatureCard, Section } from '../Section'
import { VehicleBadge } from '../VehicleCard'
import type { BrandWords } from './words'
import './brand.css'

function SeriesCardView({ series }: { series: SeriesCard }) {
  const words = useWords<BrandWords>()
  const localPath = useLocalPath()
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
          <h4 className="series-card-models-title">{words.modelsInSeries}</h4>
          <ul className="series-card-models">
            {series.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <a href={localPath(vehicle.href)}>
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
  const words = useWords<BrandWords>()
  const localPath = useLocalPath()
  // The features are the dealer's, as written (English).
  const dealer = useLanguage() === 'en' ? undefined : 'en'
  return (
    <article className="vehicle-card model-card">
      <div className="vehicle-card-media">
        <img src={card.image} alt={card.imageAlt} width={800} height={600} loading="lazy" decoding="async" />
        <VehicleBadge vehicle={card} />
      </div>
      <div className="vehicle-card-body">
        <p className="vehicle-card-brand">{fillParts(words.series, { series: card.series })}</p>
        <h3 className="vehicle-card-title">{card.name}</h3>
        <p className="price">{card.priceText}</p>
        <dl className="model-specs">
          <div>
            <dt>{words.seats}</dt>
            <dd>{card.specs.seats}</dd>
          </div>
          <div>
            <dt>{words.range}</dt>
            <dd lang={dealer}>{card.specs.range}</dd>
          </div>
          <div>
            <dt>{words.topSpeed}</dt>
            <dd lang={dealer}>{card.specs.topSpeed}</dd>
          </div>
          <div>
            <dt>{words.drive}</dt>
            <dd>{card.specs.driveType}</dd>
          </div>
        </dl>
        <ul className="check-list model-features">
          {card.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} />
              <span lang={dealer}>{feature}</span>
            </li>
          ))}
        </ul>
        <a className="button button-primary button-block" href={localPath(card.href)} aria-label={fill(words.viewDetailsOf, { name: card.name })}>
          {`${words.viewDetails} `}
          <Icon name="arrowRight" size={18} />
        </a>
      </div>
    </article>
  )
}

/** The template of /denago and /evolution, fed by content/brands.ts and the inventory. */
export function BrandPage() {
  const { urlPathname } = usePageContext()
  const data = useData<BrandPageData>()
  const words = useWords<BrandWords>()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={data.hero.eyebrow} title={data.hero.title}>
        <p>{data.hero.text}</p>
        <div className="button-row">
          <a className="button button-accent" href={localPath('/contact')}>
            {words.getQuote}
          </a>
          <a className="button button-outline-light" href={localPath('/contact')}>
            <Icon name="calendar" size={18} />
            {` ${words.testDrive}`}
          </a>
        </div>
      </Hero>
      <Section id="series" eyebrow={words.seriesEyebrow} title={fill(words.seriesTitle, { brand: data.brand })} intro={data.about}>
        <div className="series-grid">
          {data.series.map((series) => (
            <SeriesCardView key={series.title} series={series} />
          ))}
        </div>
      </Section>
      <Section
        id="lineup"
        tone="alt"
        eyebrow={words.lineupEyebrow}
        title={fill(words.lineupTitle, { brand: data.brand })}
        intro={words.lineupIntro}
      >
        <div className="grid grid-3">
          {data.lineup.map((card) => (
            <ModelCardView key={card.id} card={card} />
          ))}
        </div>
        <p className="lineup-more">
          <a className="button button-outline" href={localPath('/inventory')}>
            {`${words.fullInventory} `}
            <Icon name="arrowRight" size={18} />
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
      <CallToAction id="brand-cta" title={data.cta.title} text={data.cta.text} contactLabel={words.getQuote}>
        <a className="button button-outline-light" href={localPath('/contact')}>
          <Icon name="calendar" size={18} />
          {` ${words.testDrive}`}
        </a>
      </CallToAction>
    </>
  )
}
