import { describe, expect, it } from 'vitest'
import { cleanReferrer, cleanSourcePage, readVisit, visitFieldsFor } from './visit'

const OWN = ['https://www.lehighcountygolfcarts.com', 'http://127.0.0.1:3000']

describe('the visit from the hidden fields', () => {
  it.each([
    ['/vehicles/denago-ev-city', '/vehicles/denago-ev-city'],
    // The home page's featured carts link to the singular alias: one canonical path for the inbox's filter.
    ['/vehicle/denago-ev-city', '/vehicles/denago-ev-city'],
    ['/vehicle/denago-ev-city?utm_source=home', '/vehicles/denago-ev-city'],
    ['/vehicles-of-the-month', '/vehicles-of-the-month'],
    ['/rentals/emmaus?utm_source=x#plans', '/rentals/emmaus'],
    ['/', '/'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/a b', null],
    ['javascript:alert(1)', null],
    ['/x\u0000', null],
    [`/${'a'.repeat(600)}`, null],
    [42, null],
  ])('sourcePage %j is %j', (value, expected) => {
    expect(cleanSourcePage(value)).toBe(expected)
  })

  it.each([
    ['https://www.google.com/search?q=golf+carts+near+me', 'https://www.google.com/search'],
    ['http://news.example/article#top', 'http://news.example/article'],
    ['https://www.lehighcountygolfcarts.com/inventory', null],
    ['http://127.0.0.1:3000/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
  ])('referrer %j is %j', (value, expected) => {
    expect(cleanReferrer(value, OWN)).toBe(expected)
  })

  it('keeps only the five utm tags, short and printable', () => {
    const visit = readVisit(
      {
        sourcePage: '/rentals',
        referrer: 'https://www.facebook.com/',
        utm_source: ' facebook ',
        utm_medium: 'x'.repeat(201),
        utm_campaign: 'spring\u0007sale',
        utm_content: 'banner',
        utm_id: '123',
        gclid: 'abc',
      },
      OWN,
    )
    expect(visit).toEqual({ sourcePage: '/rentals', referrer: 'https://www.facebook.com/', campaign: { utm_source: 'facebook', utm_content: 'banner' } })
    expect(readVisit(null, OWN)).toEqual({})
    expect(readVisit({ utm_source: ['a', 'b'] }, OWN)).toEqual({})
  })

  it('renders the page path and its URL utm tags into the fields', () => {
    expect(visitFieldsFor('/services', { utm_source: 'mail', utm_medium: 'newsletter', ref: 'x' })).toEqual({
      sourcePage: '/services',
      referrer: '',
      utm_source: 'mail',
      utm_medium: 'newsletter',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
    })
  })
})
