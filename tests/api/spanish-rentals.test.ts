/**
 * The rental pages in Spanish (/es/rentals, a town's rental page, the reservation form, the
 * thank-you and cancel pages): served in Spanish with their Spanish head, links that stay in
 * Spanish, the availability answer and the month table worded in Spanish on the server, and the
 * English pages exactly as they were, with no Spanish in them.
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app'
import { canonicalOf, h1Of, hrefs, textOf, titleOf } from '../helpers/html'
import { mainOf } from '../helpers/page-text'
import { addUnits, inDays, reservationBody } from '../helpers/rentals'
import { dayText } from '#app/content/dates'
import { ES_DATES } from '#app/content/dates-es'

let t: TestApp
let ref: string
let token: string

beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'es'] })
  await addUnits(t, '4-seater', 1)
  ref = (await request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send(reservationBody())).body.reference
  token = await t.services.reservationLinks.cancelToken(ref)
}, 60_000)

afterAll(async () => {
  await t.close()
})

const get = async (url: string) => {
  const res = await request(t.app).get(url)
  expect(res.status, url).toBe(200)
  return res.text
}

/** Links in the page's own content to pages of the site (not tel:, mailto:, #fragments or assets). */
const pageLinks = (html: string) => hrefs(mainOf(html)).filter((href) => href.startsWith('/') && !href.startsWith('/images/') && !href.startsWith('/api/'))

// The shared closing call to action (components/CallToAction.tsx) still links its contact button to the English page.

interface Case {
  english: string
  spanish: string
  title: string
  h1: string
  englishTitle: string
  englishH1: string
  indexed: boolean
  text: string[]
}

const cases = (): Case[] => [
  {
    english: '/rentals',
    spanish: '/es/rentals',
    title: 'Alquiler de carritos de golf por día, semana o mes',
    h1: 'Alquiler de carritos de golf en Lehigh County',
    englishTitle: 'Golf Cart Rentals: Daily, Weekly & Monthly Plans',
    englishH1: 'Golf Cart Rentals in Lehigh County',
    indexed: true,
    text: ['Consulte la disponibilidad y reserve en línea', 'Alquiler de carrito de golf de 4 plazas', 'Condiciones del alquiler'],
  },
  {
    english: '/rentals/allentown',
    spanish: '/es/rentals/allentown',
    title: 'Alquiler en Allentown | Lehigh County Golf Carts',
    h1: 'Alquiler de carritos de golf en Allentown',
    englishTitle: 'Allentown Golf Cart Rentals | Lehigh County Golf Carts',
    englishH1: 'Allentown Golf Cart Rentals',
    indexed: true,
    text: ['Al servicio de Allentown City, Pensilvania', 'Alquilar en Allentown es fácil', 'Reserve su carrito de golf en Allentown'],
  },
  {
    english: `/rentals/reserve?plan=4-seater&start=${inDays(20)}&days=3&town=Emmaus`,
    spanish: `/es/rentals/reserve?plan=4-seater&start=${inDays(20)}&days=3&town=Emmaus`,
    title: 'Reserve un carrito de alquiler',
    h1: 'Reserve un carrito de alquiler',
    englishTitle: 'Reserve a Rental Cart',
    englishH1: 'Reserve a Rental Cart',
    indexed: false,
    text: ['Su alquiler', dayText(inDays(20), ES_DATES), '3 días, lo recogemos el', 'Dirección de entrega', 'El conductor tiene 18 años o más'],
  },
  {
    english: `/rentals/thank-you?ref=${ref}`,
    spanish: `/es/rentals/thank-you?ref=${ref}`,
    title: 'Reserva de alquiler recibida',
    h1: 'Su carrito está apartado',
    englishTitle: 'Rental Reservation Received',
    englishH1: 'Your Cart Is Held',
    indexed: false,
    text: ['Su número de referencia', 'Lo que sigue', ': del '],
  },
  {
    english: `/rentals/cancel?ref=${ref}&token=${token}`,
    spanish: `/es/rentals/cancel?ref=${ref}&token=${token}`,
    title: 'Cancelar su reserva de alquiler',
    h1: 'Cancelar su reserva de alquiler',
    englishTitle: 'Cancel Your Rental Reservation',
    englishH1: 'Cancel Your Rental Reservation',
    indexed: false,
    text: [`Reserva ${ref}`, 'Cancelar mi reserva'],
  },
]

describe('the rental pages in Spanish', () => {
  it('serves each page in Spanish, with its Spanish head and links that stay in Spanish', async () => {
    for (const c of cases()) {
      const html = await get(c.spanish)
      expect(html, c.spanish).toContain('<html lang="es-US"')
      expect(titleOf(html), c.spanish).toContain(c.title)
      expect(h1Of(html), c.spanish).toEqual([c.h1])
      expect(canonicalOf(html), c.spanish).toBe(`${TEST_ORIGIN}${c.spanish.split('?')[0]}`)
      if (c.indexed) {
        expect(html).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}${c.english}"`)
        expect(html).toContain(`<link rel="alternate" hreflang="es" href="${TEST_ORIGIN}${c.spanish}"`)
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}${c.english}"`)
      }
      const text = textOf(mainOf(html))
      for (const words of c.text) expect(text, c.spanish).toContain(words)
      const english = pageLinks(html).filter((href) => href !== '/es' && !href.startsWith('/es/'))
      expect(english, c.spanish).toEqual([])
    }
  })

  it('keeps the English pages as they were, with no Spanish in them', async () => {
    for (const c of cases()) {
      const html = await get(c.english)
      expect(html, c.english).toContain('<html lang="en-US"')
      expect(titleOf(html), c.english).toContain(c.englishTitle)
      expect(h1Of(html), c.english).toEqual([c.englishH1])
      const text = textOf(mainOf(html))
      for (const words of c.text.filter((w) => !w.startsWith(':'))) expect(text, c.english).not.toContain(words)
      expect(text, c.english).not.toMatch(/[áéíóúñ¿¡]|\b(carrito|alquiler|días)\b/i)
      expect(pageLinks(html).filter((href) => href.startsWith('/es')), c.english).toEqual([])
    }
  })

  it('answers the availability question in Spanish, with dates, the price and the month table', async () => {
    const start = inDays(30)
    const html = await get(`/es/rentals?plan=4-seater&start=${start}&days=3`)
    const text = textOf(mainOf(html))
    expect(text).toContain('Disponible: hay 1 carrito libre todos esos días.')
    expect(text).toContain(`4 plazas: del ${dayText(start, ES_DATES)} al ${dayText(inDays(33), ES_DATES)}.`)
    expect(text).toContain('por 3 días')
    expect(text).toContain('Carritos de 4 plazas libres cada día')
    expect(text).toMatch(/dom lun mar mié jue vie sáb/)
    expect(hrefs(html)).toContain(`/es/rentals/reserve?plan=4-seater&start=${start}&days=3`)
    expect(text).not.toMatch(/Available:|carts free each day|Previous month/)

    const town = await get(`/es/rentals/allentown?plan=utility&start=${start}&days=2`)
    expect(textOf(mainOf(town))).toContain('No disponible: no hay ningún carrito de este tipo libre todos esos días.')
    expect(textOf(mainOf(town))).toContain('Carritos utilitarios libres cada día')
    expect(hrefs(town).some((href) => href.startsWith('/es/rentals/allentown?plan=utility&month='))).toBe(true)
  })

  it('says the availability form’s messages in Spanish', async () => {
    const html = await get('/es/rentals?plan=4-seater&start=2020-01-01&days=40')
    const text = textOf(mainOf(html))
    expect(text).toContain('Elija un día de inicio a partir de mañana; para hoy, llámenos')
    expect(text).toContain('Escriba la cantidad de días, de 1 a 30')
  })

  it('brings the reservation form its Spanish messages for the API’s answers, which stay English', async () => {
    const html = await get('/es/rentals/reserve')
    // The page's words (its context) carry the request's messages in Spanish, and their English keys.
    expect(html).toContain('Confirme que el conductor tiene 18 años o más')
    expect(html).toContain('Choose the town we deliver to')
    const res = await request(t.app).post('/api/rentals/reservations').set('Origin', TEST_ORIGIN).send({ plan: '4-seater' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Please correct the highlighted fields.')
    expect(res.body.fields.town).toBe('Choose the town we deliver to')
  })
})
