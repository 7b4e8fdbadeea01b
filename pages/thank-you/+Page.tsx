import { business, formatAddress, telHref } from '#app/content/business'
import { OTHER_LOCATIONS, locationWithFacts } from '#app/content/showrooms'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { Section } from '#app/components/Section'
import { usePageContext, useFacts } from '#app/renderer/usePageContext'
import { KeepExploring } from '#app/components/KeepExploring'
import './thank-you.css'

const STEPS = [
  {
    title: 'We Review Your Message',
    text: 'Your message goes straight to the right person in sales, service, rentals or parts, with the details you sent.',
  },
  {
    title: 'Personal Response',
    text: 'A member of our team calls or e-mails you back, answers your questions and asks anything we need to know.',
  },
  {
    title: 'Solution & Service',
    text: 'We put together your quote, rental, appointment or order, and stay with you through delivery and beyond.',
  },
] as const

export default function Page() {
  const facts = useFacts()
  const { urlPathname } = usePageContext()
  const main = facts.phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Message received" title="Thank You for Contacting Us!" compact>
        <p>Your message is on its way to our team at {business.name}. Here is what happens next.</p>
      </Hero>

      <section className="section" aria-label="Reply and phone">
        <div className="container grid grid-2">
          <section className="card thanks-card" aria-labelledby="response-time-title">
            <span className="card-icon">
              <Icon name="clock" size={24} />
            </span>
            <h2 id="response-time-title" className="h3">
              Response Time
            </h2>
            <p className="thanks-highlight">We reply within {business.responseTime.within}.</p>
            <p>Typically within {business.responseTime.typical}, by phone or e-mail, whichever you prefer.</p>
          </section>
          <section className="card thanks-card" aria-labelledby="call-now-title">
            <span className="card-icon">
              <Icon name="phone" size={24} />
            </span>
            <h2 id="call-now-title" className="h3">
              Need an Answer Now?
            </h2>
            <p>Call us during business hours and talk to our team right away.</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                <Icon name="phone" size={18} /> Call Now: {main.display}
              </a>
            </p>
          </section>
        </div>
      </section>

      <Section id="next-steps" tone="alt" title="What Happens Next">
        <ol className="grid grid-3 steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section className="section" aria-labelledby="service-area-title">
        <div className="container">
          <div className="card thanks-area">
            <h2 id="service-area-title" className="h3">
              Serving All of {business.county}
            </h2>
            <p>Besides our main showroom at {formatAddress(facts.address)}, you can reach us here:</p>
            <ul className="detail-list">
              {OTHER_LOCATIONS.map((place) => locationWithFacts(place, facts)).map((location) => (
                <li key={location.id}>
                  <Icon name={location.type === 'online' ? 'truck' : 'mapPin'} />
                  <span>
                    <strong>
                      <a href={`/showroom#${location.id}`}>{location.name}</a>
                    </strong>
                    {location.type === 'online' ? location.summary : formatAddress(location.address)}
                    <br />
                    <a href={telHref(location.phone)}>{location.phone.display}</a>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <KeepExploring />
        </div>
      </section>
    </>
  )
}
