import { business, telHref } from '#app/content/business'
import { ECO, ECO_FACTS } from '#app/domain/eco'
import { formatInteger, formatPriceCents } from '#app/content/format'
import { Hero } from '#app/components/Hero'
import { Icon, type IconName } from '#app/components/Icon'
import { FeatureCard, Section } from '#app/components/Section'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import { EcoCalculator } from './EcoCalculator'
import type { EcoPageData } from './+data'
// Its closing call to action is its own markup, laid out like components/CallToAction.tsx.
import '#app/components/CallToAction.css'
import './eco-impact.css'

/** Forty miles: a long day of driving around a community or a course. */
const DAY_MILES = 40

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'leaf',
    title: 'Zero Emissions',
    text: 'An electric cart has no tailpipe. Nothing burns on board, so there is no exhaust on the course, on your street or in the garage where the cart is parked.',
  },
  {
    icon: 'zap',
    title: 'Energy Efficient',
    text: `About 90% of the battery's energy moves the cart, against roughly 25% of the fuel in a gas engine. ${DAY_MILES} miles of driving uses about ${formatInteger(DAY_MILES * ECO.kwhPerMile)} kWh, or ${formatPriceCents(DAY_MILES * ECO.kwhPerMile * ECO.electricityPricePerKwh)} of electricity.`,
  },
  {
    icon: 'tree',
    title: 'Forest Protection',
    text: `It takes ${ECO.treesPerTon} young trees ten years of growing to absorb one ton of CO2. Carbon that is never emitted leaves the woods and parks of ${business.county} free to work on everything else.`,
  },
  {
    icon: 'recycle',
    title: 'Sustainable Materials',
    text: 'Lithium battery packs outlast lead-acid packs by years and are collected for recycling at the end of their life. There is no engine oil, oil filter or spark plug to throw away.',
  },
  {
    icon: 'globe',
    title: 'Climate Action',
    text: 'Transportation is the largest source of greenhouse gases in the United States. Moving the short trips to the pool, the clubhouse or a neighbor from gasoline to electricity is a practical step that adds up.',
  },
  {
    icon: 'wind',
    title: 'Clean Air',
    text: 'Small gas engines have little emission control and put out carbon monoxide and smog-forming fumes right where people breathe. An electric cart runs clean and quiet next to kids, pets and neighbors.',
  },
]

export default function Page() {
  const facts = useFacts()
  const data = useData<EcoPageData>()
  const { urlPathname, urlParsed } = usePageContext()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow="Eco-Impact Calculator" title="How Much Does Going Electric Save?">
        <p>
          Enter how far you drive each week and see the CO2, gasoline and money an electric golf cart saves over a gas
          cart, for one year or ten.
        </p>
        <div className="button-row">
          <a className="button button-accent" href="#calculator">
            Calculate Your Impact
          </a>
        </div>
      </Hero>

      <section id="calculator" className="section" aria-labelledby="calculator-title">
        <div className="container">
          <div className="section-head">
            <h2 id="calculator-title">Calculate Your Environmental Impact</h2>
            <p>
              Tell us how you use your cart. We compare a gas cart at {ECO.milesPerGallon} miles per gallon with an
              electric cart charged from the grid.
            </p>
          </div>
          <EcoCalculator key={urlParsed.searchOriginal ?? ''} initial={data} />
        </div>
      </section>

      <Section id="why-electric" title="Why Choose Electric" intro="Six reasons our customers across the county are leaving gasoline behind." tone="alt">
        <div className="grid grid-3">
          {BENEFITS.map((b) => (
            <FeatureCard key={b.title} icon={<Icon name={b.icon} size={24} />} title={b.title}>
              <p>{b.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="facts" title="Environmental Facts" intro="The figures behind the calculator.">
        <ul className="grid grid-4 eco-facts">
          {ECO_FACTS.map((fact) => (
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
          <h2 id="eco-cta-title">Ready to Drive Electric?</h2>
          <p>
            See the Denago and Evolution electric carts on our lot, or ask our team which one fits how you drive. Call{' '}
            <a href={telHref(facts.phones.main)}>{facts.phones.main.display}</a>.
          </p>
          <div className="button-row">
            <a className="button button-accent" href="/inventory">
              Browse Electric Golf Carts
            </a>
            <a className="button button-outline-light" href="/contact">
              Get Expert Advice
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
