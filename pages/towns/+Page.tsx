import { business } from '#app/content/business'
import { REPAIRS_PRICE_TEXT, RENTALS_FROM_TEXT, SALES_FROM_TEXT } from '#app/content/towns/local-services'
import { CallToAction } from '#app/components/CallToAction'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon, type IconName } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { usePageContext, useData, useFacts } from '#app/renderer/usePageContext'
import type { TownPageData } from './+data'
import { CallButton } from '#app/components/CallButton'
import '#app/components/local-pages.css'

interface LocalService {
  icon: IconName
  title: string
  text: string
  price?: string
  href: string
  linkLabel: string
}

function services(town: TownPageData): LocalService[] {
  return [
    {
      icon: 'dollar',
      title: 'Golf Cart Sales',
      text: `New Denago and Evolution electric golf carts and street-legal LSVs, with 0% financing on select models for ${town.name} buyers.`,
      price: SALES_FROM_TEXT,
      href: '/inventory',
      linkLabel: 'Browse inventory',
    },
    {
      icon: 'calendar',
      title: 'Golf Cart Rentals',
      text: `4-seat, 6-seat and utility carts by the day, week or month for parties, events and projects in ${town.name}.`,
      price: RENTALS_FROM_TEXT,
      href: town.rentalsPath,
      linkLabel: town.rentalsLabel,
    },
    {
      icon: 'wrench',
      title: 'Service & Repair',
      text: 'Maintenance, repairs, battery service and warranty work by certified technicians; most repairs take 24-48 hours.',
      price: REPAIRS_PRICE_TEXT,
      href: '/services',
      linkLabel: 'Our service department',
    },
    {
      icon: 'truck',
      title: 'Delivery',
      text: `Free local delivery of new carts to ${town.name} on qualifying purchases, and rental drop-off at your door.`,
      href: '/policies/delivery-policy',
      linkLabel: 'Delivery policy',
    },
    {
      icon: 'settings',
      title: 'Parts & Accessories',
      text: 'Batteries, tires, lights, seat belts, enclosures and upgrades, ordered and installed by our team.',
      href: '/contact',
      linkLabel: 'Ask about parts',
    },
    {
      icon: 'home',
      title: 'Storage',
      text: 'Indoor and covered outdoor storage by the month or the season, so your cart is ready when spring comes.',
      href: '/policies/storage-policy',
      linkLabel: 'Storage plans',
    },
  ]
}

export default function Page() {
  const facts = useFacts()
  const town = useData<TownPageData>()
  const { site } = usePageContext()
  return (
    <>
      <Hero imageKey={town.aliasPath} eyebrow={business.name} title={`Golf Carts in ${town.name}, PA`}>
        <p className="hero-serving">{town.typeLine}</p>
        <p>
          Buy, rent or service an electric golf cart or low-speed vehicle without leaving {town.name}: we deliver, we
          repair, and we are a phone call away.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="/inventory">
            View Inventory
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="benefits" title={`Why ${town.name} Drivers Choose Us`}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="truck" size={24} />} title="Free Local Delivery">
            <p>New carts are delivered free in {business.county}, straight to your driveway in {town.name}.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title="0% Financing">
            <p>0% financing on select models, with a quick application online.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title="Full Warranty">
            <p>Every new cart comes with the full manufacturer warranty, serviced here in {business.county}.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="award" size={24} />} title="Certified Technicians">
            <p>{business.yearsInBusiness} years of keeping local carts running, from batteries to brakes.</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="services" title={`Golf Cart Services in ${town.name}`} tone="alt">
        <div className="local-services">
          <ul className="local-service-list">
            {services(town).map((service) => (
              <li key={service.title} className="local-service">
                <span className="card-icon">
                  <Icon name={service.icon} size={24} />
                </span>
                <div>
                  <h3 className="h3">{service.title}</h3>
                  <p>{service.text}</p>
                  {service.price && <p className="local-service-price">{service.price}</p>}
                  <a href={service.href} className="local-service-link">
                    {service.linkLabel}
                    <span className="visually-hidden"> for {town.name}</span><Icon name="arrowRight" size={16} />
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <MapEmbed query={town.coordinates} label={`Map of ${town.name}, PA`} />
        </div>
      </Section>

      <div className="section">
        <div className="container local-contact">
          <ContactDetailsCard origin={site.origin} />
          <BusinessHoursCard status={<ShowroomStatus />} closures={<ShowroomClosures />} />
        </div>
      </div>

      <nav className="section section-alt" aria-labelledby="more-towns-title">
        <div className="container">
          <h2 id="more-towns-title" className="h3">
            More Lehigh County Towns We Serve
          </h2>
          <ul className="town-links">
            {town.otherTowns.map((other) => (
              <li key={other.path}>
                <a href={other.path}>Golf carts in {other.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <CallToAction
        title={`Ready to Ride in ${town.name}?`}
        text={`Browse carts in stock, or call ${facts.phones.main.display} and we will help you pick, finance and deliver the right one.`}
      >
        <a className="button button-outline-light" href="/inventory">
          View Inventory
        </a>
      </CallToAction>
    </>
  )
}
