import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { requireOwner } from '#app/pages/admin/team/owner'

export interface ConsoleTeamTokenData {
  name: string
  createdAt: number
  lastUsedAt: number | null
}

/** The live token of that name; 404 when there is none (unknown, or already revoked). */
export async function data(pageContext: PageContextServer): Promise<ConsoleTeamTokenData> {
  requireOwner(pageContext)
  const name = pageContext.routeParams.name ?? ''
  const token = (await pageContext.services.operators.listTokens()).find((t) => t.name === name && t.revokedAt === null)
  if (!token) throw render(404, { notFound: 'page' })
  return { name: token.name, createdAt: token.createdAt, lastUsedAt: token.lastUsedAt }
}
