/**
 * The availability form's shapes and the plan choices: free of the request schemas and of
 * the answer's drawing, so the rental pages' JavaScript carries neither. The server side that
 * fills them is checker-data.ts, the answer's HTML checker-view.tsx.
 */
import { RENTAL_PLANS } from '#app/content/rentals'
import type { PlanId } from '#app/domain/bookings/rental-request'
import type { PricePart } from '#app/domain/bookings/rental-price'
import type { AvailabilityFormCopy } from '#app/content/rental-availability-form'

export interface CheckerResult {
  available: boolean
  units: number
  price: number
  parts: PricePart[]
  plan: PlanId
  start: string
  days: number
  returnDay: string
  nextAvailable: string[]
}

export interface MonthTable {
  plan: PlanId
  month: string
  units: number
  /** Leading blanks so the first day falls under its weekday. */
  offset: number
  days: Array<{ date: string; free: number; bookable: boolean }>
  previous: string
  next: string
}

export interface CheckerData {
  /** The page the form answers on (its GET action). */
  path: string
  /** The delivery town the page is about, carried to the reservation. */
  town?: string
  values: { plan: string; start: string; days: string }
  errors: Partial<Record<'plan' | 'start' | 'days' | 'month', string>>
  firstDay: string
  lastDay: string
  /** The answer to the question asked, as HTML (checker-view.tsx). */
  answerHtml?: string
  /** The month's table of free carts, as HTML. */
  monthHtml?: string
}

export const PLAN_CHOICES = RENTAL_PLANS.map((p) => ({ value: p.id, label: p.title }))

/** The availability form's words, as the page gives them (its +words.ts): the form's, and each plan's name. */
export interface CheckerWords {
  form: AvailabilityFormCopy
  plans: Record<PlanId, string>
}
