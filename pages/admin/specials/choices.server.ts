/** The carts, brands and categories a special's form offers: the inventory as the dealer keeps it, sold and draft units left out. */
import type { PageContextServer } from 'vike/types'

export interface SpecialChoices {
  vehicles: Array<{ id: string; name: string; price: number }>
  brands: string[]
  categories: string[]
}

export async function specialChoices(pageContext: PageContextServer): Promise<SpecialChoices> {
  const records = (await pageContext.services.vehicleRecords.list()).filter((r) => r.status === 'available' || r.status === 'pending')
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))
  return {
    vehicles: records.map((r) => ({ id: r.id, name: r.name, price: r.price })),
    brands: sorted(records.map((r) => r.brand)),
    categories: sorted(records.map((r) => r.category)),
  }
}
