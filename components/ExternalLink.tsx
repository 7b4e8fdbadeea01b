import type { ReactNode } from 'react'
import { usePageContext } from '../renderer/usePageContext'
import { Icon } from './Icon'

/**
 * A link that opens another site in a new tab, safely, and says so to screen readers, in the
 * page's language. Drawn outside a page (the footer, renderer/staticShell.tsx) it is given
 * those words (`newTab`, components/words.ts); without either it speaks English.
 */
export function ExternalLink({ href, children, className, newTab }: { href: string; children: ReactNode; className?: string; /** "(opens in a new tab)" in the page's language. */ newTab?: string }) {
  // No page context outside a page's provider (the static footer).
  const said = newTab ?? usePageContext()?.common?.newTab ?? '(opens in a new tab)'
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" size={14} className="icon-external" />
      <span className="visually-hidden">{` ${said}`}</span>
    </a>
  )
}
