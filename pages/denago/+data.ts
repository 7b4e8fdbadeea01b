import type { PageContextServer } from 'vike/types'
import { loadBrandPage, type BrandPageData } from '#app/domain/vehicles/brand-lineup'

export async function data(pageContext: PageContextServer): Promise<BrandPageData> {
  return loadBrandPage('denago', pageContext.services.vehicles)
}
