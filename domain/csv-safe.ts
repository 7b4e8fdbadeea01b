/**
 * CSV cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage
 * return first) are written with a leading apostrophe, as OWASP's CSV-injection advice
 * says; plain numbers such as -5 stay as they are. Every CSV export goes through here.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function safeCell(value: string): string {
  return FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value
}

/** A cell the export protected reads back as it was. */
export function unprotectCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value
}
