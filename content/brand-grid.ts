/** The brands on the home page's brand grid: the two the dealer sells new, and the others it services and takes in trade. */
export interface BrandTile {
  name: string
  /** The brand page, for the brands sold new. */
  href?: string
  note: string
}

export const BRAND_GRID: readonly BrandTile[] = [
  { name: 'Club Car', note: 'Service, parts and pre-owned' },
  { name: 'EZ-GO', note: 'Service, parts and pre-owned' },
  { name: 'Denago', href: '/denago', note: 'New carts and street-legal LSVs' },
  { name: 'Evolution', href: '/evolution', note: 'New carts, utility and shuttles' },
  { name: 'Tomberlin', note: 'Service, parts and pre-owned' },
  { name: 'Swift EV', note: 'Service, parts and pre-owned' },
]
