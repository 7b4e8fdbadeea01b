import type { DateWords } from './dates'

/** Spanish, as a reader in the United States expects it (the same as Intl's es-US). */
export const ES_DATES: DateWords = {
  weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  weekdaysShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  am: 'a.m.',
  pm: 'p.m.',
  date(day, month, weekday, year) {
    const text = `${day} de ${this.months[month]}${year === undefined ? '' : ` de ${year}`}`
    return weekday === undefined ? text : `${this.weekdays[weekday]}, ${text}`
  },
  short(day, month, weekday) {
    return `${this.weekdaysShort[weekday]}, ${day} ${this.monthsShort[month]}`
  },
  month(month, year) {
    return `${this.months[month]} de ${year}`
  },
}
