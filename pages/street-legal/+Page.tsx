import type { StreetLegalSection } from '#app/content/street-legal'
import { CallButton } from '#app/components/CallButton'
import { Hero } from '#app/components/Hero'
import { usePageContext, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { StreetLegalWords } from './+words'
import './street-legal.css'

/** /street-legal: golf carts, LSVs and off-road vehicles under Pennsylvania law, with the sources named; not legal advice. */
export default function Page() {
  const { urlPathname } = usePageContext()
  const copy = useWords<StreetLegalWords>()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={copy.eyebrow} title={copy.heading} compact>
        <p>{copy.intro}</p>
      </Hero>
      <div className="section">
        <article className="container prose street-legal">
          <nav className="street-legal-toc" aria-labelledby="street-legal-toc-title">
            <h2 id="street-legal-toc-title" className="h3">
              {copy.toc}
            </h2>
            <ol>
              {copy.sections.map((section: StreetLegalSection) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              <li>
                <a href="#sources">{copy.sources.heading}</a>
              </li>
            </ol>
          </nav>
          {copy.sections.map((section: StreetLegalSection) => (
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
                  <a href={localPath(section.link.href)}>{section.link.label}</a>
                </p>
              )}
            </section>
          ))}
          <section id="sources" aria-labelledby="sources-title">
            <h2 id="sources-title">{copy.sources.heading}</h2>
            <ul>
              {copy.sources.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p className="street-legal-disclaimer">{copy.disclaimer}</p>
          </section>
          <p>{copy.askUs}</p>
          <p>
            <CallButton look="primary" />
          </p>
        </article>
      </div>
    </>
  )
}
