import type { PageContextServer } from 'vike/types'
import { toSummary, type VehicleSummary } from '#app/domain/vehicles/vehicle'
import { specialCards, type SpecialCard } from '#app/domain/specials/cards'
import { specialCardsInSpanish, summaryInSpanish } from '#app/pages/specials/specials-es'

/** How many featured carts the home page shows (the spec's three); more flagged ones wait their turn. */
const FEATURED_COUNT = 3

export interface HomeData {
  /** The dealer's featured carts on the grid, in the dealer's order; empty when none is flagged. */
  featured: VehicleSummary[]
  /** The specials on now (at most three, ending soonest first), each a link to its place on /specials; none once they end. */
  specials: Array<Pick<SpecialCard, 'anchor' | 'title' | 'languages' | 'offerText' | 'endsText'>>
}

/** How many specials the home page names. */
const SPECIALS_COUNT = 3

export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const { vehicles, specials } = pageContext.services
  const spanish = pageContext.language === 'es'
  const [featured, live, grid] = await Promise.all([vehicles.featured(), specials.live(Date.now()), vehicles.list()])
  const cards = specialCards(live, grid).slice(0, SPECIALS_COUNT)
  // A Spanish page words the offers and their ends in Spanish; the specials' titles are the dealer's own.
  return {
    featured: featured.slice(0, FEATURED_COUNT).map((v) => (spanish ? summaryInSpanish(toSummary(v), featured) : toSummary(v))),
    specials: (spanish ? specialCardsInSpanish(cards, live, grid) : cards).map(({ anchor, title, languages, offerText, endsText }) => ({ anchor, title, ...(languages?.title ? { languages: { title: languages.title } } : {}), offerText, endsText })),
  }
}
