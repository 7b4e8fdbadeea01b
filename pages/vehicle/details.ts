import { formatInteger } from '#app/content/format'
import type { Vehicle } from '#app/domain/vehicles/vehicle'

function plural(value: number, one: string, many: string): string {
  return `${formatInteger(value)} ${value === 1 ? one : many}`
}

/** The unit's own facts the dealer keeps (year, colour, stock number, odometer), where present. */
export function unitDetails(vehicle: Pick<Vehicle, 'year' | 'color' | 'stockNumber' | 'odometer'>): Array<[string, string]> {
  const rows: Array<[string, string]> = []
  if (vehicle.year !== undefined) rows.push(['Year', String(vehicle.year)])
  if (vehicle.color) rows.push(['Color', vehicle.color])
  if (vehicle.stockNumber) rows.push(['Stock Number', vehicle.stockNumber])
  if (vehicle.odometer) {
    const { value, unit } = vehicle.odometer
    rows.push(unit === 'hours' ? ['Hour Meter', plural(value, 'hour', 'hours')] : ['Mileage', plural(value, 'mile', 'miles')])
  }
  return rows
}
