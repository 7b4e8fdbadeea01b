import { describe, expect, it } from 'vitest'
import { placeholders } from '#app/domain/language'
import { LANGUAGES, type Language } from '#app/content/languages'

/** Every message of a catalogue by its dotted key (arrays by index). */
export function messages(catalogue: unknown, prefix = ''): Array<[string, string]> {
  if (typeof catalogue === 'string') return [[prefix.replace(/\.$/, ''), catalogue]]
  if (catalogue === null || typeof catalogue !== 'object') return []
  return Object.entries(catalogue).flatMap(([key, value]) => messages(value, `${prefix}${key}.`))
}

/**
 * The checks every catalogue of words passes (a page's +words.ts, components/words.ts): each
 * language has every message English has and no other, with the same {placeholders}, none
 * empty, and the Spanish differs from the English except where `same` allows it (a brand's or a
 * place's name, a price).
 */
export function describeWords(name: string, catalogue: Record<Language, unknown>, same: readonly string[] = []) {
  describe(`${name}: words in every language`, () => {
    const english = new Map(messages(catalogue.en))

    it.each(LANGUAGES)('%s has every message English has, and no other', (language) => {
      expect(messages(catalogue[language]).map(([key]) => key)).toEqual([...english.keys()])
    })

    it.each(LANGUAGES)('%s keeps each message’s placeholders and leaves none empty', (language) => {
      for (const [key, message] of messages(catalogue[language])) {
        expect(message.trim(), key).not.toBe('')
        expect(placeholders(message), key).toEqual(placeholders(english.get(key)!))
      }
    })

    it('says in Spanish what it says in English', () => {
      const untranslated = messages(catalogue.es).filter(([key, message]) => message === english.get(key) && !same.includes(key))
      expect(untranslated).toEqual([])
    })
  })
}
