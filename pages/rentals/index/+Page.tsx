import { business, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { municipalities } from '#app/content/towns/municipalities'
import { RENTAL_DELIVERY_FEE_TEXT, RENTAL_INCLUDED_FEATURES, RENTAL_PLANS, RENTAL_TERMS } from '#app/content/rentals'
import { AVAILABILITY_FORM_COPY } from '#app/content/rental-availability-form'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { RentalPlans } from '#app/components/RentalPlans'
import { Section } from '#app/components/Section'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import { CallButton } from '#app/components/CallButton'
import { AvailabilityChecker } from '../AvailabilityChecker'
import type { RentalsData } from './+data'
import '../rentals.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname } = usePageContext()
  const { checker } = useData<RentalsData>()
  const call = telHref(facts.phones.main)
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Daily, weekly and monthly rentals" title="Golf Cart Rentals in Lehigh County">
        <p>
          Street-legal 4-seat, 6-seat and utility carts from {formatPrice(business.rentalsFromPerDay)}/day, delivered
          fully charged and insured to your home, venue or job site anywhere in {business.county}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href={call}>
            <Icon name="phone" size={18} /> Call to Reserve {facts.phones.main.display}
          </a>
          <a className="button button-outline-light" href="#plans">
            See Plans &amp; Prices
          </a>
          <a className="button button-outline-light" href="#availability">
            {AVAILABILITY_FORM_COPY.heroLink}
          </a>
        </div>
      </Hero>

      <AvailabilityChecker checker={checker} />

      <Section id="included" title="Every Rental Includes" intro="No add-ons to sort out: the same six things come with every cart, every plan.">
        <ul className="check-list rental-included">
          {RENTAL_INCLUDED_FEATURES.map((feature) => (
            <li key={feature}>
              <Icon name="check" /> {feature}
            </li>
          ))}
        </ul>
      </Section>

      <RentalPlans action="call" />

      <Section id="help" title="Need Help Choosing?" tone="alt">
        <div className="grid grid-3">
          {RENTAL_PLANS.map((plan) => (
            <div key={plan.id} className="card">
              <h3 className="h3">{plan.title}</h3>
              <p>{plan.description}</p>
            </div>
          ))}
        </div>
        <div className="rental-help-actions">
          <p className="lead">
            Tell us your date, your guest count and where the cart is going, and we will match you with the right cart
            and the lowest rate for your dates.
          </p>
          <div className="button-row">
            <CallButton look="primary" />
            <a className="button button-outline" href="/inventory">
              View Our Fleet
            </a>
          </div>
          <p className="rental-online">
            <a href="/enquiries/rental?from=%2Frentals">Or request a rental online</a>: tell us the cart, the dates and where it is going, and we confirm the price and a delivery time.
          </p>
        </div>
      </Section>

      <Section id="towns" title="Golf Cart Rentals Near You" intro={`We deliver rentals to all ${municipalities.length} municipalities on our list and the communities around them.`}>
        <ul className="rental-town-list">
          {municipalities.map((m) => (
            <li key={m.rentalsUrl}>
              <a href={m.rentalsUrl}>
                {m.name} Golf Cart Rentals
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section rental-terms" aria-labelledby="rental-terms-title">
        <div className="container">
          <h2 id="rental-terms-title" className="h3">
            Rental Terms
          </h2>
          <ul className="rental-terms-list">
            {RENTAL_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
            <li>{`Delivery fee: ${RENTAL_DELIVERY_FEE_TEXT}.`}</li>
            <li>Insurance is included with every rental.</li>
            <li>
              Deposits, age limits and cancellation terms are in our <a href="/policies/rental-policy">rental policy</a>.
            </li>
          </ul>
        </div>
      </section>

      <CallToAction
        title="Reserve Your Golf Cart Today"
        text={`Rentals are first come, first served on busy weekends. Call ${facts.phones.main.display} to hold your cart and date.`}
      />
    </>
  )
}
