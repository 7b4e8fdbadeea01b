import { telHref } from '../content/business'
import { useFacts, useLocalPath } from '../renderer/usePageContext'
import { formatOneDecimal, formatPrice, formatPriceCents } from '../content/format'
import { RENTAL_PLANS, type RentalPlan, type RentalPlansWords, type RentalRate } from '../content/rentals'
import { fill } from '../domain/language'
import { fillParts } from '#app/components/fill-parts'
import { Icon } from './Icon'
import './RentalPlans.css'

function periodText(rate: RentalRate, words: RentalPlansWords): string {
  return rate.days === 1 ? words.perDay : fill(words.forDays, { days: rate.days })
}

/** "Renews at $228.34/day"; a daily rental renews at its own price. */
export function renewsAtText(rate: RentalRate, words: RentalPlansWords): string {
  return fill(words.renewsAt, { price: formatPriceCents(rate.renewsAtPerDay ?? rate.price) })
}

/** "SAVE 6.8%" */
export function savingsText(rate: RentalRate, words: RentalPlansWords): string | undefined {
  return rate.savingsPercent === undefined ? undefined : fill(words.save, { percent: formatOneDecimal(rate.savingsPercent) })
}

/**
 * How a visitor books: on the rentals overview every reserve button calls the business;
 * on the town rental pages they go to the contact page.
 */
export type BookingAction = 'call' | 'contact'

interface CardProps {
  plan: RentalPlan
  rate: RentalRate
  action: BookingAction
  words: RentalPlansWords
}

function BookButton({ plan, rate, action, words }: CardProps) {
  const label = rate.recommended ? words.reserveToday : words.bookRental
  const className = rate.recommended ? 'button button-accent button-block' : 'button button-primary button-block'
  const what = fill(words.what, { plan: words.plans[plan.id].title, rate: words.rates[rate.label].label })
  const phone = useFacts().phones.main
  const localPath = useLocalPath()
  if (action === 'call') {
    return (
      <a className={className} href={telHref(phone)}>
        <Icon name="phone" size={18} /> {label}
        <span className="visually-hidden">
          {' '}
          {fillParts(words.byPhone, { phone: phone.display, what })}
        </span>
      </a>
    )
  }
  return (
    <a className={className} href={localPath('/contact')}>
      {label}
      <span className="visually-hidden">: {what}</span> <Icon name="arrowRight" size={18} />
    </a>
  )
}

function RateCard({ plan, rate, action, words }: CardProps) {
  const savings = savingsText(rate, words)
  return (
    <li className={rate.recommended ? 'rental-rate is-recommended' : 'rental-rate'}>
      <div className="rental-rate-top">
        <h3 className="rental-rate-title">{words.rates[rate.label].label}</h3>
        {rate.recommended && <span className="badge badge-new">{words.recommended}</span>}
      </div>
      <p className="rental-rate-price">
        <span className="price">{formatPrice(rate.price)}</span> <span className="muted">{periodText(rate, words)}</span>
      </p>
      {savings && <p className="badge badge-stock rental-rate-save">{savings}</p>}
      <p className="rental-rate-text">{words.rates[rate.label].description}</p>
      <ul className="rental-rate-facts">
        <li>
          <Icon name="calendar" size={16} /> {renewsAtText(rate, words)}
        </li>
        <li>
          <Icon name="truck" size={16} />
          {fillParts(` ${words.deliveryFee}`, { fee: words.deliveryFeeText })}
        </li>
      </ul>
      <BookButton plan={plan} rate={rate} action={action} words={words} />
    </li>
  )
}

/** One plan (4 Seater, 6 Seater or Utility): heading, description and a card per duration. */
export function RentalPlanSection({ plan, action, words, tone }: { plan: RentalPlan; action: BookingAction; words: RentalPlansWords; tone?: 'alt' }) {
  const id = `plan-${plan.id}`
  return (
    <section className={tone ? `section section-${tone} rental-plan` : 'section rental-plan'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="rental-plan-head">
          <h2 id={`${id}-title`}>{fillParts(words.heading, { plan: words.plans[plan.id].kind })}</h2>
          <p className="lead">{words.plans[plan.id].description}</p>
        </div>
        <ul className="grid grid-4 rental-rates">
          {plan.rates.map((rate) => (
            <RateCard key={rate.label} plan={plan} rate={rate} action={action} words={words} />
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The three plans in order, as alternating sections, in the words the page gives (content/rentals.ts RENTAL_PLANS_WORDS). */
export function RentalPlans({ action, words }: { action: BookingAction; words: RentalPlansWords }) {
  return (
    <div id="plans" className="rental-plans">
      {RENTAL_PLANS.map((plan, index) => (
        <RentalPlanSection key={plan.id} plan={plan} action={action} words={words} tone={index % 2 === 1 ? 'alt' : undefined} />
      ))}
    </div>
  )
}
