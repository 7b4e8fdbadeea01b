import type { PageContextServer } from 'vike/types'
import { formatDealerTime } from '#app/content/format'
import { offerText } from '#app/domain/specials/cards'
import { specialPhase, type SpecialPhase } from '#app/domain/specials/special'

export interface ConsoleSpecialsData {
  specials: Array<{ id: number; title: string; phase: SpecialPhase; startsText: string; endsText: string; appliesTo: string; offer: string }>
}

export async function data(pageContext: PageContextServer): Promise<ConsoleSpecialsData> {
  const now = Date.now()
  const specials = await pageContext.services.specials.list()
  return {
    specials: specials.map((special) => ({
      id: special.id,
      title: special.title,
      phase: specialPhase(special, now),
      startsText: formatDealerTime(special.startsAt),
      endsText: formatDealerTime(special.endsAt),
      appliesTo:
        special.scope.kind === 'vehicles'
          ? `${special.scope.ids.length} cart${special.scope.ids.length === 1 ? '' : 's'}`
          : special.scope.kind === 'brand'
            ? `Brand: ${special.scope.brand}`
            : `Category: ${special.scope.category}`,
      offer: offerText(special),
    })),
  }
}
