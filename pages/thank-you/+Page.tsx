import { business, formatAddress, telHref } from '#app/content/business'
import { OTHER_LOCATIONS, locationInWords, locationWithFacts } from '#app/content/showrooms'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { Section } from '#app/components/Section'
import { usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { ThankYouWords } from './+words'
import { KeepExploring } from '#app/components/KeepExploring'
import './thank-you.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname } = usePageContext()
  const main = facts.phones.main
  const words = useWords<ThankYouWords>()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {words.introBefore}
          {business.name}
          {words.introAfter}
        </p>
      </Hero>

      <section className="section" aria-label={words.replyLabel}>
        <div className="container grid grid-2">
          <section className="card thanks-card" aria-labelledby="response-time-title">
            <span className="card-icon">
              <Icon name="clock" size={24} />
            </span>
            <h2 id="response-time-title" className="h3">
              {words.responseTitle}
            </h2>
            <p className="thanks-highlight">
              {words.replyWithin}
              {words.within}
              {words.end}
            </p>
            <p>
              {words.typicallyWithin}
              {words.typical}
              {words.byPhone}
            </p>
          </section>
          <section className="card thanks-card" aria-labelledby="call-now-title">
            <span className="card-icon">
              <Icon name="phone" size={24} />
            </span>
            <h2 id="call-now-title" className="h3">
              {words.answerNow}
            </h2>
            <p>{words.callText}</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                <Icon name="phone" size={18} />
                {words.callNow}
                {main.display}
              </a>
            </p>
          </section>
        </div>
      </section>

      <Section id="next-steps" tone="alt" title={words.nextTitle}>
        <ol className="grid grid-3 steps">
          {words.steps.map((step, index) => (
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
              {words.servingAll}
              {business.county}
            </h2>
            <p>
              {words.besidesBefore}
              {formatAddress(facts.address)}
              {words.besidesAfter}
            </p>
            <ul className="detail-list">
              {OTHER_LOCATIONS.map((place) => locationInWords(locationWithFacts(place, facts), words.locations)).map((location) => (
                <li key={location.id}>
                  <Icon name={location.type === 'online' ? 'truck' : 'mapPin'} />
                  <span>
                    <strong>
                      <a href={localPath(`/showroom#${location.id}`)}>{location.name}</a>
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
