import type { ReactNode } from 'react'
import { formatAddress, mailtoHref, telHref } from '../content/business'
import { useCommonWords, useFacts, useLocalPath } from '../renderer/usePageContext'
import { HoursList } from './HoursList'
import { Icon } from './Icon'

export function ContactDetailsCard({ origin }: { origin: string }) {
  const site = new URL(origin).host
  const facts = useFacts()
  const words = useCommonWords().contact
  const localPath = useLocalPath()
  return (
    <section className="card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="h3">
        {words.title}
      </h2>
      <ul className="detail-list">
        <li>
          <Icon name="mapPin" />
          <span>
            <strong>{words.address}</strong>
            <a href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
              {formatAddress(facts.address)}
              <span className="visually-hidden">{` ${words.directionsNewTab}`}</span>
            </a>
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>{words.phone}</strong>
            <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>
            {` ${words.tollFree}`}
            <br />
            <a href={telHref(facts.phones.local)}>{facts.phones.local.display}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <strong>{words.email}</strong>
            <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a>
            <br />
            <a href={mailtoHref(facts.emails.sales)}>{facts.emails.sales}</a>
          </span>
        </li>
        <li>
          <Icon name="globe" />
          <span>
            <strong>{words.website}</strong>
            <a href={localPath('/')}>{site}</a>
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
  const words = useCommonWords().contact
  return (
    <section className="card" aria-labelledby="business-hours-title">
      <h2 id="business-hours-title" className="h3">
        {words.hours}
      </h2>
      {status}
      <HoursList hours={facts.hours.showroom} />
      {closures}
    </section>
  )
}
