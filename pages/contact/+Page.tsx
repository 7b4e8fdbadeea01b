import { telHref } from '#app/content/business'
import { ContactForm } from '#app/components/ContactForm'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { usePageContext, useFacts, useWords } from '#app/renderer/usePageContext'
import type { ContactWords } from './+words'
import './contact.css'

export default function Page() {
  const facts = useFacts()
  const { contactForm, site, urlPathname } = usePageContext()
  const words = useWords<ContactWords>()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {words.intro}{' '}
          {words.within}{words.orCall}<a className="hero-link" href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
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
              {words.formTitle}
            </h2>
            <p className="muted">{words.required}</p>
            <ContactForm initial={contactForm} words={words.form} />
          </section>
        </div>
      </section>
    </>
  )
}
