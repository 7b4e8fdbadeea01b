/**
 * Where a special stands at a moment. Its own module, importing nothing at run time, so the
 * shopper-price rule brings no more than this into a page's JavaScript.
 */
import type { SpecialInput } from './fields'

/** Where a special stands at a moment: a draft, scheduled but not begun, live, or over. */
export type SpecialPhase = 'draft' | 'upcoming' | 'live' | 'ended'

export function specialPhase(special: Pick<SpecialInput, 'status' | 'startsAt' | 'endsAt'>, at: number): SpecialPhase {
  if (special.status === 'draft') return 'draft'
  if (at < Date.parse(special.startsAt)) return 'upcoming'
  return at < Date.parse(special.endsAt) ? 'live' : 'ended'
}

export const isLive = (special: Pick<SpecialInput, 'status' | 'startsAt' | 'endsAt'>, at: number) => specialPhase(special, at) === 'live'
