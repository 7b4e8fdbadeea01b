import { business } from '#app/content/business'
import { CallToAction } from '#app/components/CallToAction'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon, type IconName } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { fill } from '#app/domain/language'
import { usePageContext, useData, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { TownPageData } from './+data'
import type { TownWords } from './+words'
import { fillParts } from '#app/components/fill-parts'
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

function services(town: TownPageData, words: TownWords): LocalService[] {
  const { sales, rentals, repair, delivery, parts, storage } = words.services
  const values = { town: town.name }
  return [
    {
      icon: 'dollar',
      title: sales.title,
      text: fill(sales.text, values),
      price: words.prices.salesFrom,
      href: '/inventory',
      linkLabel: sales.link,
    },
    {
      icon: 'calendar',
      title: rentals.title,
      text: fill(rentals.text, values),
      price: words.prices.rentalsFrom,
      href: town.rentalsPath,
      linkLabel: town.rentalsLabel,
    },
    {
      icon: 'wrench',
      title: repair.title,
      text: repair.text,
      price: words.prices.repairs,
      href: '/services',
      linkLabel: repair.link,
    },
    {
      icon: 'truck',
      title: delivery.title,
      text: fill(delivery.text, values),
      href: '/policies/delivery-policy',
      linkLabel: delivery.link,
    },
    {
      icon: 'settings',
      title: parts.title,
      text: parts.text,
      href: '/contact',
      linkLabel: parts.link,
    },
    {
      icon: 'home',
      title: storage.title,
      text: storage.text,
      href: '/policies/storage-policy',
      linkLabel: storage.link,
    },
  ]
}

export default function Page() {
  const facts = useFacts()
  const town = useData<TownPageData>()
  const words = useWords<TownWords>()
  const localPath = useLocalPath()
  const { site } = usePageContext()
  const { benefits } = words
  const values = { town: town.name, county: words.county, years: business.yearsInBusiness }
  return (
    <>
      <Hero imageKey={town.aliasPath} eyebrow={business.name} title={fill(words.hero.title, values)}>
        <p className="hero-serving">{town.typeLine}</p>
        <p>{fillParts(words.hero.text, values)}</p>
        <div className="button-row">
          <a className="button button-accent" href={localPath('/inventory')}>
            {words.hero.inventory}
          </a>
          <CallButton look="outline-light" />
        </div>
      </Hero>

      <Section id="benefits" title={fill(benefits.title, values)}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="truck" size={24} />} title={benefits.delivery.title}>
            <p>{fillParts(benefits.delivery.text, values)}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title={benefits.financing.title}>
            <p>{benefits.financing.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" size={24} />} title={benefits.warranty.title}>
            <p>{fillParts(benefits.warranty.text, values)}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="award" size={24} />} title={benefits.technicians.title}>
            <p>{fillParts(benefits.technicians.text, values)}</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="services" title={fill(words.services.title, values)} tone="alt">
        <div className="local-services">
          <ul className="local-service-list">
            {services(town, words).map((service) => (
              <li key={service.title} className="local-service">
                <span className="card-icon">
                  <Icon name={service.icon} size={24} />
                </span>
                <div>
                  <h3 className="h3">{service.title}</h3>
                  <p>{service.text}</p>
                  {service.price && <p className="local-service-price">{service.price}</p>}
                  <a href={localPath(service.href)} className="local-service-link">
                    {service.linkLabel}
                    <span className="visually-hidden">{fillParts(words.services.linkFor, values)}</span><Icon name="arrowRight" size={16} />
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <MapEmbed query={town.coordinates} label={fill(words.services.map, values)} />
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
            {words.moreTowns.title}
          </h2>
          <ul className="town-links">
            {town.otherTowns.map((other) => (
              <li key={other.path}>
                <a href={localPath(other.path)}>{fillParts(words.moreTowns.link, { town: other.name })}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <CallToAction
        title={fill(words.cta.title, values)}
        text={fill(words.cta.text, { phone: facts.phones.main.display })}
      >
        <a className="button button-outline-light" href={localPath('/inventory')}>
          {words.cta.inventory}
        </a>
      </CallToAction>
    </>
  )
}
