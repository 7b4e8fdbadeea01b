import { business, mailtoHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { RENTAL_FREE_DELIVERY_MILES } from '#app/content/rentals'
import { fill, plural } from '#app/domain/language'
import { CallToAction } from '#app/components/CallToAction'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { RentalPlans } from '#app/components/RentalPlans'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { TownRentalData } from './+data'
import type { TownRentalWords } from './+words'
import { CallButton } from '#app/components/CallButton'
import { AvailabilityChecker } from '../AvailabilityChecker'
import { fillParts } from '#app/components/fill-parts'
import '../rentals.css'

export default function Page() {
  const facts = useFacts()
  const town = useData<TownRentalData>()
  const words = useWords<TownRentalWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  const place = `${town.name} ${town.type}`
  const slug = town.rentalsUrl.split('/').pop()
  return (
    <>
      <Hero imageKey={town.townUrl} eyebrow={words.hero.eyebrow} title={fill(words.hero.title, { town: town.name })}>
        <p>
          <strong className="hero-serving">{fill(words.hero.serving, { place })}</strong>
        </p>
        <p>{fillParts(words.hero.text, { price: formatPrice(business.rentalsFromPerDay), town: town.name })}</p>
        <div className="button-row">
          <a className="button button-accent" href={localPath('/contact')}>
            {words.hero.book}
          </a>
          <CallButton look="outline-light" />
          <a className="button button-outline-light" href="#availability">
            {words.checker.form.heroLink}
          </a>
        </div>
      </Hero>

      <RentalPlans action="contact" words={words.plans} />

      <Section id="local" title={fill(words.local.title, { town: town.name })} intro={town.description}>
        {town.zipCodes.length > 0 && (
          <p className="zip-codes">{fillParts(words.local.zip, { town: town.name, noun: plural(language, town.zipCodes.length, words.local.zipNoun), codes: town.zipCodes.join(', ') })}</p>
        )}
        <div className="grid grid-2 town-lists">
          <div className="card">
            <h3 className="h3">{words.local.uses}</h3>
            <ul className="check-list">
              {town.popularUses.map((use) => (
                <li key={use}>
                  <Icon name="check" /> {use}
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3 className="h3">{words.local.features}</h3>
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

      <Section id="promise" title={fill(words.promise.title, { town: town.name })} tone="alt">
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="truck" size={24} />} title={words.promise.delivery}>
            <p>{fillParts(words.promise.deliveryText, { town: town.name, miles: RENTAL_FREE_DELIVERY_MILES, fee: words.deliveryFeeText })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title={words.promise.insured}>
            <p>{words.promise.insuredText}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="battery" size={24} />} title={words.promise.ready}>
            <p>{words.promise.readyText}</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="why" title={words.why.title}>
        <ul className="check-list rental-included">
          {words.why.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" /> {feature}
            </li>
          ))}
          <li>
            <Icon name="check" />
            {fillParts(` ${words.why.team}`, { county: business.county, years: business.yearsInBusiness })}
          </li>
          <li>
            <Icon name="check" />
            {` ${words.why.technicians}`}
          </li>
          <li>
            <Icon name="check" />
            {` ${words.why.rates}`}
          </li>
        </ul>
      </Section>

      <AvailabilityChecker checker={town.checker} words={words.checker} />

      <Section id="help" title={words.help.title} tone="alt">
        <div className="rental-help-actions">
          <p className="lead">{fillParts(words.help.text, { town: town.name })}</p>
          <div className="button-row">
            <a className="button button-primary" href={localPath('/inventory')}>
              {words.help.fleet}
            </a>
            <CallButton look="outline" />
          </div>
          <p className="rental-online">
            <a href={localPath(`/enquiries/rental?town=${slug}&from=${encodeURIComponent(town.rentalsUrl)}`)}>{words.help.online}</a>
            {fillParts(words.help.onlineRest, { town: town.name })}
          </p>
        </div>
      </Section>

      <CallToAction
        title={fill(words.cta.title, { town: town.name })}
        contactLabel={words.cta.contact}
        text={fillParts(words.cta.text, { phone: facts.phones.main.display, email: <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a> })}
      >
        <a className="button button-outline-light" href={localPath(town.townUrl)}>
          {fillParts(words.cta.town, { town: town.name })}
        </a>
      </CallToAction>
    </>
  )
}
