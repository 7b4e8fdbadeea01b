import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import type { Language } from '../content/languages'
import type { VehicleSummary } from '../domain/vehicles/vehicle'
import { siteFacts, type SiteFacts } from '../domain/settings/facts'
import { SEED_SETTINGS } from '../domain/settings/settings'
import { textOf } from '../tests/helpers/html'
import { PageContextProvider } from '../renderer/usePageContext'
import { Banner } from './Banner'
import { CallToAction } from './CallToAction'
import { Closures } from './Closures'
import { BusinessHoursCard, ContactDetailsCard } from './ContactDetails'
import { ExternalLink } from './ExternalLink'
import { KeepExploring } from './KeepExploring'
import { MapEmbed } from './MapEmbed'
import { ToastProvider } from './Toaster'
import { VehicleCard } from './VehicleCard'
import { COMMON_WORDS } from './words'

const NOW = Date.parse('2026-11-24T15:00:00Z')

const CART: VehicleSummary = {
  id: 'denago-ev-city',
  name: 'Denago EV City',
  brand: 'Denago',
  category: 'Classic Golf',
  price: 12995,
  description: 'A city cart.',
  image: '/images/carts/placeholder.svg',
  seats: 4,
  topSpeed: '25 mph',
  range: '40 mi',
  inStock: true,
  isNew: true,
  status: 'available',
  roadUse: 'lsv',
  roadUseLabel: 'Street legal (LSV)',
  sale: { price: 11995, endsText: 'Sale ends Nov 30' },
}

function facts(language: Language): SiteFacts {
  const worded = siteFacts(SEED_SETTINGS, NOW, language)
  return {
    ...worded,
    // The dealer's English, as the facts mark it on a page in another language (domain/settings/facts.ts).
    banner: { text: 'Black Friday sale all weekend', link: '/specials', ...(language === 'es' ? { language: 'en' as const } : {}) },
    closures: [{ date: '2026-11-26', dateText: language === 'es' ? 'jueves, 26 de noviembre' : 'Thursday, November 26', departments: ['showroom'], reason: 'Thanksgiving', ...(language === 'es' ? { reasonLanguage: 'en' as const } : {}), hoursText: language === 'es' ? 'Cerrado' : 'Closed' }],
  }
}

/** The components' HTML on a page in `language`, as the server draws it. */
function render(language: Language): string {
  const pageFacts = facts(language)
  const pageContext = { urlPathname: '/about', language, facts: pageFacts, common: COMMON_WORDS[language] } as unknown as PageContext
  return renderToStaticMarkup(
    <PageContextProvider pageContext={pageContext}>
      <ToastProvider>
        <Banner />
        <ContactDetailsCard origin="https://www.example.com" />
        <BusinessHoursCard closures={<Closures closures={pageFacts.closures} headingId="closures" />} />
        <VehicleCard vehicle={CART} />
        <MapEmbed query="Allentown, PA" label="Map" />
        <ExternalLink href="https://finance.example.com">Finance</ExternalLink>
        <KeepExploring />
        <CallToAction title="Title" text="Text" />
      </ToastProvider>
    </PageContextProvider>,
  )
}

/** The visible text with the labels and alternative texts a screen reader reads. */
function words(html: string): string {
  const labels = [...html.matchAll(/(?:aria-label|alt)="([^"]*)"/g)].map((match) => match[1])
  return [textOf(html), ...labels].join(' | ')
}

describe('the shared components on a Spanish page', () => {
  const html = render('es')
  const text = words(html)

  it('speak Spanish', () => {
    for (const expected of [
      'Anuncio',
      'Datos de contacto',
      'Dirección',
      '(las indicaciones se abren en una pestaña nueva)',
      'Teléfono',
      '(llamada gratuita)',
      'Correo electrónico',
      'Sitio web',
      'Horario de atención',
      'Cierres por días festivos y horarios especiales',
      'Cerrado: Thanksgiving',
      'NUEVO',
      'Legal para la calle (LSV)',
      '4 asientos · 25 mph · 40 mi',
      'Precio de oferta:',
      'Precio regular:',
      'Ver detalles',
      'Ver detalles: Denago EV City',
      'Denago EV City, Denago de 4 asientos (classic golf)',
      'Comparar',
      'Mostrar el mapa interactivo',
      'Abrir en Google Maps',
      '(se abre en una pestaña nueva)',
      'Siga explorando',
      'Ver el inventario',
      'Volver al inicio',
      'Llame al',
      'Contáctenos',
      'Notificaciones',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('say no English of their own', () => {
    for (const english of [
      'Announcement',
      'Contact Details',
      'Address',
      'Phone',
      'toll-free',
      'Email',
      'Website',
      'Business Hours',
      'Holiday closures',
      'Closed',
      'NEW',
      'Street legal',
      'seats',
      'Sale price',
      'Regular price',
      'View Details',
      'Compare',
      'Show interactive map',
      'Open in',
      'opens in a new tab',
      'Keep exploring',
      'Browse Inventory',
      'Back to Home',
      'Call ',
      'Contact Us',
      'Notifications',
    ]) {
      expect(text).not.toContain(english)
    }
  })

  it('mark the dealer’s own words as English and keep links on Spanish pages', () => {
    expect(html).toContain('<p class="container site-banner-text" lang="en"><a href="/es/specials">Black Friday sale all weekend</a></p>')
    expect(html).toContain('<span lang="en">Thanksgiving</span>')
    const links = [...html.matchAll(/ (?:href|action)="(\/[^"]*)"/g)].map((match) => match[1]).filter((path) => !path.startsWith('/images/'))
    expect(links.length).toBeGreaterThan(5)
    for (const path of links) expect(path).toMatch(/^\/es(\/|$)/)
  })
})

describe('the shared components on an English page', () => {
  const html = render('en')

  it('speak English as they did, with no Spanish and no language marks', () => {
    const text = words(html)
    for (const expected of ['Announcement', 'Contact Details', '(toll-free)', 'Business Hours', 'Closed: Thanksgiving', 'View Details: Denago EV City', '4 seats · 25 mph · 40 mi', 'Denago EV City, 4-seat Denago classic golf', 'Back to Home', 'Contact Us']) {
      expect(text).toContain(expected)
    }
    for (const spanish of ['Anuncio', 'Teléfono', 'Cerrado', 'Ver detalles', 'asientos', 'Volver', 'Contáctenos', 'pestaña']) expect(text).not.toContain(spanish)
    expect(html).not.toContain('lang="en"')
    expect(html).not.toContain('href="/es')
  })
})

describe('the words reach the browser with the page only', () => {
  it('no module but the server’s frame and static shell imports components/words.ts (the browser gets its type only)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { dirname, join, relative, resolve } = await import('node:path')
    const root = join(__dirname, '..')
    const importers: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (['node_modules', 'dist', '.git', 'tests'].includes(name)) continue
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const sources = [...readFileSync(path, 'utf8').matchAll(/^import (?!type )[^;\n]*from '([^']+)'/gm)].map((m) => m[1]!)
          const words = join(root, 'components', 'words')
          if (sources.some((source) => (source.startsWith('#app/') ? join(root, source.slice(5)) : resolve(dirname(path), source)) === words)) importers.push(relative(root, path))
        }
      }
    }
    walk(root)
    expect(importers.sort()).toEqual(['renderer/frame.ts', 'renderer/staticShell.tsx'])
  })
})

describe('the gallery on a Spanish page', () => {
  it('names its photos and controls in Spanish', async () => {
    const { Gallery } = await import('./Gallery')
    const photo = (id: string) => ({ id, width: 1600, height: 1200, variants: [{ format: 'jpeg' as const, width: 480, height: 360, url: `/photos/${id}-480.jpg` }] })
    const pageContext = { language: 'es', common: COMMON_WORDS.es } as unknown as PageContext
    const html = renderToStaticMarkup(
      <PageContextProvider pageContext={pageContext}>
        <Gallery photos={[photo('a'.repeat(16)), photo('b'.repeat(16))]} alt="Denago EV City" label="Fotos del Denago EV City" />
      </PageContextProvider>,
    )
    const text = words(html)
    for (const expected of ['2 fotos; deslice hacia el lado para ver la siguiente', 'Denago EV City, foto 2 de 2', 'Foto 1 de 2', 'Foto anterior', 'Foto siguiente', 'Pantalla completa']) expect(text).toContain(expected)
    for (const english of ['photo', 'Photo', 'scroll', 'Previous', 'Next', 'Full screen']) expect(text).not.toContain(english)
  })
})
