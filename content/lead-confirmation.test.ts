import { describe, expect, it } from 'vitest'
import { business } from './business'
import { CONFIRMATION_WORDS } from './lead-confirmation'
import { LEAD_KIND_COPY } from './leads'

const numbers = (text: string) => text.match(/\d+/g) ?? []

describe('the confirmation’s words', () => {
  it('promise the same reply times in Spanish as the dealer’s facts do in English', () => {
    const promised = numbers(`${business.responseTime.within} ${business.responseTime.typical}`)
    expect(promised.length).toBeGreaterThan(0)
    expect(numbers(CONFIRMATION_WORDS.es.reply)).toEqual(promised)
    expect(numbers(CONFIRMATION_WORDS.en.reply)).toEqual(promised)
  })

  it('name every kind of lead in both languages, the English as the site labels it', () => {
    for (const kind of Object.keys(LEAD_KIND_COPY) as Array<keyof typeof LEAD_KIND_COPY>) {
      expect(CONFIRMATION_WORDS.en.kinds[kind]).toBe(LEAD_KIND_COPY[kind].label.toLowerCase())
      expect(CONFIRMATION_WORDS.es.kinds[kind].trim()).not.toBe('')
      expect(CONFIRMATION_WORDS.es.kinds[kind]).not.toBe(CONFIRMATION_WORDS.en.kinds[kind])
    }
  })
})
