/**
 * Online rentals in Chromium at 390 px against the production build, with JavaScript on and
 * off: check what is free on a town's rental page, reserve, see the thank-you page; a staff
 * member signed in through a CLI set-up link confirms the reservation in the console; the
 * renter cancels through the signed link in the confirmation e-mail. The fake Mailjet receives
 * each e-mail once, the confirmation with its .ics. Every new page passes axe (WCAG 2.2 A/AA)
 * and html-validate, and breaks no Content Security Policy rule.
 */
import ICAL from 'ical.js'
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { fleetRepository } from '#app/server/rentals'
import { startFakeMailjet, type FakeMailjet } from '../helpers/fake-mailjet'
import { inDays, parseIcs, unescapeIcs } from '../helpers/rentals'
import { until } from '../helpers/wait'
import { axeViolations, signInNewOperator } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

let fake: FakeMailjet
let server: RunningServer
let browser: Browser
let staff: BrowserContext
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
const checked: string[] = []
const cspViolations: string[] = []

/**
 * axe on the page as it is now (a page with JavaScript off is opened again in a context with it
 * on, since axe is a script), and html-validate on the HTML the server sends for its URL (with
 * the context's cookies).
 */
async function quality(page: Page, context: BrowserContext, { javaScript = true } = {}) {
  const url = page.url()
  if (javaScript) expect(await axeViolations(page), url).toEqual([])
  else {
    const scripted = await browser.newContext({ viewport: PHONE, bypassCSP: true })
    const again = await scripted.newPage()
    await again.goto(url)
    expect(await axeViolations(again), url).toEqual([])
    await scripted.close()
  }
  const html = await (await context.request.get(url)).text()
  const report = await validator.validateString(html)
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)), url).toEqual([])
  checked.push(new URL(url).pathname)
}

/** The first message the fake provider accepted that matches, once there is one. */
async function received(match: (m: FakeMailjet['delivered'][number]) => boolean) {
  let found: FakeMailjet['delivered'][number] | undefined
  await until(() => Boolean((found = fake.delivered.find(match))), 20_000)
  return found!
}

async function phone(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only so that axe can be evaluated; a context without it checks the CSP below.
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, bypassCSP: true })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

async function fillReservation(page: Page, who: { first: string; last: string; email: string }) {
  await page.getByLabel('Delivery address').fill('12 Chestnut Street')
  await page.getByLabel('First Name').fill(who.first)
  await page.getByLabel('Last Name').fill(who.last)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Phone').fill('(610) 555-0177')
  await page.getByLabel(/The driver is 18 or older/).check()
}

beforeAll(async () => {
  fake = await startFakeMailjet()
  server = await startServer({ MAILJET_API_KEY: 'key', MAILJET_API_SECRET: 'secret', HTTPS_PROXY: `http://127.0.0.1:${fake.port}`, NO_PROXY: '', OUTBOX_POLL_MS: '100' })
  const db = await openDatabase(server.database)
  try {
    const fleet = fleetRepository(db)
    for (const name of ['Cart 1', 'Cart 2']) await fleet.units.create({ name, plan: '4-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  browser = await launchBrowser()
  staff = await browser.newContext({ viewport: PHONE, bypassCSP: true })
  const page = await staff.newPage()
  page.setDefaultTimeout(15_000)
  await signInNewOperator(page, server, server.url, 'rentals-staff@example.com', 'carts go out charged every morning', 'staff')
  await page.close()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await fake?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

let reference: string

describe('a renter with JavaScript on, at 390 px', { timeout: 120_000 }, () => {
  it('checks what is free on a town’s page, sees the price and the month, reserves and gets a reference', async () => {
    const { context, page } = await phone(true)
    await page.goto(`${server.url}/rentals/emmaus`)
    await waitForHydration(page)
    await page.getByLabel('Start day').fill(inDays(9))
    await page.getByLabel('Number of days').fill('3')
    // A mark the page keeps only as long as it is not loaded again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('button', { name: 'Check Availability' }).click()
    await page.getByText('Available: 2 carts are free for all of those days.').waitFor()
    await expect.poll(() => page.getByRole('table').count()).toBe(1)
    expect(await page.locator('.availability-answer').getByText('$685 for 3 days').count()).toBe(1)
    // Answered in place, without a reload; the address is the question's, to share or go back to.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(page.url()).toBe(`${server.url}/rentals/emmaus?plan=4-seater&start=${inDays(9)}&days=3#availability`)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Reserve This Cart' }).click()
    await page.waitForURL(/\/rentals\/reserve\?plan=4-seater/)
    await waitForHydration(page)
    expect(await page.getByLabel('Delivery town').inputValue()).toBe('Emmaus')
    expect(await page.getByText('Free: about').count()).toBe(1)
    await quality(page, context)
    await fillReservation(page, { first: 'Rosa', last: 'Quintero', email: 'rosa.quintero@example.com' })
    await page.getByRole('button', { name: 'Reserve', exact: true }).click()
    await page.waitForURL(/\/rentals\/thank-you\?ref=R[0-9A-Z]{7}$/)
    reference = new URL(page.url()).searchParams.get('ref')!
    await page.getByText(reference).first().waitFor()
    await quality(page, context)
    await context.close()
  })

  it('shows the nearest free start days when the carts are taken', async () => {
    const { context, page } = await phone(true)
    const db = await openDatabase(server.database)
    try {
      // The other cart goes out of service for the same days.
      const fleet = fleetRepository(db)
      const [, second] = await fleet.units.list()
      await fleet.blocks.create({ unitId: second!.id, firstDay: inDays(9), lastDay: inDays(11), reason: 'Tyres' }, { kind: 'cli' })
    } finally {
      await db.close()
    }
    await page.goto(`${server.url}/rentals`)
    await waitForHydration(page)
    await page.getByLabel('Start day').fill(inDays(10))
    await page.getByLabel('Number of days').fill('1')
    await page.getByRole('button', { name: 'Check Availability' }).click()
    await page.getByText('Not available').waitFor()
    await page.getByText('The nearest start days with a cart free for as many days:').waitFor()
    expect(await page.locator('.availability-nearest a').count()).toBe(3)
    await quality(page, context)
    await context.close()
  })
})

describe('a renter with JavaScript off, at 390 px', { timeout: 120_000 }, () => {
  it('checks with the GET form, reserves with the POST form, and lands on the thank-you page', async () => {
    const { context, page } = await phone(false)
    await page.goto(`${server.url}/rentals`)
    await page.getByLabel('Start day').fill(inDays(20))
    await page.getByLabel('Number of days').fill('2')
    await page.getByRole('button', { name: 'Check Availability' }).click()
    await page.waitForURL(/\/rentals\?plan=4-seater&start=/)
    await page.getByText('Available: 2 carts are free for all of those days.').waitFor()
    expect(await page.getByRole('table').count()).toBe(1)
    await quality(page, context, { javaScript: false })
    await page.getByRole('link', { name: 'Reserve This Cart' }).click()
    await page.getByLabel('Delivery town').selectOption('Slatington')
    await fillReservation(page, { first: 'Ada', last: 'Nwosu', email: 'ada.nwosu@example.com' })
    // Forgotten: the server sends the form back with the message.
    await page.getByLabel(/The driver is 18 or older/).uncheck()
    await page.getByRole('button', { name: 'Reserve', exact: true }).click()
    await page.getByText("Confirm that the driver is 18 or older with a valid driver's license").first().waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe('ada.nwosu@example.com')
    await page.getByLabel(/The driver is 18 or older/).check()
    await page.getByRole('button', { name: 'Reserve', exact: true }).click()
    await page.waitForURL(/\/rentals\/thank-you\?ref=R[0-9A-Z]{7}$/)
    await context.close()
  })
})

describe('staff and the renter afterwards', { timeout: 120_000 }, () => {
  it('a staff member finds the reservation in the calendar on a phone and confirms it', async () => {
    const page = await staff.newPage()
    await page.goto(`${server.url}/admin/rentals`)
    await page.getByRole('link', { name: reference }).first().waitFor()
    await quality(page, staff)
    await page.getByRole('link', { name: reference }).first().click()
    await page.waitForURL(new RegExp(`/admin/rentals/reservations/${reference}$`))
    await quality(page, staff)
    await page.getByRole('button', { name: 'Confirm and e-mail the renter' }).click()
    await page.waitForURL(/notice=confirmed/)
    await page.getByText('Confirmed. The renter gets the confirmation').waitFor()
    for (const path of ['/admin/rentals/units', '/admin/rentals/feed']) {
      await page.goto(server.url + path)
      await quality(page, staff)
    }
    // A unit's own page: its details, its blocks and the form to add one.
    await page.goto(`${server.url}/admin/rentals/units`)
    await page.getByRole('link', { name: 'Cart 1' }).first().click()
    await page.waitForURL(/\/admin\/rentals\/units\/\d+$/)
    await page.getByLabel('Reason').waitFor()
    await quality(page, staff)
    await page.close()
  })

  it('e-mails the renter once per step, the confirmation with its .ics; the renter cancels through the link without JavaScript', async () => {
    const confirmed = await received((m) => m.subject.includes(`${reference} is confirmed`))
    expect(confirmed.to).toBe('rosa.quintero@example.com')
    const ics = Buffer.from(confirmed.attachments![0]!.Base64Content, 'base64').toString('utf8')
    console.log(`The confirmation as the fake Mailjet received it:\n${JSON.stringify({ ...confirmed, html: undefined, attachments: confirmed.attachments!.map((a) => ({ ...a, Base64Content: `${a.Base64Content.slice(0, 40)}…` })) }, null, 2)}\n.ics attachment:\n${ics}`)
    const { events } = parseIcs(ics)
    expect(events[0]!['DTSTART;VALUE=DATE']).toBe(inDays(9).replace(/-/g, ''))
    // As a calendar reads the attachment the provider was handed: an all-day event over the rental's days.
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
    expect([(event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(), (event.getFirstPropertyValue('dtend') as ICAL.Time).toString()]).toEqual([inDays(9), inDays(12)])
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true)
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(unescapeIcs(events[0]!.LOCATION!)).toBe('12 Chestnut Street, Emmaus, PA')
    const link = /(http:\/\/127\.0\.0\.1:\d+\/rentals\/cancel\?ref=R[0-9A-Z]{7}&token=[\w-]+)/.exec(confirmed.text)![1]!
    const { context, page } = await phone(false)
    await page.goto(link)
    await quality(page, context, { javaScript: false })
    await page.getByRole('button', { name: 'Cancel My Reservation' }).click()
    await page.getByText('Your reservation is cancelled.').waitFor()
    await context.close()
    const cancelled = await received((m) => m.subject.includes(`${reference} is cancelled`))
    expect(cancelled.attachments).toBeUndefined()
    await new Promise((r) => setTimeout(r, 500))
    const mine = fake.delivered.filter((m) => m.to === 'rosa.quintero@example.com').map((m) => m.customId.split(':')[1]).sort()
    expect(mine).toEqual(['rental-cancelled', 'rental-confirmed', 'rental-requested'])
    const log = server.output.join('')
    for (const secret of ['rosa.quintero@example.com', 'Quintero', '(610) 555-0177', new URL(link).searchParams.get('token')!]) expect(log).not.toContain(secret)
  })

  it('breaks no Content Security Policy rule on the new public pages', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`)
    })
    for (const path of [`/rentals/emmaus?plan=4-seater&start=${inDays(30)}&days=2`, `/rentals/reserve?plan=4-seater&start=${inDays(30)}&days=2&town=Emmaus`, `/rentals/thank-you?ref=${reference}`]) {
      await page.goto(server.url + path)
      await waitForHydration(page)
    }
    expect(cspViolations).toEqual([])
    await context.close()
    console.log(`checked with axe and html-validate: ${[...new Set(checked)].join(', ')}`)
  })
})
