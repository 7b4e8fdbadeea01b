import { business, telHref } from '#app/content/business'
import { fill } from '#app/domain/language'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { HoursList } from '#app/components/HoursList'
import { Closures } from '#app/components/Closures'
import { OpenStatus } from '#app/components/OpenStatus'
import { closuresOf } from '#app/domain/settings/closures'
import { Icon } from '#app/components/Icon'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, usePageContext, useFacts, useWords } from '#app/renderer/usePageContext'
import { ServiceBookingForm } from './ServiceBookingForm'
import { fillParts } from '#app/components/fill-parts'
import type { ServicesData } from './+data'
import type { ServicesWords } from './+words'
import './services.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname } = usePageContext()
  const main = facts.phones.main
  const { booking, services } = useData<ServicesData>()
  const words = useWords<ServicesWords>()
  const { rate, turnaround } = words
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{fillParts(words.hero.text, { city: facts.address.city, rate, turnaround })}</p>
        <div className="button-row">
          <a className="button button-accent" href="#book">
            <Icon name="calendar" size={18} />
            {` ${words.hero.schedule}`}
          </a>
          <a className="button button-outline-light" href={telHref(main)}>
            <Icon name="phone" size={18} />
            {fillParts(` ${words.hero.call}`, { phone: main.display })}
          </a>
        </div>
      </Hero>

      <Section id="services" eyebrow={words.offer.eyebrow} title={words.offer.title} intro={words.offer.intro}>
        <div className="grid grid-2 service-grid">
          {services.map(({ id, icon }) => ({ id, icon, ...words.services[id]! })).map((service) => (
            <article key={service.id} id={service.id} className="card service-card">
              <div className="service-card-head">
                <span className="card-icon">
                  <Icon name={service.icon} size={24} />
                </span>
                <div>
                  <h3>{service.title}</h3>
                  <p className="service-price">{service.price}</p>
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
            <strong>{fillParts(words.offer.turnaround, { turnaround })}</strong>
            {` ${words.offer.estimate}`}
          </span>
        </p>
      </Section>

      <Section id="why-us" tone="alt" title={words.why.title}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="award" size={24} />} title={words.why.certified.title}>
            <p>{words.why.certified.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="clock" size={24} />} title={words.why.fast.title}>
            <p>{fillParts(words.why.fast.text, { turnaround })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title={words.why.pricing.title}>
            <p>{fillParts(words.why.pricing.text, { rate })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title={words.why.warranty.title}>
            <p>{words.why.warranty.text}</p>
          </FeatureCard>
        </div>
      </Section>

      <CallToAction
        id="schedule"
        title={words.cta.title}
        text={fill(words.cta.text, { responseTime: words.responseTime })}
        contactLabel={words.cta.contact}
      />

      <section id="book" className="section enquiry-section" aria-labelledby="book-title">
        <div className="container enquiry-page">
          <section className="card">
            <h2 id="book-title" className="h3">
              {words.form.title}
            </h2>
            <p className="muted">{words.form.intro}</p>
            <ServiceBookingForm data={booking} />
          </section>
        </div>
      </section>

      <Section id="service-info" title={words.info.title}>
        <div className="grid grid-2">
          <section className="card" aria-labelledby="service-hours-title">
            <span className="card-icon">
              <Icon name="clock" size={24} />
            </span>
            <h3 id="service-hours-title">{words.info.hours}</h3>
            <OpenStatus status={facts.status.service} department="service" />
            <HoursList hours={facts.hours.service} />
            <Closures closures={closuresOf(facts, 'service')} headingId="service-closures-title" />
            <p className="muted service-hours-note">
              {fillParts(words.info.sunday, { phone: <a href={telHref(main)}>{main.display}</a> })}
            </p>
          </section>
          <FeatureCard icon={<Icon name="search" size={24} />} title={words.info.diagnosis.title}>
            <p>{fillParts(words.info.diagnosis.text, { rate })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="truck" size={24} />} title={words.info.pickup.title}>
            <p>{fillParts(words.info.pickup.text, { county: business.county })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="info" size={24} />} title={words.info.before.title}>
            <p>{words.info.before.text}</p>
          </FeatureCard>
        </div>
      </Section>
    </>
  )
}
