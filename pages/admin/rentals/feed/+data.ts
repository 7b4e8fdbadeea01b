import type { PageContextServer } from 'vike/types'
import { timeText } from '#app/pages/admin/leads/format.server'

export interface FeedPageData {
  live: boolean
  created?: string
  lastUsed?: string
}

export async function data(pageContext: PageContextServer): Promise<FeedPageData> {
  const email = pageContext.console?.operator?.email
  const operator = email ? (await pageContext.services.operators.list()).find((op) => op.email === email) : undefined
  const status = operator ? await pageContext.services.rentalFeeds.status(operator.id) : undefined
  if (!status) return { live: false }
  return { live: true, created: timeText(new Date(status.createdAt).toISOString()), ...(status.lastUsedAt ? { lastUsed: timeText(new Date(status.lastUsedAt).toISOString()) } : {}) }
}
