import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { Header } from '../components/Header'
import { CHROME } from '../content/chrome'
import type { Language } from '../content/languages'
import { siteFacts } from '../domain/settings/facts'
import { SEED_SETTINGS } from '../domain/settings/settings'
import { staticShell } from './staticShell'
import { PageContextProvider } from './usePageContext'

const FACTS = siteFacts(SEED_SETTINGS, Date.parse('2026-11-24T15:00:00Z'))
const SITE = { origin: 'https://www.example.com', financingUrl: 'https://finance.example.com/apply', languages: ['en' as const] }

/** The page's visible text and its labels, as a reader or a screen reader meets them. */
function words(html: string): string {
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1])
  return [html.replace(/<[^>]+>/g, ' '), ...labels]
    .join(' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

function header(language: Language): string {
  const pageContext = { urlPathname: '/inventory', facts: FACTS, chrome: CHROME[language].header } as unknown as PageContext
  return words(
    renderToStaticMarkup(
      <PageContextProvider pageContext={pageContext}>
        <Header />
      </PageContextProvider>,
    ),
  )
}

describe('the frame of a page in each language', () => {
  it('draws the header in Spanish, with no English word of its own', () => {
    const text = header('es')
    for (const expected of ['Saltar al contenido principal', 'Inicio', 'Inventario', 'Alquiler', 'Sala de exhibición', 'Nosotros', 'Llame ahora', 'Abrir el menú']) {
      expect(text).toContain(expected)
    }
    for (const english of ['Skip to main content', 'Home', 'Inventory', 'Rentals', 'Call Now', 'Open menu', 'Pennsylvania']) expect(text).not.toContain(english)
  })

  it('draws the footer in Spanish, with no English word of its own', () => {
    const text = words(staticShell(SITE, FACTS, 'es'))
    for (const expected of ['Enlaces rápidos', 'Financiamiento', 'Todas las políticas', 'Horario de la sala de exhibición', '(llamada gratuita)', 'Todos los derechos reservados', 'Servimos a']) {
      expect(text).toContain(expected)
    }
    for (const english of ['Quick Links', 'Financing', 'All policies', 'Showroom Hours', '(toll-free)', 'All rights reserved', 'Serving ', 'Privacy Policy']) {
      expect(text).not.toContain(english)
    }
  })

  it('keeps the English frame as it was', () => {
    expect(header('en')).toContain('Skip to main content')
    expect(header('en')).toContain('Call Now')
    const footer = words(staticShell(SITE, FACTS, 'en'))
    expect(footer).toContain('Quick Links')
    expect(footer).toMatch(/© \d{4}-\d{4} Lehigh County Golf Carts\. All rights reserved\./)
  })

  it('caches the footer per language', () => {
    expect(staticShell(SITE, FACTS, 'es')).toBe(staticShell(SITE, FACTS, 'es'))
    expect(staticShell(SITE, FACTS, 'es')).not.toBe(staticShell(SITE, FACTS, 'en'))
  })
})
