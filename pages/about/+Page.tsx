import { business, formatAddress } from '#app/content/business'
import { municipalities } from '#app/content/towns/municipalities'
import { REPAIR_TURNAROUND } from '#app/content/service-department'
import { TEAM } from '#app/content/team'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { usePageContext, useFacts } from '#app/renderer/usePageContext'
import './about.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname, site } = usePageContext()
  const cities = municipalities
    .filter((m) => m.type === 'City')
    .map((m) => m.name)
    .join(' and ')
  const stats = [
    { value: business.yearsInBusiness, label: 'Years in Business' },
    { value: business.customers, label: 'Happy Customers' },
    { value: String(business.municipalitiesServed), label: 'Municipalities Served' },
  ]
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={`Serving ${business.county} since ${business.foundedYear}`} title={`About ${business.name}`}>
        <p>
          A local dealership that sells, rents, delivers and services electric golf carts and low-speed vehicles for families, businesses and
          communities across {business.county}.
        </p>
      </Hero>

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="prose">
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">From One Showroom to the Whole County</h2>
            <p>
              {business.name} opened in {business.foundedYear} with a handful of carts and one idea: people in the Lehigh Valley should be able to
              buy, rent and repair a golf cart close to home, from people who answer the phone. What started with rentals for golf outings
              and backyard weddings grew into a full dealership for new Denago and Evolution carts and street-legal low-speed vehicles.
            </p>
            <p>
              Today our carts roll through retirement communities, campgrounds, farms and college grounds from one end of the county
              to the other. We deliver every cart ourselves, set it up, and show you how to charge and care for it.
            </p>
            <p>
              When something needs fixing, our certified technicians finish most repairs within {REPAIR_TURNAROUND}, and warranty claims
              are handled right here rather than shipped away.
            </p>
          </div>
          <MapEmbed query={formatAddress(facts.address)} label={`Map of ${business.name}, ${formatAddress(facts.address)}`} />
        </div>
        <div className="container">
          <ul className="about-stats">
            {stats.map((stat) => (
              <li key={stat.label}>
                <span className="about-stat-value">{stat.value}</span>
                <span className="about-stat-label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="values" tone="alt" eyebrow="What we stand for" title="Our Values">
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="heart" size={24} />} title="Honest Advice">
            <p>We recommend the cart that fits how you'll use it, even when that's the less expensive one.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="award" size={24} />} title="Premium Quality">
            <p>We sell brands we're willing to service for years, and every new cart comes with a full warranty.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="home" size={24} />} title="Local Commitment">
            <p>We live and work in {business.county}; our delivery drivers and technicians are your neighbors.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="leaf" size={24} />} title="Cleaner Driving">
            <p>Electric carts make no exhaust and little noise, a better fit for neighborhoods, parks and farms.</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="team" eyebrow="The people you'll meet" title="Our Team" intro="Sales, service, rentals and parts under one roof, with decades of combined experience.">
        <ul className="grid grid-3 team-list">
          {TEAM.map((member) => (
            <li key={member.role} className="card team-card">
              <span className="card-icon">
                <Icon name={member.icon} size={24} />
              </span>
              <h3>{member.role}</h3>
              <p className="team-experience">{member.experience} of experience</p>
              <p>{member.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="service-area"
        tone="alt"
        eyebrow="Where we work"
        title="Our Service Area"
        intro={`We sell, rent, deliver and service carts in all ${business.municipalitiesServed} municipalities of ${business.county}, from the cities of ${cities} to the townships and boroughs around them. Pick your town for local information.`}
      >
        <ul className="about-area-list">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={m.url}>
                <Icon name="mapPin" size={16} /> {m.name} {m.type}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <div className="section">
        <div className="container grid grid-2 about-contact">
          <ContactDetailsCard origin={site.origin} />
          <BusinessHoursCard status={<ShowroomStatus />} closures={<ShowroomClosures />} />
        </div>
      </div>
    </>
  )
}
