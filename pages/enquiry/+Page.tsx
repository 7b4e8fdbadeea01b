import { telHref } from '#app/content/business'
import { fill } from '#app/domain/language'
import { EnquiryForm } from '#app/components/EnquiryForm'
import { Hero } from '#app/components/Hero'
import { useData, usePageContext, useFacts, useWords } from '#app/renderer/usePageContext'
import type { EnquiryPageData } from './+data'
import type { EnquiryWords } from './+words'

export default function Page() {
  const facts = useFacts()
  const { kind, vehicle, vehicles, defaults, sourcePage } = useData<EnquiryPageData>()
  const { enquiryForm, urlPathname } = usePageContext()
  const words = useWords<EnquiryWords>()
  const title = words.form.titles[kind]
  const main = facts.phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={title} compact>
        <p>
          {words.intros[kind]}
          {words.preferToTalk}{' '}
          <a className="hero-link" href={telHref(main)}>
            {main.display}
          </a>
          .
        </p>
      </Hero>
      <section className="section">
        <div className="container enquiry-page">
          <section className="card" aria-labelledby="enquiry-form-title">
            <h2 id="enquiry-form-title" className="h3">
              {vehicle && kind === 'test-drive' ? fill(words.testDriveOf, { vehicle: vehicle.name }) : title}
            </h2>
            <p className="muted">{words.required}</p>
            <EnquiryForm kind={kind} vehicle={vehicle} vehicles={vehicles} defaults={defaults} sourcePage={sourcePage} initial={enquiryForm?.kind === kind ? enquiryForm : undefined} words={words.form} />
          </section>
        </div>
      </section>
    </>
  )
}
