import { business, formatAddress, mailtoHref, telHref } from '../content/business'
import type { SiteFacts } from '../domain/settings/facts'
import { municipalities } from '../content/towns/municipalities'
import { FOOTER_LINKS, LEGAL_LINKS, POLICY_LINKS } from '../content/navigation'
import { CHROME } from '../content/chrome'
import type { Language } from '../content/languages'
import { fill, pathInLanguage } from '../domain/language'
import { ALL_POLICIES_ES } from '../content/policies/index-es'
import type { SiteInfo } from '../renderer/types'
import { ExternalLink } from './ExternalLink'
import { HoursList } from './HoursList'
import { Icon } from './Icon'
import { OpenStatus } from './OpenStatus'
import './Footer.css'

/** The footer, in the page's language: rendered on the server only (renderer/staticShell.tsx). */
export function Footer({ site, facts, language }: { site: SiteInfo; facts: SiteFacts; language: Language }) {
  const text = CHROME[language].footer
  const labels = { ...CHROME[language].header.links, ...text.links }
  // Links lead to the pages in the footer's language; a policy is named as its page is.
  const local = (path: string) => pathInLanguage(path, language)
  const policyTitle = (path: string, english: string) => (language === 'es' ? (ALL_POLICIES_ES.find((policy) => policy.path === path)?.title ?? english) : english)
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {business.name}
          </h2>
          <p>{fill(text.about, { county: business.county })}</p>
          <address className="footer-contact">
            <a href={telHref(facts.phones.main)}>
              <Icon name="phone" size={16} /> {facts.phones.main.display} <span className="muted-inverse">{text.tollFree}</span>
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
            {text.quickLinks}
          </h2>
          <ul className="footer-list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={local(link.href)}>{labels[link.key]}</a>
              </li>
            ))}
            <li>
              <ExternalLink href={site.financingUrl}>{text.financing}</ExternalLink>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={local(link.href)}>{labels[link.key]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="footer-heading">
            {text.policies}
          </h2>
          <ul className="footer-list">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <a href={local(link.href)}>{policyTitle(link.href, link.label)}</a>
              </li>
            ))}
            <li>
              <a href={local('/policies')}>{text.allPolicies}</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer-heading">
            {text.showroomHours}
          </h2>
          <OpenStatus status={facts.status.showroom} department="showroom" />
          <HoursList hours={facts.hours.showroom} />
        </section>
      </div>
      <nav className="container footer-areas" aria-labelledby="footer-areas">
        <h2 id="footer-areas" className="footer-heading">
          {fill(text.areas, { count: business.municipalitiesServed, county: business.county })}
        </h2>
        <ul className="footer-area-list">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={local(m.url)}>
                {m.name} {m.type}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container footer-bottom">
        <p>
          {fill(text.rights, { from: business.foundedYear, to: new Date().getFullYear(), name: business.name })}
        </p>
      </div>
    </footer>
  )
}
