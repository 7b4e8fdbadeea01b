/**
 * API tokens for integrations and for reading /metrics: made with a name and a scope, shown
 * once (only the SHA-256 hash of the value is stored), listed, revoked, and looked up by
 * the value a client presents. Making and revoking one are audited; a name is unique among
 * the live tokens.
 */
import { recordAudit, type Actor } from '../audit'
import type { Database } from '../db/database'
import { type ApiTokenSummary, type Clock, OperatorError, toApiTokenSummary, TOKEN_SCOPES, type TokenScope } from './model'
import { API_TOKEN_PREFIX, randomToken, sha256 } from './secrets'

export function apiTokenStore(db: Database, now: Clock) {
  return {
    /** Creates a token for an integration; the value is returned once and stored hashed. */
    async createToken(name: string, actor: Actor, scope: TokenScope = 'integration'): Promise<string> {
      if (!(TOKEN_SCOPES as readonly string[]).includes(scope)) throw new OperatorError('A token scope is integration or metrics.')
      const label = name.trim()
      if (!/^[\w.-]{1,64}$/.test(label)) throw new OperatorError('A token name is 1 to 64 letters, digits, dots, dashes or underscores.')
      return db.transaction(async (tx) => {
        if (await tx.kysely.selectFrom('api_tokens').select('id').where('name', '=', label).where('revoked_at', 'is', null).executeTakeFirst()) {
          throw new OperatorError(`A live token named ${label} already exists; revoke it first or choose another name.`)
        }
        const token = API_TOKEN_PREFIX + randomToken()
        const { id } = await tx.kysely
          .insertInto('api_tokens')
          .values({ name: label, token_hash: sha256(token), created_at: now(), scope })
          .returning('id')
          .executeTakeFirstOrThrow()
        await recordAudit(tx, { actor, action: 'token.create', entity: 'api_token', entityId: String(id), after: { name: label, scope } })
        return token
      })
    },

    async listTokens(): Promise<ApiTokenSummary[]> {
      const rows = await db.kysely.selectFrom('api_tokens').select(['name', 'scope', 'created_at', 'last_used_at', 'revoked_at']).orderBy('id').execute()
      return rows.map(toApiTokenSummary)
    },

    /** Revokes the live token of that name; false when there is none. */
    revokeToken(name: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await tx.kysely.selectFrom('api_tokens').select('id').where('name', '=', name.trim()).where('revoked_at', 'is', null).executeTakeFirst()
        if (!row) return false
        await tx.kysely.updateTable('api_tokens').set({ revoked_at: now() }).where('id', '=', row.id).execute()
        await recordAudit(tx, { actor, action: 'token.revoke', entity: 'api_token', entityId: String(row.id), before: { name: name.trim() } })
        return true
      })
    },

    /** The live token with this value, its last use recorded; undefined for an unknown or revoked one. */
    async tokenByValue(token: string): Promise<{ id: number; name: string; scope: TokenScope } | undefined> {
      if (!token.startsWith(API_TOKEN_PREFIX)) return undefined
      const row = await db.kysely
        .selectFrom('api_tokens')
        .select(['id', 'name', 'scope', 'last_used_at'])
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      if (!row) return undefined
      const at = now()
      // At most one write a minute per token.
      if (row.last_used_at === null || at - row.last_used_at > 60_000) {
        await db.kysely.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute()
      }
      return { id: row.id, name: row.name, scope: row.scope as TokenScope }
    },
  }
}
