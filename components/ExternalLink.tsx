import type { ReactNode } from 'react'
import { Icon } from './Icon'

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" size={14} className="icon-external" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
