/**
 * A Spanish-speaking visitor on a phone (390 px), with JavaScript on and off: switches a page to
 * Spanish (the same page and query), asks for a test drive of a cart and reserves a rental cart,
 * all in Spanish; each lead is stored as written in Spanish, and the fake Mailjet receives the
 * visitor's e-mails in Spanish, with the dealer's phone. The pages it lands on pass axe.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiries'
import { openDatabase } from '#app/server/db/database'
import { fleetRepository } from '#app/server/rentals'
import { startFakeMailjet, type FakeMailjet } from '../helpers/fake-mailjet'
import { inDays } from '../helpers/rentals'
import { until } from '../helpers/wait'
import { axeViolations } from './console'
import { launchBrowser, PHONE, removeDir, startServer, waitForHydration, type RunningServer } from './harness'

let fake: FakeMailjet
let server: RunningServer
let browser: Browser

/** A weekday `n` days ahead (the showroom is closed on Sundays). */
function weekday(n: number): string {
  const day = addDays(dealerToday(), n)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
}

async function phone(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only so that axe can be evaluated.
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, bypassCSP: true })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

/** The first message the fake provider accepted for this address and kind, once there is one. */
async function received(to: string, kind: string) {
  let found: FakeMailjet['delivered'][number] | undefined
  await until(() => Boolean((found = fake.delivered.find((m) => m.to.includes(to) && m.customId.endsWith(`:${kind}`)))), 20_000)
  return found!
}

async function leadLanguage(email: string): Promise<string | undefined> {
  const db = await openDatabase(server.database)
  try {
    return (await db.get<{ language: string }>('SELECT language FROM leads WHERE email = ? ORDER BY rowid DESC LIMIT 1', [email]))?.language
  } finally {
    await db.close()
  }
}

beforeAll(async () => {
  fake = await startFakeMailjet()
  server = await startServer({ MAILJET_API_KEY: 'key', MAILJET_API_SECRET: 'secret', HTTPS_PROXY: `http://127.0.0.1:${fake.port}`, NO_PROXY: '', OUTBOX_POLL_MS: '100' })
  const db = await openDatabase(server.database)
  try {
    const fleet = fleetRepository(db)
    for (const name of ['Carrito 1', 'Carrito 2']) await fleet.units.create({ name, plan: '4-seater', vehicleId: null, inService: true, note: '' }, { kind: 'cli' })
  } finally {
    await db.close()
  }
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await fake?.close()
  if (server) {
    await server.stop()
    await removeDir(server.dir)
  }
})

describe('the language switch', { timeout: 120_000 }, () => {
  for (const javaScript of [true, false]) {
    it(`leads to the same page and query in the other language and back (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const { context, page } = await phone(javaScript)
      for (const path of ['/inventory?brand=denago&sort=price-asc', '/vehicles/evolution-d6-max-xt4', `/rentals/emmaus?plan=4-seater&start=${inDays(9)}&days=3`, '/emmaus-borough-golf-carts', '/policies/rental-policy', '/']) {
        await page.goto(`${server.url}${path}`)
        if (javaScript) await waitForHydration(page)
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
        await page.locator('header a[hreflang="es"]').click()
        const spanish = path === '/' ? '/es' : `/es${path}`
        await page.waitForURL(`${server.url}${spanish}`)
        expect(await page.locator('html').getAttribute('lang')).toBe('es-US')
        expect(await page.locator('header a[hreflang="en"]').textContent()).toContain('English')
        await page.locator('header a[hreflang="en"]').click()
        await page.waitForURL(`${server.url}${path}`)
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
      }
      await context.close()
    })
  }
})

describe('a Spanish visitor asks for a test drive', { timeout: 120_000 }, () => {
  for (const javaScript of [true, false]) {
    it(`in Spanish, stored as Spanish, and gets a Spanish confirmation (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const email = `ana.${javaScript ? 'js' : 'nojs'}@example.com`
      const { context, page } = await phone(javaScript)
      await page.goto(`${server.url}/es/enquiries/test-drive?vehicle=denago-ev-city`)
      if (javaScript) await waitForHydration(page)
      expect(await page.locator('h1').textContent()).toBe('Solicite una prueba de manejo')
      const form = page.locator('form').filter({ has: page.locator('input[name="preferredDay"]') })
      // A Sunday first: the visitor is told in Spanish, and nothing is stored.
      let sunday = dealerToday()
      while (dayOfWeek(sunday) !== 0 || sunday === dealerToday()) sunday = addDays(sunday, 1)
      await form.locator('input[name="firstName"]').fill('Ana')
      await form.locator('input[name="lastName"]').fill('Rivera')
      await form.locator('input[name="email"]').fill(email)
      await form.locator('input[name="phone"]').fill('(610) 555-0123')
      await form.locator('input[name="preferredDay"]').fill(sunday)
      await form.locator('select[name="timeOfDay"]').selectOption('morning')
      await form.getByRole('button', { name: 'Solicitar prueba de manejo' }).click()
      await page.getByText('Los domingos estamos cerrados').first().waitFor()
      expect(await page.locator('html').getAttribute('lang')).toBe('es-US')
      expect(await leadLanguage(email)).toBeUndefined()
      await page.locator('form input[name="preferredDay"]').fill(weekday(4))
      await page.getByRole('button', { name: 'Solicitar prueba de manejo' }).click()
      await page.waitForURL(`${server.url}/es/thank-you/test-drive`)
      expect(await page.locator('html').getAttribute('lang')).toBe('es-US')
      if (javaScript) expect(await axeViolations(page)).toEqual([])
      expect(await leadLanguage(email)).toBe('es')
      const confirmation = await received(email, 'confirmation')
      expect(confirmation.subject).toBe('Recibimos su solicitud de prueba de manejo: Lehigh County Golf Carts')
      expect(confirmation.text).toContain('Hola:')
      expect(confirmation.text).toContain('Si es urgente, llámenos al (888) 555-0142')
      expect(confirmation.html).toContain('<html lang="es">')
      console.log(`the Spanish confirmation, as the fake provider received it (JavaScript ${javaScript ? 'on' : 'off'}):\nSubject: ${confirmation.subject}\n${confirmation.text}`)
      await context.close()
    })
  }
})

describe('a Spanish visitor reserves a rental cart', { timeout: 120_000 }, () => {
  for (const javaScript of [true, false]) {
    it(`in Spanish, stored as Spanish, and gets a Spanish e-mail (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const email = `luis.${javaScript ? 'js' : 'nojs'}@example.com`
      const start = inDays(javaScript ? 12 : 20)
      const { context, page } = await phone(javaScript)
      await page.goto(`${server.url}/es/rentals/reserve?plan=4-seater&start=${start}&days=2&town=Emmaus`)
      if (javaScript) await waitForHydration(page)
      expect(await page.locator('html').getAttribute('lang')).toBe('es-US')
      await page.getByLabel('Dirección de entrega').fill('12 Chestnut Street')
      await page.getByLabel('Nombre', { exact: true }).fill('Luis')
      await page.getByLabel('Apellido').fill('Ortiz')
      await page.getByLabel('Correo electrónico').fill(email)
      await page.getByLabel('Teléfono').fill('(610) 555-0177')
      await page.getByLabel(/El conductor tiene 18 años o más/).check()
      await page.getByRole('button', { name: 'Reservar', exact: true }).click()
      await page.waitForURL(new RegExp(`^${server.url}/es/rentals/thank-you\\?ref=R[0-9A-Z]{7}$`))
      expect(await page.locator('html').getAttribute('lang')).toBe('es-US')
      if (javaScript) expect(await axeViolations(page)).toEqual([])
      expect(await leadLanguage(email)).toBe('es')
      const requested = await received(email, 'rental-requested')
      expect(requested.subject).toMatch(/^Recibimos su reservación de alquiler R[0-9A-Z]{7}: Lehigh County Golf Carts$/)
      expect(requested.text).toContain('Hola, Luis:')
      expect(requested.text).toContain('¿Preguntas? Llámenos al (888) 555-0142.')
      expect(requested.text).toContain(`${server.url}/es/rentals/cancel?ref=`)
      await context.close()
    })
  }
})
