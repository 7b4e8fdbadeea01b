/**
 * Which word ends each town page's alias path (its canonical URL, /{slug}-{type}-golf-carts),
 * by town slug. The pages' route functions run in the browser too, so they read this small
 * table rather than content/towns/towns.ts, which builds each town from it: a page's
 * JavaScript carries the town paths and nothing else of the towns.
 */
export const TOWN_ALIAS_TYPES = {
  alburtis: 'borough',
  allentown: 'city',
  breinigsville: 'area',
  catasauqua: 'borough',
  'center-valley': 'area',
  coopersburg: 'borough',
  coplay: 'borough',
  'east-texas': 'area',
  emmaus: 'borough',
  fogelsville: 'area',
  germansville: 'area',
  'laurys-station': 'area',
  limeport: 'area',
  macungie: 'borough',
  neffs: 'area',
  'new-tripoli': 'area',
  'old-zionsville': 'area',
  orefield: 'area',
  schnecksville: 'area',
  slatedale: 'area',
  slatington: 'borough',
  trexlertown: 'area',
  whitehall: 'township',
  // Its alias path says "borough", but Zionsville is a village of Upper Milford Township.
  zionsville: 'borough',
} as const satisfies Record<string, TownAliasType>

export type TownAliasType = 'city' | 'borough' | 'township' | 'area'

export const townAliasPath = (slug: string, type: TownAliasType) => `/${slug}-${type}-golf-carts`

/** The slug of the town whose alias path this is (with or without a trailing slash). */
export function townSlugByAliasPath(path: string): string | undefined {
  const match = /^\/([a-z0-9-]+)-(area|borough|city|township)-golf-carts\/*$/.exec(path)
  if (!match) return undefined
  const [, slug, type] = match
  return Object.hasOwn(TOWN_ALIAS_TYPES, slug) && TOWN_ALIAS_TYPES[slug as keyof typeof TOWN_ALIAS_TYPES] === type ? slug : undefined
}
