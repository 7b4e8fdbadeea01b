import { ROAD_USE_COPY } from '../content/road-use'
import type { RoadUse } from '../domain/vehicles/road-use'
import './RoadUseBadge.css'

/** What the cart is under Pennsylvania law, on its card and its page: street legal (LSV), golf cart, or off-road. */
export function RoadUseBadge({ roadUse, className = '' }: { roadUse: RoadUse; className?: string }) {
  return <p className={`road-use road-use-${roadUse}${className ? ` ${className}` : ''}`}>{ROAD_USE_COPY[roadUse].label}</p>
}
