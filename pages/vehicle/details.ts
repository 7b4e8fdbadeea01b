import { formatInteger } from '#app/content/format'
import { plural } from '#app/domain/language'
import type { Language } from '#app/content/languages'
import type { Vehicle } from '#app/domain/vehicles/vehicle'

/** The names of a unit's own facts, and its odometer's unit by count (in the page's +words.ts by language). */
export const UNIT_WORDS = {
  year: 'Year',
  color: 'Color',
  stockNumber: 'Stock Number',
  hourMeter: 'Hour Meter',
  mileage: 'Mileage',
  hours: { one: 'hour', other: 'hours' },
  miles: { one: 'mile', other: 'miles' },
}

export type UnitWords = typeof UNIT_WORDS

function count(language: Language, value: number, forms: UnitWords['hours']): string {
  return `${formatInteger(value)} ${plural(language, value, forms)}`
}

/** The unit's own facts the dealer keeps (year, colour, stock number, odometer), where present. */
export function unitDetails(
  vehicle: Pick<Vehicle, 'year' | 'color' | 'stockNumber' | 'odometer'>,
  words: UnitWords = UNIT_WORDS,
  language: Language = 'en',
): Array<[string, string]> {
  const rows: Array<[string, string]> = []
  if (vehicle.year !== undefined) rows.push([words.year, String(vehicle.year)])
  if (vehicle.color) rows.push([words.color, vehicle.color])
  if (vehicle.stockNumber) rows.push([words.stockNumber, vehicle.stockNumber])
  if (vehicle.odometer) {
    const { value, unit } = vehicle.odometer
    rows.push(unit === 'hours' ? [words.hourMeter, count(language, value, words.hours)] : [words.mileage, count(language, value, words.miles)])
  }
  return rows
}
