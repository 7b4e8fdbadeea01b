import { business, telHref } from '#app/content/business'
import { ContactForm } from '#app/components/ContactForm'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { usePageContext, useFacts } from '#app/renderer/usePageContext'
import './contact.css'

export default function Page() {
  const facts = useFacts()
  const { contactForm, site, urlPathname } = usePageContext()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="We're here to help" title="Contact Us" compact>
        <p>
          Questions about a cart, a rental or a repair? Send us a message and our team will reply within{' '}
          {business.responseTime.within}, or call <a className="hero-link" href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
        </p>
      </Hero>
      <section className="section">
        <div className="container contact-layout">
          <div className="stack">
            <ContactDetailsCard origin={site.origin} />
            <BusinessHoursCard status={<ShowroomStatus />} closures={<ShowroomClosures />} />
          </div>
          <section className="card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="h3">
              Send Us a Message
            </h2>
            <p className="muted">All fields are required.</p>
            <ContactForm initial={contactForm} />
          </section>
        </div>
      </section>
    </>
  )
}
