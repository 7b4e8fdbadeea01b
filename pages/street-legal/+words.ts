import type { PageWords } from '#app/renderer/types'
import { STREET_LEGAL, type StreetLegalCopy } from '#app/content/street-legal'
import { STREET_LEGAL_ES } from '#app/content/street-legal-es'

/** The street-legal page's words: content/street-legal.ts and its Spanish. */
export type StreetLegalWords = StreetLegalCopy

export default { en: STREET_LEGAL, es: STREET_LEGAL_ES } satisfies PageWords<StreetLegalWords>
