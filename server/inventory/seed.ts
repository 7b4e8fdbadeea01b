/**
 * Seed inventory: the Denago and Evolution line-ups (list prices and specifications from
 * the manufacturers' published line-up), plus a few pre-owned units. Applied once.
 */
import type { Vehicle } from '#app/domain/vehicles/vehicle'
import { CAUTIOUS_ROAD_USE, type RoadUse } from '#app/domain/vehicles/road-use'
import { slugify } from '#app/content/towns/municipalities'
import { FEATURED_PRICES } from '#app/content/featured'

/** A seed unit: the public record plus its place in the default order. */
export type SeedVehicle = Vehicle & { sortOrder: number }

interface Series {
  brand: 'Denago' | 'Evolution'
  /** The line-up's series column (../shared/spec/model-lineup.md): "Street Legal", "Utility", "D5 Ranger" … */
  lineupSeries: string
  category: string
  /** Artwork file stem under /images/carts/. */
  art: string
  intro: string
  features: string[]
  externalBase?: string
}

const SERIES: Record<string, Series> = {
  'EV City': {
    brand: 'Denago',
    lineupSeries: 'Street Legal',
    category: 'EV City Street Legal',
    art: 'denago-city',
    intro:
      'A street-legal low-speed vehicle built for errands, campus runs and neighborhood streets where 25 mph roads are the norm.',
    features: ['DOT-compliant lighting, mirrors and seat belts', 'VIN and title for registration', 'Backup camera and touchscreen display', 'Hydraulic disc brakes on all four wheels', 'Windshield with wiper'],
    externalBase: 'https://www.denagoev.com/ev-city',
  },
  'EV Nomad': {
    brand: 'Denago',
    lineupSeries: 'Off-Road',
    category: 'EV Nomad Off-Road',
    art: 'denago-nomad',
    intro: 'A lifted, off-road-ready cart with all-terrain tires for trails, farms and rougher ground.',
    features: ['Lifted suspension with all-terrain tires', 'LED light bar and headlights', 'Rear cargo rack', 'Bluetooth sound bar', 'Maintenance-free lithium battery'],
    externalBase: 'https://www.denagoev.com/ev-nomad',
  },
  'EV Rover': {
    brand: 'Denago',
    lineupSeries: 'Utility',
    category: 'EV Rover Utility',
    art: 'denago-rover',
    intro: 'A utility vehicle with a tilting dump bed and a high payload for properties, grounds crews and job sites.',
    features: ['Tilting steel dump bed', 'Heavy-duty leaf-spring rear suspension', 'Towing hitch', 'LED work lights', 'Regenerative braking'],
  },
  Carrier: {
    brand: 'Evolution',
    lineupSeries: 'Carrier',
    category: 'Carrier Shuttle',
    art: 'evolution-carrier',
    intro: 'A people mover with forward-facing rows for resorts, campgrounds, event venues and large families.',
    features: ['Forward-facing bench rows', 'Extended roof with grab handles', 'Onboard charger', 'LED headlights and taillights', 'Rear-view mirror and horn'],
  },
  Classic: {
    brand: 'Evolution',
    lineupSeries: 'Classic',
    category: 'Classic Golf',
    art: 'evolution-classic',
    intro: 'The traditional golf cart shape with a modern lithium drivetrain, at the friendliest price in the line-up.',
    features: ['Bag holder and sweater basket', 'Folding windshield', 'Lithium battery with onboard charger', 'USB charging port', 'Standard roof'],
  },
  'D5 Maverick': {
    brand: 'Evolution',
    lineupSeries: 'D5 Maverick',
    category: 'D5 Maverick',
    art: 'evolution-maverick',
    intro: 'A lifted D5 with a sportier stance and off-road tires, at home on gravel lanes and campground roads.',
    features: ['Lifted chassis with off-road tires', '10-inch touchscreen with Bluetooth', 'LED light package', 'Folding rear seat or cargo deck', 'Independent front suspension'],
    externalBase: 'https://www.evolutionevs.com/d5-maverick',
  },
  'D5 Ranger': {
    brand: 'Evolution',
    lineupSeries: 'D5 Ranger',
    category: 'D5 Ranger',
    art: 'evolution-ranger',
    intro: 'The best-selling D5 platform on street tires: smooth, quiet and comfortable for neighborhoods and communities.',
    features: ['Street tires on alloy wheels', '10-inch touchscreen with Bluetooth', 'LED light package', 'Folding rear seat', 'Independent front suspension'],
    externalBase: 'https://www.evolutionevs.com/d5-ranger',
  },
  'D6 Max': {
    brand: 'Evolution',
    lineupSeries: 'D6 Max',
    category: 'D6 Max Premium',
    art: 'evolution-d6',
    intro: 'The flagship D6 Max: more power, more range and premium finishes for buyers who want the best in the line-up.',
    features: ['High-output AC motor', 'Premium diamond-stitched seats', '12-inch touchscreen with Apple CarPlay', 'Four-wheel hydraulic disc brakes', 'Full LED lighting with turn signals'],
    externalBase: 'https://www.evolutionevs.com/d6-max',
  },
  Forester: {
    brand: 'Evolution',
    lineupSeries: 'Forester',
    category: 'Forester Off-Road',
    art: 'evolution-forester',
    intro: 'An off-road Evolution with extra ground clearance and a rugged build for wooded lots and hunting land.',
    features: ['Extra ground clearance', 'All-terrain tires', 'Front brush guard', 'LED light bar', 'Rear cargo deck'],
  },
  Turfman: {
    brand: 'Evolution',
    lineupSeries: 'Turfman',
    category: 'Turfman Utility',
    art: 'evolution-turfman',
    intro: 'A purpose-built work vehicle with a cargo bed for golf courses, farms, schools and facilities teams.',
    features: ['Steel cargo bed', 'Heavy-duty rear suspension', 'Trailer hitch', 'Work lights', 'Low-maintenance drivetrain'],
  },
}

interface LineupRow {
  model: string
  series: keyof typeof SERIES
  price: number
  seats: number
  topSpeed: number
  range: number
  volts: 48 | 72
  payload: number
}

/** [model, series, list price, seats, top speed, range, battery volts, payload] */
const LINEUP: LineupRow[] = (
  [
    ['DENAGO EV CITY', 'EV City', 15000, 2, 25, 40, 72, 500],
    ['DENAGO EV NOMAD', 'EV Nomad', 8495, 2, 20, 35, 48, 400],
    ['DENAGO EV NOMAD XL', 'EV Nomad', 8495, 4, 20, 35, 48, 600],
    ['DENAGO EV ROVER XL', 'EV Rover', 9995, 2, 25, 45, 72, 800],
    ['DENAGO EV ROVER XL6', 'EV Rover', 11995, 6, 25, 40, 72, 1000],
    ['DENAGO EV ROVER XXL', 'EV Rover', 11995, 4, 25, 40, 72, 1200],
    ['EVolution Carrier 6 Plus', 'Carrier', 9595, 6, 25, 40, 72, 750],
    ['EVolution Carrier 8 Plus', 'Carrier', 13995, 8, 25, 35, 72, 1000],
    ['EVolution Classic 2 Plus', 'Classic', 6695, 2, 20, 30, 48, 400],
    ['EVolution Classic 2 Pro', 'Classic', 6995, 2, 20, 35, 48, 450],
    ['EVolution Classic 4 Plus', 'Classic', 6995, 4, 20, 30, 48, 500],
    ['EVolution Classic 4 Pro', 'Classic', 6995, 4, 20, 35, 48, 550],
    ['EVolution D5 Maverick 2+2 Plus', 'D5 Maverick', 8995, 4, 25, 40, 72, 600],
    ['EVolution D5 Maverick 2+2', 'D5 Maverick', 8595, 4, 25, 40, 72, 600],
    ['EVolution D5 Maverick 4+2 Plus', 'D5 Maverick', 9995, 6, 25, 35, 72, 750],
    ['EVolution D5 Maverick 4 Plus', 'D5 Maverick', 9995, 4, 25, 40, 72, 650],
    ['EVolution D5 Maverick 4', 'D5 Maverick', 9595, 4, 25, 40, 72, 650],
    ['EVolution D5 Maverick 6 Plus', 'D5 Maverick', 11595, 6, 25, 35, 72, 750],
    ['EVolution D5 Maverick 6', 'D5 Maverick', 11195, 6, 25, 35, 72, 750],
    ['EVolution D5 Ranger 2+2 Plus', 'D5 Ranger', 8995, 4, 25, 40, 72, 600],
    ['EVolution D5 Ranger 2+2', 'D5 Ranger', 8595, 4, 25, 40, 72, 600],
    ['EVolution D5 Ranger 4+2 Plus', 'D5 Ranger', 9995, 6, 25, 35, 72, 750],
    ['EVolution D5 Ranger 4 Plus', 'D5 Ranger', 9595, 4, 25, 40, 72, 650],
    ['EVolution D5 Ranger 4', 'D5 Ranger', 9195, 4, 25, 40, 72, 650],
    ['EVolution D5 Ranger 6 Plus', 'D5 Ranger', 11595, 6, 25, 35, 72, 750],
    ['EVolution D5 Ranger 6', 'D5 Ranger', 11195, 6, 25, 35, 72, 750],
    ['EVolution D6 Max GT4', 'D6 Max', 15995, 4, 30, 45, 72, 700],
    ['EVolution D6 Max GT6', 'D6 Max', 17995, 6, 30, 40, 72, 850],
    ['EVolution D6 Max XT4', 'D6 Max', 15595, 4, 28, 45, 72, 700],
    ['EVolution D6 Max XT6', 'D6 Max', 17595, 6, 28, 40, 72, 850],
    ['EVolution Forester 4 Plus', 'Forester', 8995, 4, 25, 40, 72, 650],
    ['EVolution Forester 6 Plus', 'Forester', 10995, 6, 25, 35, 72, 750],
    ['EVolution Turfman 200', 'Turfman', 5995, 2, 15, 25, 48, 800],
    ['EVolution Turfman 800', 'Turfman', 7995, 2, 20, 30, 72, 1000],
    ['EVolution Turfman 1000', 'Turfman', 9995, 2, 25, 35, 72, 1200],
  ] as const
).map(([model, series, price, seats, topSpeed, range, volts, payload]) => ({
  model,
  series,
  price,
  seats,
  topSpeed,
  range,
  volts,
  payload,
}))


/**
 * What a model is under Pennsylvania law, from the line-up's facts: the Street Legal series is
 * sold as a low-speed vehicle; a top speed of 20 mph or less makes a golf cart; the Utility and
 * Off-Road series above that are for private land. Anything else is not settled by the facts,
 * so the cautious value (a golf cart, not street legal) stands until the dealer sets it.
 */
export function roadUseFromLineup(lineupSeries: string, topSpeedMph: number): RoadUse {
  if (lineupSeries === 'Street Legal') return 'lsv'
  if (topSpeedMph <= 20) return 'golf-cart'
  if (lineupSeries === 'Utility' || lineupSeries === 'Off-Road') return 'off-road'
  return CAUTIOUS_ROAD_USE
}

/** New units on order rather than on the lot. */
const ON_ORDER = new Set(['evolution-d6-max-gt6', 'evolution-turfman-1000', 'denago-ev-rover-xxl'])

/** "EVolution D5 Ranger 2+2 Plus" -> "EVolution D5 Ranger 2+2 Plus"; "DENAGO EV CITY" -> "Denago EV City". */
function displayName(model: string): string {
  if (!model.startsWith('DENAGO')) return model
  return model
    .split(' ')
    .map((word) => (word === 'DENAGO' ? 'Denago' : word === 'EV' || /\d/.test(word) || word.length <= 3 ? word : word[0] + word.slice(1).toLowerCase()))
    .join(' ')
}

function seatsPhrase(seats: number): string {
  return seats === 2 ? 'two riders' : `${seats} passengers`
}

function describe(row: LineupRow, series: Series): string {
  const name = displayName(row.model)
  return `${series.intro} The ${name} seats ${seatsPhrase(row.seats)}, reaches ${row.topSpeed} mph and travels up to ${row.range} miles per charge on its ${row.volts}V lithium battery, with a ${row.payload} lb payload.`
}

function chargingTime(volts: 48 | 72): string {
  return volts === 48 ? '4-6 hours' : '6-8 hours'
}

function fromLineup(row: LineupRow, index: number): SeedVehicle {
  const series = SERIES[row.series]
  const id = slugify(row.model)
  const plusOrPro = /\b(Plus|Pro|XL6|XXL|GT\d|XT\d)\b/.exec(row.model)?.[1]
  const features = [...series.features]
  if (plusOrPro === 'Plus' || plusOrPro === 'Pro') features.push(`${plusOrPro} trim: upgraded seats and premium wheel package`)
  features.push(`${row.seats}-passenger seating`)
  return {
    id,
    name: displayName(row.model),
    brand: series.brand,
    category: series.category,
    price: FEATURED_PRICES[id] ?? row.price,
    msrp: row.price,
    featured: id in FEATURED_PRICES,
    status: 'available',
    photos: [],
    description: describe(row, series),
    images: [`/images/carts/${series.art}-${row.seats}.svg`],
    externalUrl: series.externalBase ? `${series.externalBase}/${id}` : undefined,
    specifications: {
      topSpeed: `${row.topSpeed} mph`,
      range: `${row.range} miles`,
      batteryType: `${row.volts}V Lithium`,
      chargingTime: chargingTime(row.volts),
      payload: `${row.payload} lbs`,
      seatingCapacity: row.seats,
    },
    features,
    inStock: !ON_ORDER.has(id),
    isNew: true,
    roadUse: roadUseFromLineup(series.lineupSeries, row.topSpeed),
    sortOrder: index,
  }
}

/** Dealer-inspected trade-ins. */
const PRE_OWNED: SeedVehicle[] = ([
  {
    id: 'pre-owned-2023-evolution-classic-4-pro',
    name: 'Pre-Owned 2023 EVolution Classic 4 Pro',
    brand: 'Evolution',
    category: 'Classic Golf',
    price: 4995,
    description:
      'A one-owner 2023 Classic 4 Pro traded in from a Macungie household, inspected and serviced in our shop. Seats four, 20 mph top speed and about 35 miles per charge on its 48V lithium pack.',
    images: ['/images/carts/evolution-classic-4.svg'],
    specifications: { topSpeed: '20 mph', range: '35 miles', batteryType: '48V Lithium', chargingTime: '4-6 hours', payload: '550 lbs', seatingCapacity: 4, condition: 'Pre-owned, dealer inspected' },
    features: ['Multi-point service inspection', 'New rear-seat cushions', '90-day dealer warranty', 'Folding windshield', 'Lithium battery with onboard charger'],
    inStock: true,
    isNew: false,
    sortOrder: 100,
  },
  {
    id: 'pre-owned-2022-evolution-d5-ranger-4',
    name: 'Pre-Owned 2022 EVolution D5 Ranger 4',
    brand: 'Evolution',
    category: 'D5 Ranger',
    price: 6495,
    description:
      'A 2022 D5 Ranger 4 with low hours, fresh tires and a battery health check passed in our service bay. Seats four, 25 mph top speed and up to 40 miles per charge.',
    images: ['/images/carts/evolution-ranger-4.svg'],
    specifications: { topSpeed: '25 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '650 lbs', seatingCapacity: 4, condition: 'Pre-owned, dealer inspected' },
    features: ['Battery health report included', 'New street tires', '90-day dealer warranty', '10-inch touchscreen with Bluetooth', 'LED light package'],
    inStock: true,
    isNew: false,
    sortOrder: 101,
  },
  {
    id: 'pre-owned-2024-evolution-d6-max-gt6',
    name: 'Pre-Owned 2024 EVolution D6 Max GT6',
    brand: 'Evolution',
    category: 'D6 Max Premium',
    price: 15000,
    description:
      'A nearly new 2024 D6 Max GT6 returned from a short-term fleet lease, with the premium seat and infotainment package. Seats six, 30 mph top speed and up to 40 miles per charge.',
    images: ['/images/carts/evolution-d6-6.svg'],
    externalUrl: 'https://www.evolutionevs.com/d6-max/evolution-d6-max-gt6',
    specifications: { topSpeed: '30 mph', range: '40 miles', batteryType: '72V Lithium', chargingTime: '6-8 hours', payload: '850 lbs', seatingCapacity: 6, condition: 'Pre-owned, dealer inspected' },
    features: ['Remaining factory warranty transfers', '12-inch touchscreen with Apple CarPlay', 'Premium diamond-stitched seats', 'Full LED lighting with turn signals', 'Multi-point service inspection'],
    inStock: true,
    isNew: false,
    sortOrder: 102,
  },
  {
    id: 'pre-owned-2023-denago-ev-nomad',
    name: 'Pre-Owned 2023 Denago EV Nomad',
    brand: 'Denago',
    category: 'EV Nomad Off-Road',
    price: 6295,
    description:
      'A 2023 Denago EV Nomad with a lift, all-terrain tires and a light bar, just traded in and in our service bay for its inspection. Seats two, 20 mph top speed and up to 35 miles per charge. Call to reserve it before it reaches the lot.',
    images: ['/images/carts/denago-nomad-2.svg'],
    specifications: { topSpeed: '20 mph', range: '35 miles', batteryType: '48V Lithium', chargingTime: '4-6 hours', payload: '400 lbs', seatingCapacity: 2, condition: 'Pre-owned, dealer inspected' },
    features: ['Lifted suspension with all-terrain tires', 'LED light bar', 'Rear cargo rack', 'Multi-point service inspection', '90-day dealer warranty'],
    inStock: false,
    isNew: false,
    sortOrder: 103,
  },
] as Array<Omit<SeedVehicle, 'status' | 'featured' | 'photos' | 'roadUse'>>).map((v) => ({
  ...v,
  status: 'available',
  featured: false,
  photos: [],
  // A trade-in is what its model is: its series (by category) and its top speed.
  roadUse: roadUseFromLineup(Object.values(SERIES).find((s) => s.category === v.category)?.lineupSeries ?? '', parseInt(v.specifications.topSpeed, 10)),
}))

export const seedVehicles: readonly SeedVehicle[] = [...LINEUP.map(fromLineup), ...PRE_OWNED]

/** Bump when the seed changes in a way existing databases should receive. */
export const SEED_VERSION = 1
