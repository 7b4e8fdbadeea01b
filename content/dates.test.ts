import { describe, expect, it } from 'vitest'
import { dateText, dayText, monthText, shortDayText, timeText, weekdayName, weekdaysShort, weekdayText } from './dates'
import { ES_DATES } from './dates-es'
import { LOCALES } from './languages'
import { DATE_WORDS } from './words-by-language'

/** Intl's words for the same thing, its spaces made plain (ICU puts narrow no-break ones before AM). */
const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(date).replace(/[\u00a0\u202f]/g, ' ')

describe('days and times in each language', () => {
  it('writes the English the pages have always shown', () => {
    expect(dayText('2026-06-04')).toBe('Thursday, June 4, 2026')
    expect(dateText('2026-11-26')).toBe('Thursday, November 26')
    expect(dateText('2026-11-26', { weekday: false })).toBe('November 26')
    expect(shortDayText('2026-06-01')).toBe('Mon, Jun 1')
    expect(monthText('2026-06')).toBe('June 2026')
    expect(weekdaysShort()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(['00:00', '08:05', '12:00', '17:30'].map((t) => timeText(t))).toEqual(['12:00 AM', '8:05 AM', '12:00 PM', '5:30 PM'])
  })

  it('writes Spanish as a reader in the United States expects it', () => {
    expect(dayText('2026-06-04', ES_DATES)).toBe('jueves, 4 de junio de 2026')
    expect(dateText('2026-11-26', {}, ES_DATES)).toBe('jueves, 26 de noviembre')
    expect(shortDayText('2026-06-01', ES_DATES)).toBe('lun, 1 jun')
    expect(monthText('2026-06', ES_DATES)).toBe('junio de 2026')
    expect(weekdayName(3, ES_DATES)).toBe('miércoles')
    expect(weekdayText('2026-06-04', ES_DATES)).toBe('jueves')
    expect(['00:00', '08:05', '12:00', '17:30'].map((t) => timeText(t, ES_DATES))).toEqual(['12:00 a.m.', '8:05 a.m.', '12:00 p.m.', '5:30 p.m.'])
  })

  it('agrees with Intl on every day of a year and every quarter hour, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const locale = LOCALES[language]
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(2028, 0, 1 + day, 12))
        const iso = date.toISOString().slice(0, 10)
        expect(dayText(iso, DATE_WORDS[language])).toBe(intl(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, date))
        expect(monthText(iso.slice(0, 7), DATE_WORDS[language])).toBe(intl(locale, { year: 'numeric', month: 'long' }, date))
      }
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
        expect(timeText(time, DATE_WORDS[language])).toBe(intl(locale, { hour: 'numeric', minute: '2-digit', hour12: true }, new Date(Date.UTC(2028, 0, 1, 0, minutes))))
      }
    }
  })
})
