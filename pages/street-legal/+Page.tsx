import { STREET_LEGAL, type StreetLegalSection } from '#app/content/street-legal'
import { CallButton } from '#app/components/CallButton'
import { Hero } from '#app/components/Hero'
import { usePageContext } from '#app/renderer/usePageContext'
import './street-legal.css'

/** /street-legal: golf carts, LSVs and off-road vehicles under Pennsylvania law, with the sources named; not legal advice. */
export default function Page() {
  const { urlPathname } = usePageContext()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={STREET_LEGAL.eyebrow} title={STREET_LEGAL.heading} compact>
        <p>{STREET_LEGAL.intro}</p>
      </Hero>
      <div className="section">
        <article className="container prose street-legal">
          <nav className="street-legal-toc" aria-labelledby="street-legal-toc-title">
            <h2 id="street-legal-toc-title" className="h3">
              On this page
            </h2>
            <ol>
              {STREET_LEGAL.sections.map((section: StreetLegalSection) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              <li>
                <a href="#sources">{STREET_LEGAL.sources.heading}</a>
              </li>
            </ol>
          </nav>
          {STREET_LEGAL.sections.map((section: StreetLegalSection) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
              {section.items && (
                <ul>
                  {section.items.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
              {section.link && (
                <p>
                  <a href={section.link.href}>{section.link.label}</a>
                </p>
              )}
            </section>
          ))}
          <section id="sources" aria-labelledby="sources-title">
            <h2 id="sources-title">{STREET_LEGAL.sources.heading}</h2>
            <ul>
              {STREET_LEGAL.sources.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p className="street-legal-disclaimer">{STREET_LEGAL.disclaimer}</p>
          </section>
          <p>{STREET_LEGAL.askUs}</p>
          <p>
            <CallButton look="primary" />
          </p>
        </article>
      </div>
    </>
  )
}
