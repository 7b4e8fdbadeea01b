import { business, telHref } from '#app/content/business'
import { HOURLY_RATE_TEXT, REPAIR_TURNAROUND, SERVICES, pricingText } from '#app/content/service-department'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { HoursList } from '#app/components/HoursList'
import { Closures } from '#app/components/Closures'
import { OpenStatus } from '#app/components/OpenStatus'
import { closuresOf } from '#app/domain/settings/closures'
import { Icon } from '#app/components/Icon'
import { FeatureCard, Section } from '#app/components/Section'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import { ServiceBookingForm } from './ServiceBookingForm'
import type { ServicesData } from './+data'
import './services.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname } = usePageContext()
  const main = facts.phones.main
  const { booking } = useData<ServicesData>()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Certified golf cart service" title="Golf Cart Service & Repair">
        <p>
          Maintenance, repairs, battery service, custom builds and warranty work by certified technicians in {facts.address.city}.
          Labor from {HOURLY_RATE_TEXT}, and most repairs take {REPAIR_TURNAROUND}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="#book">
            <Icon name="calendar" size={18} /> Schedule Service
          </a>
          <a className="button button-outline-light" href={telHref(main)}>
            <Icon name="phone" size={18} /> Call {main.display}
          </a>
        </div>
      </Hero>

      <Section
        id="services"
        eyebrow="What we do"
        title="Our Services"
        intro="Electric golf carts and low-speed vehicles of every make are welcome in our shop, whether you bought from us or not."
      >
        <div className="grid grid-2 service-grid">
          {SERVICES.map((service) => (
            <article key={service.id} id={service.id} className="card service-card">
              <div className="service-card-head">
                <span className="card-icon">
                  <Icon name={service.icon} size={24} />
                </span>
                <div>
                  <h3>{service.title}</h3>
                  <p className="service-price">{pricingText(service.pricing)}</p>
                </div>
              </div>
              <p>{service.description}</p>
              <ul className="check-list">
                {service.items.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <p className="service-note">
          <Icon name="clock" size={20} />
          <span>
            <strong>Most repairs take {REPAIR_TURNAROUND}.</strong> We diagnose first and call you with an estimate before any further work.
          </span>
        </p>
      </Section>

      <Section id="why-us" tone="alt" title="Why Choose Our Service Department">
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="award" size={24} />} title="Certified Technicians">
            <p>Factory-trained on Denago and Evolution drivetrains, lithium batteries and controllers.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="clock" size={24} />} title="Fast Turnaround">
            <p>Most repairs are finished within {REPAIR_TURNAROUND}, so your cart is back before the weekend.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title="Upfront Pricing">
            <p>Labor from {HOURLY_RATE_TEXT}, custom work quoted in writing, and no surprises on the invoice.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title="Genuine Parts & Warranty">
            <p>Authorized warranty service with genuine manufacturer parts for the vehicles we sell.</p>
          </FeatureCard>
        </div>
      </Section>

      <CallToAction
        id="schedule"
        title="Schedule Your Service"
        text={`Book a drop-off window below and get your reference at once, or call us and we book it for you. Questions about your cart? We reply, usually within ${business.responseTime.typical}.`}
        contactLabel="Ask Our Service Team"
      />

      <section id="book" className="section enquiry-section" aria-labelledby="book-title">
        <div className="container enquiry-page">
          <section className="card">
            <h2 id="book-title" className="h3">
              {SERVICE_BOOKING_COPY.title}
            </h2>
            <p className="muted">{SERVICE_BOOKING_COPY.intro}</p>
            <ServiceBookingForm data={booking} />
          </section>
        </div>
      </section>

      <Section id="service-info" title="Service Hours & Information">
        <div className="grid grid-2">
          <section className="card" aria-labelledby="service-hours-title">
            <span className="card-icon">
              <Icon name="clock" size={24} />
            </span>
            <h3 id="service-hours-title">Service Department Hours</h3>
            <OpenStatus status={facts.status.service} department="service" />
            <HoursList hours={facts.hours.service} />
            <Closures closures={closuresOf(facts, 'service')} headingId="service-closures-title" />
            <p className="muted service-hours-note">
              For a Sunday breakdown, call <a href={telHref(main)}>{main.display}</a>.
            </p>
          </section>
          <FeatureCard icon={<Icon name="search" size={24} />} title="Diagnosis First">
            <p>
              We inspect your cart, find the cause and call with the price before we repair anything. Maintenance, repair and battery work
              is billed from {HOURLY_RATE_TEXT}.
            </p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="truck" size={24} />} title="Pickup & Return">
            <p>Cart won't move? We can collect it anywhere in {business.county} and bring it back when the work is done. Ask when you book.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="info" size={24} />} title="Before You Drop Off">
            <p>Bring the key and charger, tell us about any warning lights or noises, and have your warranty paperwork handy for claims.</p>
          </FeatureCard>
        </div>
      </Section>
    </>
  )
}
