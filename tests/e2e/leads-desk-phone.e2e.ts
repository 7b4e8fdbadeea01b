/**
 * The leads desk on a 390 × 844 phone, in Chromium against the production build: a visitor
 * taps a featured cart on the home page and asks for a test drive; the inbox the dealer has
 * open shows the lead by itself (no reload), on the first screen, with the cart's name, the
 * kind, how long ago and call / text / e-mail actions (the e-mail prefilled with the reply for
 * its kind), and the menu counts it; the lead's path is /vehicles/{id}, so the inbox's
 * /vehicles/* filter finds it, and the folded filters say how many are on. On a lead's page,
 * a status, an assignee and a note go with one Save (a double tap with the network slowed
 * saves one note), and one tap on Replied by e-mail or Called records the first response.
 * The e-mail log is labelled and says mail is off. axe and html-validate on each page.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiries'
import { axeViolations, signInNewOperator, slowNetwork } from './console'
import { isSameDocument, launchBrowser, markDocument, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const EMAIL = 'desk-phone@example.com'
const PASSWORD = 'a lead answered from the lot'
const VISITOR = { firstName: 'Rosalind', lastName: 'Achterberg', email: 'rosalind.achterberg@example.com', phone: '(610) 555-0177' }
const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true }

let server: RunningServer
let browser: Browser
let origin: string
let context: BrowserContext
let page: Page
let leadId: string
let cartName: string
const errors: string[] = []

const today = dealerToday()
const weekday = (n: number) => {
  const day = addDays(today, n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}

/** A lead sent to the public API, as a site form sends it; resolves with its id. */
async function contactLead(first: string, last: string): Promise<string> {
  const res = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ firstName: first, lastName: last, email: `${first.toLowerCase()}@example.com`, phone: '(610) 555-0123', interest: 'service', message: 'Can you look at my cart’s brakes?' }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

beforeAll(async () => {
  server = await startServer()
  origin = server.url
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated.
  context = await browser.newContext({ ...PHONE_CONTEXT, bypassCSP: true })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  await signInNewOperator(page, server, origin, EMAIL, PASSWORD)
}, 90_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

describe('the leads desk on a phone', () => {
  it('shows a lead sent from a featured cart by itself, on the first screen, with the cart’s name and the actions; the menu counts it', async () => {
    // The dealer features a cart on the home page.
    await page.goto(`${origin}/admin/vehicles/denago-ev-city`)
    await waitForHydration(page)
    await page.getByLabel('Featured on the home page').check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(/\?notice=saved$/)

    await page.goto(`${origin}/admin/leads`)
    await waitForHydration(page)
    await markDocument(page)
    const menuLeads = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^Leads/ })
    expect(await menuLeads.textContent()).toBe('Leads')

    // The visitor, on their own phone: the home page's featured cart (/vehicle/{id}), then its test-drive form.
    const visitorContext = await browser.newContext(PHONE_CONTEXT)
    const visitor = await visitorContext.newPage()
    await visitor.goto(`${origin}/`)
    await waitForHydration(visitor)
    const featured = visitor.locator('main a[href^="/vehicle/"]').first()
    const href = (await featured.getAttribute('href'))!
    await featured.click()
    await visitor.waitForURL(`${origin}${href}`)
    cartName = ((await (await fetch(`${origin}/api/vehicles/${href.split('/').pop()}`)).json()) as { name: string }).name
    await visitor.locator('summary', { hasText: 'Or request a test drive online' }).click()
    const form = visitor.locator('form[action="/enquiries/test-drive"][data-ready="true"]')
    await form.waitFor()
    for (const [name, value] of Object.entries({ ...VISITOR, preferredDay: weekday(4) })) await form.locator(`[name="${name}"]`).fill(value)
    await form.locator('select[name="timeOfDay"]').selectOption('morning')
    await form.getByRole('button', { name: 'Request Test Drive' }).click()
    await visitor.waitForURL(/\/thank-you\/test-drive/)
    await visitorContext.close()

    // The dealer's inbox, left open: the lead arrives within a beat of the poll, no reload.
    const card = page.locator('.lead-card', { hasText: `${VISITOR.firstName} ${VISITOR.lastName}` })
    await card.waitFor({ timeout: 30_000 })
    expect(await isSameDocument(page)).toBe(true)
    await page.locator('.lead-summary', { hasText: 'New today: 1' }).waitFor()
    await menuLeads.filter({ hasText: '1 new' }).waitFor()
    leadId = (await card.getByRole('link', { name: `${VISITOR.firstName} ${VISITOR.lastName}`, exact: true }).getAttribute('href'))!.split('/').pop()!
    const text = (await card.textContent())!
    expect(text).toContain(cartName)
    expect(text).toContain('Test drive')
    expect(text).toMatch(/just now|1 minute ago|seconds? ago/)
    expect(text).not.toContain('/vehicle')
    expect(await card.getByRole('link', { name: `Call ${VISITOR.firstName} ${VISITOR.lastName}` }).getAttribute('href')).toBe('tel:+16105550177')
    expect(await card.getByRole('link', { name: `Text ${VISITOR.firstName} ${VISITOR.lastName}` }).getAttribute('href')).toMatch(/^sms:\+16105550177\?body=/)
    const mail = new URL((await card.getByRole('link', { name: `E-mail ${VISITOR.firstName} ${VISITOR.lastName}` }).getAttribute('href'))!)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe(VISITOR.email)
    expect(mail.searchParams.get('subject')).toContain('test drive')
    expect(mail.searchParams.get('body')).toContain(`Hi ${VISITOR.firstName}`)
    expect(mail.searchParams.get('body')).toContain(cartName)

    // The first screen: the counts and the lead itself, the filters folded behind one control.
    await page.evaluate(() => window.scrollTo(0, 0))
    const box = (await card.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(await page.locator('details.lead-filters-panel').getAttribute('open')).toBeNull()
    for (const action of await card.locator('.lead-card-actions a').all()) expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  }, 120_000)

  it('finds that lead with the /vehicles/* filter, the folded filters saying how many are on', async () => {
    await page.goto(`${origin}/admin/leads`)
    await waitForHydration(page)
    await page.locator('summary', { hasText: 'Search and filters' }).click()
    await page.getByLabel('Sent from page').fill('/vehicles/*')
    await page.getByLabel('Kind').selectOption('test-drive')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await page.waitForURL(/sourcePage=%2Fvehicles%2F\*|sourcePage=\/vehicles\/\*/)
    await page.locator('summary', { hasText: 'Search and filters (2 on)' }).waitFor()
    expect(await page.locator('.lead-card').count()).toBe(1)
    expect(await page.locator('.lead-card').textContent()).toContain(VISITOR.lastName)
    const lead = await (await page.request.get(`${origin}/api/admin/leads/${leadId}`)).json()
    expect(lead.visit?.sourcePage ?? lead.sourcePage).toBe(`/vehicles/${lead.vehicleId}`)
  }, 60_000)

  it('saves status, assignee and note with one Save; a double tap with the network slowed saves one note', async () => {
    await page.goto(`${origin}/admin/leads/${leadId}`)
    await waitForHydration(page)
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByLabel('Assignee', { exact: true }).fill(EMAIL)
    await page.getByLabel('Note', { exact: true }).fill('Coming Thursday morning; keep the cart charged.')
    const posts: string[] = []
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST') posts.push(request.url())
    }
    page.on('request', onRequest)
    const cdp = await slowNetwork(page, { latencyMs: 1500, kbps: 400 })
    await page.getByRole('button', { name: 'Save', exact: true }).dblclick()
    await page.waitForURL(`${origin}/admin/leads/${leadId}?notice=lead-saved`, { timeout: 30_000 })
    page.off('request', onRequest)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    expect(posts).toEqual([`${origin}/admin/leads/${leadId}`])
    await page.getByText('Lead saved.').waitFor()
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('contacted')
    expect(await page.getByLabel('Assignee', { exact: true }).inputValue()).toBe(EMAIL)
    expect(await page.locator('.lead-notes li').count()).toBe(1)
    expect(await page.locator('.lead-notes').textContent()).toContain('Coming Thursday morning')
    expect(await page.locator('main').textContent()).toMatch(/Answered in \d+ minutes?/)
  }, 60_000)

  it('one tap on Replied by e-mail or Called records the first response and makes a new lead contacted', async () => {
    for (const [button, notice, name] of [
      ['Replied by e-mail', 'Recorded: you replied by e-mail. The first response is noted.', 'Ottoline'],
      ['Called', 'Recorded: you called. The first response is noted.', 'Barnaby'],
    ] as const) {
      const id = await contactLead(name, 'Quickreply')
      await page.goto(`${origin}/admin/leads/${id}`)
      await waitForHydration(page)
      expect(await page.locator('main').textContent()).toContain('No response yet')
      const mail = await page.locator('.lead-reach-links').getByRole('link', { name: 'E-mail' }).getAttribute('href')
      expect(mail).toMatch(/^mailto:[^?]+\?subject=[^&]+&body=/)
      await page.getByRole('button', { name: button, exact: true }).click()
      await page.waitForURL(/\?notice=lead-(emailed|called)$/)
      await page.getByText(notice).waitFor()
      expect(await page.locator('.console-status').first().textContent()).toBe('Contacted')
      expect(await page.locator('main').textContent()).toMatch(/Answered in \d+ minutes?/)
    }
  }, 60_000)

  it('labels the e-mail log and says mail is off', async () => {
    await page.goto(`${origin}/admin/leads/${leadId}`)
    await waitForHydration(page)
    const log = page.locator('section[aria-labelledby="lead-deliveries"]')
    expect(await log.textContent()).toContain('Mail is switched off on this server')
    for (const label of ['Status', 'Attempts', 'Sent', 'Last error']) await log.locator('dt', { hasText: label }).first().waitFor()
    expect(await log.locator('dd').first().textContent()).not.toBe('pending')
  }, 30_000)

  it('passes axe and html-validate on the inbox (folded, opened, filtered) and a lead’s page at 390 px', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const p of ['/admin/leads', '/admin/leads?sourcePage=%2Fvehicles%2F*&kind=test-drive', `/admin/leads/${leadId}`]) {
      const res = await page.goto(`${origin}${p}`)
      expect(res!.status(), p).toBe(200)
      await waitForHydration(page)
      failures.push(...(await axeViolations(page)).map((v) => `${p}: ${v}`))
      const report = await validator.validateString(await (await page.request.get(`${origin}${p}`)).text())
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${p} ${m.ruleId}: ${m.message}`)
    }
    await page.goto(`${origin}/admin/leads`)
    await waitForHydration(page)
    await page.locator('summary', { hasText: 'Search and filters' }).click()
    failures.push(...(await axeViolations(page)).map((v) => `filters open: ${v}`))
    expect(failures).toEqual([])
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
  }, 90_000)
})
