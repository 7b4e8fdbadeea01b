/**
 * Comparing carts side by side: which ids a /compare address (or the saved selection)
 * names. Pure, shared by the server (the page's data) and the browser (the selection).
 */
import { VEHICLE_ID_PATTERN } from './vehicle'

/** How many carts the comparison shows at once. */
export const COMPARE_LIMIT = 3
/** The limit in words, for sentences ("up to three carts"). */
export const COMPARE_LIMIT_WORD = ['no', 'one', 'two', 'three', 'four', 'five'][COMPARE_LIMIT] ?? String(COMPARE_LIMIT)

/** Longest `ids` value read; anything past it is never looked at. */
export const COMPARE_IDS_MAX_LENGTH = 1000

export interface CompareSelection {
  /** Valid ids, first occurrence kept, at most COMPARE_LIMIT, in the order given. */
  ids: string[]
  /** Valid ids past the limit, left out. */
  extra: string[]
  /** Entries that cannot be a vehicle id (clipped for display). */
  invalid: string[]
}

/**
 * Reads `ids` ("a,b,c"; also several `ids` values): split on commas, trimmed, lower-cased,
 * empties and repeats dropped, checked against the shape of a vehicle id, then the first
 * COMPARE_LIMIT kept.
 */
export function parseCompareIds(input: string | readonly string[] | null | undefined): CompareSelection {
  const text = (typeof input === 'string' ? input : (input ?? []).join(',')).slice(0, COMPARE_IDS_MAX_LENGTH)
  const selection: CompareSelection = { ids: [], extra: [], invalid: [] }
  const seen = new Set<string>()
  for (const part of text.split(',')) {
    const id = part.trim().toLowerCase()
    if (!id || seen.has(id)) continue
    seen.add(id)
    if (!VEHICLE_ID_PATTERN.test(id)) selection.invalid.push(id.length > 40 ? `${id.slice(0, 39)}…` : id)
    else if (selection.ids.length < COMPARE_LIMIT) selection.ids.push(id)
    else selection.extra.push(id)
  }
  return selection
}

/** The address of a comparison of these carts (`/compare` alone for none). */
export function comparePath(ids: readonly string[]): string {
  return ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare'
}

