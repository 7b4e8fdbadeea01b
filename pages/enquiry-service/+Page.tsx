import { telHref } from '#app/content/business'
import { SERVICE_BOOKING_COPY } from '#app/content/service-booking'
import { Hero } from '#app/components/Hero'
import { ServiceBookingForm } from '#app/pages/services/ServiceBookingForm'
import { useData, useFacts, usePageContext } from '#app/renderer/usePageContext'
import type { ServiceEnquiryData } from './+data'

export default function Page() {
  const { booking } = useData<ServiceEnquiryData>()
  const { urlPathname } = usePageContext()
  const main = useFacts().phones.main
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Certified golf cart service" title={SERVICE_BOOKING_COPY.title} compact>
        <p>
          {SERVICE_BOOKING_COPY.intro} Prefer to talk? Call{' '}
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
              {SERVICE_BOOKING_COPY.detailsTitle}
            </h2>
            <p className="muted">All fields are required unless marked optional.</p>
            <ServiceBookingForm data={booking} />
          </section>
        </div>
      </section>
    </>
  )
}
