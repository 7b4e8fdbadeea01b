/**
 * Every new service page as the server sends it passes html-validate's recommended rules:
 * /services and /enquiries/service with their windows (and the form sent back with messages),
 * the booked page, the customer's page behind their link, and the console's desk and settings.
 */
import { HtmlValidate } from 'html-validate'
import request from 'supertest'
import { expect, it } from 'vitest'
import { HTML_VALIDATE_CONFIG } from '../e2e/html-validate-config'
import { createTestApp, TEST_ORIGIN } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'
import { bookingBody, openWindows, serviceSettings } from '../helpers/service'

it('serves valid HTML on every new service page, public and console', async () => {
  const t = await createTestApp()
  await serviceSettings(t, 2)
  const [window] = await openWindows(t)
  const ref = (await request(t.app).post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window!.id))).body.reference
  const token = await t.services.serviceLinks.token(ref)
  const s = await signedInOperator(t, 'owner')
  const v = new HtmlValidate(HTML_VALIDATE_CONFIG)
  const out: string[] = []
  for (const url of ['/services', '/enquiries/service', `/services/booked?ref=${ref}`, `/services/booking?ref=${ref}&token=${token}`, '/admin/service', `/admin/service?day=${window!.day}`, '/admin/service/settings']) {
    const res = await request(t.app).get(url).set('Cookie', s.cookie)
    expect(res.status, url).toBe(200)
    for (const m of (await v.validateString(res.text)).results.flatMap((r) => r.messages)) out.push(`  ${url} ${m.ruleId}: ${m.message}`)
  }
  const bad = await request(t.app).post('/enquiries/service').set('Origin', TEST_ORIGIN).type('form').send({ window: window!.id })
  expect(bad.status).toBe(400)
  for (const m of (await v.validateString(bad.text)).results.flatMap((r) => r.messages)) out.push(`  form-400 ${m.ruleId}: ${m.message}`)
  await t.close()
  expect(out).toEqual([])
}, 120_000)
