import type { ReactNode } from 'react'
import { business, formatAddress, telHref } from '#app/content/business'
import { SHOWROOMS, SHOWROOM_AREAS, locationHref, locationInWords, locationWithFacts, type ShowroomLocation } from '#app/content/showrooms'
import type { DepartmentStatus } from '#app/domain/settings/open-state'
import { closuresOf } from '#app/domain/settings/closures'
import { Closures } from '#app/components/Closures'
import { OpenStatus } from '#app/components/OpenStatus'
import { CallToAction } from '#app/components/CallToAction'
import { ExternalLink } from '#app/components/ExternalLink'
import { Hero } from '#app/components/Hero'
import { HoursList } from '#app/components/HoursList'
import { Icon } from '#app/components/Icon'
import { FeatureCard, Section } from '#app/components/Section'
import { fill } from '#app/domain/language'
import { usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { ShowroomPageWords } from './+words'
import './showroom.css'

/** A link to a page of this site or, in a new tab, to another site. */
function AnyLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const localPath = useLocalPath()
  return href.startsWith('/') ? (
    <a href={localPath(href)} className={className}>
      {children}
    </a>
  ) : (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  )
}

function LocationCard({ location, status }: { location: ShowroomLocation; status: DepartmentStatus }) {
  const words = useWords<ShowroomPageWords>().locations
  const titleId = `${location.id}-title`
  const links = [
    location.websiteUrl && { href: location.websiteUrl, label: location.type === 'online' ? words.shopOnline : words.website },
    location.facebookUrl && { href: location.facebookUrl, label: 'Facebook' },
    location.youtubeUrl && { href: location.youtubeUrl, label: 'YouTube' },
    location.reviewUrl && { href: location.reviewUrl, label: words.review },
  ].filter((link) => !!link)
  return (
    <article id={location.id} className="card location-card" aria-labelledby={titleId}>
      <div className="location-card-head">
        <span className={location.type === 'online' ? 'badge badge-new' : 'badge badge-soft'}>
          <Icon name={location.type === 'online' ? 'truck' : 'mapPin'} size={14} /> {location.city}
        </span>
        <h3 id={titleId}>
          <AnyLink href={locationHref(location)} className="location-name">
            {location.name}
          </AnyLink>
        </h3>
      </div>
      <p>{location.summary}</p>
      <ul className="detail-list location-details">
        <li>
          <Icon name="mapPin" />
          <span>
            <strong>{location.type === 'online' ? words.preparedAt : words.address}</strong>
            {formatAddress(location.address)}
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>{words.phone}</strong>
            <a href={telHref(location.phone)}>{location.phone.display}</a>
          </span>
        </li>
        <li>
          <Icon name="clock" />
          <div className="location-hours">
            <strong>{location.hoursLabel}</strong>
            <OpenStatus status={status} department="showroom" />
            <HoursList hours={location.hours} />
          </div>
        </li>
      </ul>
      {links.length > 0 && (
        <ul className="location-links">
          {links.map((link) => (
            <li key={link.label}>
              <AnyLink href={link.href}>{link.label}</AnyLink>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row location-actions">
        <ExternalLink href={location.directionsUrl} className="button button-outline">
          {words.directions}
        </ExternalLink>
        <a className="button button-primary" href={telHref(location.phone)}>
          <Icon name="phone" size={18} />
          {` ${words.callNow}`}
          <span className="visually-hidden">: {location.phone.display}</span>
        </a>
      </div>
    </article>
  )
}

export default function Page() {
  const facts = useFacts()
  const { urlPathname, site } = usePageContext()
  const words = useWords<ShowroomPageWords>()
  const localPath = useLocalPath()
  const main = facts.phones.main
  const locations = SHOWROOMS.map((location) => locationInWords(locationWithFacts(location, facts), words.locations.places))
  const cities = locations.filter((l) => l.type === 'physical').map((l) => l.city)
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{fill(words.hero.text, { cities: cities.join(words.hero.or), state: words.state })}</p>
        <div className="button-row">
          <a className="button button-accent" href={telHref(main)}>
            <Icon name="phone" size={18} />
            {` ${fill(words.hero.call, { phone: main.display })}`}
          </a>
          <a className="button button-outline-light" href="#locations">
            {words.hero.find}
          </a>
        </div>
      </Hero>

      <Section id="locations" eyebrow={words.locations.eyebrow} title={words.locations.title}>
        <div className="grid grid-3">
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} status={facts.status.showroom} />
          ))}
        </div>
        <Closures closures={closuresOf(facts, 'showroom')} headingId="showroom-closures-title" />
      </Section>

      <Section id="showroom-services" tone="alt" eyebrow={words.services.eyebrow} title={words.services.title}>
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="calendar" size={24} />} title={words.services.testDrives.title}>
            <p>
              {`${words.services.testDrives.before} `}
              <a href={telHref(main)}>{main.display}</a>
              {` ${words.services.testDrives.after}`}
            </p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="users" size={24} />} title={words.services.consultation.title}>
            <p>{words.services.consultation.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title={words.services.financing.title}>
            <p>{words.services.financing.text}</p>
            <p>
              <ExternalLink href={site.financingUrl} className="button button-outline">
                {words.services.financing.apply}
              </ExternalLink>
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section
        id="areas"
        eyebrow={business.county}
        title={words.areas.title}
        intro={fill(words.areas.intro, { count: SHOWROOM_AREAS.length, county: business.county })}
      >
        <ul className="area-list">
          {SHOWROOM_AREAS.map((area) => (
            <li key={area.href}>
              <a href={localPath(area.href)}>
                <Icon name="mapPin" size={16} /> {area.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="visit"
        title={words.visit.title}
        text={words.visit.text}
      />
    </>
  )
}
