/**
 * A special's shape without its schema: the types, the limits and where a special stands at a
 * moment. What the browser's code may import (the shopper-price rule, the console's form);
 * the zod schema stays in special.ts, on the server.
 */
import { LIMITS as VEHICLE_LIMITS } from '../vehicles/fields'

export const SPECIAL_STATUSES = ['draft', 'scheduled'] as const
export type SpecialStatus = (typeof SPECIAL_STATUSES)[number]

export const SCOPE_KINDS = ['vehicles', 'brand', 'category'] as const
export type ScopeKind = (typeof SCOPE_KINDS)[number]

export const DISCOUNT_KINDS = ['sale-price', 'amount-off', 'percent-off'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

export type SpecialScope = { kind: 'vehicles'; ids: string[] } | { kind: 'brand'; brand: string } | { kind: 'category'; category: string }

export type SpecialDiscount =
  | { kind: 'sale-price'; prices: Record<string, number> }
  | { kind: 'amount-off'; amount: number }
  | { kind: 'percent-off'; percent: number }

export const SPECIAL_LIMITS = {
  title: 80,
  text: 1000,
  finePrint: 1000,
  vehicles: 100,
  percent: 90,
  amount: VEHICLE_LIMITS.price,
  /** The longest a special may run. */
  days: 366,
} as const

export interface SpecialInput {
  title: string
  text: string
  finePrint: string
  /** The same in Spanish, for the Spanish site: empty until the dealer writes them (the English is shown then, marked). */
  titleEs?: string
  textEs?: string
  finePrintEs?: string
  /** ISO 8601 UTC ("2026-04-01T04:00:00.000Z"). */
  startsAt: string
  endsAt: string
  status: SpecialStatus
  scope: SpecialScope
  discount: SpecialDiscount
}

export interface Special extends SpecialInput {
  id: number
  createdAt: string
  updatedAt: string
}

export { isLive, specialPhase, type SpecialPhase } from './phase'

/** The form field of a chosen cart's sale price. */
export const SALE_PRICE_FIELD = (id: string) => `price-${id}`
