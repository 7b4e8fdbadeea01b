import type { IconName } from '../content/icons'
import './Icon.css'

export type { IconName }

/** The id of an icon's symbol in the document's sprite (components/icon-sprite.ts). */
export const iconSymbolId = (name: IconName) => `icon-${name}`

/**
 * A line icon: an inline <svg> that draws its symbol from the document's sprite (components/icon-sprite.ts),
 * so it needs no request and its paths are not in the page's JavaScript.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
