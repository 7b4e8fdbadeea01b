import type { PageContextServer } from 'vike/types'
import type { ApiTokenSummary, Role } from '#app/server/operators'
import { requireOwner } from './owner'

export interface TeamUser {
  id: number
  email: string
  role: Role
  passkeys: number
  hasPassword: boolean
  state: 'active' | 'pending' | 'disabled'
  createdAt: number
}

export interface ConsoleTeamData {
  users: TeamUser[]
  tokens: ApiTokenSummary[]
}

/** Operators and API tokens, for owners (server/operators/team-routes.ts keeps everyone else out). Never a hash or a secret. */
export async function data(pageContext: PageContextServer): Promise<ConsoleTeamData> {
  requireOwner(pageContext)
  const { operators } = pageContext.services
  const [list, tokens] = await Promise.all([operators.list(), operators.listTokens()])
  const users = list.map((op): TeamUser => ({
    id: op.id,
    email: op.email,
    role: op.role,
    passkeys: op.passkeys,
    hasPassword: op.hasPassword,
    state: op.disabledAt !== null ? 'disabled' : op.passkeys === 0 && !op.hasPassword ? 'pending' : 'active',
    createdAt: op.createdAt,
  }))
  return { users, tokens: tokens.map(({ name, scope, createdAt, lastUsedAt, revokedAt }) => ({ name, scope, createdAt, lastUsedAt, revokedAt })) }
}
