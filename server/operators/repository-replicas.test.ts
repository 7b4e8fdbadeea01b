/**
 * Two replicas of the site on one database (two handles opened on the same target: the
 * SQLite file, or the PostgreSQL server): whatever signing in depends on lives in the
 * database, so either replica honours what the other did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabaseTarget, type TestDatabaseTarget } from '#app/tests/helpers/database'
import { openDatabase, type Database } from '../db/database'
import { operatorRepository, type OperatorRepository } from './repository'
import { signInThrottle, SIGN_IN_RULES } from './sign-in-throttle'

const cli = { kind: 'cli' } as const
const rule = { limit: 4, windowMs: 60_000 }
const rules = { ...SIGN_IN_RULES, account: rule }

let target: TestDatabaseTarget
let first: Database
let second: Database
let one: OperatorRepository
let two: OperatorRepository
let operatorId: number

beforeAll(async () => {
  target = await freshDatabaseTarget()
  first = await openDatabase(target.target)
  second = await openDatabase(target.target)
  one = operatorRepository(first)
  two = operatorRepository(second)
  operatorId = (await one.add('owner@example.com', 'owner', cli)).operator.id
})
afterAll(async () => {
  await first?.close()
  await second?.close()
  await target?.drop()
})

describe('two replicas on one database', () => {
  it('share sessions: one made on one replica is valid on the other, with its CSRF token, until the other ends it', async () => {
    const { token, csrfToken } = await one.createSession(operatorId)
    expect(await two.sessionByToken(token)).toMatchObject({ operatorId, csrfToken, operator: { email: 'owner@example.com', role: 'owner' } })
    await two.deleteSession(token)
    expect(await one.sessionByToken(token)).toBeUndefined()
    expect(await two.sessionByToken(token)).toBeUndefined()
  })

  it('share sign-out everywhere and disabling: sessions made on either end on both', async () => {
    const a = await one.createSession(operatorId)
    const b = await two.createSession(operatorId)
    expect(await one.deleteSessionsOf(operatorId)).toBe(2)
    expect(await two.sessionByToken(a.token)).toBeUndefined()
    expect(await one.sessionByToken(b.token)).toBeUndefined()
  })

  it('share passkey challenges: one issued by one replica is used up once, on whichever replica answers first', async () => {
    const challenge = await one.createVerification({ purpose: 'passkey-sign-in', operatorId: null, ttlMs: 300_000 })
    const answers = await Promise.all([two.consumeVerification('passkey-sign-in', challenge), one.consumeVerification('passkey-sign-in', challenge)])
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await two.consumeVerification('passkey-sign-in', challenge)).toBeUndefined()
  })

  it('count failed sign-ins made through both replicas together', async () => {
    const viaOne = signInThrottle(first, rules)
    const viaTwo = signInThrottle(second, rules)
    const at = 1_000_000
    await viaOne.fail('account', 'shared', at)
    await viaTwo.fail('account', 'shared', at + 1)
    await viaOne.fail('account', 'shared', at + 2)
    expect(await viaTwo.wait('account', 'shared', at + 3)).toBe(0)
    await viaTwo.fail('account', 'shared', at + 3)
    // Four failures, two through each: both replicas now refuse.
    expect(await viaOne.wait('account', 'shared', at + 4)).toBe(rule.windowMs - 4)
    expect(await viaTwo.wait('account', 'shared', at + 4)).toBe(rule.windowMs - 4)
  })

  it('let no more than the limit of guesses through when they arrive at both replicas at once', async () => {
    const throttles = [signInThrottle(first, rules), signInThrottle(second, rules)]
    const at = 2_000_000
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => throttles[i % 2]!.reserve([['account', 'parallel']], at)))
    expect(results.filter((r) => r.ok)).toHaveLength(rule.limit)
  })

  it('accept a TOTP code on one replica and refuse the same code on the other', async () => {
    expect(await one.acceptTotpStep(operatorId, 1_000)).toBe(true)
    expect(await two.acceptTotpStep(operatorId, 1_000)).toBe(false)
    expect(await two.acceptTotpStep(operatorId, 999)).toBe(false)
    expect(await two.acceptTotpStep(operatorId, 1_001)).toBe(true)
    expect(await one.acceptTotpStep(operatorId, 1_001)).toBe(false)
  })

  it('let exactly one of two replicas accept a code both check at the same moment', async () => {
    for (let step = 2_000; step < 2_020; step++) {
      const verdicts = await Promise.all([one.acceptTotpStep(operatorId, step), two.acceptTotpStep(operatorId, step)])
      expect(verdicts.filter(Boolean), `step ${step}`).toHaveLength(1)
    }
    expect((await two.byId(operatorId))!.totpLastStep).toBe(2_019)
  })
})
