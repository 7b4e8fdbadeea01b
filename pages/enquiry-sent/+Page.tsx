import { business, telHref } from '#app/content/business'
import { ENQUIRY_COPY, type EnquiryKind } from '#app/domain/leads/enquiry-fields'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { Section } from '#app/components/Section'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import { KeepExploring } from '#app/components/KeepExploring'
// The next steps look like the thank-you page's.
import '../thank-you/thank-you.css'

/** After an enquiry: what the visitor sent is safe with us, and what happens next for this kind. */
export default function Page() {
  const facts = useFacts()
  const { kind } = useData<{ kind: EnquiryKind }>()
  const { urlPathname } = usePageContext()
  const copy = ENQUIRY_COPY[kind]
  const main = facts.phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Request received" title="Thank You!" compact>
        <p>
          {copy.sent}. We reply within {business.responseTime.within}, typically within {business.responseTime.typical}.
        </p>
      </Hero>

      <Section id="next-steps" title="What Happens Next">
        <ol className="grid grid-3 steps">
          {copy.next.map((step, index) => (
            <li key={step} className="card step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section className="section section-alt" aria-labelledby="call-now-title">
        <div className="container">
          <div className="card thanks-card">
            <h2 id="call-now-title" className="h3">
              Need an Answer Now?
            </h2>
            <p>Call us during business hours and talk to our team right away.</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                <Icon name="phone" size={18} /> Call Now: {main.display}
              </a>
            </p>
          </div>
          <KeepExploring />
        </div>
      </section>
    </>
  )
}
