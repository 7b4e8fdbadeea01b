/**
 * A vehicle's id is its web address (/vehicles/{id}). Duplicate proposes one from what the
 * unit is (year, make, model), never from the unit it was copied from: a stock number or a
 * serial belongs to one unit, and an address carrying the old one would stay on the copy.
 */
import { LIMITS } from './fields'
import { VEHICLE_ID_PATTERN } from './vehicle'

/** Lowercase ASCII letters and digits joined by single hyphens: "Évolution D5 (Ranger)" → "evolution-d5-ranger". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Room kept for a "-2", "-3" … suffix. */
const BASE_MAX = LIMITS.id - 4

/**
 * An id for a unit from its year, make and model (its name, which often says the make or the
 * year already), the first of `base`, `base-2`, `base-3` … that `taken` does not hold.
 */
export function proposeVehicleId(unit: { year?: number | null; brand: string; name: string }, taken: (id: string) => boolean): string {
  const name = slug(unit.name.replace(/\((copy|copy \d+)\)\s*$/i, ''))
  const words = new Set(name.split('-'))
  const brand = slug(unit.brand)
  const year = unit.year ? String(unit.year) : ''
  const parts = [year && !words.has(year) ? year : '', brand && !name.includes(brand) ? brand : '', name]
  let base = slug(parts.join(' ')).slice(0, BASE_MAX).replace(/-+$/, '')
  if (!VEHICLE_ID_PATTERN.test(base)) base = 'vehicle'
  if (!taken(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken(candidate)) return candidate
  }
}
