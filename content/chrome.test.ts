import { describe, expect, it } from 'vitest'
import { placeholders } from '../domain/language'
import { LANGUAGES } from './languages'
import { CHROME } from './chrome'

/** Every message of a catalogue by its dotted key. */
function entries(catalogue: object, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  )
}

describe('the frame’s words in every language', () => {
  const english = new Map(entries(CHROME.en))

  it.each(LANGUAGES)('%s has every message English has, and no other', (language) => {
    expect(entries(CHROME[language]).map(([key]) => key)).toEqual([...english.keys()])
  })

  it.each(LANGUAGES)('%s keeps each message’s placeholders and leaves none empty', (language) => {
    for (const [key, message] of entries(CHROME[language])) {
      expect(message.trim(), key).not.toBe('')
      expect(placeholders(message), key).toEqual(placeholders(english.get(key)!))
    }
  })

  it('has Spanish words for what the header and footer say', () => {
    expect(CHROME.es.header.skipLink).toBe('Saltar al contenido principal')
    // Only a brand's name, kept as it is, may read the same in both.
    const same = entries(CHROME.es).filter(([key, message]) => message === english.get(key))
    expect(same).toEqual([])
  })
})
