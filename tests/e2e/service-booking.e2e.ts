/**
 * Service drop-offs in Chromium at 390 px against the production build, with JavaScript on and
 * off: a customer books a window on /services (JavaScript on: the form's code arrives when they
 * start, and what they typed before it did is kept) and on /enquiries/service without
 * JavaScript, and gets a reference; a staff member signed in on a phone finds the booking on the
 * service desk, moves it to another window and marks it through to ready for pick-up; the fake
 * Mailjet receives the booked (with its .ics), moved and ready e-mails once each. Every page on
 * the way passes axe (WCAG 2.2 A/AA) and html-validate and breaks no Content Security Policy rule.
 */
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { serviceSettingsStore } from '#app/server/service'
import { DEFAULT_SERVICE_SETTINGS } from '#app/domain/bookings/service-windows'
import { startFakeMailjet, type FakeMailjet } from '../helpers/fake-mailjet'
import { until } from '../helpers/wait'
import { axeViolations, signInNewOperator } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

let fake: FakeMailjet
let server: RunningServer
let browser: Browser
let staff: BrowserContext
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
const cspViolations: string[] = []

/** axe on the page as it is now (opened again with JavaScript for a page without), and html-validate on the HTML its URL answers. */
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
  const report = await validator.validateString(await (await context.request.get(url)).text())
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)), url).toEqual([])
}

async function received(match: (m: FakeMailjet['delivered'][number]) => boolean) {
  let found: FakeMailjet['delivered'][number] | undefined
  await until(() => Boolean((found = fake.delivered.find(match))), 20_000)
  return found!
}

async function phone(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only so that axe can be evaluated; the last test checks the policy without it.
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, bypassCSP: true, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

async function fillBooking(page: Page, who: { first: string; last: string; email: string }) {
  await page.getByLabel('Model').fill('Precedent')
  await page.getByLabel('What is wrong?').fill('The batteries no longer hold a charge overnight')
  await page.getByLabel('First Name').fill(who.first)
  await page.getByLabel('Last Name').fill(who.last)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Phone').fill('(610) 555-0166')
}

beforeAll(async () => {
  fake = await startFakeMailjet()
  server = await startServer({ MAILJET_API_KEY: 'key', MAILJET_API_SECRET: 'secret', HTTPS_PROXY: `http://127.0.0.1:${fake.port}`, NO_PROXY: '', OUTBOX_POLL_MS: '100' })
  const db = await openDatabase(server.database)
  try {
    // Two windows a weekday, two carts each, from the next working day (the defaults, saved as an owner would).
    await serviceSettingsStore(db).save({ ...DEFAULT_SERVICE_SETTINGS }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  browser = await launchBrowser()
  staff = await browser.newContext({ viewport: PHONE, bypassCSP: true })
  const page = await staff.newPage()
  page.setDefaultTimeout(15_000)
  await signInNewOperator(page, server, server.url, 'service-staff@example.com', 'every cart leaves charged and washed', 'staff')
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
let bookedDay: string

describe('a customer with JavaScript on, at 390 px', { timeout: 120_000 }, () => {
  it('books a window on /services, keeping what was typed before the form’s code arrived, and gets a reference', async () => {
    const { context, page } = await phone(true)
    // The form's own code comes late on a slow phone: what is typed meanwhile must stay.
    await page.route('**/assets/chunks/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto(`${server.url}/services`)
    await waitForHydration(page)
    const first = page.locator('input[name="window"]').first()
    bookedDay = (await first.getAttribute('value'))!.slice(0, 10)
    await first.tap()
    await page.getByLabel('Make').tap()
    await page.keyboard.type('Club Car', { delay: 20 })
    await fillBooking(page, { first: 'Marisol', last: 'Vega', email: 'marisol.vega@example.com' })
    await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('form.service-booking-form')!).some((k) => k.startsWith('__react')))).toBe(true)
    expect(await page.getByLabel('Make').inputValue()).toBe('Club Car')
    expect(await first.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Book This Drop-Off' }).click()
    await page.waitForURL(/\/services\/booked\?ref=S[0-9A-Z]{7}$/)
    reference = new URL(page.url()).searchParams.get('ref')!
    await page.getByText(reference).first().waitFor()
    await quality(page, context)
    await context.close()
  })
})

describe('a customer with JavaScript off, at 390 px', { timeout: 120_000 }, () => {
  it('books on /enquiries/service with the plain form, is sent back with the message when a field is missing, then gets a reference', async () => {
    const { context, page } = await phone(false)
    await page.goto(`${server.url}/enquiries/service`)
    await quality(page, context, { javaScript: false })
    await page.locator('input[name="window"]').nth(1).check()
    await page.getByLabel('Make').fill('E-Z-GO')
    await fillBooking(page, { first: 'Tomasz', last: 'Nowak', email: 'tomasz.nowak@example.com' })
    await page.getByLabel('Phone').fill('')
    await page.getByRole('button', { name: 'Book This Drop-Off' }).click()
    await page.getByLabel('Phone').waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe('tomasz.nowak@example.com')
    await page.getByLabel('Phone').fill('(610) 555-0123')
    await page.getByRole('button', { name: 'Book This Drop-Off' }).click()
    await page.waitForURL(/\/services\/booked\?ref=S[0-9A-Z]{7}$/)
    await context.close()
  })
})

describe('the service desk on a phone, and the customer’s e-mails', { timeout: 120_000 }, () => {
  it('shows the booking on its day, moves it to another window, and marks it through to ready for pick-up', async () => {
    const page = await staff.newPage()
    await page.goto(`${server.url}/admin/service?day=${bookedDay}`)
    const card = page.locator('.service-desk-booking').filter({ hasText: reference })
    await card.waitFor()
    await quality(page, staff)
    // Move it to the second window offered.
    const select = card.getByLabel('Move to')
    const target = await select.locator('option').nth(1).getAttribute('value')
    await select.selectOption(target!)
    await card.getByRole('button', { name: 'Move', exact: true }).click()
    await page.getByText('Booking moved').waitFor()
    await page.goto(`${server.url}/admin/service?day=${target!.slice(0, 10)}`)
    const moved = page.locator('.service-desk-booking').filter({ hasText: reference })
    for (const step of ['Confirm', 'Mark received', 'Mark in progress', 'Mark ready for pick-up']) {
      await moved.getByRole('button', { name: step, exact: true }).click()
      await page.waitForURL(/notice=/)
    }
    await page.getByText('Marked ready').waitFor()
    await quality(page, staff)
    await page.close()
  })

  it('e-mails the customer once per step: booked with its .ics, moved, ready; no contact detail in the log', async () => {
    const booked = await received((m) => m.subject === `Service drop-off booked: ${reference}`)
    expect(booked.to).toBe('marisol.vega@example.com')
    const ics = Buffer.from(booked.attachments![0]!.Base64Content, 'base64').toString('utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    await received((m) => m.subject === `Service drop-off moved: ${reference}`)
    await received((m) => m.subject === `Your cart is ready for pick-up (${reference})`)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const mine = fake.delivered.filter((m) => m.to === 'marisol.vega@example.com').map((m) => m.subject)
    expect(mine.sort()).toEqual([`Service drop-off booked: ${reference}`, `Service drop-off moved: ${reference}`, `Your cart is ready for pick-up (${reference})`].sort())
    const log = server.output.join('')
    for (const secret of ['marisol.vega@example.com', 'Vega', '(610) 555-0166']) expect(log).not.toContain(secret)
  })

  it('breaks no Content Security Policy rule on the new public pages', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`)
    })
    for (const path of ['/services', '/enquiries/service', `/services/booked?ref=${reference}`]) {
      await page.goto(server.url + path)
      await waitForHydration(page)
      // The booking form's code, fetched on interest, under the same policy.
      if (path !== `/services/booked?ref=${reference}`) await page.getByLabel('Make').focus()
    }
    await page.waitForTimeout(500)
    expect(cspViolations).toEqual([])
    await context.close()
  })
})
