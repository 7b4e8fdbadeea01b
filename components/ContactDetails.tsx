import { business, formatAddress, directionsHref, mailtoHref, telHref } from '../content/business'
import { HoursList } from './HoursList'
import { Icon } from './Icon'

export function ContactDetailsCard({ origin }: { origin: string }) {
  const site = new URL(origin).host
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
            <a href={directionsHref()} target="_blank" rel="noopener noreferrer">
              {formatAddress()}
              <span className="visually-hidden"> (directions open in a new tab)</span>
            </a>
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <strong>Phone</strong>
            <a href={telHref(business.phones.main)}>{business.phones.main.display}</a> (toll-free)
            <br />
            <a href={telHref(business.phones.local)}>{business.phones.local.display}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <strong>Email</strong>
            <a href={mailtoHref(business.emails.info)}>{business.emails.info}</a>
            <br />
            <a href={mailtoHref(business.emails.sales)}>{business.emails.sales}</a>
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

export function BusinessHoursCard() {
  return (
    <section className="card" aria-labelledby="business-hours-title">
      <h2 id="business-hours-title" className="h3">
        Business Hours
      </h2>
      <HoursList hours={business.hours.showroom} />
    </section>
  )
}
