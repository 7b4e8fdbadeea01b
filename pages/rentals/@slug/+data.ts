import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findMunicipalityByRentalSlug, type MunicipalityType } from '#app/content/towns/municipalities'
import { profileFor } from '#app/content/towns/profiles'
import { profileForEs } from '#app/content/towns/profiles-es'
import { checkerData, type CheckerData } from '../checker-data'

export interface TownRentalData {
  /** "Lower Macungie" */
  name: string
  type: MunicipalityType
  /** The town's own landing page. */
  townUrl: string
  rentalsUrl: string
  description: string
  popularUses: readonly string[]
  localFeatures: readonly string[]
  /** Shown only for towns with their own profile. */
  zipCodes: readonly string[]
  checker: CheckerData
}

export async function data(pageContext: PageContextServer): Promise<TownRentalData> {
  const municipality = findMunicipalityByRentalSlug(pageContext.routeParams.slug ?? '')
  if (!municipality) throw render(404, { notFound: 'page' })
  // The town's profile in the page's language (the Spanish on the server only).
  const profile = pageContext.language === 'es' ? profileForEs(municipality.name) : profileFor(municipality.name)
  return {
    name: municipality.name,
    type: municipality.type,
    townUrl: municipality.url,
    rentalsUrl: municipality.rentalsUrl,
    description: profile.description,
    popularUses: profile.popularUses,
    localFeatures: profile.localFeatures,
    zipCodes: profile.isFallback ? [] : profile.zipCodes,
    checker: await checkerData(pageContext, municipality.rentalsUrl, municipality.name),
  }
}
