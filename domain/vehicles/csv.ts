/**
 * The inventory as CSV: one row per vehicle, one column per record field (the
 * specifications flattened, features separated by " | "). Export writes every column, then
 * what a shopper pays now (`shopperPrice`, by the shopper-price rule) and when a sale price
 * ends (`saleEndsAt`); import reads any subset that includes `id`, and leaves those two
 * read-only columns aside: a row for an existing vehicle changes only the columns it has, a
 * row for a new one is a whole new record.
 */
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { safeCell, unprotectCell as unprotect } from '../csv-safe'
import {
  flattenRecord,
  RECORD_FIELDS,
  recordInput,
  validateVehicleRecord,
  type RecordErrors,
  type RecordField,
  type VehicleRecord,
  type VehicleRecordInput,
} from './record'

export const CSV_COLUMNS: readonly RecordField[] = RECORD_FIELDS
/** Written on export, read back by nobody: the price a shopper pays now and when a sale price ends. */
export const EXPORT_ONLY_COLUMNS = ['shopperPrice', 'saleEndsAt'] as const
const EXPORT_ONLY = new Set<string>(EXPORT_ONLY_COLUMNS)
const KNOWN = new Set<string>([...CSV_COLUMNS, ...EXPORT_ONLY_COLUMNS])

/** Most rows one import takes (the whole inventory of a large dealer, several times over). */
export const MAX_IMPORT_ROWS = 5000

/** Each record's sale now (domain/specials/shopper-price.ts `saleFor`), if it is on one. */
export type SaleOf = (record: VehicleRecord) => { price: number; endsAt: string } | undefined

export function vehiclesToCsv(records: readonly VehicleRecord[], saleOf: SaleOf = () => undefined): string {
  const rows = records.map((record) => {
    const flat = flattenRecord(recordInput(record))
    const sale = saleOf(record)
    return [
      ...CSV_COLUMNS.map((column) => safeCell(column === 'features' || column === 'featuresEs' ? flat[column].split('\n').join(' | ') : flat[column])),
      String(sale ? sale.price : record.price),
      sale ? sale.endsAt : '',
    ]
  })
  return stringify([[...CSV_COLUMNS, ...EXPORT_ONLY_COLUMNS], ...rows])
}

export interface CsvRowError {
  /** The line in the file (the header is line 1). */
  line: number
  id?: string
  fields: RecordErrors
}

export type CsvReadResult =
  | { ok: true; rows: VehicleRecordInput[] }
  | { ok: false; error: string; rows?: CsvRowError[] }

/**
 * Parses and validates a whole file. Every row's errors are reported at once; nothing is
 * returned to write unless every row is valid. `existing` gives the stored record for
 * ids already in the inventory, so partial rows keep the columns they leave out.
 */
export function readVehiclesCsv(text: string, existing: (id: string) => VehicleRecord | undefined): CsvReadResult {
  let table: string[][]
  try {
    table = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][]
  } catch (err) {
    const message = err instanceof Error ? err.message.replace(/^Invalid Record Length: /, '') : 'unreadable'
    return { ok: false, error: `The file is not valid CSV: ${message}` }
  }
  const [header, ...body] = table
  if (!header || header.length === 0) return { ok: false, error: 'The file is empty: it needs a header row naming the columns, including id' }
  const columns = header.map((name) => name.trim())
  const unknown = columns.filter((name) => !KNOWN.has(name))
  if (unknown.length > 0) {
    return { ok: false, error: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Columns: ${CSV_COLUMNS.join(', ')}` }
  }
  const repeated = columns.filter((name, index) => columns.indexOf(name) !== index)
  if (repeated.length > 0) return { ok: false, error: `Repeated column: ${[...new Set(repeated)].join(', ')}` }
  if (!columns.includes('id')) return { ok: false, error: 'The header has no id column' }
  if (body.length === 0) return { ok: false, error: 'The file has a header but no vehicles' }
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, error: `At most ${MAX_IMPORT_ROWS} vehicles per file` }

  const rows: VehicleRecordInput[] = []
  const errors: CsvRowError[] = []
  body.forEach((cells, index) => {
    const line = index + 2
    const given: Record<string, string> = {}
    columns.forEach((column, i) => {
      if (!EXPORT_ONLY.has(column)) given[column] = unprotect(cells[i] ?? '')
    })
    const id = given.id?.trim().toLowerCase() ?? ''
    const stored = id ? existing(id) : undefined
    const input = stored ? { ...flattenRecord(recordInput(stored)), ...given } : given
    const result = validateVehicleRecord(input)
    if (result.ok) rows.push(result.value)
    else errors.push({ line, ...(id ? { id } : {}), fields: result.fields })
  })
  if (errors.length > 0) {
    return { ok: false, error: `${errors.length} row${errors.length > 1 ? 's have' : ' has'} errors; nothing was imported`, rows: errors }
  }
  return { ok: true, rows }
}
