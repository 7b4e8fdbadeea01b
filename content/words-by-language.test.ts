import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './languages'
import { DATE_WORDS, HOURS_WORDS } from './words-by-language'

/** Every entry of a catalogue by its dotted key: a string, a list, or a function and its arity. */
function shape(catalogue: object, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> => {
    const name = `${prefix}${key}`
    if (typeof value === 'function') return [[name, `function/${value.length}`]]
    if (Array.isArray(value)) return [[name, `list/${value.length}`]]
    if (value && typeof value === 'object') return shape(value, `${name}.`)
    return [[name, typeof value]]
  })
}

describe.each([
  ['days and times', DATE_WORDS],
  ['hours', HOURS_WORDS],
] as const)('the %s words', (_, words) => {
  it.each(LANGUAGES)('%s has every entry English has, of the same kind', (language) => {
    expect(shape(words[language])).toEqual(shape(words.en))
  })
})

describe('the hours words', () => {
  it('say every line in each language, never empty', () => {
    for (const language of LANGUAGES) {
      const { status } = HOURS_WORDS[language]
      const lines = [
        status.open('5:00'),
        status.closingSoon('5:00'),
        status.opensToday('9:00'),
        status.closedFor('X'),
        status.closedWithNote('X'),
        status.opensNext('X', 'Y'),
        status.tomorrow('9:00'),
        status.onWeekday('X', '9:00'),
        status.onDate('X', '9:00'),
        HOURS_WORDS[language].days(['X', 'Y']),
      ]
      for (const line of lines) expect(line.trim()).not.toBe('')
    }
    expect(HOURS_WORDS.es.status.open('5:00 p.m.')).not.toBe(HOURS_WORDS.en.status.open('5:00 p.m.'))
  })
})
