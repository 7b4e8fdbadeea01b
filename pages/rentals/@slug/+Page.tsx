import { business, mailtoHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { RENTAL_DELIVERY_FEE_TEXT, RENTAL_FREE_DELIVERY_MILES, RENTAL_INCLUDED_FEATURES } from '#app/content/rentals'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { RentalPlans } from '#app/components/RentalPlans'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, useFacts } from '#app/renderer/usePageContext'
import type { TownRentalData } from './+data'
import { CallButton } from '#app/components/CallButton'
import { AVAILABILITY_FORM_COPY } from '#app/content/rental-availability-form'
import { AvailabilityChecker } from '../AvailabilityChecker'
import '../rentals.css'

export default function Page() {
  const facts = useFacts()
  const town = useData<TownRentalData>()
  const place = `${town.name} ${town.type}`
  return (
    <>
      <Hero imageKey={town.townUrl} eyebrow="Golf cart rentals" title={`${town.name} Golf Cart Rentals`}>
        <p>
          <strong className="hero-serving">{`Serving ${place}, Pennsylvania`}</strong>
        </p>
        <p>
          4-seat, 6-seat and utility carts from {formatPrice(business.rentalsFromPerDay)}/day, delivered fully charged
          and insured to your door in {town.name}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="/contact">
            Book Rental
          </a>
          <CallButton look="outline-light" />
          <a className="button button-outline-light" href="#availability">
            {AVAILABILITY_FORM_COPY.heroLink}
          </a>
        </div>
      </Hero>

      <RentalPlans action="contact" />

      <Section id="local" title={`Perfect for ${town.name} Adventures`} intro={town.description}>
        {town.zipCodes.length > 0 && (
          <p className="zip-codes">
            Delivering to {town.name} ZIP {town.zipCodes.length > 1 ? 'codes' : 'code'} {town.zipCodes.join(', ')}
          </p>
        )}
        <div className="grid grid-2 town-lists">
          <div className="card">
            <h3 className="h3">Popular Uses</h3>
            <ul className="check-list">
              {town.popularUses.map((use) => (
                <li key={use}>
                  <Icon name="check" /> {use}
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3 className="h3">Local Attractions &amp; Features</h3>
            <ul className="check-list">
              {town.localFeatures.map((feature) => (
                <li key={feature}>
                  <Icon name="mapPin" /> {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="promise" title={`Renting in ${town.name} Made Easy`} tone="alt">
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="truck" size={24} />} title="Free Delivery">
            <p>
              Free delivery within {town.name} and surrounding areas: the first {RENTAL_FREE_DELIVERY_MILES} miles are on
              us, and farther trips are {RENTAL_DELIVERY_FEE_TEXT}.
            </p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title="Fully Insured">
            <p>Insurance is included with every rental, so your party, event or project is covered from drop-off to pickup.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="battery" size={24} />} title="Ready to Go">
            <p>Every cart arrives cleaned, safety-checked and fully charged, with seat belts and street-legal lighting.</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="why" title="Why Choose Our Golf Cart Rentals">
        <ul className="check-list rental-included">
          {RENTAL_INCLUDED_FEATURES.map((feature) => (
            <li key={feature}>
              <Icon name="check" /> {feature}
            </li>
          ))}
          <li>
            <Icon name="check" /> A local {business.county} team, {business.yearsInBusiness} years in business
          </li>
          <li>
            <Icon name="check" /> Carts maintained by our certified technicians
          </li>
          <li>
            <Icon name="check" /> Daily, 3 day, weekly and monthly rates
          </li>
        </ul>
      </Section>

      <AvailabilityChecker checker={town.checker} />

      <Section id="help" title="Need Help Choosing?" tone="alt">
        <div className="rental-help-actions">
          <p className="lead">
            Not sure whether a 4 seater, a 6 seater or a utility cart fits your {town.name} plans? Tell us the date, the
            number of riders and what you need to carry, and we will recommend the right cart and the best rate.
          </p>
          <div className="button-row">
            <a className="button button-primary" href="/inventory">
              View Fleet
            </a>
            <CallButton look="outline" />
          </div>
          <p className="rental-online">
            <a href={`/enquiries/rental?town=${town.rentalsUrl.split('/').pop()}&from=${encodeURIComponent(town.rentalsUrl)}`}>Or request a rental online</a>: tell us the cart and the dates, and we confirm the price and a delivery time in {town.name}.
          </p>
        </div>
      </Section>

      <CallToAction
        title={`Book Your ${town.name} Golf Cart Rental`}
        contactLabel="Book Online"
        text={
          <>
            Call us at {facts.phones.main.display} or e-mail{' '}
            <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a> to reserve your cart and delivery time.
          </>
        }
      >
        <a className="button button-outline-light" href={town.townUrl}>
          Learn About {town.name}
        </a>
      </CallToAction>
    </>
  )
}
