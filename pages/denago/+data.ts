import type { PageContextServer } from 'vike/types'
import { brandPageInSpanish } from '#app/components/brand/brands-es'
import { loadBrandPage, type BrandPageData } from '#app/domain/vehicles/brand-lineup'

export async function data(pageContext: PageContextServer): Promise<BrandPageData> {
  const data = await loadBrandPage('denago', pageContext.services.vehicles)
  return pageContext.language === 'es' ? brandPageInSpanish(data) : data
}
