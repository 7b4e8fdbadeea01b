import { parse } from 'csv-parse/sync'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { messageComposer } from '#app/server/mail'
import { createTestApp, VALID_CONTACT, type TestApp } from '../helpers/app'
import { textOf } from '../helpers/html'
import { apiToken, signedInOperator } from '../helpers/operators'

let t: TestApp
let bearer: string
beforeEach(async () => {
  t = await createTestApp()
  bearer = `Bearer ${await apiToken(t)}`
})
afterEach(async () => {
  await t.close()
})

const compose = () => messageComposer({ salesTo: 'sales@example.com', from: 'website@example.com', crmTo: 'crm@example.net' })

/** A contact message sent from `sourcePage`, as the form's hidden field carries it; the stored lead as the admin API gives it. */
async function sentFrom(sourcePage: string | undefined, email: string) {
  const res = await request(t.app)
    .post('/api/contact')
    .send({ ...VALID_CONTACT, email, ...(sourcePage === undefined ? {} : { sourcePage }) })
  expect(res.status).toBe(201)
  const lead = await request(t.app).get(`/api/admin/leads/${res.body.id}`).set('Authorization', bearer)
  return lead.body
}

describe('the language a customer wrote in', () => {
  it('is the language of the page the form was on: recorded with the lead, and English when the page was', async () => {
    const spanish = await sentFrom('/es/contact', 'ana@example.com')
    expect(spanish.visit).toMatchObject({ sourcePage: '/es/contact', language: 'es' })
    const english = await sentFrom('/contact', 'dana@example.com')
    expect(english.visit.language).toBeUndefined()
    // No page at all (an API client): English.
    const unknown = await sentFrom(undefined, 'kim@example.com')
    expect(unknown.visit.language).toBeUndefined()
    // A path that only starts like the Spanish site's is not Spanish.
    expect((await sentFrom('/espanol', 'lee@example.com')).visit.language).toBeUndefined()
    const stored = await t.db.all<{ email: string; language: string }>('SELECT email, language FROM leads ORDER BY email')
    expect(stored).toEqual([
      { email: 'ana@example.com', language: 'es' },
      { email: 'dana@example.com', language: 'en' },
      { email: 'kim@example.com', language: 'en' },
      { email: 'lee@example.com', language: 'en' },
    ])
  })

  it('is refused by the database when it is not a language of the site', async () => {
    const id = await t.services.leads.create({ ...VALID_CONTACT, interest: 'service' }, 'form', { visit: { sourcePage: '/contact' } })
    await expect(t.db.run("UPDATE leads SET language = 'fr' WHERE id = ?", [id])).rejects.toThrow(/check|constraint/i)
  })

  it('shows on the leads desk, in the CSV, in the sales e-mail and in the CRM’s ADF comments', async () => {
    const lead = await sentFrom('/es/contact', 'ana@example.com')
    const owner = await signedInOperator(t, 'owner')
    const page = await request(t.app).get(`/admin/leads/${lead.id}`).set('Cookie', owner.cookie)
    expect(page.status).toBe(200)
    expect(textOf(page.text)).toMatch(/Language\s*Spanish/)

    const csv = parse((await request(t.app).get('/api/admin/leads.csv').set('Authorization', bearer)).text) as string[][]
    const column = csv[0]!.indexOf('language')
    expect(column).toBeGreaterThan(-1)
    expect(csv.slice(1).map((row) => row[column])).toEqual(['es'])

    const sales = (await compose()('sales', lead)) as { text: string; html: string }
    expect(sales.text).toContain('Language: Spanish: the customer wrote from the Spanish site')
    expect(sales.html).toContain('Spanish: the customer wrote from the Spanish site')
    const adf = (await compose()('adf', lead)) as { text: string }
    expect(adf.text).toContain('Language: the customer wrote in Spanish')

    const english = await sentFrom('/contact', 'dana@example.com')
    expect(((await compose()('sales', english)) as { text: string }).text).not.toContain('Language')
    expect(((await compose()('adf', english)) as { text: string }).text).not.toContain('Language')
  })

  it('writes the visitor’s confirmation in their language, with the dealer’s phone and nothing they typed', async () => {
    const lead = await sentFrom('/es/contact', 'ana@example.com')
    const mail = (await compose()('confirmation', lead)) as { subject: string; text: string; html: string }
    expect(mail.subject).toBe('Recibimos su mensaje: Lehigh County Golf Carts')
    expect(mail.text).toMatch(/^Hola:\n\nRecibimos su mensaje \(Solicitud de servicio\) el \d{1,2} [a-z]{3,4} \d{4}, \d{1,2}:\d{2} [ap]\.m\. \(hora del Este\)\.\n/)
    expect(mail.text).toContain('Gracias por comunicarse con Lehigh County Golf Carts. Le responderemos en un plazo de 24 horas')
    expect(mail.text).toContain('Si es urgente, llámenos al (888) 555-0142, o escríbanos a')
    expect(mail.text).toContain(`Referencia: ${lead.id}`)
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.html).toContain('<a href="tel:+18885550142">(888) 555-0142</a>')
    // Nothing the visitor typed, in either language.
    expect(mail.text).not.toContain(VALID_CONTACT.message)
    expect(mail.text).not.toContain(VALID_CONTACT.firstName)
    // No English sentence of its own.
    for (const english of ['Hello', 'We received', 'Thank you', 'If it is urgent', 'Reference']) expect(mail.text).not.toContain(english)

    const english = await sentFrom('/contact', 'dana@example.com')
    const englishMail = (await compose()('confirmation', english)) as { subject: string; text: string; html: string }
    expect(englishMail.subject).toBe('We received your contact form: Lehigh County Golf Carts')
    expect(englishMail.text).toMatch(/^Hello,\n\nWe received your contact form \(Service Request\) on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M ET\.\n/)
    expect(englishMail.html).toContain('<html lang="en">')
  })
})
