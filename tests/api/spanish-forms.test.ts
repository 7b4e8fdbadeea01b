/**
 * The lead forms' pages in Spanish (/es/contact, /es/enquiries/:kind, /es/thank-you and
 * /es/thank-you/:kind): their words, links and head in Spanish, the forms' labels and
 * messages, a Spanish no-JavaScript post; and the English pages as they were.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayOfWeek, dealerToday } from '#app/domain/leads/enquiries'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, mainOf, metaContent, textOf, titleOf } from '../helpers/page-text'
import { hrefs } from '../helpers/html'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
})
afterAll(async () => {
  await t.close()
})

const today = dealerToday()
const sunday = (() => {
  for (let n = 1; ; n++) if (dayOfWeek(addDays(today, n)) === 0) return addDays(today, n)
})()
const weekday = (() => {
  const day = addDays(today, 3)
  return dayOfWeek(day) === 0 ? addDays(day, 1) : day
})()

/**
 * Links the shared components on these pages still draw in English (components/KeepExploring.tsx,
 * the website link of components/ContactDetails.tsx), being put in Spanish with those components.
 */

/** Words only the Spanish pages say: none may appear on an English page. */
const SPANISH = /Contáctenos|millas|Calcule|ahorro|Envíenos|prueba de manejo|alquiler|¡Gracias|Qué sigue|Llame ahora|Correo electrónico|Nombre|Apellido|Teléfono|obligatorios/

const PAGES = [
  { es: '/es/contact', en: '/contact', indexed: true, h1: 'Contáctenos', title: /^Contáctenos/, english: 'Contact Us', says: ['Envíenos un mensaje', 'Correo electrónico', 'Me interesa', 'Solicitud de servicio', 'Enviar mensaje'] },
  { es: '/es/enquiries/test-drive', en: '/enquiries/test-drive', h1: 'Solicite una prueba de manejo', title: /^Solicite una prueba de manejo/, english: 'Request a Test Drive', says: ['Elija un carrito', 'Día preferido', 'De lunes a sábado', 'Mañana (9 a.m. - 12 p.m.)', 'Solicitar prueba de manejo'] },
  { es: '/es/enquiries/rental', en: '/enquiries/rental', h1: 'Solicite un alquiler', title: /^Solicite un alquiler/, english: 'Request a Rental', says: ['De 6 asientos', 'Fecha de inicio', 'Localidad de entrega', 'Otro lugar (indíquelo en el mensaje)', 'Solicitar alquiler'] },
  { es: '/es/enquiries/trade-in', en: '/enquiries/trade-in', h1: 'Cotice su carrito en parte de pago', title: /^Cotice su carrito/, english: 'Value Your Trade-In', says: ['Marca', 'Modelo', 'Regular: funciona, pero necesita algo de trabajo', 'Enviar datos del intercambio'] },
  { es: '/es/eco-impact', en: '/eco-impact', indexed: true, h1: '¿Cuánto se ahorra con un carrito eléctrico?', title: /^Calculadora ecológica/, english: 'How Much Does Going Electric Save?', says: ['Calcule su impacto ambiental', 'Millas por semana', 'De 1 a 500 millas.', 'Campo de golf', '10 años', 'Por qué elegir un eléctrico', 'Más de $1,200', 'Ver carritos de golf eléctricos'] },
  { es: '/es/thank-you', en: '/thank-you', h1: '¡Gracias por comunicarse con nosotros!', title: /^Gracias por comunicarse/, english: 'Thank You for Contacting Us!', says: ['Tiempo de respuesta', 'Le responderemos en un plazo de 24 horas', 'Revisamos su mensaje', 'Llame ahora'] },
  { es: '/es/thank-you/test-drive', en: '/thank-you/test-drive', h1: '¡Gracias!', title: /^Gracias: Recibimos su solicitud de prueba de manejo/, english: 'Your test drive request is in', says: ['Qué sigue', 'Traiga su licencia de conducir'] },
  { es: '/es/thank-you/rental', en: '/thank-you/rental', h1: '¡Gracias!', title: /^Gracias: Recibimos su solicitud de alquiler/, english: 'Your rental request is in', says: ['Su carrito llega limpio'] },
  { es: '/es/thank-you/trade-in', en: '/thank-you/trade-in', h1: '¡Gracias!', title: /^Gracias: Recibimos los datos/, english: 'Your trade-in details are in', says: ['Nuestro equipo de ventas busca carritos'] },
]

describe('the lead forms’ pages in Spanish', () => {
  it.each(PAGES)('$es is in Spanish, with its links, canonical and alternates', async (page) => {
    const res = await request(t.app).get(page.es).expect(200)
    expect(res.text).toContain('<html lang="es-US"')
    expect(h1s(res.text)).toEqual([page.h1])
    expect(titleOf(res.text)).toMatch(page.title)
    expect(canonicalOf(res.text)).toMatch(new RegExp(`/es/${page.es.slice(4)}$`))
    // The forms' own pages and the thank-you pages are kept out of search results: no alternates to name.
    if ('indexed' in page) {
      expect(res.text).toContain(`hreflang="en" href="${TEST_ORIGIN}${page.en}"`)
      expect(res.text).toContain(`hreflang="es" href="${TEST_ORIGIN}${page.es}"`)
    } else expect(res.text).toContain('<meta name="robots" content="noindex')
    expect(titleOf(res.text).replace(/ \| .*$/, '').length).toBeLessThanOrEqual(60)
    expect(metaContent(res.text, 'description')!.length).toBeLessThanOrEqual(160)
    const main = mainOf(res.text)
    const text = textOf(main)
    for (const words of page.says) expect(text).toContain(words)
    expect(text).not.toContain(page.english)
    // Every internal link in the page's own content stays in Spanish.
    const internal = hrefs(main).filter((href) => href.startsWith('/') && !href.startsWith('/images/') && !href.startsWith('/api/'))
    expect(internal.filter((href) => href !== '/es' && !href.startsWith('/es/')), page.es).toEqual([])
    // A form names the Spanish page it was sent from, so its lead is kept as written in Spanish.
    if (main.includes('<form method="post"') || main.includes('method="post"')) expect(main).toContain(`name="sourcePage" value="${page.es}"`)
  })

  it.each(PAGES)('$en stays in English, with no Spanish', async (page) => {
    const res = await request(t.app).get(page.en).expect(200)
    expect(res.text).toContain('<html lang="en-US"')
    const text = textOf(mainOf(res.text))
    expect(text).toContain(page.english)
    expect(text).not.toMatch(SPANISH)
    expect(titleOf(res.text)).not.toMatch(SPANISH)
  })

  it('an English form posts to the English page and records no language', async () => {
    const res = await request(t.app).get('/enquiries/test-drive').expect(200)
    expect(res.text).toContain('action="/enquiries/test-drive"')
    expect(res.text).toContain('name="sourcePage" value="/enquiries/test-drive"')
    const spanish = await request(t.app).get('/es/enquiries/test-drive').expect(200)
    expect(spanish.text).toContain('name="sourcePage" value="/es/enquiries/test-drive"')
  })
})

describe('the Spanish eco-impact calculator without JavaScript', () => {
  it('answers with the results in Spanish, the numbers as in English', async () => {
    const res = await request(t.app).get('/es/eco-impact?miles=20&usage=golf_course&years=3').expect(200)
    const text = textOf(mainOf(res.text))
    expect(text).toContain('Impacto ambiental en 3 años')
    expect(text).toContain('20 millas por semana, uso en campo de golf: 7,800 millas en 3 años.')
    expect(text).toContain('Desglose de costos')
    expect(text).toMatch(/\$1,\d{3}/)
    expect(res.text).toContain('Costo del combustible de un carrito de gasolina frente a la electricidad de uno eléctrico en 3 años')
    expect(res.text).toContain('action="/es/eco-impact#calculator"')
    const english = textOf(mainOf((await request(t.app).get('/eco-impact?miles=20&usage=golf_course&years=3').expect(200)).text))
    expect(english).toContain('20 miles a week, golf course use: 7,800 miles over 3 years.')
    expect(english).toContain('Environmental Impact Over 3 Years')
  })

  it('says what is wrong with the miles in Spanish', async () => {
    const res = await request(t.app).get('/es/eco-impact?miles=900').expect(200)
    expect(textOf(mainOf(res.text))).toContain('Las millas por semana pueden ser como máximo 500. Escriba un número de 1 a 500.')
    const english = await request(t.app).get('/eco-impact?miles=900').expect(200)
    expect(textOf(mainOf(english.text))).toContain('Miles per week can be at most 500. Enter a number from 1 to 500.')
  })
})

describe('a Spanish test drive enquiry without JavaScript', () => {
  const PERSON = { firstName: 'Ana', lastName: 'Rivera', email: 'ana.rivera@example.com', phone: '(610) 555-0123' }
  // What the Spanish page's form sends: its action is the path the server takes posts at, its hidden field the Spanish page.
  const FORM = { ...PERSON, vehicleId: 'denago-ev-city', preferredDay: weekday, timeOfDay: 'morning', message: '', sourcePage: '/es/enquiries/test-drive', referrer: '' }
  const count = () => t.services.leads.count()

  it('posts where the server takes it', async () => {
    const page = await request(t.app).get('/es/enquiries/test-drive?vehicle=denago-ev-city').expect(200)
    expect(page.text).toContain('action="/es/enquiries/test-drive"')
    expect(page.text).toContain('name="sourcePage" value="/es/enquiries/test-drive"')
  })

  it('with one bad field stores nothing and comes back with its message', async () => {
    const before = await count()
    const res = await request(t.app).post('/es/enquiries/test-drive').type('form').send({ ...FORM, preferredDay: sunday }).expect(400)
    expect(res.text).toContain('id="test-drive-preferredDay-error" class="field-error"')
    // The page it came from is still the Spanish one.
    expect(res.text).toContain('name="sourcePage" value="/es/enquiries/test-drive"')
    expect(await count()).toBe(before)
  })

  it('with one bad field comes back on the Spanish page, in Spanish', async () => {
    const res = await request(t.app).post('/es/enquiries/test-drive').type('form').send({ ...FORM, preferredDay: sunday }).expect(400)
    expect(res.text).toContain('<html lang="es-US"')
    expect(res.text).toContain('Por favor, corrija los campos señalados.')
    expect(res.text).toContain('<p id="test-drive-preferredDay-error" class="field-error">Los domingos estamos cerrados. Por favor, elija otro día</p>')
    // What the page shows: the message in Spanish (the server's English one stays in the form's state only).
    expect(textOf(res.text)).not.toContain('We are closed on Sundays')
  })

  it('when valid is stored with the language it was written in', async () => {
    const before = new Set((await t.db.all<{ id: string }>('SELECT id FROM leads')).map((row) => row.id))
    const res = await request(t.app).post('/es/enquiries/test-drive').type('form').send(FORM).expect(303)
    expect(res.headers.location).toBe('/es/thank-you/test-drive')
    const rows = (await t.db.all<{ id: string; kind: string; language: string }>('SELECT id, kind, language FROM leads')).filter((row) => !before.has(row.id))
    expect(rows).toEqual([{ id: expect.any(String), kind: 'test-drive', language: 'es' }])
  })
})
