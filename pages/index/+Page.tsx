import { business, formatAddress, mailtoHref, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { municipalities } from '#app/content/towns/municipalities'
import { BusinessHoursCard } from '#app/components/ContactDetails'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { VehicleCard } from '#app/components/VehicleCard'
import { fill } from '#app/domain/language'
import { useData, usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { HomeData } from './+data'
import type { HomeWords } from './+words'
import { CallButton } from '#app/components/CallButton'
import './home.css'

export default function Page() {
  const facts = useFacts()
  const { featured, specials } = useData<HomeData>()
  const { urlPathname } = usePageContext()
  const words = useWords<HomeWords>()
  const localPath = useLocalPath()
  // The specials' titles are the dealer's own words, in English on a Spanish page.
  const county = business.county
  const prices = { salesFrom: formatPrice(business.salesFromPrice), rentalsFrom: formatPrice(business.rentalsFromPerDay), county }
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={fill(words.hero.eyebrow, { county, state: words.state })} title={words.hero.title}>
        <p>{fill(words.hero.text, prices)}</p>
        <div className="button-row">
          <a className="button button-accent" href={localPath('/inventory')}>
            {`${words.hero.inventory} `}
            <Icon name="arrowRight" size={18} />
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="why" eyebrow={words.why.eyebrow} title={fill(words.why.title, { county })}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="award" />} title={words.why.quality.title}>
            <p>{words.why.quality.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" />} title={words.why.service.title}>
            <p>{words.why.service.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" />} title={words.why.financing.title}>
            <p>{words.why.financing.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="leaf" />} title={words.why.eco.title}>
            <p>
              {`${words.why.eco.text} `}
              <a href={localPath('/eco-impact')}>{words.why.eco.link}</a>.
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="brands" tone="alt" eyebrow={words.brands.eyebrow} title={words.brands.title}>
        <ul className="grid brand-grid">
          {words.brands.tiles.map((brand) => (
            <li key={brand.name} className="brand-tile">
              {brand.href ? (
                <a href={localPath(brand.href)} className="brand-wordmark">
                  {brand.name}
                </a>
              ) : (
                <span className="brand-wordmark">{brand.name}</span>
              )}
              <span className="brand-note">{brand.note}</span>
            </li>
          ))}
        </ul>
      </Section>

      {/* The dealer's featured carts; with none flagged the section is left out rather than shown empty. */}
      {featured.length > 0 && (
        <Section id="featured" eyebrow={words.featured.eyebrow} title={words.featured.title} intro={words.featured.intro}>
          <div className="vehicle-grid vehicle-grid-3">
            {featured.map((vehicle) => (
              <VehicleCard key={vehicle.id} vehicle={vehicle} href={`/vehicle/${vehicle.id}`} />
            ))}
          </div>
          <p className="center">
            <a className="button button-outline" href={localPath('/inventory')}>
              {fill(words.featured.seeAll, { count: business.modelsAvailable })}
            </a>
          </p>
        </Section>
      )}

      {/* What is on special now; nothing once the specials end. */}
      {specials.length > 0 && (
        <Section id="specials" eyebrow={words.specials.eyebrow} title={words.specials.title} intro={words.specials.intro}>
          <ul className="home-specials">
            {specials.map((special) => (
              <li key={special.anchor} className="card home-special">
                <p className="eyebrow">{special.offerText}</p>
                <h3 lang={special.languages?.title}>
                  <a href={localPath(`/specials#${special.anchor}`)}>{special.title}</a>
                </h3>
                <p className="home-special-ends">{special.endsText}</p>
              </li>
            ))}
          </ul>
          <p className="center">
            <a className="button button-outline" href={localPath('/specials')}>
              {words.specials.seeAll}
            </a>
          </p>
        </Section>
      )}

      <section className="section section-alt" aria-labelledby="about-title">
        <div className="container about-block">
          <div>
            <p className="eyebrow">{words.about.eyebrow}</p>
            <h2 id="about-title">{fill(words.about.title, { city: facts.address.city, year: business.foundedYear })}</h2>
            <p className="lead">{fill(words.about.lead, { years: business.yearsInBusiness, county })}</p>
            <dl className="stats">
              <div>
                <dt>{words.about.years}</dt>
                <dd>{business.yearsInBusiness}</dd>
              </div>
              <div>
                <dt>{words.about.customers}</dt>
                <dd>{business.customers}</dd>
              </div>
              <div>
                <dt>{words.about.municipalities}</dt>
                <dd>{business.municipalitiesServed}</dd>
              </div>
            </dl>
            <a className="button button-primary" href={localPath('/about')}>
              {words.about.more}
            </a>
          </div>
          <MapEmbed query={formatAddress(facts.address)} label={fill(words.about.map, { name: business.name, address: formatAddress(facts.address) })} />
        </div>
      </section>

      <Section id="areas" eyebrow={words.areas.eyebrow} title={fill(words.areas.title, { county })} intro={words.areas.intro}>
        <ul className="area-grid">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={localPath(m.url)}>
                {m.name} {m.type}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section section-dark" aria-labelledby="home-contact-title">
        <div className="container home-contact">
          <div>
            <h2 id="home-contact-title">{words.contact.title}</h2>
            <ul className="detail-list">
              <li>
                <Icon name="phone" />
                <span>
                  <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>
                  {` ${words.contact.tollFree} ·`}{' '}
                  <a href={telHref(facts.phones.local)}>{facts.phones.local.display}</a>
                </span>
              </li>
              <li>
                <Icon name="mail" />
                <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a>
              </li>
              <li>
                <Icon name="mapPin" />
                <span>{formatAddress(facts.address)}</span>
              </li>
            </ul>
            <div className="button-row">
              <a className="button button-accent" href={localPath('/contact')}>
                {words.contact.message}
              </a>
              <a className="button button-outline-light" href={localPath('/showroom')}>
                {words.contact.showrooms}
              </a>
            </div>
          </div>
          <BusinessHoursCard />
        </div>
      </section>
    </>
  )
}
