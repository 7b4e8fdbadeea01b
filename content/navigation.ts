/** The site's menus: header, About group, footer columns. */

export interface NavLink {
  href: string
  label: string
}

export const MAIN_NAV: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/inventory', label: 'Inventory' },
  { href: '/rentals', label: 'Rentals' },
  { href: '/services', label: 'Services' },
  { href: '/showroom', label: 'Showroom' },
  { href: '/contact', label: 'Contact' },
]

export const ABOUT_NAV: readonly NavLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/eco-impact', label: 'Eco-Impact Calculator' },
]

/** Home only on an exact match; any other link when the path starts with its path. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname.startsWith(href)
}

export const FOOTER_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/inventory', label: 'Inventory' },
  { href: '/rentals', label: 'Rentals' },
  { href: '/services', label: 'Services' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact' },
  { href: '/evolution', label: 'Evolution Golf Carts' },
  { href: '/denago', label: 'Denago Golf Carts' },
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { href: '/privacy', label: 'Privacy' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
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
