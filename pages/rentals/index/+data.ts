import type { PageContextServer } from 'vike/types'
import { checkerData, type CheckerData } from '../checker-data'

export interface RentalsData {
  checker: CheckerData
}

/** The availability form, and its answer when the visitor asked (?plan=&start=&days=, ?month=). */
export async function data(pageContext: PageContextServer): Promise<RentalsData> {
  return { checker: await checkerData(pageContext, '/rentals') }
}
