import { telHref } from '#app/content/business'
import { ECO } from '#app/domain/eco'
import { Hero } from '#app/components/Hero'
import { Icon, type IconName } from '#app/components/Icon'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { EcoWords } from './+words'
import { EcoCalculator } from './EcoCalculator'
import type { EcoPageData } from './+data'
// Its closing call to action is its own markup, laid out like components/CallToAction.tsx.
import '#app/components/CallToAction.css'
import './eco-impact.css'

/** Each benefit's icon, in the order of the words' benefits. */
const BENEFIT_ICONS: readonly IconName[] = ['leaf', 'zap', 'tree', 'recycle', 'globe', 'wind']

export default function Page() {
  const facts = useFacts()
  const data = useData<EcoPageData>()
  const { urlPathname, urlParsed } = usePageContext()
  const words = useWords<EcoWords>()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.text}</p>
        <div className="button-row">
          <a className="button button-accent" href="#calculator">
            {words.hero.button}
          </a>
        </div>
      </Hero>

      <section id="calculator" className="section" aria-labelledby="calculator-title">
        <div className="container">
          <div className="section-head">
            <h2 id="calculator-title">{words.calculatorTitle}</h2>
            <p>
              {words.compareBefore}
              {ECO.milesPerGallon}
              {words.compareAfter}
            </p>
          </div>
          <EcoCalculator key={urlParsed.searchOriginal ?? ''} initial={data} />
        </div>
      </section>

      <Section id="why-electric" title={words.why.title} intro={words.why.intro} tone="alt">
        <div className="grid grid-3">
          {words.benefits.map((b, i) => (
            <FeatureCard key={b.title} icon={<Icon name={BENEFIT_ICONS[i]} size={24} />} title={b.title}>
              <p>{b.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="facts" title={words.factsSection.title} intro={words.factsSection.intro}>
        <ul className="grid grid-4 eco-facts">
          {words.facts.map((fact) => (
            <li key={fact.figure} className="card eco-fact">
              <p className="eco-fact-figure">{fact.figure}</p>
              <h3 className="eco-fact-label">{fact.label}</h3>
              <p>{fact.detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section section-dark cta" aria-labelledby="eco-cta-title">
        <div className="container cta-inner">
          <h2 id="eco-cta-title">{words.cta.title}</h2>
          <p>
            {words.cta.text}{' '}
            <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
          </p>
          <div className="button-row">
            <a className="button button-accent" href={localPath('/inventory')}>
              {words.cta.browse}
            </a>
            <a className="button button-outline-light" href={localPath('/contact')}>
              {words.cta.advice}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
