import type { RoadUse } from '../domain/vehicles/road-use'
import './RoadUseBadge.css'

/**
 * What the cart is under Pennsylvania law, on its card and its page: street legal (LSV), golf
 * cart, or off-road. `label` is worded on the server (roadUseLabel, content/road-use.ts), so the
 * pages that show only badges do not carry the road-use copy in their JavaScript.
 */
export function RoadUseBadge({ roadUse, label, className = '' }: { roadUse: RoadUse; label: string; className?: string }) {
  return <p className={`road-use road-use-${roadUse}${className ? ` ${className}` : ''}`}>{label}</p>
}
