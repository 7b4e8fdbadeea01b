import type { PageContextServer } from 'vike/types'
import { specialCards, type SpecialCard } from '#app/domain/specials/cards'

export interface SpecialsData {
  /** The specials live now that lower some cart's price, ending soonest first; none once they end. */
  specials: SpecialCard[]
}

export async function data(pageContext: PageContextServer): Promise<SpecialsData> {
  const { specials, vehicles } = pageContext.services
  const [live, grid] = await Promise.all([specials.live(Date.now()), vehicles.list()])
  return { specials: specialCards(live, grid) }
}
