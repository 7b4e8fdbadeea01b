/**
 * The service pages in Spanish (/es/services, /es/enquiries/service, /es/services/booked and
 * /es/services/booking) against the real app and database: the page in es-US with its Spanish
 * heading, title, canonical and alternates, days and times in Spanish, links that stay in
 * Spanish; and the English pages as they were, with no Spanish in them.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1s, mainOf, metaContent, textOf, titleOf, jsonLdOf } from '../helpers/page-text'
import { bookingBody, openWindows, serviceSettings } from '../helpers/service'

let t: TestApp
let reference: string
let token: string
beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
  await serviceSettings(t, 2)
  const [window] = await openWindows(t)
  reference = (await request(t.app).post('/api/service/bookings').set('Origin', TEST_ORIGIN).send(bookingBody(window!.id))).body.reference
  token = await t.services.serviceLinks.token(reference)
}, 60_000)
afterAll(async () => {
  await t.close()
})

const get = async (path: string) => {
  const res = await request(t.app).get(path)
  expect(res.status, path).toBe(200)
  return res.text
}

const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])

/** Links to the site's pages inside <main> (not fragments, tel:, mailto:, assets or the API). */
const pageLinks = (html: string) =>
  [...mainOf(html).matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!).filter((href) => href.startsWith('/') && !href.startsWith('/images/') && !href.startsWith('/api/'))

/**
 * The shared call to action's contact link (components/CallToAction.tsx, not this page's):
 * its words and links are the shared components' to put in Spanish.
 */

/** Words only the Spanish pages say. */
const SPANISH = ['carrito', 'Reserve', 'horario', 'a.m.', 'p.m.', 'espacio', 'Llame al', 'Servicio', 'reparación']

describe('the Spanish service pages', () => {
  it('/es/services: the page in Spanish, its windows worded in Spanish, links kept in Spanish', async () => {
    const html = await get('/es/services')
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual(['Servicio y reparación de carritos de golf'])
    expect(titleOf(html)).toBe('Reparación de carritos de golf: desde $155/hora | Lehigh County Golf Carts')
    expect(metaContent(html, 'description')!.length).toBeLessThanOrEqual(160)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es/services`)
    expect(alternatesOf(html)).toEqual([
      ['en', `${TEST_ORIGIN}/services`],
      ['es', `${TEST_ORIGIN}/es/services`],
      ['x-default', `${TEST_ORIGIN}/services`],
    ])
    const text = textOf(mainOf(html))
    for (const words of ['Nuestros servicios', 'Mantenimiento y reparación', 'Desde $155/hora', 'Según cotización', 'Cubierto por la garantía', 'La mayoría de las reparaciones toman de 24 a 48 horas.', 'Horario de entrega', 'Reservar esta entrega', 'Correo electrónico', 'Si su carrito se daña un domingo, llame al']) {
      expect(text).toContain(words)
    }
    // The windows: a day in full and its times, as the Spanish dates writer words them.
    expect(text).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de [a-z]+ de \d{4} de \d{1,2}:\d\d [ap]\.m\. a \d{1,2}:\d\d [ap]\.m\. (queda 1 espacio|quedan \d+ espacios)/)
    expect(text).not.toMatch(/\b(AM|PM)\b|places? left|Book This Drop-Off/)
    expect(pageLinks(html).every((href) => href.startsWith('/es/') || href === '/es')).toBe(true)
    const services = jsonLdOf(html).filter((d) => d['@type'] === 'Service')
    expect(services.map((s) => s.name)).toEqual(['Mantenimiento y reparación', 'Servicio de baterías', 'Modificaciones a la medida', 'Trabajos de garantía'])
    expect(services[0]!.url).toBe(`${TEST_ORIGIN}/es/services#maintenance-repair`)
  })

  it('/es/enquiries/service: the booking form on its own page, in Spanish', async () => {
    const html = await get('/es/enquiries/service')
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual(['Reserve la entrega de su carrito para servicio'])
    expect(titleOf(html)).toBe('Reserve la entrega de su carrito para servicio | Lehigh County Golf Carts')
    expect(metaContent(html, 'description')!.length).toBeLessThanOrEqual(160)
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es/enquiries/service`)
    // Not indexed (its windows change with every booking): no alternates, as the English page.
    expect(alternatesOf(html)).toEqual([])
    const text = textOf(mainOf(html))
    expect(text).toContain('¿Prefiere hablar con nosotros? Llame al')
    expect(text).toContain('Todos los campos son obligatorios, salvo los marcados como opcionales.')
    expect(text).toMatch(/de \d{1,2}:\d\d [ap]\.m\. a \d{1,2}:\d\d [ap]\.m\./)
    expect(pageLinks(html).every((href) => href.startsWith('/es/'))).toBe(true)
    const crumbs = jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Inicio', `${TEST_ORIGIN}/es`],
      ['Servicios', `${TEST_ORIGIN}/es/services`],
      ['Reserve la entrega de su carrito para servicio', `${TEST_ORIGIN}/es/enquiries/service`],
    ])
  })

  it('/es/services/booked: the reference, the window in Spanish and the cart', async () => {
    const html = await get(`/es/services/booked?ref=${reference}`)
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual(['Su entrega está reservada'])
    expect(titleOf(html)).toBe('Entrega para servicio reservada | Lehigh County Golf Carts')
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es/services/booked`)
    const text = textOf(mainOf(html))
    expect(text).toContain(`Su referencia: ${reference}`)
    expect(text).toMatch(/Entrega [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, de \d{1,2}:\d\d [ap]\.m\. a \d{1,2}:\d\d [ap]\.m\. Carrito Club Car Precedent/)
    expect(textOf(mainOf(await get('/es/services/booked')))).toContain('No encontramos esa reserva.')
  })

  it('/es/services/booking: the customer’s page, its status, windows and answers in Spanish', async () => {
    const html = await get(`/es/services/booking?ref=${reference}&token=${token}`)
    expect(html).toContain('<html lang="es-US"')
    expect(h1s(html)).toEqual(['Su entrega para servicio'])
    expect(titleOf(html)).toBe('Su entrega para servicio | Lehigh County Golf Carts')
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/es/services/booking`)
    const text = textOf(mainOf(html))
    for (const words of ['Estado Reservada', 'Cancelar esta entrega', 'Cambiar a otro horario', 'Cambiar mi entrega']) expect(text).toContain(words)
    expect(text).toMatch(/quedan? \d+ espacios?/)
    expect(textOf(await get(`/es/services/booking?ref=${reference}&token=${token}&outcome=full`))).toContain('Ese horario se acaba de llenar. Por favor, elija otro.')
    expect(textOf(mainOf(await get('/es/services/booking')))).toContain('Este enlace no es válido.')
  })
})

describe('the English service pages are as they were', () => {
  it.each([
    ['/services', 'Golf Cart Service & Repair', ['Our Services', 'From $155/hour', 'Most repairs take 24-48 hours.', 'Book This Drop-Off', 'For a Sunday breakdown, call']],
    ['/enquiries/service', 'Book a Service Drop-Off', ['Prefer to talk? Call', 'All fields are required unless marked optional.', 'Drop-off window']],
    ['/services/booked', 'Your Drop-Off Is Booked', ['We could not find that booking.']],
    ['/services/booking', 'Your Service Drop-Off', ['This link is not valid.']],
  ])('%s', async (path, h1, phrases) => {
    const html = await get(path)
    expect(html).toContain('<html lang="en-US"')
    expect(h1s(html)).toEqual([h1])
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${path}`)
    const main = textOf(mainOf(html))
    for (const phrase of phrases) expect(main).toContain(phrase)
    for (const spanish of SPANISH) expect(main).not.toContain(spanish)
  })

  it('words a booking’s window and status in English', async () => {
    const booked = textOf(mainOf(await get(`/services/booked?ref=${reference}`)))
    expect(booked).toMatch(/Drop-off [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M Cart Club Car Precedent/)
    const page = textOf(mainOf(await get(`/services/booking?ref=${reference}&token=${token}`)))
    expect(page).toContain('Status Booked')
    expect(page).toMatch(/\d+ places? left/)
    for (const spanish of SPANISH) expect(page).not.toContain(spanish)
  })
})
