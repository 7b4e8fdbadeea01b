import { describe, expect, it } from 'vitest'
import { SHOWROOMS } from '#app/content/showrooms'
import { showroomJsonLd } from './jsonLd'

describe('showroom structured data', () => {
  it('describes each physical showroom with its own address and phone, under the business', () => {
    const data = showroomJsonLd('https://www.example.com', SHOWROOMS)
    expect(data).toHaveLength(2)
    for (const [index, entry] of data.entries()) {
      const location = SHOWROOMS[index]
      expect(entry['@type']).toEqual(['AutoDealer', 'LocalBusiness'])
      expect(entry.telephone).toBe(location.phone.e164)
      expect(entry.address).toMatchObject({ streetAddress: location.address.street, addressLocality: location.address.city, postalCode: location.address.postalCode })
      expect(entry.parentOrganization).toEqual({ '@id': 'https://www.example.com/#business' })
      expect(entry['@id']).toBe(`https://www.example.com/showroom#${location.id}`)
    }
    expect(data[0].sameAs).toEqual([SHOWROOMS[0].facebookUrl, SHOWROOMS[0].youtubeUrl])
  })
})
