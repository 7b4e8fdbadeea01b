/**
 * The rental price list, typed once. The rentals overview, the per-town rental pages
 * and the rental policy all read it from here.
 *
 * Renewal rates and savings are kept exactly as the published price list states them
 * (the 4-seater month saves 61.9% everywhere); content/rentals.test.ts checks that each
 * one agrees with the arithmetic.
 */
import { formatPrice } from './format'

export interface RentalRate {
  label: 'Daily' | '3 Day' | 'Weekly' | 'Monthly'
  days: 1 | 3 | 7 | 30
  price: number
  /** Per-day renewal rate as the price list states it, e.g. 228.34. */
  renewsAtPerDay?: number
  /** Savings percent against the daily rate, as the price list states it, e.g. 6.8. */
  savingsPercent?: number
  /** Carries the RECOMMENDED badge. */
  recommended?: boolean
}

export interface RentalPlan {
  id: '4-seater' | '6-seater' | 'utility'
  title: '4 Seater' | '6 Seater' | 'Utility'
  description: string
  rates: readonly RentalRate[]
  /** Refundable security deposit, from the rental policy. */
  deposit: number
  recommended: boolean
  /**
   * What the plan's carts are under Pennsylvania law (as domain/vehicles/road-use.ts names it):
   * copy may call a rental "street legal" only when its fleet is titled and registered as LSVs.
   */
  roadUse: 'lsv' | 'golf-cart' | 'off-road'
}

/** 4 Seater and Utility share one price list. */
function standardRates(recommendWeekly: boolean): readonly RentalRate[] {
  return [
    { label: 'Daily', days: 1, price: 245 },
    { label: '3 Day', days: 3, price: 685, renewsAtPerDay: 228.34, savingsPercent: 6.8 },
    {
      label: 'Weekly',
      days: 7,
      price: 1050,
      renewsAtPerDay: 150,
      savingsPercent: 38.7,
      ...(recommendWeekly ? { recommended: true } : {}),
    },
    { label: 'Monthly', days: 30, price: 2800, renewsAtPerDay: 94, savingsPercent: 61.9 },
  ]
}

export const RENTAL_PLANS: readonly RentalPlan[] = [
  {
    id: '4-seater',
    title: '4 Seater',
    description:
      'Our most popular rental. Seats four, street legal with seat belts, and just right for neighborhood errands, family visits, parties and weekend events.',
    rates: standardRates(true),
    deposit: 500,
    recommended: true,
    roadUse: 'lsv',
  },
  {
    id: '6-seater',
    title: '6 Seater',
    description:
      'Room for six on three rows of seats. A good fit for larger families, wedding parties and shuttling guests between parking and the party.',
    rates: [
      { label: 'Daily', days: 1, price: 295 },
      { label: '3 Day', days: 3, price: 735, renewsAtPerDay: 245, savingsPercent: 16.9 },
      { label: 'Weekly', days: 7, price: 1400, renewsAtPerDay: 200, savingsPercent: 32.2 },
      { label: 'Monthly', days: 30, price: 3500, renewsAtPerDay: 116.67, savingsPercent: 60.4 },
    ],
    deposit: 750,
    recommended: false,
    roadUse: 'lsv',
  },
  {
    id: 'utility',
    title: 'Utility',
    description:
      'A working cart with a rear cargo bed for tools, coolers, supplies and equipment. Built for farms, job sites, venues and event setup.',
    rates: standardRates(false),
    deposit: 600,
    recommended: false,
    roadUse: 'lsv',
  },
]

/** The rental policy's youngest driver: the renter confirms every driver is this old, with a valid license. */
export const RENTAL_MINIMUM_AGE = 18

/** Rental delivery: the first RENTAL_FREE_DELIVERY_MILES miles are free, then this per mile. */
export const RENTAL_DELIVERY_FEE_PER_MILE = 6
export const RENTAL_FREE_DELIVERY_MILES = 10

/** "$6 per mile beyond 10 miles" */
export const RENTAL_DELIVERY_FEE_TEXT = `${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} per mile beyond ${RENTAL_FREE_DELIVERY_MILES} miles`

/** What every rental includes. */
export const RENTAL_INCLUDED_FEATURES: readonly string[] = [
  'Street legal with seat belts',
  'Fully charged and ready to go',
  '24/7 support',
  'Flexible pickup and return',
  'Insurance included',
  'No hidden fees',
]

/** The footnote under the price tables. */
export const RENTAL_TERMS: readonly string[] = [
  'Rental periods are counted in 24-hour increments.',
  'No refunds are given for early returns.',
  'All rentals and prices are subject to availability.',
]

export function findRentalPlan(id: string): RentalPlan | undefined {
  return RENTAL_PLANS.find((p) => p.id === id)
}

/** The daily rate of a plan; every other rate is compared with it. */
export function dailyRate(plan: RentalPlan): RentalRate {
  const daily = plan.rates.find((r) => r.days === 1)
  if (!daily) throw new Error(`Rental plan ${plan.id} has no daily rate`)
  return daily
}

/**
 * The words of the price tables (components/RentalPlans.tsx) on the rentals overview and the
 * town rental pages, which give them to the component with their own words (a Spanish edition
 * is content/rentals-es.ts). Placeholders are filled by the component.
 */
export interface RentalPlansWords {
  /** Each plan's name, its name in its section's heading, and its description. */
  plans: Record<RentalPlan['id'], { title: string; kind: string; description: string }>
  /** A plan's section heading: "4 Seater Golf Cart Rental". */
  heading: string
  /** Each duration's name, and what it is good for (the same on every plan). */
  rates: Record<RentalRate['label'], { label: string; description: string }>
  perDay: string
  /** "for 3 days" */
  forDays: string
  /** "Renews at $228.34/day" */
  renewsAt: string
  /** "SAVE 6.8%" */
  save: string
  recommended: string
  reserveToday: string
  bookRental: string
  /** What a button books, for screen readers: "4 Seater, Daily". */
  what: string
  byPhone: string
  deliveryFee: string
  /** "$6 per mile beyond 10 miles" */
  deliveryFeeText: string
}

export const RENTAL_PLANS_WORDS: RentalPlansWords = {
  plans: {
    '4-seater': { title: RENTAL_PLANS[0]!.title, kind: RENTAL_PLANS[0]!.title, description: RENTAL_PLANS[0]!.description },
    '6-seater': { title: RENTAL_PLANS[1]!.title, kind: RENTAL_PLANS[1]!.title, description: RENTAL_PLANS[1]!.description },
    utility: { title: RENTAL_PLANS[2]!.title, kind: RENTAL_PLANS[2]!.title, description: RENTAL_PLANS[2]!.description },
  },
  rates: {
    Daily: { label: 'Daily', description: 'A full 24 hours of cart time for a party, a wedding or a day at the fair.' },
    '3 Day': { label: '3 Day', description: 'A long weekend, a reunion or a multi-day festival at a lower daily rate.' },
    Weekly: { label: 'Weekly', description: 'A full week for vacations at home, family visits or a week-long event.' },
    Monthly: { label: 'Monthly', description: 'Thirty days for seasonal projects, long visits or a summer on the go, at our lowest daily rate.' },
  },
  heading: '{plan} Golf Cart Rental',
  perDay: 'per day',
  forDays: 'for {days} days',
  renewsAt: 'Renews at {price}/day',
  save: 'SAVE {percent}%',
  recommended: 'RECOMMENDED',
  reserveToday: 'Reserve Today',
  bookRental: 'Book Rental',
  what: '{plan}, {rate}',
  byPhone: 'by phone at {phone}: {what}',
  deliveryFee: 'Delivery fee: {fee}',
  deliveryFeeText: RENTAL_DELIVERY_FEE_TEXT,
}
