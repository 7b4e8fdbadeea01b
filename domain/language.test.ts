import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../content/languages'
import { fill, languageAlternates, pathInLanguage, placeholders, plural, splitLanguagePath, urlInLanguage } from './language'

describe('a page’s language from its path', () => {
  it('reads English at the root and Spanish under /es, and gives the page’s own path', () => {
    expect(splitLanguagePath('/', LANGUAGES)).toEqual({ language: 'en', path: '/' })
    expect(splitLanguagePath('/inventory', LANGUAGES)).toEqual({ language: 'en', path: '/inventory' })
    expect(splitLanguagePath('/es', LANGUAGES)).toEqual({ language: 'es', path: '/' })
    expect(splitLanguagePath('/es/rentals/allentown', LANGUAGES)).toEqual({ language: 'es', path: '/rentals/allentown' })
  })

  it('does not take a path that merely starts with the letters for Spanish', () => {
    expect(splitLanguagePath('/espanol', LANGUAGES)).toEqual({ language: 'en', path: '/espanol' })
    expect(splitLanguagePath('/estates-golf-carts', LANGUAGES)).toEqual({ language: 'en', path: '/estates-golf-carts' })
  })

  it('reads only the prefixes of the languages given: an unpublished language’s path is an English one', () => {
    expect(splitLanguagePath('/es/inventory', ['en'])).toEqual({ language: 'en', path: '/es/inventory' })
  })

  it('puts a path, its query and its fragment in a language, and back', () => {
    expect(pathInLanguage('/', 'es')).toBe('/es')
    expect(pathInLanguage('/?utm_source=flyer', 'es')).toBe('/es?utm_source=flyer')
    expect(pathInLanguage('/inventory?brand=denago&road=lsv', 'es')).toBe('/es/inventory?brand=denago&road=lsv')
    expect(pathInLanguage('/policies/return-policy#refunds', 'es')).toBe('/es/policies/return-policy#refunds')
    expect(pathInLanguage('/inventory?brand=denago', 'en')).toBe('/inventory?brand=denago')
    // Once is enough.
    expect(pathInLanguage(pathInLanguage('/vehicles/x?a=1', 'es'), 'es')).toBe('/es/vehicles/x?a=1')
    expect(pathInLanguage('/es', 'es')).toBe('/es')
    expect(pathInLanguage('/estates-golf-carts', 'es')).toBe('/es/estates-golf-carts')
    expect(urlInLanguage('https://www.example.com/rentals/cancel?ref=R1&token=a%2Bb', 'es')).toBe('https://www.example.com/es/rentals/cancel?ref=R1&token=a%2Bb')
    expect(urlInLanguage('https://www.example.com/services/booking?ref=S1', 'en')).toBe('https://www.example.com/services/booking?ref=S1')
    for (const path of ['/', '/contact', '/rentals/emmaus']) expect(splitLanguagePath(pathInLanguage(path, 'es'), LANGUAGES)).toEqual({ language: 'es', path })
  })

  it('lists the page in each language and English as the default, for hreflang', () => {
    expect(languageAlternates('/rentals')).toEqual([
      ['en', '/rentals'],
      ['es', '/es/rentals'],
      ['x-default', '/rentals'],
    ])
  })
})

describe('plural forms', () => {
  const carts = { one: '{count} cart', other: '{count} carts' }
  const carritos = { one: '{count} carrito', many: '{count} de carritos', other: '{count} carritos' }

  it('follows each language’s rules', () => {
    expect([0, 1, 2, 1.5].map((n) => plural('en', n, carts))).toEqual(['{count} carts', '{count} cart', '{count} carts', '{count} carts'])
    expect([0, 1, 2, 1_000_000].map((n) => plural('es', n, carritos))).toEqual(['{count} carritos', '{count} carrito', '{count} carritos', '{count} de carritos'])
  })

  it('falls back to the other form when a form is missing', () => {
    expect(plural('es', 1_000_000, { one: 'un carrito', other: 'carritos' })).toBe('carritos')
  })
})

describe('placeholders', () => {
  it('fills the named ones and leaves an unknown one as it is', () => {
    expect(fill('Call {phone}', { phone: '(888) 555-0142' })).toBe('Call (888) 555-0142')
    expect(fill('© {from}-{to}', { from: 2020, to: 2026 })).toBe('© 2020-2026')
    expect(fill('{known} and {unknown}', { known: 'a' })).toBe('a and {unknown}')
  })

  it('names a message’s placeholders, sorted', () => {
    expect(placeholders('{to} then {from}, {to}')).toEqual(['from', 'to', 'to'])
    expect(placeholders('none')).toEqual([])
  })
})
