import type { FooterText, HeaderText } from './chrome'

/** The site's menus: header, About group, footer columns. */

export interface NavLink {
  href: string
  label: string
}

/** A link of the site's frame: its label is the page's language's (content/chrome.ts). */
export interface FrameLink<Key extends string> {
  href: string
  key: Key
}

type HeaderLinkKey = keyof HeaderText['links']
type FooterLinkKey = HeaderLinkKey | keyof FooterText['links']

export const MAIN_NAV: readonly FrameLink<HeaderLinkKey>[] = [
  { href: '/', key: 'home' },
  { href: '/inventory', key: 'inventory' },
  { href: '/rentals', key: 'rentals' },
  { href: '/services', key: 'services' },
  { href: '/showroom', key: 'showroom' },
  { href: '/contact', key: 'contact' },
]

export const ABOUT_NAV: readonly FrameLink<HeaderLinkKey>[] = [
  { href: '/about', key: 'about' },
  { href: '/eco-impact', key: 'ecoImpact' },
]

/** Home only on an exact match; any other link when the path starts with its path. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname.startsWith(href)
}

export const FOOTER_LINKS: readonly FrameLink<FooterLinkKey>[] = [
  { href: '/', key: 'home' },
  { href: '/inventory', key: 'inventory' },
  { href: '/rentals', key: 'rentals' },
  { href: '/services', key: 'services' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
  { href: '/evolution', key: 'evolution' },
  { href: '/denago', key: 'denago' },
]

export const LEGAL_LINKS: readonly FrameLink<FooterLinkKey>[] = [
  { href: '/privacy', key: 'privacy' },
  { href: '/privacy-policy', key: 'privacyPolicy' },
  { href: '/terms-of-service', key: 'termsOfService' },
]

/** The eleven policy pages under /policies/, in footer order. */
export const POLICY_LINKS: readonly NavLink[] = [
  { href: '/policies/terms-conditions', label: 'Terms & Conditions' },
  { href: '/policies/return-policy', label: 'Return Policy' },
  { href: '/policies/delivery-policy', label: 'Delivery Policy' },
  { href: '/policies/rental-policy', label: 'Rental Policy' },
  { href: '/policies/ethics-policy', label: 'Ethics Policy' },
  { href: '/policies/storage-policy', label: 'Storage Policy' },
  { href: '/policies/publishing-policy', label: 'Publishing Policy' },
  { href: '/policies/feedback-policy', label: 'Feedback Policy' },
  { href: '/policies/corrections-policy', label: 'Corrections Policy' },
  { href: '/policies/diversity-policy', label: 'Diversity Policy' },
  { href: '/policies/staffing-report', label: 'Staffing Report' },
]
