import { business, formatAddress, mailtoHref, telHref } from '../content/business'
import type { SiteFacts } from '../domain/settings/facts'
import { municipalities } from '../content/towns/municipalities'
import { FOOTER_LINKS, LEGAL_LINKS, POLICY_LINKS } from '../content/navigation'
import type { SiteInfo } from '../renderer/types'
import { ExternalLink } from './ExternalLink'
import { HoursList } from './HoursList'
import { Icon } from './Icon'
import { OpenStatus } from './OpenStatus'
import './Footer.css'

export function Footer({ site, facts }: { site: SiteInfo; facts: SiteFacts }) {
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {business.name}
          </h2>
          <p>
            New electric golf carts and low-speed vehicles from Denago and Evolution, plus rentals, service and delivery
            across {business.county}, Pennsylvania.
          </p>
          <address className="footer-contact">
            <a href={telHref(facts.phones.main)}>
              <Icon name="phone" size={16} /> {facts.phones.main.display} <span className="muted-inverse">(toll-free)</span>
            </a>
            <a href={telHref(facts.phones.local)}>
              <Icon name="phone" size={16} /> {facts.phones.local.display}
            </a>
            <a href={mailtoHref(facts.emails.info)}>
              <Icon name="mail" size={16} /> {facts.emails.info}
            </a>
            <a href={mailtoHref(facts.emails.sales)}>
              <Icon name="mail" size={16} /> {facts.emails.sales}
            </a>
            <span>
              <Icon name="mapPin" size={16} /> {formatAddress(facts.address)}
            </span>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">
            Quick Links
          </h2>
          <ul className="footer-list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <ExternalLink href={site.financingUrl}>Financing</ExternalLink>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="footer-heading">
            Policies
          </h2>
          <ul className="footer-list">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/policies">All policies</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer-heading">
            Showroom Hours
          </h2>
          <OpenStatus status={facts.status.showroom} department="showroom" />
          <HoursList hours={facts.hours.showroom} />
        </section>
      </div>
      <nav className="container footer-areas" aria-labelledby="footer-areas">
        <h2 id="footer-areas" className="footer-heading">
          Serving {business.municipalitiesServed} municipalities across {business.county}
        </h2>
        <ul className="footer-area-list">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={m.url}>
                {m.name} {m.type}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container footer-bottom">
        <p>
          © {business.foundedYear}-{new Date().getFullYear()} {business.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
