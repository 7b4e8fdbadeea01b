import { business, formatAddress } from '#app/content/business'
import { municipalities } from '#app/content/towns/municipalities'
import { BusinessHoursCard, ContactDetailsCard } from '#app/components/ContactDetails'
import { ShowroomClosures, ShowroomStatus } from '#app/components/ShowroomNow'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { MapEmbed } from '#app/components/MapEmbed'
import { FeatureCard, Section } from '#app/components/Section'
import { fill } from '#app/domain/language'
import { usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { AboutWords } from './+words'
import './about.css'

export default function Page() {
  const facts = useFacts()
  const { urlPathname, site } = usePageContext()
  const words = useWords<AboutWords>()
  const localPath = useLocalPath()
  const county = business.county
  const cities = municipalities
    .filter((m) => m.type === 'City')
    .map((m) => m.name)
    .join(words.area.and)
  const stats = [
    { value: business.yearsInBusiness, label: words.stats.years },
    { value: business.customers, label: words.stats.customers },
    { value: String(business.municipalitiesServed), label: words.stats.municipalities },
  ]
  const [founding, today, repairs] = words.story.paragraphs
  return (
    <>
      <Hero
        imageKey={urlPathname}
        eyebrow={fill(words.hero.eyebrow, { county, year: business.foundedYear })}
        title={fill(words.hero.title, { name: business.name })}
      >
        <p>{fill(words.hero.text, { county })}</p>
      </Hero>

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="prose">
            <p className="eyebrow">{words.story.eyebrow}</p>
            <h2 id="story-title">{words.story.title}</h2>
            <p>{fill(founding!, { name: business.name, year: business.foundedYear })}</p>
            <p>{today}</p>
            <p>{fill(repairs!, { turnaround: words.story.turnaround })}</p>
          </div>
          <MapEmbed query={formatAddress(facts.address)} label={fill(words.story.map, { name: business.name, address: formatAddress(facts.address) })} />
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

      <Section id="values" tone="alt" eyebrow={words.values.eyebrow} title={words.values.title}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="heart" size={24} />} title={words.values.advice.title}>
            <p>{words.values.advice.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="award" size={24} />} title={words.values.quality.title}>
            <p>{words.values.quality.text}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="home" size={24} />} title={words.values.local.title}>
            <p>{fill(words.values.local.text, { county })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="leaf" size={24} />} title={words.values.clean.title}>
            <p>{words.values.clean.text}</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="team" eyebrow={words.team.eyebrow} title={words.team.title} intro={words.team.intro}>
        <ul className="grid grid-3 team-list">
          {words.team.members.map((member) => (
            <li key={member.role} className="card team-card">
              <span className="card-icon">
                <Icon name={member.icon} size={24} />
              </span>
              <h3>{member.role}</h3>
              <p className="team-experience">{fill(words.team.experience, { experience: member.experience })}</p>
              <p>{member.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="service-area"
        tone="alt"
        eyebrow={words.area.eyebrow}
        title={words.area.title}
        intro={fill(words.area.intro, { count: business.municipalitiesServed, county, cities })}
      >
        <ul className="about-area-list">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <a href={localPath(m.url)}>
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
