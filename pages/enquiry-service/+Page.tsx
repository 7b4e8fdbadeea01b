import { telHref } from '#app/content/business'
import { Hero } from '#app/components/Hero'
import { ServiceBookingForm } from '#app/pages/services/ServiceBookingForm'
import { useData, useFacts, usePageContext, useWords } from '#app/renderer/usePageContext'
import type { ServiceEnquiryData } from './+data'
import type { ServiceEnquiryWords } from './+words'

export default function Page() {
  const { booking } = useData<ServiceEnquiryData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  const words = useWords<ServiceEnquiryWords>()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.form.title} compact>
        <p>
          {words.form.intro}
          {` ${words.talk}`}{' '}
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
              {words.form.detailsTitle}
            </h2>
            <p className="muted">{words.required}</p>
            <ServiceBookingForm data={booking} />
          </section>
        </div>
      </section>
    </>
  )
}
