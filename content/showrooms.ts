/**
 * Where visitors can see, test-drive and buy a cart: two physical showrooms and the
 * online/statewide desk (spec §3 "Showroom location"), and the towns the showroom page
 * lists under "Areas We Serve".
 */
import { business, directionsHref, formatAddress, type OpeningHours, type Phone, type PostalAddress } from './business'
import { openingHours } from './opening-hours'
import { municipalities } from './towns/municipalities'
import { TOWNS } from './towns/towns'

export interface ShowroomLocation {
  /** Anchor and structured-data id: "allentown". */
  id: string
  name: string
  type: 'physical' | 'online'
  /** The city badge: "Allentown", "Statewide". */
  city: string
  /** Physical: the showroom. Online: where online orders are prepared and can be picked up. */
  address: PostalAddress
  phone: Phone
  coordinates: { latitude: number; longitude: number }
  /** The place on the maps service. */
  mapsUrl: string
  /** Route to the address on the maps service ('Directions'). */
  directionsUrl: string
  /** A sentence about the location. */
  summary: string
  hoursLabel: string
  hours: readonly OpeningHours[]
  facebookUrl?: string
  youtubeUrl?: string
  /** A page of this site ("/inventory") or another site. */
  websiteUrl?: string
  reviewUrl?: string
  /** Which of the dealer's editable facts this location shows (the site settings; these fields hold their seed values). */
  facts: { phone: 'main' | 'local'; address: boolean }
}

/** The dealer's editable facts a location shows (a subset of the site settings' facts, domain/settings/facts.ts). */
export interface LocationFacts {
  phones: { main: Phone; local: Phone }
  address: PostalAddress
  geo: { latitude: number; longitude: number }
  hours: { showroom: readonly OpeningHours[] }
}

export function mapsPlaceHref(address: PostalAddress, name: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${formatAddress(address)}`)}`
}

const SCHNECKSVILLE: PostalAddress = {
  street: '5230 Orchard View Drive',
  city: 'Schnecksville',
  region: 'PA',
  postalCode: '18078',
  country: 'US',
}

function location(fields: Omit<ShowroomLocation, 'mapsUrl' | 'directionsUrl'>): ShowroomLocation {
  return { ...fields, mapsUrl: mapsPlaceHref(fields.address, fields.name), directionsUrl: directionsHref(fields.address) }
}

/** A location as the dealer's settings have it now: the phone, the business address and the showroom hours it takes from them. */
export function locationWithFacts(place: ShowroomLocation, facts: LocationFacts): ShowroomLocation {
  const address = place.facts.address ? facts.address : place.address
  return location({
    ...place,
    phone: facts.phones[place.facts.phone],
    address,
    city: place.type === 'physical' ? address.city : place.city,
    coordinates: place.facts.address ? facts.geo : place.coordinates,
    hours: facts.hours.showroom,
  })
}

export const SHOWROOMS: readonly ShowroomLocation[] = [
  location({
    id: 'allentown',
    name: `${business.name} Allentown Showroom`,
    type: 'physical',
    city: business.address.city,
    address: business.address,
    phone: business.phones.main,
    coordinates: business.geo,
    summary: 'Our main showroom and service department, with the full Denago and Evolution line-up on the floor and a test-drive loop out back.',
    hoursLabel: 'Showroom hours',
    hours: openingHours.showroom,
    facebookUrl: 'https://www.facebook.com/lehighcountygolfcarts',
    youtubeUrl: 'https://www.youtube.com/@lehighcountygolfcarts',
    reviewUrl: 'https://g.page/r/lehigh-county-golf-carts-allentown/review',
    facts: { phone: 'main', address: true },
  }),
  location({
    id: 'schnecksville',
    name: `${business.name} Schnecksville Showroom`,
    type: 'physical',
    city: SCHNECKSVILLE.city,
    address: SCHNECKSVILLE,
    phone: business.phones.local,
    coordinates: { latitude: 40.6762, longitude: -75.6171 },
    summary: 'Our northern Lehigh County lot, convenient from Route 309 and Route 100, with off-road and utility models to test on gravel and grass.',
    hoursLabel: 'Showroom hours',
    hours: openingHours.showroom,
    facebookUrl: 'https://www.facebook.com/lehighcountygolfcarts.schnecksville',
    reviewUrl: 'https://g.page/r/lehigh-county-golf-carts-schnecksville/review',
    facts: { phone: 'local', address: false },
  }),
  location({
    id: 'online',
    name: 'Online Sales & Statewide Delivery',
    type: 'online',
    city: 'Statewide',
    address: business.address,
    phone: business.phones.main,
    coordinates: business.geo,
    summary: `Browse the inventory online, settle the details by phone or e-mail, and we deliver anywhere in ${business.state}: free within ${business.county}.`,
    hoursLabel: 'Phone hours',
    hours: openingHours.showroom,
    youtubeUrl: 'https://www.youtube.com/@lehighcountygolfcarts',
    websiteUrl: '/inventory',
    facts: { phone: 'main', address: true },
  }),
]

/** A location's words: its name, its sentence, its hours' label and, for the online desk, its badge (a showroom's is its city). */
export interface ShowroomWords {
  name: string
  summary: string
  hoursLabel: string
  city?: string
}

/** Each location's words by its id: the showroom page's (pages/showroom/+words.ts; in Spanish in content/showrooms-es.ts). */
export const SHOWROOM_WORDS: Readonly<Record<string, ShowroomWords>> = Object.fromEntries(
  SHOWROOMS.map(({ id, type, name, summary, hoursLabel, city }) => [id, { name, summary, hoursLabel, ...(type === 'online' ? { city } : {}) }]),
)

/** A location in a language's words (SHOWROOM_WORDS or its Spanish): what is not a word stays the location's. */
export function locationInWords(location: ShowroomLocation, words: Readonly<Record<string, ShowroomWords>>): ShowroomLocation {
  return { ...location, ...words[location.id] }
}

/** The main showroom, at the business address. */
export const MAIN_SHOWROOM: ShowroomLocation = SHOWROOMS[0]

/** The locations other than the main showroom (the thank-you page lists them). */
export const OTHER_LOCATIONS: readonly ShowroomLocation[] = SHOWROOMS.slice(1)

export interface AreaLink {
  name: string
  href: string
}

/** The 16 Lehigh County towns of the showroom page's "Areas We Serve". */
const AREA_NAMES = [
  'Allentown',
  'Bethlehem',
  'Whitehall',
  'Emmaus',
  'Macungie',
  'Catasauqua',
  'Coplay',
  'Coopersburg',
  'Alburtis',
  'Slatington',
  'Schnecksville',
  'Orefield',
  'Fogelsville',
  'Trexlertown',
  'Breinigsville',
  'Center Valley',
] as const

/** A town's own page (canonical alias path), or else its municipality page. */
export function areaLink(name: string): AreaLink {
  const town = TOWNS.find((t) => t.name === name)
  if (town) return { name, href: town.aliasPath }
  const municipality = municipalities.find((m) => m.name === name)
  if (municipality) return { name, href: municipality.url }
  throw new Error(`No town or municipality page for ${name}`)
}

export const SHOWROOM_AREAS: readonly AreaLink[] = AREA_NAMES.map(areaLink)

/** Where a location's name links: the online desk to its page, a showroom to its place on the map. */
export function locationHref(location: ShowroomLocation): string {
  return location.type === 'online' && location.websiteUrl ? location.websiteUrl : location.mapsUrl
}
