import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listAudit } from '../audit'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import { CSV_HEADER, leadDesk, type LeadDesk } from './desk'
import { parseLeadFilters, phoneDigits, validateErasure, validateLeadUpdate } from '#app/domain/leads/desk'
import { dayStart, DEFAULT_LEAD_OVERDUE_MINUTES, DESK_TIME_ZONE, isOverdue, overdueCutoff, retentionCutoff } from '#app/domain/leads/policy'
import { DEFAULT_LEAD_RETENTION_DAYS, leadDataKept, retentionPeriod, retentionStatement } from '#app/content/leads'
import { leadRepository, type LeadRepository } from './repository'
import { outboxRepository } from '../mail'
import { privacyPolicy, PRIVACY_POLICY } from '#app/content/policies/index'

let db: TestDatabase
let leads: LeadRepository
let desk: LeadDesk
let now: number
const staff = { kind: 'operator', id: 7, email: 'clerk@example.com', role: 'staff' } as const

const MESSAGE = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana.kowalski@example.com',
  phone: '(610) 555-0199',
  interest: 'sales' as const,
  message: 'Is the blue four-seater still on the lot?',
}

/** A lead that arrived `minutesAgo` minutes before the desk's clock. */
async function leadAt(minutesAgo: number, overrides: Partial<typeof MESSAGE> = {}, extra: Parameters<LeadRepository['create']>[2] = {}) {
  const id = await leads.create({ ...MESSAGE, ...overrides }, 'form', extra, { confirmation: { perDay: 5 } })
  const at = new Date(now - minutesAgo * 60_000).toISOString()
  await db.run('UPDATE leads SET created_at = ?, updated_at = ? WHERE id = ?', [at, at, id])
  return id
}

beforeEach(async () => {
  db = await openTestDatabase()
  leads = leadRepository(db)
  now = Date.now()
  desk = leadDesk(db, leadRepository(db), { now: () => now })
})
afterEach(async () => {
  await db.destroy()
})

describe('the overdue rule', () => {
  const created = '2026-03-01T12:00:00.000Z'
  const at = (minutes: number) => Date.parse(created) + minutes * 60_000
  it('is a lead still new more than LEAD_OVERDUE_MINUTES after it arrived', () => {
    expect(DEFAULT_LEAD_OVERDUE_MINUTES).toBe(30)
    expect(isOverdue({ status: 'new', createdAt: created }, at(30))).toBe(false)
    expect(isOverdue({ status: 'new', createdAt: created }, at(31))).toBe(true)
    // A note answers it even while the lead stays new: the inbox and the reminder agree.
    expect(isOverdue({ status: 'new', createdAt: created, firstResponseAt: created }, at(31))).toBe(false)
    expect(isOverdue({ status: 'new', createdAt: created }, at(11), 10)).toBe(true)
    expect(isOverdue({ status: 'new', createdAt: created }, at(9), 10)).toBe(false)
  })
  it('never marks a lead someone has moved on', () => {
    for (const status of ['contacted', 'qualified', 'won', 'lost'] as const) expect(isOverdue({ status, createdAt: created }, at(10_000))).toBe(false)
  })
  it('reads dates on the dealer’s clock, across clock changes', () => {
    expect(dayStart('2026-01-15')).toBe('2026-01-15T05:00:00.000Z')
    expect(dayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z')
    expect(dayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z')
    expect(dayStart('2026-03-09')).toBe('2026-03-09T04:00:00.000Z')
    expect(dayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z')
  })
  it('has a cutoff that agrees with it', () => {
    expect(overdueCutoff(at(45), 30)).toBe('2026-03-01T12:15:00.000Z')
    expect(retentionCutoff(Date.parse('2026-03-01T00:00:00.000Z'), 1)).toBe('2026-02-28T00:00:00.000Z')
  })
})

describe('the retention statement', () => {
  it('follows the retention period it is given', () => {
    expect(retentionPeriod(730)).toBe('24 months (730 days)')
    expect(retentionPeriod(365)).toBe('1 year (365 days)')
    expect(retentionPeriod(90)).toBe('90 days')
    expect(retentionStatement(90)[0]).toContain('for 90 days after it arrives')
    expect(retentionStatement()[0]).toContain('730 days')
  })
  it('is what the privacy policy says, for the default and for a configured retention', () => {
    const text = (days?: number) => JSON.stringify(days === undefined ? PRIVACY_POLICY : privacyPolicy(days))
    expect(text()).toContain(retentionPeriod(DEFAULT_LEAD_RETENTION_DAYS))
    expect(text(90)).toContain('for 90 days after it arrives')
    expect(text(90)).not.toContain('730')
    for (const item of leadDataKept()) expect(text()).toContain(JSON.stringify(item))
  })
  it('names every kind of enquiry and the visit data kept', () => {
    const kept = leadDataKept().join('\n')
    for (const label of ['Test drive', 'Rental request', 'Service request', 'Trade-in', 'utm_campaign', 'referrer', 'notes']) expect(kept).toContain(label)
  })
})

describe('filters', () => {
  it('reads valid values, names each bad one', () => {
    expect(parseLeadFilters({ status: 'new', kind: 'rental', from: '2026-01-01', to: '2026-01-31', q: ' dana ', page: '2', sourcePage: '/contact', overdue: '1' })).toEqual({
      filters: { status: 'new', kind: 'rental', from: '2026-01-01', to: '2026-01-31', q: 'dana', page: 2, sourcePage: '/contact', overdue: true },
      errors: {},
    })
    const bad = parseLeadFilters({ status: 'open', kind: 'x', from: '2026-02-30', to: 'soon', page: '0', sourcePage: 'contact', q: 'x'.repeat(101) })
    expect(Object.keys(bad.errors).sort()).toEqual(['from', 'kind', 'page', 'q', 'sourcePage', 'status', 'to'])
    expect(bad.filters).toEqual({})
    expect(parseLeadFilters({ from: '2026-02-01', to: '2026-01-01' }).errors.to).toMatch(/before/)
    expect(parseLeadFilters({ status: '', q: '' })).toEqual({ filters: {}, errors: {} })
  })
  it('reads phone numbers by their digits', () => {
    expect(phoneDigits('+1 (610) 555-0199')).toBe('6105550199')
    expect(phoneDigits('610.555.0199')).toBe('6105550199')
  })
})

describe('the inbox', () => {
  it('lists newest first with filters, search by name, e-mail and phone digits, and overdue marked', async () => {
    const old = await leadAt(120)
    const rental = await leadAt(60, { firstName: 'Rosa', lastName: 'Ortiz', email: 'rosa@example.net', phone: '484-555-0123' }, { kind: 'rental', visit: { sourcePage: '/rentals/weekly' } })
    const fresh = await leadAt(5, { firstName: 'Lee', lastName: 'Park', email: 'lee@example.org', phone: '+1 610 555 0777' }, { visit: { sourcePage: '/contact' } })
    await desk.update(staff, old, { status: 'contacted' })

    const all = await desk.list()
    expect(all.leads.map((l) => l.id)).toEqual([fresh, rental, old])
    expect(all.leads.map((l) => l.overdue)).toEqual([false, true, false])
    expect(all.overdueCount).toBe(1)
    expect(all.total).toBe(3)

    const ids = async (query: Record<string, string>) => (await desk.list(parseLeadFilters(query).filters)).leads.map((l) => l.id)
    expect(await ids({ status: 'new' })).toEqual([fresh, rental])
    expect(await ids({ kind: 'rental' })).toEqual([rental])
    expect(await ids({ sourcePage: '/rentals/*' })).toEqual([rental])
    expect(await ids({ sourcePage: '/Rentals/*' })).toEqual([rental])
    expect(await ids({ sourcePage: '/contact' })).toEqual([fresh])
    expect(await ids({ q: 'rosa ortiz' })).toEqual([rental])
    expect(await ids({ q: 'EXAMPLE.ORG' })).toEqual([fresh])
    expect(await ids({ q: '4845550123' })).toEqual([rental])
    expect(await ids({ q: '(610) 555-0777' })).toEqual([fresh])
    expect(await ids({ q: '555' })).toEqual([fresh, rental, old])
    expect(await ids({ q: '100%' })).toEqual([])
    expect(await ids({ overdue: '1' })).toEqual([rental])
    // The dealer's days from the oldest lead's to today's (two, just after the dealer's midnight).
    const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: DESK_TIME_ZONE }).format(ms)
    expect(await ids({ from: day(now - 120 * 60_000), to: day(now) })).toHaveLength(3)
    expect(await ids({ from: day(now + 86_400_000) })).toEqual([])
    expect(await ids({ to: '2000-01-01' })).toEqual([])
  })

  it('pages fifty at a time', async () => {
    for (let i = 0; i < 52; i++) await leadAt(i)
    const first = await desk.list({ page: 1 })
    const second = await desk.list({ page: 2 })
    expect(first.leads).toHaveLength(50)
    expect(second.leads).toHaveLength(2)
    expect(second.pages).toBe(2)
    expect(new Set([...first.leads, ...second.leads].map((l) => l.id)).size).toBe(52)
    expect((await desk.list({ page: 9 })).page).toBe(2)
  })

  it('keeps pages and the CSV export in one order when leads arrived in the same millisecond', async () => {
    const ids: string[] = []
    for (let i = 0; i < 53; i++) ids.push(await leadAt(7))
    const listed = [...(await desk.list({ page: 1 })).leads, ...(await desk.list({ page: 2 })).leads].map((l) => l.id)
    // Newest first, then by id: the same on every page request, so no lead shows twice or never.
    expect(listed).toEqual([...ids].sort().reverse())
    const exported = (parse(await desk.csv()) as string[][]).slice(1).map((row) => row[0])
    expect(exported).toEqual(listed)
  })
})

describe('the pipeline', () => {
  it('records the first response at the first status change or note, not at an assignment', async () => {
    const id = await leadAt(12)
    let result = await desk.update(staff, id, { assignee: 'Sam' })
    expect(result.ok && result.lead.firstResponseAt).toBeFalsy()
    expect(result.ok && result.lead.overdue).toBe(false)
    now += 25 * 60_000
    result = await desk.update(staff, id, { note: 'Left a voicemail for Dana at (610) 555-0199.' })
    if (!result.ok) throw new Error('update failed')
    expect(result.lead.firstResponseMinutes).toBeGreaterThanOrEqual(11)
    const first = result.lead.firstResponseAt
    result = await desk.update(staff, id, { status: 'contacted' })
    if (!result.ok) throw new Error('update failed')
    expect(result.lead.firstResponseAt).toBe(first)
    expect(result.lead.notes).toEqual([expect.objectContaining({ author: 'clerk@example.com', text: 'Left a voicemail for Dana at (610) 555-0199.' })])
    expect(result.lead.deliveries.map((d) => d.kind)).toEqual(['sales', 'confirmation'])
  })

  it('audits who changed what, without the visitor’s details or the note’s text', async () => {
    const id = await leadAt(1)
    await desk.update(staff, id, { status: 'qualified', assignee: 'Sam', note: 'Dana wants the blue one; call 610-555-0199' })
    await desk.update(staff, id, { status: 'qualified' })
    const audit = await listAudit(db, { entityId: id })
    expect(audit.map((a) => a.action)).toEqual(['lead.note', 'lead.update'])
    expect(audit[1]).toMatchObject({ actor: 'clerk@example.com', entity: 'lead', before: { status: 'new', assignee: null }, after: { status: 'qualified', assignee: 'Sam' } })
    const text = JSON.stringify(audit)
    for (const secret of ['Dana', 'Kowalski', 'dana.kowalski', '555-0199', 'blue one']) expect(text).not.toContain(secret)
  })

  it('answers 404 for an unknown lead and validates changes', async () => {
    expect(await desk.update(staff, 'nope', { status: 'won' })).toEqual({ ok: false, status: 404 })
    expect(validateLeadUpdate({ status: 'open', assignee: 5, note: '' })).toEqual({ ok: false, fields: { status: expect.any(String), assignee: expect.any(String), note: expect.any(String) } })
    expect(validateLeadUpdate({})).toMatchObject({ ok: false, fields: { form: expect.any(String) } })
    expect(validateLeadUpdate({ colour: 'red', status: 'won' })).toMatchObject({ ok: false, fields: { form: expect.stringContaining('colour') } })
    expect(validateLeadUpdate({ assignee: null })).toEqual({ ok: true, value: { assignee: '' } })
    expect(validateLeadUpdate({ note: 'x'.repeat(4001) })).toMatchObject({ ok: false, fields: { note: expect.any(String) } })
  })
})

describe('CSV export', () => {
  it('exports the filtered list with every field, formula cells protected', async () => {
    await leadAt(3, { firstName: '=HYPERLINK("http://evil.example","x")', message: '+cmd|calc' }, { kind: 'trade-in', details: { year: 2019, make: 'Club Car', condition: '@SUM(1)' }, visit: { campaign: { utm_source: '-2+3' } } })
    await leadAt(4, { firstName: 'Plain' }, { kind: 'rental' })
    const rows = parse(await desk.csv({ kind: 'trade-in' })) as string[][]
    expect(rows[0]).toEqual([...CSV_HEADER])
    expect(rows).toHaveLength(2)
    const row = Object.fromEntries(CSV_HEADER.map((h, i) => [h, rows[1]![i]]))
    expect(row.firstName).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(row.message).toBe(`'+cmd|calc`)
    expect(row.utm_source).toBe(`'-2+3`)
    expect(row.details).toBe('year: 2019; make: Club Car; condition: @SUM(1)')
    expect(row.kind).toBe('trade-in')
    expect(row.email).toBe(MESSAGE.email)
  })
})

describe('erasure and retention', () => {
  const counts = async () => {
    const n = async (table: string) => (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n
    return { leads: await n('leads'), notes: await n('lead_notes'), outbox: await n('outbox'), attempts: await n('outbox_attempts') }
  }

  it('erases every lead of one e-mail address (any case) with notes, messages and attempts, audited without the address', async () => {
    const a = await leadAt(10)
    const b = await leadAt(5, { email: 'Dana.Kowalski@EXAMPLE.com', phone: '484 555 0100' })
    const keep = await leadAt(5, { email: 'someone@example.com' })
    await desk.update(staff, a, { note: 'called' })
    await desk.update(staff, keep, { note: 'called too' })
    const [message] = await outboxRepository(db).claimDue('sender', Date.now() + 1, 10, 60_000)
    await outboxRepository(db).markFailed(message!.id, 'sender', 1, Date.now(), 'provider down')
    const byLead = await db.all<{ lead_id: string }>('SELECT lead_id FROM outbox')
    expect(byLead.length).toBeGreaterThan(0)

    const erased = await desk.erase(staff, { email: ' dana.kowalski@example.com ' })
    expect(erased.leads).toBe(2)
    expect(erased.notes).toBe(1)
    expect(erased.messages).toBe(4)
    expect(erased.attempts).toBe(1)
    for (const id of [a, b]) {
      expect(await leads.get(id)).toBeUndefined()
      expect(await db.get('SELECT 1 FROM outbox WHERE lead_id = ?', [id])).toBeUndefined()
      expect(await db.get('SELECT 1 FROM lead_notes WHERE lead_id = ?', [id])).toBeUndefined()
    }
    expect(await db.get("SELECT 1 FROM outbox_attempts WHERE outbox_id NOT IN (SELECT id FROM outbox)")).toBeUndefined()
    expect((await desk.get(keep))?.notes).toHaveLength(1)
    const [entry] = await listAudit(db, { entity: 'lead' })
    expect(entry).toMatchObject({ action: 'lead.erase', entityId: null, after: { by: 'email', leads: 2, notes: 1, messages: 4 } })
    expect(JSON.stringify(entry).toLowerCase()).not.toContain('kowalski')
  })

  it('erases by phone whatever way it was written', async () => {
    await leadAt(1, { phone: '610-555-0199' })
    await leadAt(1, { phone: '+1 (610) 555 0199', email: 'other@example.com' })
    await leadAt(1, { phone: '610-555-0198', email: 'third@example.com' })
    expect(await desk.matching({ phone: '6105550199' })).toBe(2)
    expect(await desk.matching({ email: 'OTHER@example.com' })).toBe(1)
    expect((await desk.erase(staff, { phone: '(610) 555.0199' })).leads).toBe(2)
    expect((await counts()).leads).toBe(1)
    const [entry] = await listAudit(db, { entity: 'lead' })
    expect(JSON.stringify(entry)).not.toMatch(/0199|610/)
  })

  it('takes exactly one of e-mail or phone', () => {
    expect(validateErasure({ email: 'a@example.com', phone: '6105550199' }).ok).toBe(false)
    expect(validateErasure({}).ok).toBe(false)
    expect(validateErasure({ email: 'nope' })).toMatchObject({ ok: false, fields: { email: expect.any(String) } })
    expect(validateErasure({ phone: '12' })).toMatchObject({ ok: false, fields: { phone: expect.any(String) } })
    expect(validateErasure({ phone: '(610) 555-0199' })).toEqual({ ok: true, value: { phone: '(610) 555-0199' } })
  })

  it('purges leads older than the retention period, with everything hanging off them', async () => {
    const day = 24 * 60
    const old = await leadAt(731 * day)
    const recent = await leadAt(729 * day)
    await desk.update(staff, old, { note: 'old note' })
    const removed = await desk.purge()
    expect(removed).toEqual({ leads: 1, notes: 1, messages: 2, attempts: 0 })
    expect(await leads.get(old)).toBeUndefined()
    expect(await leads.get(recent)).toBeDefined()
    const shorter = leadDesk(db, leadRepository(db), { now: () => now, retentionDays: 30 })
    expect((await shorter.purge()).leads).toBe(1)
    expect(await counts()).toEqual({ leads: 0, notes: 0, outbox: 0, attempts: 0 })
  })
})
