import type { PageContextServer } from 'vike/types'
import { specialCards, type SpecialCard } from '#app/domain/specials/cards'
import { specialCardsInSpanish } from '#app/pages/specials/specials-es'

export interface SpecialsData {
  /** The specials live now that lower some cart's price, ending soonest first; none once they end. */
  specials: SpecialCard[]
}

export async function data(pageContext: PageContextServer): Promise<SpecialsData> {
  const { specials, vehicles } = pageContext.services
  const [live, grid] = await Promise.all([specials.live(Date.now()), vehicles.list()])
  const cards = specialCards(live, grid)
  // A Spanish page words each offer, its end and its carts' sale ends in Spanish; the specials' texts are the dealer's own.
  return { specials: pageContext.language === 'es' ? specialCardsInSpanish(cards, live, grid) : cards }
}
