import { describe, expect, it } from 'vitest'
import { dayText, shortDayText, timeText } from '#app/content/dates'
import { DATE_WORDS } from '#app/content/words-by-language'
import { LANGUAGES } from '#app/content/languages'
import { DATE_PATTERNS } from './booking-words'
import { dayLabel, shortDayLabel, timeLabel, windowLabel } from './date-words'

const DAYS = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10))
const TIMES = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`)

describe('the booking pages write days and times as content/dates.ts does', () => {
  it.each(LANGUAGES)('%s: every day of a leap year, in full and short', (language) => {
    for (const day of DAYS) {
      expect(dayLabel(day, DATE_PATTERNS[language])).toBe(dayText(day, DATE_WORDS[language]))
      expect(shortDayLabel(day, DATE_PATTERNS[language])).toBe(shortDayText(day, DATE_WORDS[language]))
    }
  })

  it.each(LANGUAGES)('%s: every quarter hour', (language) => {
    for (const time of TIMES) expect(timeLabel(time, DATE_PATTERNS[language])).toBe(timeText(time, DATE_WORDS[language]))
  })

  it('words a window in each language', () => {
    expect(windowLabel('08:00', '10:30', DATE_PATTERNS.en)).toBe('8:00 AM – 10:30 AM')
    expect(windowLabel('13:00', '15:00', DATE_PATTERNS.es)).toBe('de 1:00 p.m. a 3:00 p.m.')
    expect(dayLabel('2026-06-04', DATE_PATTERNS.es)).toBe('jueves, 4 de junio de 2026')
  })
})
