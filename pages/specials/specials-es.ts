/**
 * How the site words specials in Spanish (content/specials.ts in English): a special's offer and
 * end on its card, a cart's sale end, and the /specials page. Server only: the pages' +data.ts
 * and +words.ts word with it, so no page's script carries it.
 */
import { timeOf, wallTime } from '#app/domain/dealer-clock'
import type { SpecialCard } from '#app/domain/specials/cards'
import type { Special } from '#app/domain/specials/special'
import type { Vehicle, VehicleSummary } from '#app/domain/vehicles/vehicle'
import { dateText, timeText } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'
import { formatPrice } from '#app/content/format'
import { dealerWords } from '#app/domain/settings/fields'

/** "a las 5:30 p.m.", but "a la 1:30 p.m.". */
function atTime(time: string): string {
  return time.startsWith('1:') ? `a la ${time}` : `a las ${time}`
}

export const SPECIALS_ES = {
  /** A cart's sale end: "La oferta termina el domingo, 30 de noviembre a las 11:59 p.m.". */
  ends: (date: string, time: string) => `La oferta termina el ${date} ${atTime(time)}`,
  /** A special's own end, on its card: "Termina el domingo, 30 de noviembre a las 11:59 p.m.". */
  specialEnds: (date: string, time: string) => `Termina el ${date} ${atTime(time)}`,
  /** What the discount is: "$1,000 de descuento", "10% de descuento", "Precios especiales". */
  amountOff: (amount: string) => `${amount} de descuento`,
  percentOff: (percent: number) => `${percent}% de descuento`,
  salePrices: 'Precios especiales',
  page: {
    title: 'Ofertas en carritos de golf',
    eyebrow: 'Vigentes ahora',
    intro:
      'Precios de oferta en carritos de nuestro lote, por tiempo limitado. Cada precio aquí es lo que usted paga mientras dure la oferta; llámenos para apartar un carrito.',
    description:
      'Ofertas en carritos de golf y LSV en Lehigh County Golf Carts: precios especiales en Denago y Evolution por tiempo limitado, y la fecha en que termina cada una.',
    none: 'No hay ofertas en este momento.',
    noneHint: 'Cada semana llegan carritos nuevos. Vea el inventario, o llámenos y pregunte qué viene pronto.',
    carts: 'Carritos en esta oferta',
    finePrint: 'Letra pequeña',
    browse: 'Ver todo el inventario',
  },
}

/** A sale's or a special's end on the dealer's clock, in Spanish. */
export function saleEndsTextEs(endsAt: string, of: 'sale' | 'special' = 'sale'): string {
  const clock = wallTime(Date.parse(endsAt))
  const words = of === 'sale' ? SPECIALS_ES.ends : SPECIALS_ES.specialEnds
  return words(dateText(clock.date, {}, ES_DATES), timeText(timeOf(clock.minutes), ES_DATES))
}

/** What a special takes off, in Spanish. */
export function offerTextEs(special: Pick<Special, 'discount'>): string {
  const { discount } = special
  if (discount.kind === 'amount-off') return SPECIALS_ES.amountOff(formatPrice(discount.amount))
  if (discount.kind === 'percent-off') return SPECIALS_ES.percentOff(discount.percent)
  return SPECIALS_ES.salePrices
}

/** A cart's summary with its sale's end in Spanish (the grid's cart it summarizes gives the end). */
export function summaryInSpanish(summary: VehicleSummary, grid: readonly Vehicle[]): VehicleSummary {
  const endsAt = grid.find((v) => v.id === summary.id)?.sale?.endsAt
  return summary.sale && endsAt ? { ...summary, sale: { ...summary.sale, endsText: saleEndsTextEs(endsAt) } } : summary
}

/** The specials' cards (domain/specials/cards.ts) with their offer, their end and their carts' sale ends in Spanish. */
export function specialCardsInSpanish(cards: readonly SpecialCard[], live: readonly Special[], grid: readonly Vehicle[]): SpecialCard[] {
  return cards.map((card) => {
    const special = live.find((s) => s.id === card.id)
    // The dealer's words in Spanish where written, else the English, marked.
    const words = (english: string, spanish: string | undefined) => dealerWords(english, spanish, 'es')
    const title = words(card.title, special?.titleEs)
    const text = words(card.text, special?.textEs)
    // Fine print the dealer left empty is empty in both.
    const finePrint = card.finePrint ? words(card.finePrint, special?.finePrintEs) : { text: '', language: 'es' as const }
    const languages = Object.fromEntries(
      Object.entries({ title, text, finePrint })
        .filter(([, shown]) => shown.language !== 'es')
        .map(([field, shown]) => [field, shown.language]),
    )
    return {
      ...card,
      title: title.text,
      text: text.text,
      finePrint: finePrint.text,
      ...(Object.keys(languages).length > 0 ? { languages } : {}),
      offerText: special ? offerTextEs(special) : card.offerText,
      endsText: saleEndsTextEs(card.endsAt, 'special'),
      vehicles: card.vehicles.map((summary) => summaryInSpanish(summary, grid)),
    }
  })
}
