/**
 * The request log never holds a set-up token, an e-mail address or a leads-desk search,
 * however the URL spells them: routing decodes a query's names (`%74oken` is `token`), ignores
 * the path's case (`/API/admin/Leads`) and passes doubled slashes (`/admin//leads`), so the log
 * must not go by the raw spelling either. Each request below is answered as its plain form
 * would be (the set-up page, the search's results), and the log shows none of it.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { signedInOperator, type SignedIn } from '../helpers/operators'

let t: TestApp
let owner: SignedIn
const SEARCHED = { email: 'someone.searched@example.org', lastName: 'Zbigniewska' }

beforeAll(async () => {
  t = await createTestApp()
  owner = await signedInOperator(t)
  await t.services.leads.create(
    { firstName: 'Ola', lastName: SEARCHED.lastName, email: SEARCHED.email, phone: '610-555-0177', interest: 'sales', message: 'A cart for the lake house, please.' },
    'api',
  )
})
afterAll(async () => {
  await t.close()
})

/** What was logged since `from` (a count of lines). */
const logSince = (from: number) => t.logs.slice(from).join('\n')

describe('the request log', () => {
  it('holds no set-up token, whichever way its parameter is written', async () => {
    const from = t.logs.length
    const tokens: string[] = []
    for (const spelling of ['token', '%74oken', '%74%6F%6B%65%6E', 'tok%65n']) {
      const { setupToken } = await t.services.operators.add(`new-${tokens.length}@example.com`, 'staff', { kind: 'cli' })
      tokens.push(setupToken)
      // The page reads the token: the link works however it is written.
      await request(t.app).get(`/admin/setup?${spelling}=${setupToken}`).expect(200)
    }
    for (const path of ['/ADMIN/setup', '/admin//setup', '/Admin/Setup']) {
      const { setupToken } = await t.services.operators.add(`new-${tokens.length}@example.com`, 'staff', { kind: 'cli' })
      tokens.push(setupToken)
      await request(t.app).get(`${path}?token=${setupToken}`)
    }
    // Even inside another parameter (the sign-in page's way back).
    await request(t.app).get(`/admin/sign-in?next=${encodeURIComponent(`/admin/setup?%74oken=${tokens[0]}`)}`)
    const log = logSince(from)
    expect(log).toContain('/admin/setup')
    for (const token of tokens) expect(log).not.toContain(token)
  })

  it.each([
    ['/api/admin/leads', 'q'],
    ['/api/admin/Leads', 'q'],
    ['/API/admin/leads', 'q'],
    ['/API/ADMIN/LEADS', 'q'],
    ['/api/admin/leads', '%71'],
    ['/api//admin/leads', 'q'],
  ])('holds no search term of the admin API at %s?%s=…', async (path, name) => {
    const from = t.logs.length
    for (const term of [SEARCHED.email, SEARCHED.lastName]) {
      const res = await request(t.app).get(`${path}?${name}=${encodeURIComponent(term)}`).set('Cookie', owner.cookie)
      // Answered as the plain URL is (or refused), never a search logged in clear.
      if (res.status === 200) expect((res.body as { total: number }).total).toBe(1)
    }
    const log = logSince(from)
    expect(log).not.toContain(SEARCHED.lastName)
    expect(log).not.toContain('someone.searched')
  })

  it.each([
    ['/admin/leads', 'q'],
    ['/admin/leads', '%71'],
    ['/admin//leads', 'q'],
    ['/Admin/Leads', 'q'],
    ['/admin/leads.csv', 'q'],
  ])('holds no search term of the console at %s?%s=…', async (path, name) => {
    const from = t.logs.length
    for (const term of [SEARCHED.email, SEARCHED.lastName]) await request(t.app).get(`${path}?${name}=${encodeURIComponent(term)}`).set('Cookie', owner.cookie)
    const log = logSince(from)
    expect(log).not.toContain(SEARCHED.lastName)
    expect(log).not.toContain('someone.searched')
  })

  it('shows the console search worked, so the log had the term to leave out', async () => {
    const from = t.logs.length
    const page = await request(t.app).get(`/admin/leads?%71=${encodeURIComponent(SEARCHED.lastName)}`).set('Cookie', owner.cookie).expect(200)
    expect(page.text).toContain(SEARCHED.lastName)
    const api = await request(t.app).get(`/API/admin/Leads?q=${encodeURIComponent(SEARCHED.email)}`).set('Cookie', owner.cookie).expect(200)
    expect((api.body as { total: number }).total).toBe(1)
    expect(logSince(from)).not.toContain(SEARCHED.lastName)
  })

  it('still tells which page a request was for', async () => {
    const from = t.logs.length
    await request(t.app).get('/inventory?q=d5&brand=denago').expect(200)
    await request(t.app).get(`/admin/leads?q=${SEARCHED.lastName}`).set('Cookie', owner.cookie).expect(200)
    const urls = t.logs.slice(from).map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean)
    expect(urls).toContain('/inventory?q=d5&brand=denago')
    expect(urls).toContain('/admin/leads')
  })

  it('holds no e-mail or phone from a public page’s query either, however its name is written', async () => {
    const from = t.logs.length
    await request(t.app).get(`/contact?%65mail=${encodeURIComponent(SEARCHED.email)}&PHONE=6105550177`)
    const log = logSince(from)
    expect(log).not.toContain('someone.searched')
    expect(log).not.toContain('6105550177')
  })
})
