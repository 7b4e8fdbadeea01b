import { business } from '#app/content/business'
import { REPAIRS_PRICE_TEXT, RENTALS_FROM_TEXT, SALES_FROM_TEXT } from '#app/content/towns/local-services'
import { CallToAction } from '#app/components/CallToAction'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { MunicipalityPageData } from './+data'
import { CallButton } from '#app/components/CallButton'
import '#app/components/local-pages.css'

export default function Page() {
  const facts = useFacts()
  const m = useData<MunicipalityPageData>()
  const { site } = usePageContext()
  const place = `${m.name} ${m.type}`
  const why = [
    `Free delivery of new carts to ${place} and the rest of ${business.county}`,
    '0% financing on select models',
    'Full warranty on every new cart',
    'Certified technicians for maintenance and repairs',
    `${business.modelsAvailable} Denago and Evolution models to choose from`,
    `${business.yearsInBusiness} years in business and ${business.customers} local customers`,
  ]
  return (
    <>
      <Hero imageKey={m.url} eyebrow={`Serving ${place}`} title={`Golf Carts in ${place}, PA`}>
        <p>
          Electric golf carts and street-legal low-speed vehicles for sale, for rent and for service, delivered to
          homes, farms and businesses across {place}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="/inventory">
            View Inventory
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="services" title={`Golf Cart Services in ${place}`}>
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="dollar" size={24} />} title="Sales">
            <p>New Denago and Evolution electric carts and LSVs, plus select pre-owned carts, ready for the road in {m.name}.</p>
            <p className="local-service-price">{SALES_FROM_TEXT}</p>
            <a className="local-service-link" href="/inventory">
              Browse inventory<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
          <FeatureCard icon={<Icon name="calendar" size={24} />} title="Rentals">
            <p>4-seat, 6-seat and utility carts by the day, week or month, delivered charged and insured.</p>
            <p className="local-service-price">{RENTALS_FROM_TEXT}</p>
            <a className="local-service-link" href={m.rentalsUrl}>
              {`${m.name} rental plans`}<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" size={24} />} title="Service">
            <p>Maintenance, repairs, battery service and warranty work by certified technicians, usually within 24-48 hours.</p>
            <p className="local-service-price">{REPAIRS_PRICE_TEXT}</p>
            <a className="local-service-link" href="/services">
              Our service department<Icon name="arrowRight" size={16} />
            </a>
          </FeatureCard>
        </div>
      </Section>

      <Section id="why" title={`Why ${m.name} Chooses ${business.name}`} tone="alt">
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
          <MapEmbed query={`${place}, PA`} label={`Map of ${place}, PA`} />
        </div>
      </div>

      <CallToAction
        title={`Get Your Golf Cart in ${place}`}
        text={`Shop carts in stock, book a rental, or call ${facts.phones.main.display} to talk with our team.`}
      >
        <a className="button button-outline-light" href={m.rentalsUrl}>
          {`${m.name} Rentals`}
        </a>
      </CallToAction>
    </>
  )
}
