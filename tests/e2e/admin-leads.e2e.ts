/**
 * The leads desk in Chromium against the production build: a visitor sends the public
 * contact form; an owner signed in through a CLI set-up link finds the lead in the inbox,
 * moves it to contacted and assigns it with one Save, adds a note, exports the inbox as CSV (a real download), and
 * erases the person. The inbox, a lead's page and the erase page pass axe and
 * html-validate at phone and desktop widths, and break no Content Security Policy rule.
 */
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, signInNewOperator } from './console'
import { DESKTOP, launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'
import { HTML_VALIDATE_CONFIG } from './html-validate-config'

const EMAIL = 'desk-owner@example.com'
const PASSWORD = 'leads answered within five minutes'
const VISITOR = { first: 'Marguerite', last: 'Oyelaran', email: 'marguerite.oyelaran@example.com', phone: '(610) 555-0164' }

let server: RunningServer
let browser: Browser
let origin: string
let context: BrowserContext
let page: Page
let leadId: string
const errors: string[] = []



beforeAll(async () => {
  server = await startServer()
  origin = server.url
  browser = await launchBrowser()
  // bypassCSP only so that axe can be evaluated; CSP is checked on a context without it below.
  context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true, acceptDownloads: true })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
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

describe('the leads desk in Chromium', () => {
  it('shows a lead sent through the public contact form in the inbox, newest first', async () => {
    const visitor = await browser.newPage({ viewport: PHONE })
    await visitor.goto(`${origin}/contact`)
    await waitForHydration(visitor)
    await visitor.locator('#contact-firstName').fill(VISITOR.first)
    await visitor.locator('#contact-lastName').fill(VISITOR.last)
    await visitor.locator('#contact-email').fill(VISITOR.email)
    await visitor.locator('#contact-phone').fill(VISITOR.phone)
    await visitor.locator('#contact-message').fill('Do you have a six-seat lifted cart I could see on Saturday?')
    await visitor.getByRole('button', { name: 'Send Message' }).click()
    await visitor.waitForURL(/\/thank-you/)
    await visitor.close()

    await page.goto(`${origin}/admin/leads`)
    await waitForHydration(page)
    const link = page.getByRole('link', { name: `${VISITOR.first} ${VISITOR.last}`, exact: true })
    await link.waitFor()
    leadId = (await link.getAttribute('href'))!.split('/').pop()!
    const row = page.locator('.lead-card', { has: link })
    expect(await row.textContent()).toContain('New')
    expect(await row.textContent()).toContain('Contact form')
    // The search (folded with the filters) finds the lead by the phone's digits, and the filter form works as a plain GET.
    await page.locator('summary', { hasText: 'Search and filters' }).click()
    await page.getByLabel('Search').fill('6105550164')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await page.waitForURL(/q=6105550164/)
    await link.waitFor()
    await page.locator('summary', { hasText: 'Search and filters (1 on)' }).waitFor()
    expect(await page.locator('.lead-card').count()).toBe(1)
  }, 60_000)

  it('moves the lead to contacted, adds a note, and shows the first-response time', async () => {
    await page.getByRole('link', { name: `${VISITOR.first} ${VISITOR.last}`, exact: true }).click()
    await page.waitForURL(`${origin}/admin/leads/${leadId}`)
    await page.getByRole('heading', { name: `${VISITOR.first} ${VISITOR.last}`, level: 1 }).waitFor()
    expect(await page.locator('main').textContent()).toContain('No response yet')
    expect(await page.locator('main').textContent()).toContain('Sales team notification')
    await waitForHydration(page)
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByLabel('Assignee', { exact: true }).fill(EMAIL)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(`${origin}/admin/leads/${leadId}?notice=lead-saved`)
    await page.getByText('Lead saved.').waitFor()
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('contacted')
    expect(await page.locator('main').textContent()).toMatch(/Answered in \d+ minutes?/)

    // A note alone, with the same Save.
    await waitForHydration(page)
    await page.getByLabel('Note', { exact: true }).fill('Called back; coming Saturday at 10 to see the lifted six-seater.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(`${origin}/admin/leads/${leadId}?notice=note-added`)
    const notes = page.locator('.lead-notes')
    await notes.waitFor()
    expect(await notes.textContent()).toContain('coming Saturday at 10')
    expect(await notes.textContent()).toContain(EMAIL)
  }, 60_000)

  it('exports the inbox as a CSV download carrying the filters', async () => {
    await page.goto(`${origin}/admin/leads?status=contacted`)
    await waitForHydration(page)
    await page.locator('summary', { hasText: 'Search and filters' }).click()
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    expect(await exportLink.getAttribute('href')).toBe('/api/admin/leads.csv?status=contacted')
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parse(await readFile((await download.path())!, 'utf8')) as string[][]
    const header = rows[0]!
    expect(rows).toHaveLength(2)
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1]![i]]))
    expect(row).toMatchObject({ id: leadId, status: 'contacted', email: VISITOR.email, phone: VISITOR.phone, assignee: EMAIL, kind: 'contact' })
  }, 60_000)

  it('passes axe and html-validate on the inbox, a lead and the erase page at phone and desktop widths', async () => {
    const paths = ['/admin/leads', '/admin/leads?status=new&from=2020-01-01', '/admin/leads?from=not-a-date', `/admin/leads/${leadId}`, '/admin/leads/erase']
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (const p of paths) {
        const res = await page.goto(`${origin}${p}`)
        expect(res!.status(), p).toBe(200)
        await waitForHydration(page)
        failures.push(...(await axeViolations(page)).map((v) => `${viewport.width}px ${p}: ${v}`))
        if (viewport === DESKTOP) {
          const report = await validator.validateString(await (await page.request.get(`${origin}${p}`)).text())
          for (const m of report.results.flatMap((r) => r.messages)) failures.push(`${p} ${m.ruleId}: ${m.message}`)
        }
      }
    }
    // A lead's page with an error on its form (an assignee too long, past the field's own limit), and the erase confirmation step.
    await page.goto(`${origin}/admin/leads/${leadId}`)
    await waitForHydration(page)
    await page.getByLabel('Assignee', { exact: true }).evaluate((el) => el.removeAttribute('maxlength'))
    await page.getByLabel('Assignee', { exact: true }).fill('x'.repeat(140))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.locator('#field-assignee-error').waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `assignee error: ${v}`))
    failures.push(...(await validator.validateString(await page.content())).results.flatMap((r) => r.messages).map((m) => `assignee error ${m.ruleId}: ${m.message}`))
    await page.goto(`${origin}/admin/leads/erase`)
    await page.getByLabel('E-mail address', { exact: true }).fill('nobody@example.com')
    await page.getByRole('button', { name: 'Find leads' }).first().click()
    await page.getByRole('heading', { name: 'Nothing to erase' }).waitFor()
    failures.push(...(await axeViolations(page)).map((v) => `erase confirm: ${v}`))
    await page.setViewportSize(DESKTOP)
    expect(failures).toEqual([])
  }, 120_000)

  it('erases the person by e-mail after a confirmation showing the count', async () => {
    await page.goto(`${origin}/admin/leads`)
    await waitForHydration(page)
    await page.locator('summary', { hasText: 'Search and filters' }).click()
    await page.getByRole('link', { name: 'Erase a person’s leads' }).click()
    await page.waitForURL(`${origin}/admin/leads/erase`)
    await page.getByLabel('E-mail address', { exact: true }).fill(VISITOR.email.toUpperCase())
    await page.getByRole('button', { name: 'Find leads' }).first().click()
    await page.getByRole('heading', { name: 'Erase 1 lead?' }).waitFor()
    expect(page.url()).not.toContain('example.com')
    await page.getByRole('button', { name: 'Erase 1 lead for good' }).click()
    await page.waitForURL(`${origin}/admin/leads/erase?erased=1`)
    await page.getByText('Erased 1 lead').waitFor()
    const res = await page.goto(`${origin}/admin/leads/${leadId}`)
    expect(res!.status()).toBe(404)
    await page.goto(`${origin}/admin/leads`)
    expect(await page.locator('main').textContent()).not.toContain(VISITOR.last)
    // The audit log notes the erasure with its count, not the person.
    await page.goto(`${origin}/admin/audit`)
    const audit = (await page.locator('main').textContent())!
    expect(audit).toMatch(/lead[ .]erase/)
    expect(audit.toLowerCase()).not.toContain(VISITOR.email)
    expect(server.output.join('')).not.toContain(VISITOR.email)
    expect(server.output.join('')).not.toContain('555-0164')
  }, 60_000)

  it('breaks no Content Security Policy rule on the desk’s pages', async () => {
    const strict = await browser.newContext({ viewport: DESKTOP })
    await strict.addCookies(await context.cookies())
    const strictPage = await strict.newPage()
    const violations: string[] = []
    strictPage.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    for (const p of ['/admin/leads', '/admin/leads/erase']) {
      await strictPage.goto(`${origin}${p}`)
      await waitForHydration(strictPage)
    }
    // Client-side navigation from the inbox to the erase page and back.
    await strictPage.goto(`${origin}/admin/leads`)
    await waitForHydration(strictPage)
    await strictPage.locator('summary', { hasText: 'Search and filters' }).click()
    await strictPage.getByRole('link', { name: 'Erase a person’s leads' }).click()
    await strictPage.getByRole('heading', { name: 'Erase a person’s leads' }).waitFor()
    await strict.close()
    expect(violations).toEqual([])
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
  }, 60_000)
})
