import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { listAudit } from '../audit'
import { operatorRepository } from './repository'
import { sha256, SETUP_LINK_TTL_MS } from './secrets'

let db: TestDatabase
let now = 1_800_000_000_000
const clock = () => now
const cli = { kind: 'cli' } as const

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.destroy()
})

describe('operators', () => {
  it('makes the first operator an owner, keeps e-mails unique whatever their case, and audits', async () => {
    const repo = operatorRepository(db, clock)
    const first = await repo.add('  Boss@Example.COM ', undefined, cli)
    expect(first.operator).toMatchObject({ email: 'boss@example.com', role: 'owner', hasPassword: false })
    expect((await repo.add('clerk@example.com', undefined, cli)).operator.role).toBe('staff')
    await expect(repo.add('BOSS@example.com', 'staff', cli)).rejects.toThrow(/already exists/)
    await expect(repo.add('not-an-email', 'staff', cli)).rejects.toThrow(/Not an e-mail/)
    const audit = await listAudit(db, { entity: 'operator' })
    expect(audit.map((a) => a.action)).toEqual(['user.add', 'user.add'])
    expect(JSON.stringify(audit)).not.toContain(first.setupToken)
  })

  it('stores only hashes of set-up links, which work once and for 24 hours', async () => {
    const repo = operatorRepository(db, clock)
    const { setupToken } = await repo.add('new@example.com', 'staff', cli)
    const row = await db.get<{ token_hash: string }>("SELECT token_hash FROM verifications WHERE purpose = 'setup' ORDER BY id DESC")
    expect(row!.token_hash).toBe(sha256(setupToken))
    expect(await repo.findVerification('setup', setupToken)).toBeDefined()
    now += SETUP_LINK_TTL_MS + 1
    expect(await repo.findVerification('setup', setupToken)).toBeUndefined()
    expect(await repo.consumeVerification('setup', setupToken)).toBeUndefined()
    const fresh = await repo.newSetupLink('new@example.com', cli)
    expect(await repo.consumeVerification('setup', fresh)).toBeDefined()
    expect(await repo.consumeVerification('setup', fresh)).toBeUndefined()
  })

  it('completes a set-up link once, replacing every earlier credential and ending every session', async () => {
    const repo = operatorRepository(db, clock)
    const { operator, setupToken } = await repo.add('recovering@example.com', 'staff', cli)
    await repo.addPasskey({ operatorId: operator.id, credentialId: 'old-key', publicKey: new Uint8Array([1, 2, 3]), counter: 0, name: 'Old phone' })
    await repo.createSession(operator.id)
    const password = { kind: 'password', passwordHash: '$argon2id$test', totpSecret: 'JBSWY3DPEHPK3PXP', acceptedStep: 1 } as const
    // Two posts of the same link at once: one wins.
    const results = await Promise.all([repo.completeSetup(setupToken, operator.id, password), repo.completeSetup(setupToken, operator.id, password)])
    expect(results.filter(Boolean)).toEqual([{ operatorId: operator.id, passkeysRemoved: 1, passwordRemoved: false, sessionsEnded: 1 }])
    expect(await repo.passkeysOf(operator.id)).toEqual([])
    expect(await repo.countSessions(operator.id)).toBe(0)
    expect((await repo.byId(operator.id))!.hasPassword).toBe(true)
    // Another operator's link does not complete this one's set-up.
    const other = await repo.add('someone-else@example.com', 'staff', cli)
    expect(await repo.completeSetup(other.setupToken, operator.id, password)).toBe(false)
  })

  it('accepts each TOTP time step once, and never an earlier one', async () => {
    const repo = operatorRepository(db, clock)
    const op = await repo.byEmail('boss@example.com')
    expect(await repo.acceptTotpStep(op!.id, 100)).toBe(true)
    expect(await repo.acceptTotpStep(op!.id, 100)).toBe(false)
    expect(await repo.acceptTotpStep(op!.id, 99)).toBe(false)
    expect(await repo.acceptTotpStep(op!.id, 101)).toBe(true)
  })

  it('rotates sessions and ends them all when an operator is disabled', async () => {
    const repo = operatorRepository(db, clock)
    const op = await repo.byEmail('clerk@example.com')
    const a = await repo.createSession(op!.id)
    const b = await repo.createSession(op!.id, a.token)
    expect(await repo.sessionByToken(a.token)).toBeUndefined()
    expect(await repo.sessionByToken(b.token)).toMatchObject({ operatorId: op!.id, csrfToken: b.csrfToken })
    await repo.createSession(op!.id)
    expect(await repo.disable('clerk@example.com', cli)).toEqual({ sessionsEnded: 2 })
    expect((await repo.byEmail('clerk@example.com'))!.disabledAt).toBe(now)
  })

  it('keeps API tokens hashed, one live token per name, revocable', async () => {
    const repo = operatorRepository(db, clock)
    const token = await repo.createToken('feed', cli)
    expect(token).toMatch(/^lcgc_[\w-]{43}$/)
    expect(await repo.tokenByValue(token)).toMatchObject({ name: 'feed' })
    await expect(repo.createToken('feed', cli)).rejects.toThrow(/already exists/)
    await expect(repo.createToken('bad name!', cli)).rejects.toThrow(/token name/)
    expect(await repo.revokeToken('feed', cli)).toBe(true)
    expect(await repo.tokenByValue(token)).toBeUndefined()
    expect(await repo.revokeToken('feed', cli)).toBe(false)
    // The name may be used again after revocation.
    const again = await repo.createToken('feed', cli)
    expect(await repo.tokenByValue(again)).toMatchObject({ name: 'feed' })
    expect((await repo.listTokens()).map((t) => [t.name, t.revokedAt === null])).toEqual([
      ['feed', false],
      ['feed', true],
    ])
  })

  it('gives a token a scope: integration by default, or metrics (reads /metrics only); nothing else', async () => {
    const repo = operatorRepository(db, clock)
    const feed = await repo.createToken('scoped-feed', cli)
    const scraper = await repo.createToken('scraper', cli, 'metrics')
    expect(await repo.tokenByValue(feed)).toMatchObject({ name: 'scoped-feed', scope: 'integration' })
    expect(await repo.tokenByValue(scraper)).toMatchObject({ name: 'scraper', scope: 'metrics' })
    await expect(repo.createToken('odd', cli, 'owner' as never)).rejects.toThrow(/scope/)
    expect((await repo.listTokens()).filter((t) => t.name === 'odd')).toEqual([])
  })

  it('lets an operator disable neither themselves nor the last active owner; the CLI may', async () => {
    const repo = operatorRepository(db, clock)
    const boss = (await repo.byEmail('boss@example.com'))!
    const asBoss = { kind: 'operator', id: boss.id, email: boss.email, role: 'owner' } as const
    await expect(repo.disable('boss@example.com', asBoss)).rejects.toThrow(/your own account/)
    const { operator: second } = await repo.add('second@example.com', 'owner', asBoss)
    const asSecond = { kind: 'operator', id: second.id, email: second.email, role: 'owner' } as const
    expect(await repo.activeOwnerCount()).toBe(2)
    await repo.createSession(second.id)
    expect(await repo.disable('second@example.com', asBoss)).toEqual({ sessionsEnded: 1 })
    expect(await repo.activeOwnerCount()).toBe(1)
    // The second owner's request was let in just before: it must not take the last owner with it.
    await expect(repo.disable('boss@example.com', asSecond)).rejects.toThrow(/last active owner/)
    expect((await repo.byEmail('boss@example.com'))!.disabledAt).toBeNull()
    const audit = await listAudit(db, { entity: 'operator', entityId: String(second.id) })
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['user.disable', 'boss@example.com'],
      ['user.add', 'boss@example.com'],
    ])
    // Staff are never counted as owners.
    await repo.add('helper@example.com', 'staff', cli)
    expect(await repo.activeOwnerCount()).toBe(1)
    // On the server the CLI can (and can add an owner again).
    await repo.disable('boss@example.com', cli)
    expect(await repo.activeOwnerCount()).toBe(0)
  })
})
