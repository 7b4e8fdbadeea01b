import { telHref } from '#app/content/business'
import { ENQUIRY_COPY } from '#app/domain/leads/enquiry-fields'
import { EnquiryForm } from '#app/components/EnquiryForm'
import { Hero } from '#app/components/Hero'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { EnquiryPageData } from './+data'

const INTROS = {
  'test-drive': 'Choose a day and a time and we will have the cart charged and waiting. We confirm by phone or e-mail.',
  rental: 'Tell us which cart, when and where, and we will confirm the price, the delivery fee and a delivery time.',
  'trade-in': 'Tell us about the cart you want to trade in, and we will come back to you with a first estimate.',
} as const

export default function Page() {
  const facts = useFacts()
  const { kind, vehicle, vehicles, defaults, sourcePage } = useData<EnquiryPageData>()
  const { enquiryForm, urlPathname } = usePageContext()
  const copy = ENQUIRY_COPY[kind]
  const main = facts.phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="We reply within 24 hours" title={copy.title} compact>
        <p>
          {INTROS[kind]} Prefer to talk? Call{' '}
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
              {vehicle && kind === 'test-drive' ? `Test drive the ${vehicle.name}` : copy.title}
            </h2>
            <p className="muted">All fields are required unless marked optional.</p>
            <EnquiryForm kind={kind} vehicle={vehicle} vehicles={vehicles} defaults={defaults} sourcePage={sourcePage} initial={enquiryForm?.kind === kind ? enquiryForm : undefined} />
          </section>
        </div>
      </section>
    </>
  )
}
