import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { townRentalsPath } from '#app/content/towns/local-services'
import { TOWNS, findTownBySlug, townDisplayName } from '#app/content/towns/towns'

export interface TownPageData {
  slug: string
  /** "Center Valley" */
  name: string
  /** "Emmaus Borough", or the plain name for a community. */
  displayName: string
  /** "Borough in Lehigh County, Pennsylvania", "Community in Upper Saucon Township, Lehigh County, Pennsylvania" */
  typeLine: string
  /** The canonical path. */
  aliasPath: string
  coordinates: string
  rentalsPath: string
  /** Link text of the rentals service. */
  rentalsLabel: string
  /** The other town pages, for the "more towns" links. */
  otherTowns: Array<{ name: string; path: string }>
}

export function data(pageContext: PageContextServer): TownPageData {
  const town = findTownBySlug(pageContext.routeParams.slug ?? '')
  if (!town) throw render(404, { notFound: 'page' })
  const rentalsPath = townRentalsPath(town)
  const rentalsArea = town.municipality ? town.name : town.township
  return {
    slug: town.slug,
    name: town.name,
    displayName: townDisplayName(town),
    typeLine: town.township
      ? `${town.typeLabel} in ${town.township}, Lehigh County, Pennsylvania`
      : `${town.typeLabel} in Lehigh County, Pennsylvania`,
    aliasPath: town.aliasPath,
    coordinates: town.coordinates,
    rentalsPath,
    rentalsLabel: rentalsPath === '/rentals' ? 'See rental plans and prices' : `Rentals in ${rentalsArea}`,
    otherTowns: TOWNS.filter((t) => t.slug !== town.slug).map((t) => ({ name: t.name, path: t.aliasPath })),
  }
}
