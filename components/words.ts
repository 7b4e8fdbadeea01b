import type { PageWords } from '../renderer/types'

/*
 * The words of the components many pages share (contact details, vehicle cards, forms' common
 * parts, toasts …), in each language, keyed by component. They come with every public page's
 * context in its language (renderer/frame.ts, pageContext.common; read with useCommonWords()),
 * so no component carries words as code. A page's own words are its +words.ts.
 */

const en = {
  /** The language a piece of the dealer's text is in when it is shown untranslated. */
  untranslated: 'In English',
}

export type CommonWords = typeof en

const es: CommonWords = {
  untranslated: 'En inglés',
}

export const COMMON_WORDS = { en, es } satisfies PageWords<CommonWords>
