import { render } from 'vike/abort'
import type { PageContext, PageContextServer } from 'vike/types'
import { fill } from '#app/domain/language'
import { headWords } from '#app/renderer/getHead'
import { townRentalsPath } from '#app/content/towns/local-services'
import { TOWNS, findTownBySlug, townDisplayName } from '#app/content/towns/towns'
import type { TownWords } from './+words'

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
  const words = headWords<TownWords>(pageContext as PageContext)
  const type = words.typeLabels[town.typeLabel]
  return {
    slug: town.slug,
    name: town.name,
    displayName: townDisplayName(town),
    typeLine: town.township ? fill(words.typeLineInTownship, { type, township: town.township }) : fill(words.typeLine, { type }),
    aliasPath: town.aliasPath,
    coordinates: town.coordinates,
    rentalsPath,
    rentalsLabel: rentalsPath === '/rentals' ? words.services.rentals.linkOverview : fill(words.services.rentals.linkArea, { area: rentalsArea ?? '' }),
    otherTowns: TOWNS.filter((t) => t.slug !== town.slug).map((t) => ({ name: t.name, path: t.aliasPath })),
  }
}
