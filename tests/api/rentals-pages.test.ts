/**
 * Every new rental page as the server sends it passes html-validate's recommended rules: the
 * rentals overview and a town page with an answer and a month, the reservation form (and sent
 * back with messages), the thank-you and cancel pages, and the console's calendar, reservation,
 * fleet, unit and feed pages. The browser journey (tests/e2e/rentals.e2e.ts) runs axe on them too.
 */
import { HtmlValidate } from 'html-validate'
import request from 'supertest'
import { expect, it } from 'vitest'
import { HTML_VALIDATE_CONFIG } from '../e2e/html-validate-config'
import { createTestApp, TEST_ORIGIN } from '../helpers/app'
import { signedInOperator } from '../helpers/operators'
import { addUnits, inDays, reservationBody } from '../helpers/rentals'

it('serves valid HTML on every new rental page, public and console', async () => {
  const t = await createTestApp()
  await addUnits(t, '4-seater', 1)
  const ref = (await request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody())).body.reference
  const token = await t.services.reservationLinks.cancelToken(ref)
  const s = await signedInOperator(t, 'staff')
  const v = new HtmlValidate(HTML_VALIDATE_CONFIG)
  const out: string[] = []
  for (const url of ['/rentals', `/rentals?plan=4-seater&start=${inDays(10)}&days=3`, `/rentals/emmaus?plan=4-seater&start=${inDays(11)}&days=2`, `/rentals/reserve?plan=4-seater&start=${inDays(10)}&days=3&town=Emmaus`, `/rentals/thank-you?ref=${ref}`, `/rentals/cancel?ref=${ref}&token=${token}`, '/admin/rentals', `/admin/rentals/reservations/${ref}`, '/admin/rentals/units', '/admin/rentals/units/1', '/admin/rentals/feed']) {
    const res = await request(t.app).get(url).set('Cookie', s.cookie)
    const report = await v.validateString(res.text)
    expect(res.status, url).toBe(200)
    for (const m of report.results.flatMap((r) => r.messages)) out.push(`  ${m.ruleId}: ${m.message}`)
  }
  const bad = await request(t.app).post('/rentals/reserve').set('Origin', TEST_ORIGIN).type('form').send({ plan: '4-seater' })
  for (const m of (await v.validateString(bad.text)).results.flatMap((r) => r.messages)) out.push(`  reserve-400 ${m.ruleId}: ${m.message}`)
  await t.close()
  expect(out.filter((l) => l.startsWith('  '))).toEqual([])
}, 120_000)
