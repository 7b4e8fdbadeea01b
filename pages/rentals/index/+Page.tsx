import { business, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { municipalities } from '#app/content/towns/municipalities'
import { fill } from '#app/domain/language'
// The price tables and the availability form first: their styles come before the shared components'.
import { RentalPlans } from '#app/components/RentalPlans'
import { AvailabilityChecker } from '../AvailabilityChecker'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { Section } from '#app/components/Section'
import { useData, useFacts, useLocalPath, usePageContext, useWords } from '#app/renderer/usePageContext'
import { CallButton } from '#app/components/CallButton'
import { fillParts } from '#app/components/fill-parts'
import type { RentalsData } from './+data'
import type { RentalsWords } from './+words'
import '../rentals.css'

export default function Page() {
  const facts = useFacts()
  const words = useWords<RentalsWords>()
  const localPath = useLocalPath()
  const { urlPathname } = usePageContext()
  const { checker } = useData<RentalsData>()
  const call = telHref(facts.phones.main)
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{fillParts(words.hero.text, { price: formatPrice(business.rentalsFromPerDay), county: business.county })}</p>
        <div className="button-row">
          <a className="button button-accent" href={call}>
            <Icon name="phone" size={18} />
            {fillParts(` ${words.hero.call}`, { phone: facts.phones.main.display })}
          </a>
          <a className="button button-outline-light" href="#plans">
            {words.hero.plans}
          </a>
          <a className="button button-outline-light" href="#availability">
            {words.checker.form.heroLink}
          </a>
        </div>
      </Hero>

      <AvailabilityChecker checker={checker} words={words.checker} />

      <Section id="included" title={words.included.title} intro={words.included.intro}>
        <ul className="check-list rental-included">
          {words.included.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" /> {feature}
            </li>
          ))}
        </ul>
      </Section>

      <RentalPlans action="call" words={words.plans} />

      <Section id="help" title={words.help.title} tone="alt">
        <div className="grid grid-3">
          {Object.entries(words.plans.plans).map(([id, plan]) => (
            <div key={id} className="card">
              <h3 className="h3">{plan.title}</h3>
              <p>{plan.description}</p>
            </div>
          ))}
        </div>
        <div className="rental-help-actions">
          <p className="lead">{words.help.text}</p>
          <div className="button-row">
            <CallButton look="primary" />
            <a className="button button-outline" href={localPath('/inventory')}>
              {words.help.fleet}
            </a>
          </div>
          <p className="rental-online">
            <a href={localPath('/enquiries/rental?from=%2Frentals')}>{words.help.online}</a>
            {words.help.onlineRest}
          </p>
        </div>
      </Section>

      <Section id="towns" title={words.towns.title} intro={fill(words.towns.intro, { count: municipalities.length })}>
        <ul className="rental-town-list">
          {municipalities.map((m) => (
            <li key={m.rentalsUrl}>
              <a href={localPath(m.rentalsUrl)}>{fillParts(words.towns.link, { town: m.name })}</a>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section rental-terms" aria-labelledby="rental-terms-title">
        <div className="container">
          <h2 id="rental-terms-title" className="h3">
            {words.terms.title}
          </h2>
          <ul className="rental-terms-list">
            {words.terms.items.map((term) => (
              <li key={term}>{term}</li>
            ))}
            <li>{fill(words.terms.deliveryFee, { fee: words.deliveryFeeText })}</li>
            <li>{words.terms.insurance}</li>
            <li>{fillParts(words.terms.policy, { link: <a href={localPath('/policies/rental-policy')}>{words.terms.policyLink}</a> })}</li>
          </ul>
        </div>
      </section>

      <CallToAction title={words.cta.title} text={fill(words.cta.text, { phone: facts.phones.main.display })} />
    </>
  )
}
