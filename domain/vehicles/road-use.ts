/**
 * What a vehicle is under Pennsylvania law: a golf cart (20 mph or less; cannot be titled or
 * registered, not street legal), a low-speed vehicle (more than 20 and at most 25 mph, built to
 * FMVSS 500; titled, registered, insured and inspected: street legal) or an off-road utility
 * vehicle (private land). The cautious value, for a cart nobody has classified, is a golf cart.
 */
import { ROAD_USE_COPY } from '#app/content/road-use'

export const ROAD_USES = ['lsv', 'golf-cart', 'off-road'] as const
export type RoadUse = (typeof ROAD_USES)[number]

/** Until the dealer says otherwise: not street legal. */
export const CAUTIOUS_ROAD_USE: RoadUse = 'golf-cart'

export function roadUseLabel(roadUse: RoadUse): string {
  return ROAD_USE_COPY[roadUse].label
}

export function isStreetLegal(roadUse: RoadUse): boolean {
  return roadUse === 'lsv'
}
