import type { HoursWords } from './hours'

/** "la 1:00 p.m.", "las 9:00 a.m.": Spanish names the hour with its article, singular for one o'clock. */
const laHora = (time: string) => `${time.startsWith('1:') ? 'la' : 'las'} ${time}`

/** The notes of the dealer's first hours (content/opening-hours.ts) in Spanish, as a fresh install keeps them. */
export const SEED_NOTES_ES: Readonly<Record<string, string>> = {
  'Emergency service only': 'Solo servicio de emergencia',
  'By appointment': 'Con cita previa',
}

/** Spanish: the hours and the open-now line as a reader in the Lehigh Valley says them. */
export const HOURS_ES: HoursWords = {
  closed: 'Cerrado',
  range: (opens, closes) => `${opens} - ${closes}`,
  /** "lunes a viernes" */
  dayRun: (first, last) => `${first} a ${last}`,
  /** "Lunes a viernes, domingo": the day names are lower case but for the first. */
  days: (runs) => {
    const text = runs.join(', ')
    return text.charAt(0).toUpperCase() + text.slice(1)
  },
  departments: {
    showroom: 'Sala de exhibición',
    service: 'Departamento de servicio',
    storage: 'Almacenamiento',
  },
  status: {
    open: (until) => `Abierto ahora · hasta ${laHora(until)}`,
    closingSoon: (at) => `Cierra pronto · a ${laHora(at)}`,
    opensToday: (at) => `Cerrado ahora · abre hoy a ${laHora(at)}`,
    closedFor: (reason) => `Cerrado por ${reason}`,
    closedWithNote: (note) => `Cerrado hoy · ${note}`,
    closedToday: 'Cerrado hoy',
    closedNow: 'Cerrado ahora',
    because: (text, reason) => `${text} (${reason})`,
    opensNext: (text, when) => `${text} · abre ${when}`,
    tomorrow: (at) => `mañana a ${laHora(at)}`,
    onWeekday: (weekday, at) => `el ${weekday} a ${laHora(at)}`,
    onDate: (date, at) => `el ${date} a ${laHora(at)}`,
  },
}
