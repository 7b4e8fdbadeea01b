import { business } from '#app/content/business'
import { CallToAction } from '#app/components/CallToAction'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { fill } from '#app/domain/language'
import { useData, usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { fillParts } from '#app/components/fill-parts'
import type { MunicipalityPageData } from './+data'
import type { MunicipalityWords } from './+words'
import { CallButton } from '#app/components/CallButton'
import '#app/components/local-pages.css'

export default function Page() {
  const facts = useFacts()
  const m = useData<MunicipalityPageData>()
  const words = useWords<MunicipalityWords>()
  const localPath = useLocalPath()
  const { site } = usePageContext()
  const place = `${m.name} ${m.type}`
  const values = {
    place,
    name: m.name,
    business: business.name,
    county: words.county,
    models: business.modelsAvailable,
    years: business.yearsInBusiness,
    customers: business.customers,
  }
  const { sales, rentals, service } = words.services
  const why = words.why.reasons.map((reason) => fill(reason, values))
  return (
    <>
      <Hero imageKey={m.url} eyebrow={fill(words.hero.eyebrow, values)} title={fill(words.hero.title, values)}>
        <p>{fillParts(words.hero.text, values)}</p>
        <div className="button-row">
          <a className="button button-accent" href={localPath('/inventory')}>
            {words.hero.inventory}
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="services" title={fill(words.services.title, values)}>
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="dollar" size={24} />} title={sales.title}>
            <p>{fillParts(sales.text, values)}</p>
            <p className="local-service-price">{words.prices.salesFrom}</p>
            <a className="local-service-link" href={localPath('/inventory')}>
              {sales.link}<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
          <FeatureCard icon={<Icon name="calendar" size={24} />} title={rentals.title}>
            <p>{rentals.text}</p>
            <p className="local-service-price">{words.prices.rentalsFrom}</p>
            <a className="local-service-link" href={localPath(m.rentalsUrl)}>
              {fill(rentals.link, values)}<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" size={24} />} title={service.title}>
            <p>{service.text}</p>
            <p className="local-service-price">{words.prices.repairs}</p>
            <a className="local-service-link" href={localPath('/services')}>
              {service.link}<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
        </div>
      </Section>

      <Section id="why" title={fill(words.why.title, values)} tone="alt">
        <ul className="check-list local-why">
          {why.map((reason) => (
            <li key={reason}>
              <Icon name="check" /> {reason}
            </li>
          ))}
        </ul>
      </Section>

      <div className="section">
        <div className="container local-contact">
          <div className="stack">
            <ContactDetailsCard origin={site.origin} />
            <BusinessHoursCard status={<ShowroomStatus />} closures={<ShowroomClosures />} />
          </div>
          <MapEmbed query={`${place}, PA`} label={fill(words.map, values)} />
        </div>
      </div>

      <CallToAction
        title={fill(words.cta.title, values)}
        text={fill(words.cta.text, { phone: facts.phones.main.display })}
      >
        <a className="button button-outline-light" href={localPath(m.rentalsUrl)}>
          {fill(words.cta.rentals, values)}
        </a>
      </CallToAction>
    </>
  )
}
