/**
 * The home page's three featured carts, in display order, and the featured prices they
 * are sold at (the seed inventory applies these prices; pages read the inventory).
 */
export const FEATURED_PRICES: Readonly<Record<string, number>> = {
  'evolution-carrier-8-plus': 12995,
  'evolution-d6-max-xt4': 16995,
  'denago-ev-city': 11995,
}

export const FEATURED_VEHICLE_IDS: readonly string[] = Object.keys(FEATURED_PRICES)
