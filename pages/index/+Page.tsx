import { business, formatAddress, mailtoHref, telHref } from '#app/content/business'
import { BRAND_GRID } from '#app/content/brand-grid'
import { formatPrice } from '#app/content/format'
import { municipalities } from '#app/content/towns/municipalities'
import { BusinessHoursCard } from '#app/components/ContactDetails'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { VehicleCard } from '#app/components/VehicleCard'
import { SPECIALS_HOME_COPY } from '#app/content/specials-home'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { HomeData } from './+data'
import { CallButton } from '#app/components/CallButton'
import './home.css'

export default function Page() {
  const facts = useFacts()
  const { featured, specials } = useData<HomeData>()
  const { urlPathname } = usePageContext()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={`${business.county}, Pennsylvania`} title="Electric Golf Carts & Low-Speed Vehicles">
        <p>
          New Denago and Evolution carts from {formatPrice(business.salesFromPrice)}, rentals from{' '}
          {formatPrice(business.rentalsFromPerDay)}/day, certified service and free delivery across {business.county}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="/inventory">
            View Inventory <Icon name="arrowRight" size={18} />
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="why" eyebrow="Why choose us" title={`${business.county}'s Electric Cart Specialists`}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="award" />} title="Premium Quality">
            <p>Denago and Evolution carts with lithium batteries, hydraulic brakes and full LED lighting, inspected before delivery.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" />} title="Expert Service">
            <p>Certified technicians for maintenance, battery care and custom upgrades on every brand we sell and service.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" />} title="0% Financing">
            <p>0% financing on select models through our lending partner, with quick online approval.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="leaf" />} title="Eco-Friendly">
            <p>
              Zero tailpipe emissions and a fraction of the running cost of gas. <a href="/eco-impact">Calculate your savings</a>.
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="brands" tone="alt" eyebrow="Brands" title="Brands We Sell and Service">
        <ul className="grid brand-grid">
          {BRAND_GRID.map((brand) => (
            <li key={brand.name} className="brand-tile">
              {brand.href ? (
                <a href={brand.href} className="brand-wordmark">
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
        <Section id="featured" eyebrow="Featured" title="Featured Golf Carts" intro="Popular models on the lot now, ready for test drives.">
          <div className="vehicle-grid vehicle-grid-3">
            {featured.map((vehicle) => (
              <VehicleCard key={vehicle.id} vehicle={vehicle} href={`/vehicle/${vehicle.id}`} />
            ))}
          </div>
          <p className="center">
            <a className="button button-outline" href="/inventory">
              See all {business.modelsAvailable} models
            </a>
          </p>
        </Section>
      )}

      {/* What is on special now; nothing once the specials end. */}
      {specials.length > 0 && (
        <Section id="specials" eyebrow={SPECIALS_HOME_COPY.eyebrow} title={SPECIALS_HOME_COPY.title} intro={SPECIALS_HOME_COPY.intro}>
          <ul className="home-specials">
            {specials.map((special) => (
              <li key={special.anchor} className="card home-special">
                <p className="eyebrow">{special.offerText}</p>
                <h3>
                  <a href={`/specials#${special.anchor}`}>{special.title}</a>
                </h3>
                <p className="home-special-ends">{special.endsText}</p>
              </li>
            ))}
          </ul>
          <p className="center">
            <a className="button button-outline" href="/specials">
              {SPECIALS_HOME_COPY.seeAll}
            </a>
          </p>
        </Section>
      )}

      <section className="section section-alt" aria-labelledby="about-title">
        <div className="container about-block">
          <div>
            <p className="eyebrow">About us</p>
            <h2 id="about-title">Family-Run in {facts.address.city} Since {business.foundedYear}</h2>
            <p className="lead">
              For {business.yearsInBusiness} years we have sold, rented and serviced electric carts for families, campgrounds, farms and
              businesses across {business.county}.
            </p>
            <dl className="stats">
              <div>
                <dt>Years in business</dt>
                <dd>{business.yearsInBusiness}</dd>
              </div>
              <div>
                <dt>Happy customers</dt>
                <dd>{business.customers}</dd>
              </div>
              <div>
                <dt>Municipalities served</dt>
                <dd>{business.municipalitiesServed}</dd>
              </div>
            </dl>
            <a className="button button-primary" href="/about">
              More About Us
            </a>
          </div>
          <MapEmbed query={formatAddress(facts.address)} label={`Map of ${business.name}, ${formatAddress(facts.address)}`} />
        </div>
      </section>

      <Section id="areas" eyebrow="Service area" title={`Serving All of ${business.county}`} intro="Local sales, rentals, service and delivery in every city, township and borough.">
        <ul className="area-grid">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={m.url}>
                {m.name} {m.type}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section section-dark" aria-labelledby="home-contact-title">
        <div className="container home-contact">
          <div>
            <h2 id="home-contact-title">Visit, Call or Send Us a Message</h2>
            <ul className="detail-list">
              <li>
                <Icon name="phone" />
                <span>
                  <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a> (toll-free) ·{' '}
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
              <a className="button button-accent" href="/contact">
                Send a Message
              </a>
              <a className="button button-outline-light" href="/showroom">
                Showroom Locations
              </a>
            </div>
          </div>
          <BusinessHoursCard />
        </div>
      </section>
    </>
  )
}
