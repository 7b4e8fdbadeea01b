/**
 * The spec's three featured carts and the featured prices the seed inventory sells them at.
 * The seed flags them as featured; the home page shows whatever the dealer flags (the
 * featured flag), so nothing else reads this.
 */
export const FEATURED_PRICES: Readonly<Record<string, number>> = {
  'evolution-carrier-8-plus': 12995,
  'evolution-d6-max-xt4': 16995,
  'denago-ev-city': 11995,
}
