import { mailtoHref, telHref } from '#app/content/business'
import type { PolicySection, PolicyTable } from '#app/content/policies/index'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { useData, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { PolicyPageData } from './+data'
import type { PolicyWords } from './+words'
import { fillParts } from '#app/components/fill-parts'
import { isoDate, sectionIds } from './outline'
import './policy.css'

/** The one template for all thirteen policy documents. */
export default function Page() {
  const facts = useFacts()
  const { policy, dateline, others } = useData<PolicyPageData>()
  const words = useWords<PolicyWords>()
  const localPath = useLocalPath()
  const ids = sectionIds(policy)
  const date = policy.effectiveDate ? isoDate(policy.effectiveDate) : policy.reportingPeriod
  return (
    <>
      <Hero imageKey={policy.path} eyebrow={policy.reportingPeriod ? words.annualReport : words.eyebrow} title={policy.title} compact>
        <p className="policy-dateline">
          <time dateTime={date}>{dateline}</time>
        </p>
        <p>{policy.summary}</p>
      </Hero>

      <div className="section">
        <div className="container policy-layout">
          <article className="prose policy-body">
            <nav className="policy-toc" aria-labelledby="policy-toc-title">
              <h2 id="policy-toc-title" className="h3">
                {words.onThisPage}
              </h2>
              <ol>
                {policy.sections.map((section, i) => (
                  <li key={ids[i]}>
                    <a href={`#${ids[i]}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {policy.sections.map((section, i) => (
              <PolicySectionView key={ids[i]} id={ids[i]} section={section} localPath={localPath} />
            ))}
          </article>

          <aside className="policy-aside" aria-label={words.asideLabel}>
            <section className="card" aria-labelledby="policy-questions-title">
              <h2 id="policy-questions-title" className="h3">
                {words.questionsTitle}
              </h2>
              <p>{fillParts(words.questionsText, { within: words.within })}</p>
              <ul className="policy-contact">
                <li>
                  <Icon name="phone" size={18} />
                  <span>
                    <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a> <span className="muted">{words.tollFree}</span>
                  </span>
                </li>
                <li>
                  <Icon name="phone" size={18} />
                  <a href={telHref(facts.phones.local)}>{facts.phones.local.display}</a>
                </li>
                <li>
                  <Icon name="mail" size={18} />
                  <a href={mailtoHref(facts.emails.info)}>{facts.emails.info}</a>
                </li>
                <li>
                  <Icon name="mail" size={18} />
                  <a href={mailtoHref(facts.emails.sales)}>{facts.emails.sales}</a>
                </li>
              </ul>
              <a className="button button-outline button-block" href={localPath('/contact')}>
                {words.sendMessage}
              </a>
            </section>
            <nav className="card" aria-labelledby="policy-others-title">
              <h2 id="policy-others-title" className="h3">
                {words.otherPolicies}
              </h2>
              <ul className="policy-others">
                {others.map((other) => (
                  <li key={other.path}>
                    <a href={localPath(other.path)}>{other.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </div>
    </>
  )
}

function PolicySectionView({ id, section, localPath }: { id: string; section: PolicySection; localPath: (path: string) => string }) {
  return (
    <section aria-labelledby={id} className="policy-section">
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && <PolicyTableView table={section.table} />}
      {section.links && section.links.length > 0 && (
        <ul className="policy-links">
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={localPath(link.href)}>
                {link.label} <Icon name="arrowRight" size={16} className="policy-link-icon" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function PolicyTableView({ table }: { table: PolicyTable }) {
  return (
    // Focusable so a keyboard can scroll a wide table on a phone.
    <section className="table-wrap" aria-label={table.caption} tabIndex={0}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
