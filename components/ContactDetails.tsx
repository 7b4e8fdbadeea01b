import type { ReactNode } from 'react'
import { formatAddress, mailtoHref, telHref } from '../content/business'
import { useFacts } from '../renderer/usePageContext'
import { HoursList } from './HoursList'
import { Icon } from './Icon'

export function ContactDetailsCard({ origin }: { origin: string }) {
  const site = new URL(origin).host
  const facts = useFacts()
  return (
    <section className="card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="h3">
        Contact Details
      </h2>
      <ul className="detail-list">
        <li>
          <Icon name="mapPin" />
          <span>
            <strong>Address</strong>
            <a href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
              {formatAddress(facts.address)}
              <span className="visually-hidden"> (directions open in a new tab)</span>
            </a>
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>Phone</strong>
            <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a> (toll-free)
            <br />
            <a href={telHref(facts.phones.local)}>{facts.phones.local.display}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <strong>Email</strong>
            <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a>
            <br />
            <a href={mailtoHref(facts.emails.sales)}>{facts.emails.sales}</a>
          </span>
        </li>
        <li>
          <Icon name="globe" />
          <span>
            <strong>Website</strong>
            <a href="/">{site}</a>
          </span>
        </li>
      </ul>
    </section>
  )
}

/**
 * The showroom's hours; on the pages that pass them, whether it is open now and the closures
 * ahead (components/ShowroomNow.tsx, a module of its own so a page without them does not carry
 * their code).
 */
export function BusinessHoursCard({ status, closures }: { status?: ReactNode; closures?: ReactNode }) {
  const facts = useFacts()
  return (
    <section className="card" aria-labelledby="business-hours-title">
      <h2 id="business-hours-title" className="h3">
        Business Hours
      </h2>
      {status}
      <HoursList hours={facts.hours.showroom} />
      {closures}
    </section>
  )
}
