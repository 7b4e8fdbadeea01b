import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { municipalityPages, type MunicipalityType } from '#app/content/towns/municipalities'

export interface MunicipalityPageData {
  /** "Lower Macungie" */
  name: string
  type: MunicipalityType
  /** "/lower-macungie-township-golf-carts" */
  url: string
  /** "/rentals/lower-macungie" */
  rentalsUrl: string
}

export function data(pageContext: PageContextServer): MunicipalityPageData {
  const slug = pageContext.routeParams.slug ?? ''
  const municipality = municipalityPages.find((m) => m.slug === slug)
  if (!municipality) throw render(404, { notFound: 'municipality' })
  return { name: municipality.name, type: municipality.type, url: municipality.url, rentalsUrl: municipality.rentalsUrl }
}
