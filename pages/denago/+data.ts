import type { PageContextServer } from 'vike/types'
import { loadBrandPage, type BrandPageData } from '#app/content/brands'

export async function data(pageContext: PageContextServer): Promise<BrandPageData> {
  return loadBrandPage('denago', pageContext.services.vehicles)
}
