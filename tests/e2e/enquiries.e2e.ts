/**
 * The enquiry forms in Chromium: test drive and trade-in on a vehicle page, rental request
 * on /rentals and a town's rental page; each with
 * JavaScript (validated in the browser, sent as JSON, client-side navigation to its
 * thank-you page) and without (the server's 400 page with the messages, then 303 to the
 * thank-you page). Prefill from the page, the visit's utm tags and referrer reaching the
 * stored lead, html-validate and axe at phone width on the forms' own pages, no CSP
 * violation. The service form books a drop-off window (tests/e2e/service-booking.e2e.ts); here
 * it is checked as a form among the others: the visit's tags without JavaScript, its labels and
 * its keyboard use, its own page's markup.
 */
import path from 'node:path'
import { HtmlValidate } from 'html-validate'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { addDays, dayOfWeek, dealerToday, ENQUIRY_MESSAGES, type EnquiryKind } from '#app/domain/leads/enquiries'
import type { Lead } from '#app/domain/leads/lead'
import { axeViolations } from './console'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const site = useServerAndBrowser()



const today = dealerToday()
function weekday(n: number): string {
  const day = addDays(today, n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(path.join(site.server.dir, 'site.db'))
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

const leadCount = () => withDb(async (db) => (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n)

/** The newest lead, as the desk will read it. */
async function lastLead(): Promise<Lead & { source: string }> {
  const { leadRepository } = await import('#app/server/leads')
  return withDb(async (db) => {
    const row = await db.get<{ id: string }>('SELECT id FROM leads ORDER BY rowid DESC LIMIT 1')
    return (await leadRepository(db).get(row!.id))!
  })
}

interface FormCase {
  kind: EnquiryKind
  /** Where the form is offered. */
  page: string
  /** The summary that opens it on the page, or the link to its own page. */
  disclosure: string
  opens: 'disclosure' | 'link'
  /** Valid answers: text inputs by name, selects by name (the value). */
  fill: Record<string, string>
  selects: Record<string, string>
  /** One wrong answer and its message. */
  wrong: { name: string; value: string; message: string; select?: boolean }
  submit: string
  /** The answers the stored lead holds. */
  details: Record<string, string | number>
  vehicleId?: string
}

const PERSON = { firstName: 'Dana', lastName: 'Kowalski', email: 'dana.browser@example.com', phone: '610-555-0144' }

const CASES: FormCase[] = [
  {
    kind: 'test-drive',
    page: '/vehicles/denago-ev-city',
    disclosure: 'Or request a test drive online',
    opens: 'disclosure',
    fill: { preferredDay: weekday(4) },
    selects: { timeOfDay: 'morning' },
    wrong: { name: 'preferredDay', value: addDays(today, 90), message: ENQUIRY_MESSAGES.appointmentTooFar },
    submit: 'Request Test Drive',
    details: { vehicleName: 'Denago EV City', preferredDay: weekday(4), timeOfDay: 'morning' },
    vehicleId: 'denago-ev-city',
  },
  {
    kind: 'trade-in',
    page: '/vehicles/evolution-d6-max-xt4',
    disclosure: 'Or value your trade-in online',
    opens: 'disclosure',
    fill: { year: '2016', make: 'Club Car', model: 'Precedent' },
    selects: { condition: 'good' },
    wrong: { name: 'year', value: '1901', message: ENQUIRY_MESSAGES.year },
    submit: 'Send Trade-In Details',
    details: { year: 2016, make: 'Club Car', model: 'Precedent', condition: 'good' },
    vehicleId: 'evolution-d6-max-xt4',
  },
  {
    kind: 'rental',
    page: '/rentals',
    disclosure: 'Or request a rental online',
    opens: 'link',
    fill: { startDate: weekday(12), days: '3' },
    selects: { plan: '6-seater', town: 'Catasauqua' },
    wrong: { name: 'days', value: '45', message: ENQUIRY_MESSAGES.days },
    submit: 'Request Rental',
    details: { plan: '6-seater', startDate: weekday(12), days: 3, town: 'Catasauqua' },
  },
]

async function fillForm(form: Locator, c: FormCase, overrides: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ ...PERSON, ...c.fill, ...overrides })) {
    if (name in c.selects) continue
    await form.locator(`[name="${name}"]`).fill(value)
  }
  for (const [name, value] of Object.entries(c.selects)) await form.locator(`select[name="${name}"]`).selectOption(overrides[name] ?? value)
}

/** Opens the form where the page offers it: its disclosure, or the link to its own page (the rental pages, to stay light). */
async function openForm(page: Page, c: FormCase): Promise<Locator> {
  if (c.opens === 'link') {
    await page.getByRole('link', { name: c.disclosure }).click()
    await page.waitForURL(/\/enquiries\//)
  } else {
    await page.locator('summary', { hasText: c.disclosure }).click()
  }
  const form = page.locator(`form[action="/enquiries/${c.kind}"]`)
  await form.waitFor({ state: 'visible' })
  return form
}

/** With JavaScript, the form's own chunk arrives once it is opened; then it validates in the browser. */
async function formReady(page: Page, c: FormCase): Promise<Locator> {
  const form = page.locator(`form[action="/enquiries/${c.kind}"][data-ready="true"]`)
  await form.waitFor()
  return form
}

describe.each(CASES)('$kind form with JavaScript', (c) => {
  it(`shows every message beside its field, then sends and goes to /thank-you/${c.kind} without a reload`, async () => {
    const { page, context, errors } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + c.page)
    await waitForHydration(page)
    await markDocument(page)
    await openForm(page, c)
    const form = await formReady(page, c)
    const before = await leadCount()

    await form.getByRole('button', { name: c.submit }).click()
    await form.locator('[name="email"][aria-invalid="true"]').waitFor()
    for (const [name, message] of [
      ['firstName', 'First name is required'],
      ['email', 'Invalid email address'],
      ['phone', 'Phone number is required'],
    ]) {
      const input = form.locator(`[name="${name}"]`)
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ')
      expect(await page.locator(`#${describedBy.at(-1)}`).textContent()).toBe(message)
    }
    // The first field in the form with a message has the focus.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'))
    expect(focused).not.toBe(null)
    expect(await form.locator(`[name="${focused}"]`).getAttribute('aria-invalid')).toBe('true')

    // A wrong answer gets its own message; fixing it clears it.
    await fillForm(form, c, { [c.wrong.name]: c.wrong.value })
    await form.getByRole('button', { name: c.submit }).click()
    await page.waitForFunction(([kind, name]) => document.getElementById(`${kind}-${name}-error`) !== null, [c.kind, c.wrong.name] as const)
    expect(await page.locator(`#${c.kind}-${c.wrong.name}-error`).textContent()).toContain(c.wrong.message)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(c.wrong.name)
    await form.locator(`[name="${c.wrong.name}"]`).fill(c.fill[c.wrong.name])
    await page.waitForFunction(([kind, name]) => document.getElementById(`${kind}-${name}-error`) === null, [c.kind, c.wrong.name] as const)
    expect(await leadCount()).toBe(before)

    await form.getByRole('button', { name: c.submit }).click()
    await page.waitForURL(`${site.server.url}/thank-you/${c.kind}`)
    expect(await isSameDocument(page)).toBe(true)
    expect(await page.locator('h1').textContent()).toBe('Thank You!')
    expect(await page.locator('#next-steps-title').textContent()).toBe('What Happens Next')
    expect(await leadCount()).toBe(before + 1)
    const lead = await lastLead()
    expect(lead).toMatchObject({ kind: c.kind, source: 'api', email: PERSON.email, details: c.details, visit: { sourcePage: c.page } })
    expect(lead.vehicleId).toBe(c.vehicleId)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe.each(CASES)('$kind form without JavaScript', (c) => {
  it('posts to the server: the messages and the input come back with status 400, then the thank-you page', async () => {
    const { page, context, errors } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(site.server.url + c.page)
    const form = await openForm(page, c)
    const before = await leadCount()
    await fillForm(form, c, { [c.wrong.name]: c.wrong.value, email: 'dana-at-example' })
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: c.submit }).click()])
    expect(response.status()).toBe(400)
    await page.waitForURL(`${site.server.url}/enquiries/${c.kind}`)
    expect(await page.locator('.form-alert').textContent()).toBe('Please correct the highlighted fields.')
    expect(await page.locator(`#${c.kind}-email-error`).textContent()).toBe('Invalid email address')
    expect(await page.locator(`#${c.kind}-${c.wrong.name}-error`).textContent()).toContain(c.wrong.message)
    expect(await page.inputValue('[name="email"]')).toBe('dana-at-example')
    expect(await page.inputValue('[name="lastName"]')).toBe(PERSON.lastName)
    if (c.vehicleId) expect(await page.locator('[name="vehicleId"]').first().inputValue()).toBe(c.vehicleId)
    expect(await leadCount()).toBe(before)

    const again = page.locator(`form[action="/enquiries/${c.kind}"]`)
    await again.locator('[name="email"]').fill(PERSON.email)
    await again.locator(`[name="${c.wrong.name}"]`).fill(c.fill[c.wrong.name])
    await again.getByRole('button', { name: c.submit }).click()
    await page.waitForURL(`${site.server.url}/thank-you/${c.kind}`)
    expect(await leadCount()).toBe(before + 1)
    const lead = await lastLead()
    // The page it was first sent from survives the second try.
    expect(lead).toMatchObject({ kind: c.kind, source: 'form', details: c.details, visit: { sourcePage: c.page } })
    expect(lead.vehicleId).toBe(c.vehicleId)
    // Chromium reports the intended 400 answer as a failed resource; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([])
    await context.close()
  })
})

describe('prefill and the visit', () => {
  it('a vehicle page names its cart; the spec\u2019s Schedule Test Drive stays a phone link', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + '/vehicles/denago-ev-city')
    await waitForHydration(page)
    const call = page.getByRole('link', { name: 'Schedule Test Drive' })
    expect(await call.getAttribute('href')).toBe('tel:+18885550142')
    await openForm(page, CASES[0])
    const form = await formReady(page, CASES[0])
    expect(await form.locator('.enquiry-vehicle').textContent()).toContain('Denago EV City')
    expect(await form.locator('input[type="hidden"][name="vehicleId"]').inputValue()).toBe('denago-ev-city')
    // Date pickers start at today at the dealer.
    expect(await form.locator('[name="preferredDay"]').getAttribute('min')).toBe(today)
    await context.close()
  })

  it('a town\u2019s rental page links to the form with its town; the landing URL\u2019s utm tags and the external referrer reach the lead across navigation', async () => {
    const { page, context, errors } = await newPage(site.browser, PHONE)
    await page.goto(`${site.server.url}/rentals/lower-macungie?utm_source=newsletter&utm_medium=email&utm_campaign=summer&gclid=nope`, {
      referer: 'https://news.example.org/article?id=42',
    })
    await waitForHydration(page)
    await markDocument(page)
    // Pages later, on pages without tags, the first touch still counts.
    await page.locator('footer a[href="/services"]').first().click()
    await page.waitForURL(site.server.url + '/services')
    await page.goto(site.server.url + '/rentals/coplay')
    await waitForHydration(page)
    await openForm(page, CASES[2])
    const form = await formReady(page, CASES[2])
    expect(page.url()).toBe(`${site.server.url}/enquiries/rental?town=coplay&from=%2Frentals%2Fcoplay`)
    expect(await form.locator('select[name="town"]').inputValue()).toBe('Coplay')
    await fillForm(form, { ...CASES[2], selects: { plan: 'utility' } })
    await form.getByRole('button', { name: 'Request Rental' }).click()
    await page.waitForURL(site.server.url + '/thank-you/rental')
    const lead = await lastLead()
    expect(lead.details).toMatchObject({ plan: 'utility', town: 'Coplay' })
    expect(lead.visit).toEqual({
      sourcePage: '/rentals/coplay',
      referrer: 'https://news.example.org/article',
      campaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'summer' },
    })
    // No cookie was set for it.
    expect(await context.cookies()).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('without JavaScript, the utm tags of the page\u2019s own URL reach the lead through the hidden fields (the service booking on /services)', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${site.server.url}/services?utm_source=postcard&utm_content=front`)
    const form = page.locator('form.service-booking-form')
    await form.locator('input[name="window"]').first().check()
    for (const [label, value] of Object.entries({ Make: 'EZ-GO', Model: 'TXT 48', 'What is wrong?': 'The cart stops after a few minutes uphill.', 'First Name': PERSON.firstName, 'Last Name': PERSON.lastName, Email: PERSON.email, Phone: PERSON.phone }))
      await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByRole('button', { name: 'Book This Drop-Off' }).click()
    await page.waitForURL(/\/services\/booked\?ref=S[0-9A-Z]{7}$/)
    const lead = await lastLead()
    expect(lead).toMatchObject({ kind: 'service', source: 'form', email: PERSON.email })
    expect(lead.visit).toEqual({ sourcePage: '/services', campaign: { utm_source: 'postcard', utm_content: 'front' } })
    await context.close()
  })

  it('the contact form carries the visit too', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP)
    await page.goto(`${site.server.url}/contact?utm_source=radio`, { referer: 'https://radio.example/' })
    await waitForHydration(page)
    for (const [name, value] of Object.entries({ ...PERSON, message: 'Do you sell lifted carts?' })) await page.fill(`[name="${name}"]`, value)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(site.server.url + '/thank-you')
    expect(await lastLead()).toMatchObject({ kind: 'contact', visit: { sourcePage: '/contact', referrer: 'https://radio.example/', campaign: { utm_source: 'radio' } } })
    await context.close()
  })
})

describe('quality of the forms\u2019 pages', () => {
  const OWN_PAGES = ['/enquiries/test-drive', '/enquiries/test-drive?vehicle=denago-ev-city', '/enquiries/rental?town=emmaus&from=%2Frentals%2Femmaus', '/enquiries/service', '/enquiries/trade-in', '/thank-you/test-drive', '/thank-you/rental', '/thank-you/trade-in']

  it('pass html-validate, with one h1 and a noindex, also when a post comes back with messages', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    const bodies: Array<[string, string]> = []
    for (const p of OWN_PAGES) bodies.push([p, await (await fetch(site.server.url + p)).text()])
    for (const kind of ['test-drive', 'rental', 'service', 'trade-in']) {
      const res = await fetch(`${site.server.url}/enquiries/${kind}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'firstName=Dana&vehicleId=denago-ev-city' })
      expect(res.status).toBe(400)
      bodies.push([`POST /enquiries/${kind}`, await res.text()])
    }
    for (const [p, html] of bodies) {
      const report = await validator.validateString(html)
      for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${p} ${m.ruleId}: ${m.message} (${m.line}:${m.column})`)
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) failures.push(`${p}: not one h1`)
      if (!/<meta name="robots" content="noindex/.test(html)) failures.push(`${p}: indexable`)
    }
    expect(failures).toEqual([])
  })

  it('have no axe violation at phone width: the forms\u2019 pages, the open disclosures and their messages', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, bypassCSP: true, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const failures: string[] = []
    for (const p of OWN_PAGES) {
      await page.goto(site.server.url + p)
      failures.push(...(await axeViolations(page)).map((v) => `${p} ${v}`))
    }
    for (const c of CASES) {
      await page.goto(site.server.url + c.page)
      await waitForHydration(page)
      await openForm(page, c)
      const form = await formReady(page, c)
      await form.getByRole('button', { name: c.submit }).click()
      await form.locator('[aria-invalid="true"]').first().waitFor()
      failures.push(...(await axeViolations(page)).map((v) => `${c.page} (${c.kind} open, messages) ${v}`))
    }
    await context.close()
    expect(failures).toEqual([])
  }, 120_000)

  it('keeps the disclosure and the form usable by keyboard', async () => {
    const { page, context } = await newPage(site.browser, PHONE)
    await page.goto(site.server.url + '/vehicles/denago-ev-city')
    await waitForHydration(page)
    const summary = page.locator('summary', { hasText: 'Or request a test drive online' })
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await page.locator('details.enquiry').first().getAttribute('open')).not.toBe(null)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('preferredDay')
    // The labels name every control, on the test-drive form and on the service booking form.
    const unlabelled = async (selector: string) =>
      page.locator(selector).evaluate((form) =>
        [...form.querySelectorAll('input:not([type="hidden"]), select, textarea')]
          .filter((el) => !(el as HTMLInputElement).labels?.length)
          .map((el) => el.getAttribute('name')),
      )
    expect(await unlabelled('form[action="/enquiries/test-drive"]')).toEqual([])
    await page.goto(site.server.url + '/services')
    await waitForHydration(page)
    expect(await unlabelled('form.service-booking-form')).toEqual([])
    // The windows are one group of radio buttons: Tab reaches the group, the arrow keys choose.
    const windows = page.locator('form.service-booking-form input[name="window"]')
    await windows.first().focus()
    await page.keyboard.press('Space')
    expect(await windows.first().isChecked()).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await windows.nth(1).isChecked()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('make')
    await context.close()
  })
})
