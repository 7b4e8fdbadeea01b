import { telHref } from '../content/business'
import { useFacts } from '../renderer/usePageContext'
import { formatOneDecimal, formatPrice, formatPriceCents } from '../content/format'
import { RENTAL_DELIVERY_FEE_TEXT, RENTAL_PLANS, type RentalPlan, type RentalRate } from '../content/rentals'
import { Icon } from './Icon'
import './RentalPlans.css'

/** What each duration is good for; the same on every plan. */
const RATE_DESCRIPTIONS: Record<RentalRate['label'], string> = {
  Daily: 'A full 24 hours of cart time for a party, a wedding or a day at the fair.',
  '3 Day': 'A long weekend, a reunion or a multi-day festival at a lower daily rate.',
  Weekly: 'A full week for vacations at home, family visits or a week-long event.',
  Monthly: 'Thirty days for seasonal projects, long visits or a summer on the go, at our lowest daily rate.',
}

function periodText(rate: RentalRate): string {
  return rate.days === 1 ? 'per day' : `for ${rate.days} days`
}

/** "Renews at $228.34/day"; a daily rental renews at its own price. */
export function renewsAtText(rate: RentalRate): string {
  return `Renews at ${formatPriceCents(rate.renewsAtPerDay ?? rate.price)}/day`
}

/** "SAVE 6.8%" */
export function savingsText(rate: RentalRate): string | undefined {
  return rate.savingsPercent === undefined ? undefined : `SAVE ${formatOneDecimal(rate.savingsPercent)}%`
}

/**
 * How a visitor books: on the rentals overview every reserve button calls the business;
 * on the town rental pages they go to the contact page.
 */
export type BookingAction = 'call' | 'contact'

function BookButton({ plan, rate, action }: { plan: RentalPlan; rate: RentalRate; action: BookingAction }) {
  const label = rate.recommended ? 'Reserve Today' : 'Book Rental'
  const className = rate.recommended ? 'button button-accent button-block' : 'button button-primary button-block'
  const what = `${plan.title}, ${rate.label}`
  const phone = useFacts().phones.main
  if (action === 'call') {
    return (
      <a className={className} href={telHref(phone)}>
        <Icon name="phone" size={18} /> {label}
        <span className="visually-hidden">
          {' '}
          by phone at {phone.display}: {what}
        </span>
      </a>
    )
  }
  return (
    <a className={className} href="/contact">
      {label}
      <span className="visually-hidden">: {what}</span> <Icon name="arrowRight" size={18} />
    </a>
  )
}

function RateCard({ plan, rate, action }: { plan: RentalPlan; rate: RentalRate; action: BookingAction }) {
  const savings = savingsText(rate)
  return (
    <li className={rate.recommended ? 'rental-rate is-recommended' : 'rental-rate'}>
      <div className="rental-rate-top">
        <h3 className="rental-rate-title">{rate.label}</h3>
        {rate.recommended && <span className="badge badge-new">RECOMMENDED</span>}
      </div>
      <p className="rental-rate-price">
        <span className="price">{formatPrice(rate.price)}</span> <span className="muted">{periodText(rate)}</span>
      </p>
      {savings && <p className="badge badge-stock rental-rate-save">{savings}</p>}
      <p className="rental-rate-text">{RATE_DESCRIPTIONS[rate.label]}</p>
      <ul className="rental-rate-facts">
        <li>
          <Icon name="calendar" size={16} /> {renewsAtText(rate)}
        </li>
        <li>
          <Icon name="truck" size={16} /> Delivery fee: {RENTAL_DELIVERY_FEE_TEXT}
        </li>
      </ul>
      <BookButton plan={plan} rate={rate} action={action} />
    </li>
  )
}

/** One plan (4 Seater, 6 Seater or Utility): heading, description and a card per duration. */
export function RentalPlanSection({ plan, action, tone }: { plan: RentalPlan; action: BookingAction; tone?: 'alt' }) {
  const id = `plan-${plan.id}`
  return (
    <section className={tone ? `section section-${tone} rental-plan` : 'section rental-plan'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="rental-plan-head">
          <h2 id={`${id}-title`}>{plan.title} Golf Cart Rental</h2>
          <p className="lead">{plan.description}</p>
        </div>
        <ul className="grid grid-4 rental-rates">
          {plan.rates.map((rate) => (
            <RateCard key={rate.label} plan={plan} rate={rate} action={action} />
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The three plans in order, as alternating sections. */
export function RentalPlans({ action }: { action: BookingAction }) {
  return (
    <div id="plans" className="rental-plans">
      {RENTAL_PLANS.map((plan, index) => (
        <RentalPlanSection key={plan.id} plan={plan} action={action} tone={index % 2 === 1 ? 'alt' : undefined} />
      ))}
    </div>
  )
}
