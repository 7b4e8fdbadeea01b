/**
 * The eco-impact calculator: its constants, the pure formulas, the rounding used for
 * display, and the Environmental Facts shown beside it. The page, the server-side
 * (no-JavaScript) calculation and the tests all use this one module.
 */
import { formatInteger, formatOneDecimal, formatPrice, formatPriceCents, formatUpToTwoDecimals } from '../content/format'

export type UsageType = 'recreational' | 'residential' | 'commercial' | 'golf_course'
export type Years = 1 | 3 | 5 | 10

export const USAGE_TYPES: readonly { value: UsageType; label: string; multiplier: number }[] = [
  { value: 'recreational', label: 'Recreational', multiplier: 1 },
  { value: 'residential', label: 'Residential Community', multiplier: 1.2 },
  { value: 'commercial', label: 'Commercial/Resort', multiplier: 2 },
  { value: 'golf_course', label: 'Golf Course', multiplier: 2.5 },
]

export const YEAR_OPTIONS: readonly Years[] = [1, 3, 5, 10]

/** The formula constants. */
export const ECO = {
  weeksPerYear: 52,
  /** A gas cart's fuel economy. */
  milesPerGallon: 15,
  /** Pounds of CO2 released by burning one gallon of gasoline. */
  co2LbsPerGallon: 19.6,
  /** US dollars per gallon of gasoline. */
  gasPricePerGallon: 3.5,
  /** An electric cart's energy use. */
  kwhPerMile: 0.15,
  /** US dollars per kWh. */
  electricityPricePerKwh: 0.12,
  /** Tree seedlings grown for ten years that absorb one ton of CO2. */
  treesPerTon: 16.5,
  lbsPerTon: 2000,
} as const

/** Miles per Week: the input's bounds and default. */
export const MILES_PER_WEEK = { min: 1, max: 500, default: 25 } as const

export const DEFAULT_INPUT: EcoInput = { milesPerWeek: MILES_PER_WEEK.default, usage: 'recreational', years: 1 }

/** Calculating delay and how long the celebration banner stays, in milliseconds. */
export const ECO_TIMING = { calculatingMs: 1500, bannerMs: 3000 } as const

export interface EcoInput {
  milesPerWeek: number
  usage: UsageType
  years: Years
}

/** The spec's calculator result, unrounded. */
export interface EcoResult {
  /** Total miles over the period. */
  miles: number
  /** Gallons of gasoline a gas cart would burn. */
  fuelSaved: number
  /** Pounds of CO2 not emitted. */
  co2Saved: number
  /** What that fuel would cost (USD). */
  costSaved: number
  /** What the electric cart's charging costs (USD). */
  electricCost: number
  /** costSaved - electricCost (USD). */
  netSavings: number
  treesEquivalent: number
}

export function usageMultiplier(usage: UsageType): number {
  return USAGE_TYPES.find((u) => u.value === usage)!.multiplier
}

export function usageLabel(usage: UsageType): string {
  return USAGE_TYPES.find((u) => u.value === usage)!.label
}

/** The formulas of the spec, exactly: miles = miles per week x 52 x years x multiplier. */
export function calculateImpact({ milesPerWeek, usage, years }: EcoInput): EcoResult {
  const miles = milesPerWeek * ECO.weeksPerYear * years * usageMultiplier(usage)
  const fuelSaved = miles / ECO.milesPerGallon
  const co2Saved = fuelSaved * ECO.co2LbsPerGallon
  const costSaved = fuelSaved * ECO.gasPricePerGallon
  const electricCost = miles * ECO.kwhPerMile * ECO.electricityPricePerKwh
  return {
    miles,
    fuelSaved,
    co2Saved,
    costSaved,
    electricCost,
    netSavings: costSaved - electricCost,
    treesEquivalent: (co2Saved / ECO.lbsPerTon) * ECO.treesPerTon,
  }
}

/**
 * The result as shown. Rounding rule: whole pounds and whole gallons; tons and trees to
 * one decimal; dollars to whole dollars (formatPrice). Net savings is shown as the
 * rounded fuel cost minus the rounded electricity cost, so the cost breakdown on screen
 * always adds up (it can differ by $1 from rounding the unrounded net).
 */
export interface EcoDisplay {
  co2Lbs: string
  co2Tons: string
  fuelGallons: string
  trees: string
  fuelCost: string
  electricCost: string
  netSavings: string
  /** "Environmental Impact Over 3 Years" */
  badge: string
}

export function wholeDollars(amount: number): number {
  return Math.round(amount)
}

export function displayImpact(result: EcoResult, years: Years): EcoDisplay {
  const fuelCost = wholeDollars(result.costSaved)
  const electricCost = wholeDollars(result.electricCost)
  return {
    co2Lbs: formatInteger(result.co2Saved),
    co2Tons: formatOneDecimal(result.co2Saved / ECO.lbsPerTon),
    fuelGallons: formatInteger(result.fuelSaved),
    trees: formatOneDecimal(result.treesEquivalent),
    fuelCost: formatPrice(fuelCost),
    electricCost: formatPrice(electricCost),
    netSavings: formatPrice(fuelCost - electricCost),
    badge: `Environmental Impact Over ${yearsLabel(years)}`,
  }
}

export function formatMilesPerWeek(miles: number): string {
  return formatUpToTwoDecimals(miles)
}

/** The assumptions behind every result, in words. */
export const ASSUMPTIONS = `Gas at ${formatPriceCents(ECO.gasPricePerGallon)} a gallon and ${ECO.milesPerGallon} miles per gallon; electricity at ${Math.round(ECO.electricityPricePerKwh * 100)} cents per kWh and ${ECO.kwhPerMile} kWh per mile.`

export function yearsLabel(years: number): string {
  return years === 1 ? '1 Year' : `${years} Years`
}

/** Cumulative fuel and electricity cost at the end of each year of the period, whole dollars. */
export function cumulativeCosts(input: EcoInput): { year: number; gas: number; electric: number }[] {
  const rows = []
  for (let year = 1; year <= input.years; year++) {
    const r = calculateImpact({ ...input, years: year as Years })
    rows.push({ year, gas: wholeDollars(r.costSaved), electric: wholeDollars(r.electricCost) })
  }
  return rows
}

// ---------------------------------------------------------------------------
// Reading and checking the form's values (browser and server share this)
// ---------------------------------------------------------------------------

export interface EcoFormValues {
  miles: string
  usage: string
  years: string
}

export type EcoValidation = { ok: true; input: EcoInput } | { ok: false; error: string }

export function isUsageType(value: string): value is UsageType {
  return USAGE_TYPES.some((u) => u.value === value)
}

export function isYears(value: number): value is Years {
  return (YEAR_OPTIONS as readonly number[]).includes(value)
}

/**
 * Miles per Week must be a number from 1 to 500; anything else gets a message and no
 * result. An unknown usage type or time frame (only possible by editing the URL) falls
 * back to the default.
 */
export function validateEcoForm(values: EcoFormValues): EcoValidation {
  const raw = values.miles.trim()
  const miles = raw === '' ? NaN : Number(raw)
  const range = `${MILES_PER_WEEK.min} to ${MILES_PER_WEEK.max}`
  if (!Number.isFinite(miles)) return { ok: false, error: `Enter your miles per week as a number from ${range}.` }
  if (miles < MILES_PER_WEEK.min) return { ok: false, error: `Miles per week must be at least ${MILES_PER_WEEK.min}. Enter a number from ${range}.` }
  if (miles > MILES_PER_WEEK.max) return { ok: false, error: `Miles per week can be at most ${MILES_PER_WEEK.max}. Enter a number from ${range}.` }
  const years = Number(values.years)
  return {
    ok: true,
    input: {
      milesPerWeek: miles,
      usage: isUsageType(values.usage) ? values.usage : DEFAULT_INPUT.usage,
      years: isYears(years) ? years : DEFAULT_INPUT.years,
    },
  }
}

// ---------------------------------------------------------------------------
// Environmental Facts
// ---------------------------------------------------------------------------

export interface EcoFact {
  /** The figure, e.g. "90%". */
  figure: string
  label: string
  detail: string
}

/** Net savings per mile driven electric instead of gas (USD). */
export const NET_SAVINGS_PER_MILE = ECO.gasPricePerGallon / ECO.milesPerGallon - ECO.kwhPerMile * ECO.electricityPricePerKwh

export const ANNUAL_SAVINGS_CLAIM = 1200

/** Weekly recreational miles at which fuel savings alone reach the annual savings claim. */
export const MILES_PER_WEEK_FOR_CLAIM = Math.ceil(ANNUAL_SAVINGS_CLAIM / (NET_SAVINGS_PER_MILE * ECO.weeksPerYear))

export const ECO_FACTS: readonly EcoFact[] = [
  {
    figure: '90%',
    label: 'Electric efficiency vs 25% for gas',
    detail:
      'An electric motor turns about 90% of the energy in its battery into motion. A small gas engine turns only about 25% of its fuel into motion and loses the rest as heat and exhaust.',
  },
  {
    figure: `${formatPrice(ANNUAL_SAVINGS_CLAIM)}+`,
    label: 'Average annual savings',
    detail: `Drive ${MILES_PER_WEEK_FOR_CLAIM} miles a week and a gas cart's fuel costs over ${formatPrice(ANNUAL_SAVINGS_CLAIM)} a year more than charging an electric cart, before the oil changes, spark plugs and filters an electric cart never needs.`,
  },
  {
    figure: `${ECO.co2LbsPerGallon} lbs`,
    label: 'CO2 from every gallon of gasoline',
    detail: `Burning one gallon of gasoline releases ${ECO.co2LbsPerGallon} pounds of carbon dioxide. At ${ECO.milesPerGallon} miles per gallon, a gas cart emits about ${formatOneDecimal(ECO.co2LbsPerGallon / ECO.milesPerGallon)} pounds for every mile it drives.`,
  },
  {
    figure: `${ECO.treesPerTon} trees`,
    label: 'To absorb one ton of CO2',
    detail: `It takes ${ECO.treesPerTon} tree seedlings growing for ten years to absorb one ton of carbon dioxide. The calculator uses this figure for its Trees Equivalent.`,
  },
]
