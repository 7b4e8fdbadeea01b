import type { PageWords } from '#app/renderer/types'
import { SPECIALS_COPY } from '#app/content/specials'
import { SPECIALS_ES } from '#app/pages/specials/specials-es'

/** The /specials page's words (content/specials.ts and content/specials-es.ts); the specials' own texts are the dealer's. */
const en = {
  ...(SPECIALS_COPY.page as { [K in keyof typeof SPECIALS_COPY.page]: string }),
  keywords: ['golf cart specials', 'golf cart sale Lehigh County', 'LSV deals Allentown', 'Denago sale', 'Evolution golf cart sale'],
  breadcrumbs: { home: 'Home', specials: 'Specials' },
}

export type SpecialsWords = typeof en

const es: SpecialsWords = {
  ...SPECIALS_ES.page,
  keywords: ['ofertas de carritos de golf', 'carritos de golf en oferta Lehigh County', 'ofertas de LSV Allentown', 'Denago en oferta', 'carritos de golf Evolution en oferta'],
  breadcrumbs: { home: 'Inicio', specials: 'Ofertas' },
}

export default { en, es } satisfies PageWords<SpecialsWords>
