import type { ReactNode } from 'react'
import { business, formatAddress, telHref } from '#app/content/business'
import { SHOWROOMS, SHOWROOM_AREAS, locationHref, locationWithFacts, type ShowroomLocation } from '#app/content/showrooms'
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
import { usePageContext, useFacts } from '#app/renderer/usePageContext'
import './showroom.css'

/** A link to a page of this site or, in a new tab, to another site. */
function AnyLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  )
}

function LocationCard({ location, status }: { location: ShowroomLocation; status: DepartmentStatus }) {
  const titleId = `${location.id}-title`
  const links = [
    location.websiteUrl && { href: location.websiteUrl, label: location.type === 'online' ? 'Shop Online' : 'Website' },
    location.facebookUrl && { href: location.facebookUrl, label: 'Facebook' },
    location.youtubeUrl && { href: location.youtubeUrl, label: 'YouTube' },
    location.reviewUrl && { href: location.reviewUrl, label: 'Leave a Review' },
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
            <strong>{location.type === 'online' ? 'Orders prepared at' : 'Address'}</strong>
            {formatAddress(location.address)}
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>Phone</strong>
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
          Directions
        </ExternalLink>
        <a className="button button-primary" href={telHref(location.phone)}>
          <Icon name="phone" size={18} /> Call Now<span className="visually-hidden">: {location.phone.display}</span>
        </a>
      </div>
    </article>
  )
}

export default function Page() {
  const facts = useFacts()
  const { urlPathname, site } = usePageContext()
  const main = facts.phones.main
  const locations = SHOWROOMS.map((location) => locationWithFacts(location, facts))
  const cities = locations.filter((l) => l.type === 'physical').map((l) => l.city)
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="See them in person" title="Visit Our Showrooms">
        <p>
          Sit in a Denago or an Evolution, take one for a test drive and talk it through with our team in {cities.join(' or ')},
          or shop online with delivery anywhere in {business.state}.
        </p>
        <div className="button-row">
          <a className="button button-accent" href={telHref(main)}>
            <Icon name="phone" size={18} /> Call {main.display}
          </a>
          <a className="button button-outline-light" href="#locations">
            Find a Location
          </a>
        </div>
      </Hero>

      <Section id="locations" eyebrow="Locations" title="Our Showrooms">
        <div className="grid grid-3">
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} status={facts.status.showroom} />
          ))}
        </div>
        <Closures closures={closuresOf(facts, 'showroom')} headingId="showroom-closures-title" />
      </Section>

      <Section id="showroom-services" tone="alt" eyebrow="At every location" title="Showroom Services">
        <div className="grid grid-3">
          <FeatureCard icon={<Icon name="calendar" size={24} />} title="Test Drives">
            <p>
              Drive any cart on the floor before you decide. Walk in, or call <a href={telHref(main)}>{main.display}</a> and we'll have your model
              charged and waiting.
            </p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="users" size={24} />} title="Expert Consultation">
            <p>Street-legal or off-road, four seats or six, lead-acid or lithium: we'll help you compare models, options and running costs.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="dollar" size={24} />} title="Financing Options">
            <p>0% financing on select models for qualified buyers. Apply online in a few minutes and get an answer fast.</p>
            <p>
              <ExternalLink href={site.financingUrl} className="button button-outline">
                Apply for Financing
              </ExternalLink>
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section
        id="areas"
        eyebrow={business.county}
        title="Areas We Serve"
        intro={`Our showrooms and delivery trucks cover ${SHOWROOM_AREAS.length} towns across ${business.county} and the communities between them.`}
      >
        <ul className="area-list">
          {SHOWROOM_AREAS.map((area) => (
            <li key={area.href}>
              <a href={area.href}>
                <Icon name="mapPin" size={16} /> {area.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="visit"
        title="Plan Your Visit"
        text="Tell us which models you'd like to see and we'll have them charged and ready when you arrive, or call for directions and today's hours."
      />
    </>
  )
}
