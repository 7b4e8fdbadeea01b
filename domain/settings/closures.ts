/** A department's closures and special hours. Its own module, importing nothing at run time: public pages carry this, not the console's fields. */
import type { Department } from './fields'

/** The closures and special hours of one department, for its page and its structured data. */
export function closuresOf<T extends { departments: readonly Department[] }>(facts: { closures: readonly T[] }, department: Department): T[] {
  return facts.closures.filter((c) => c.departments.includes(department))
}
