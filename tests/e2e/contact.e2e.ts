import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#app/server/db/database'
import { DESKTOP, isSameDocument, markDocument, newPage, PHONE, useServerAndBrowser, waitForHydration } from './harness'
import path from 'node:path'

const site = useServerAndBrowser()

async function leadCount(): Promise<number> {
  const db = await openDatabase(path.join(site.server.dir, 'site.db'))
  try {
    return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n
  } finally {
    await db.close()
  }
}

async function fill(page: Page, values: Partial<Record<string, string>> = {}) {
  const all = { firstName: 'Dana', lastName: 'Kowalski', email: 'dana@example.com', phone: '610-555-0199', message: 'Interested in a D6 Max for our farm.', ...values }
  for (const [name, value] of Object.entries(all)) await page.fill(`[name="${name}"]`, value!)
}

async function openContact(viewport = DESKTOP) {
  const opened = await newPage(site.browser, viewport)
  await opened.page.goto(site.server.url + '/contact')
  await waitForHydration(opened.page)
  return opened
}

describe('contact form with JavaScript', () => {
  it('shows each message next to its field, linked for screen readers, and focuses the first', async () => {
    const { page, context } = await openContact(PHONE)
    expect(await page.inputValue('#contact-interest')).toBe('sales')
    expect(await page.locator('#contact-interest option').allTextContents()).toEqual(['Sales Inquiry', 'Service Request', 'Parts & Accessories', 'General Question'])
    const before = await leadCount()
    await page.getByRole('button', { name: 'Send Message' }).click()
    // The validator is a lazily loaded chunk: the messages appear once it has arrived.
    await page.waitForSelector('[name="firstName"][aria-invalid="true"]')
    for (const [field, message] of [
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Invalid email address'],
      ['phone', 'Phone number is required'],
      ['message', 'Message must be at least 10 characters'],
    ]) {
      const input = page.locator(`[name="${field}"]`)
      expect(await input.getAttribute('aria-invalid')).toBe('true')
      const describedBy = await input.getAttribute('aria-describedby')
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(message)
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName')
    // Fixing a field clears its message.
    await page.fill('[name="firstName"]', 'Dana')
    await page.waitForFunction(() => !document.querySelector('[name="firstName"]')?.hasAttribute('aria-invalid'))
    expect(await page.locator('#contact-firstName-error').count()).toBe(0)
    expect(await leadCount()).toBe(before)
    await context.close()
  })

  it('sends, shows Sending... while waiting, resets, and goes to /thank-you without a reload', async () => {
    const { page, context } = await openContact()
    await markDocument(page)
    const before = await leadCount()
    await fill(page)
    await page.selectOption('#contact-interest', 'parts')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    const button = page.locator('form button[type="submit"]')
    await button.click()
    await expect(button.textContent()).resolves.toBe('Sending...')
    expect(await button.isDisabled()).toBe(true)
    release()
    await page.waitForURL(site.server.url + '/thank-you')
    expect(await isSameDocument(page)).toBe(true)
    expect(await leadCount()).toBe(before + 1)
    await context.close()
  })

  it('shows the server error in a destructive toast titled Error and enables the button again', async () => {
    const { page, context } = await openContact()
    await fill(page)
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many messages, please wait.' }) }),
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.locator('[role="alert"] .toast')
    await toast.waitFor()
    expect(await toast.locator('.toast-title').textContent()).toBe('Error')
    expect(await toast.locator('.toast-description').textContent()).toBe('Too many messages, please wait.')
    expect(await toast.getAttribute('data-variant')).toBe('destructive')
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)
    expect(page.url()).toBe(site.server.url + '/contact')
    // The values stay so the visitor can try again.
    expect(await page.inputValue('[name="firstName"]')).toBe('Dana')
    await context.close()
  })

  it('falls back to "Failed to send message. Please try again." when the network fails, one toast at a time', async () => {
    const { page, context } = await openContact()
    await fill(page)
    await page.route('**/api/contact', (route) => route.abort('failed'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.locator('.toast').waitFor()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(200)
    expect(await page.locator('.toast').count()).toBe(1)
    expect(await page.locator('.toast-description').textContent()).toBe('Failed to send message. Please try again.')
    const started = Date.now()
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 8000 })
    expect(Date.now() - started).toBeGreaterThan(3500)
    await context.close()
  })

  it('is at most 420 px wide from the md breakpoint up', async () => {
    const { page, context } = await openContact({ width: 1024, height: 800 })
    await fill(page)
    await page.route('**/api/contact', (route) => route.abort('failed'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.locator('.toast').waitFor()
    const width = await page.locator('.toaster').evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(420)
    expect(await page.locator('.toast').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(300)
    await context.close()
  })
})

describe('contact form without JavaScript', () => {
  it('posts to the server, which stores the lead and redirects to /thank-you', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(site.server.url + '/contact')
    const before = await leadCount()
    await fill(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(site.server.url + '/thank-you')
    expect(await leadCount()).toBe(before + 1)
    await context.close()
  })

  it('shows the messages and keeps what the visitor typed', async () => {
    const { page, context } = await newPage(site.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(site.server.url + '/contact')
    await fill(page, { email: 'dana-at-example', message: 'Too short' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(site.server.url + '/contact')
    expect(await page.locator('#contact-email-error').textContent()).toBe('Invalid email address')
    expect(await page.locator('#contact-message-error').textContent()).toBe('Message must be at least 10 characters')
    expect(await page.inputValue('[name="email"]')).toBe('dana-at-example')
    expect(await page.inputValue('[name="lastName"]')).toBe('Kowalski')
    await context.close()
  })
})
