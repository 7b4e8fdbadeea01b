import { telHref } from '#app/content/business'
import type { EnquiryKind } from '#app/domain/leads/enquiry-fields'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { Section } from '#app/components/Section'
import { useData, usePageContext, useFacts, useWords } from '#app/renderer/usePageContext'
import type { EnquirySentWords } from './+words'
import { KeepExploring } from '#app/components/KeepExploring'
// The next steps look like the thank-you page's.
import '../thank-you/thank-you.css'

/** After an enquiry: what the visitor sent is safe with us, and what happens next for this kind. */
export default function Page() {
  const facts = useFacts()
  const { kind } = useData<{ kind: EnquiryKind }>()
  const { urlPathname } = usePageContext()
  const words = useWords<EnquirySentWords>()
  const main = facts.phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {words.sent[kind]}
          {words.replyWithin}
          {words.within}
          {words.typicallyWithin}
          {words.typical}
          {words.end}
        </p>
      </Hero>

      <Section id="next-steps" title={words.nextTitle}>
        <ol className="grid grid-3 steps">
          {words.next[kind].map((step, index) => (
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
              {words.answerNow}
            </h2>
            <p>{words.callText}</p>
            <p>
              <a className="button button-primary" href={telHref(main)}>
                <Icon name="phone" size={18} />
                {words.callNow}
                {main.display}
              </a>
            </p>
          </div>
          <KeepExploring />
        </div>
      </section>
    </>
  )
}
