/**
 * The Rental Policy (/policies/rental-policy): rates, deposits, who can rent, fees, coverage
 * and cancellations. Prices, deposits and what a rental includes come from content/rentals.ts,
 * delivery figures from the delivery policy, never retyped here.
 */
import { formatPrice } from '../format'
import {
  RENTAL_DELIVERY_FEE_PER_MILE,
  RENTAL_FREE_DELIVERY_MILES,
  RENTAL_INCLUDED_FEATURES,
  RENTAL_MINIMUM_AGE,
  RENTAL_PLANS,
  RENTAL_TERMS,
  type RentalRate,
} from '../rentals'
import { DELIVERY_TERMS } from './delivery'
import { EFFECTIVE_DATE, MAIN_PHONE, SALES_EMAIL, SHOWROOM_HOURS, contactSection, link, type Policy, type PolicyTable } from './policy'

const D = DELIVERY_TERMS

function rateOf(rates: readonly RentalRate[], label: RentalRate['label']): string {
  const rate = rates.find((r) => r.label === label)
  return rate ? formatPrice(rate.price) : 'Not offered'
}

const RENTAL_RATE_TABLE: PolicyTable = {
  caption: 'Rental rates and security deposits',
  head: ['Plan', 'Daily', '3 Day', 'Weekly', 'Monthly', 'Security deposit'],
  rows: RENTAL_PLANS.map((p) => [
    p.title,
    rateOf(p.rates, 'Daily'),
    rateOf(p.rates, '3 Day'),
    rateOf(p.rates, 'Weekly'),
    rateOf(p.rates, 'Monthly'),
    formatPrice(p.deposit),
  ]),
}

const DEPOSITS_TEXT = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
  RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} for a ${p.title}${p.id === 'utility' ? ' cart' : ''}`),
)

export const rentalPolicy: Policy = {
  slug: 'rental-policy',
  path: '/policies/rental-policy',
  title: 'Rental Policy',
  description:
    'Golf cart rental rules in Lehigh County: prices, security deposits, renter age, late and cleaning fees, insurance coverage and cancellations for our rentals.',
  keywords: ['golf cart rental policy', 'golf cart rental prices', 'rental deposit', 'street legal golf cart rental', 'Lehigh County golf cart rentals'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Everything you need to know before renting a cart from us: prices, deposits, who can drive, fees and what is covered. Your signed rental agreement includes these terms.',
  sections: [
    {
      heading: 'Rental rates',
      paragraphs: [
        'Our rental fleet has three kinds of cart. Rates include insurance and support; the security deposit is refunded after the cart comes back.',
      ],
      table: RENTAL_RATE_TABLE,
      items: RENTAL_TERMS,
    },
    {
      heading: 'What every rental includes',
      items: RENTAL_INCLUDED_FEATURES,
    },
    {
      heading: 'Who can rent',
      items: [
        `Renters must be at least ${RENTAL_MINIMUM_AGE} years old and show a valid driver's license.`,
        'Only drivers named on the rental agreement may drive the cart. Each additional driver costs $25, and at most 2 additional drivers can be added to one rental.',
        "A credit or debit card in the renter's name is needed for the security deposit.",
      ],
    },
    {
      heading: 'Security deposits',
      paragraphs: [
        `The security deposit is ${DEPOSITS_TEXT}. It is held on your card when the rental starts and released after we inspect the cart at return, less any fees listed below.`,
      ],
    },
    {
      heading: 'Rental periods, pickup and return',
      items: [
        'Each 24-hour increment starts at the time written on your agreement.',
        'The longest single rental is 30 days. If you need a cart for longer, we can write a new agreement, subject to availability.',
        'Late returns are charged $25 per hour.',
        `Pickups and returns at our showroom take place during showroom hours: ${SHOWROOM_HOURS}.`,
        `Delivery is free for the first ${RENTAL_FREE_DELIVERY_MILES} miles and ${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} per mile beyond. Same-day delivery is available for orders placed before ${D.sameDayCutoff}, for a ${formatPrice(D.sameDayFee)} fee.`,
      ],
      links: [link.delivery],
    },
    {
      heading: 'Reservations and cancellations',
      items: [
        'Cancel up to 24 hours before your rental starts and you pay nothing.',
        'Cancellations made within 24 hours of the start receive a 50% refund.',
        'No refund is given for a no-show, including when no one is there to receive a delivered cart.',
      ],
    },
    {
      heading: 'Damage, cleaning and other fees',
      paragraphs: ['Most rentals end with the full deposit returned. These fees apply only when needed:'],
      items: [
        'Damage: the cost of repair plus a $75 damage administrative fee.',
        'Refuel or recharge fee: $35 when a cart comes back with a drained battery or, for fuel-powered equipment, less fuel than it left with.',
        'Smoke odor: $200. Please do not smoke or vape in rental carts.',
        'Pet hair: $75.',
        'Cleaning: $50 to $150 when a cart comes back with mud, sand, spills or trash, depending on the work needed.',
        'Late return: $25 per hour.',
      ],
    },
    {
      heading: 'Insurance and liability coverage',
      paragraphs: [
        'Every rental includes liability coverage for injury to others of $100,000 per person and $300,000 per accident, and $50,000 for damage to the property of others.',
        'The renter is responsible for damage to the rental cart itself, as described above, and for any traffic or parking tickets during the rental.',
      ],
    },
    {
      heading: 'Driving safely and getting help',
      items: [
        'Everyone wears a seat belt, and the cart never carries more people than it has seats.',
        'Drive only where low-speed vehicles are allowed, and never on roads posted above 35 mph.',
        'No driving under the influence of alcohol or drugs.',
        "No towing, racing, off-road driving or loads beyond the cart's rating.",
        'Charge the cart as shown at delivery, using only the charger provided.',
        `Support is available 24/7 at ${MAIN_PHONE}. If the cart stops working, park it somewhere safe and call us instead of attempting repairs; we will make it right with a replacement cart or a credit for lost time.`,
      ],
    },
    {
      heading: 'Customer carts left with us',
      paragraphs: [
        'A customer-owned cart left at our shop for service and not collected within 30 days after we say it is ready, with charges unpaid, is considered abandoned and becomes subject to a lien for the unpaid repair and storage charges, as Pennsylvania law allows.',
      ],
    },
    contactSection(`To book a rental or ask about one, call us or e-mail ${SALES_EMAIL}.`),
  ],
}
