/**
 * The two brand pages (/denago, /evolution): series cards, the six-model line-up and the
 * why-choose texts, typed once. Prices are never typed here: the series' starting prices
 * and the line-up's prices come from the inventory (domain/vehicles/brand-lineup.ts).
 */
import { business } from './business'
import type { IconName } from './icons'

export type BrandSlug = 'denago' | 'evolution'

/** A series as typed here; its models and starting price are added from the inventory. */
export interface SeriesContent {
  /** As the brand writes it: "EV CITY", "D5 RANGER". */
  title: string
  /** The inventory `category` of this series' vehicles. */
  category: string
  description: string
  /** Artwork under /images/carts/. */
  image: string
  imageAlt: string
  features: readonly string[]
}

export interface WhyChooseItem {
  icon: IconName
  title: string
  text: string
}

export interface BrandContent {
  slug: BrandSlug
  /** The inventory's `brand` value. */
  brand: 'Denago' | 'Evolution'
  path: `/${BrandSlug}`
  head: { title: string; description: string; keywords: readonly string[] }
  hero: { eyebrow: string; title: string; text: string }
  about: string
  series: readonly SeriesContent[]
  /** The six models of the line-up, in display order; each id exists in the inventory. */
  lineupIds: readonly string[]
  /**
   * How the page's model links name a model (the spec's words): 'id', the model name lower-cased
   * with dashes (/vehicles/denago-ev-city); 'without-brand', the same without the brand's word
   * (/vehicles/d5-ranger-4-plus), which answers 301 to the vehicle's own address.
   */
  modelLinks: 'id' | 'without-brand'
  whyChoose: { title: string; items: readonly WhyChooseItem[] }
  cta: { title: string; text: string }
}

const DENAGO: BrandContent = {
  slug: 'denago',
  brand: 'Denago',
  path: '/denago',
  modelLinks: 'id',
  head: {
    title: 'Denago EV Golf Carts & Street-Legal LSVs',
    description:
      `Shop Denago EV City, EV Nomad and EV Rover electric carts and street-legal LSVs in ${business.county}, PA, with local service, financing and delivery.`,
    keywords: ['Denago golf carts', 'Denago EV City', 'Denago EV Nomad', 'Denago EV Rover', `street legal LSV ${business.county}`, 'Denago dealer Pennsylvania'],
  },
  hero: {
    eyebrow: 'Authorized Denago dealer',
    title: 'Denago Electric Vehicles',
    text: `Street-legal LSVs, lifted off-road carts and hard-working utility vehicles from Denago, sold, serviced and delivered across ${business.county}.`,
  },
  about:
    'Denago builds electric vehicles for three kinds of driving: neighborhood streets, rough trails and real work. Every model runs on a lithium battery, so there is no watering, no acid and no fumes, and each one comes with a factory warranty that our certified technicians handle right here in our own shop.',
  series: [
    {
      title: 'EV CITY',
      category: 'EV City Street Legal',
      description:
        'A street-legal low-speed vehicle for errands, campus runs and neighborhood roads, with the equipment you need to title and register it.',
      image: '/images/carts/denago-city-2.svg',
      imageAlt: 'Denago EV City two-seat street-legal low-speed vehicle',
      features: ['DOT-compliant lights, mirrors and seat belts', 'VIN and title for registration', 'Backup camera and touchscreen display', 'Four-wheel hydraulic disc brakes'],
    },
    {
      title: 'EV NOMAD',
      category: 'EV Nomad Off-Road',
      description:
        `A lifted, trail-ready cart on all-terrain tires for farms, campgrounds, hunting land and the back acres of a ${business.county} property.`,
      image: '/images/carts/denago-nomad-4.svg',
      imageAlt: 'Denago EV Nomad XL lifted four-seat off-road cart',
      features: ['Lifted suspension with all-terrain tires', 'LED light bar and headlights', 'Rear cargo rack', 'Bluetooth sound bar'],
    },
    {
      title: 'EV ROVER',
      category: 'EV Rover Utility',
      description:
        'Utility vehicles with a tilting dump bed and a high payload for grounds crews, contractors, farms and large properties.',
      image: '/images/carts/denago-rover-6.svg',
      imageAlt: 'Denago EV Rover XL6 six-seat utility vehicle with cargo bed',
      features: ['Tilting steel dump bed', 'Heavy-duty leaf-spring rear suspension', 'Towing hitch', 'Regenerative braking'],
    },
  ],
  lineupIds: ['denago-ev-city', 'denago-ev-nomad', 'denago-ev-nomad-xl', 'denago-ev-rover-xl', 'denago-ev-rover-xl6', 'denago-ev-rover-xxl'],
  whyChoose: {
    title: 'Why Choose Denago?',
    items: [
      { icon: 'zap', title: 'Lithium Power Standard', text: 'Every Denago runs on a maintenance-free lithium battery with an onboard charger: plug it in at home and go.' },
      { icon: 'shield', title: 'Street-Legal Options', text: 'The EV City arrives with the lighting, mirrors, seat belts and VIN that registration as a low-speed vehicle requires.' },
      { icon: 'wrench', title: 'Local Warranty Service', text: 'Our certified technicians handle Denago warranty work and repairs in our own service department.' },
      { icon: 'dollar', title: 'Financing Available', text: 'Apply online in minutes, with 0% financing on select models for qualified buyers.' },
    ],
  },
  cta: {
    title: 'Ready to Drive a Denago?',
    text: 'Come see the EV City, EV Nomad and EV Rover in person, or tell us what you need and we will find the right model.',
  },
}

const EVOLUTION: BrandContent = {
  slug: 'evolution',
  brand: 'Evolution',
  path: '/evolution',
  modelLinks: 'without-brand',
  head: {
    title: 'Evolution Golf Carts: D5, D6 Max, Classic & More',
    description:
      `Compare Evolution D5 Ranger, D5 Maverick, Classic, Carrier, Forester, Turfman and D6 Max electric carts at our ${business.county}, PA dealership.`,
    keywords: ['Evolution golf carts', 'EVolution D5 Ranger', 'EVolution D5 Maverick', 'EVolution D6 Max', `Evolution dealer ${business.county}`, `electric golf carts ${business.address.city}`],
  },
  hero: {
    eyebrow: 'Authorized Evolution dealer',
    title: 'Evolution Electric Golf Carts',
    text: `Seven Evolution series, from the classic golf cart to the flagship D6 Max, on display and ready for a test drive in ${business.county}.`,
  },
  about:
    'Evolution makes one of the widest electric line-ups on the market: personal carts for the neighborhood, lifted carts for gravel lanes, shuttles for venues and work vehicles for facilities teams. All of them use lithium batteries, and every one we sell is prepared, delivered and serviced by our own team.',
  series: [
    {
      title: 'D5 RANGER',
      category: 'D5 Ranger',
      description: 'The best-selling D5 platform on street tires: smooth, quiet and comfortable for neighborhoods and community roads.',
      image: '/images/carts/evolution-ranger-4.svg',
      imageAlt: 'EVolution D5 Ranger four-seat golf cart on street tires',
      features: ['Street tires on alloy wheels', '10-inch touchscreen with Bluetooth', 'LED light package', 'Independent front suspension'],
    },
    {
      title: 'D5 MAVERICK',
      category: 'D5 Maverick',
      description: 'The D5 with a lifted stance and off-road tires, at home on gravel lanes, campground roads and farm paths.',
      image: '/images/carts/evolution-maverick-4.svg',
      imageAlt: 'EVolution D5 Maverick lifted four-seat golf cart',
      features: ['Lifted chassis with off-road tires', '10-inch touchscreen with Bluetooth', 'Folding rear seat or cargo deck', 'LED light package'],
    },
    {
      title: 'CLASSIC',
      category: 'Classic Golf',
      description: 'The traditional golf cart shape with a modern lithium drivetrain, at the friendliest price in the Evolution line-up.',
      image: '/images/carts/evolution-classic-4.svg',
      imageAlt: 'EVolution Classic four-seat golf cart',
      features: ['Bag holder and sweater basket', 'Folding windshield', 'USB charging port', 'Plus and Pro trims'],
    },
    {
      title: 'CARRIER',
      category: 'Carrier Shuttle',
      description: 'Forward-facing rows for six or eight riders: a people mover for resorts, campgrounds, event venues and big families.',
      image: '/images/carts/evolution-carrier-8.svg',
      imageAlt: 'EVolution Carrier eight-seat shuttle cart',
      features: ['Forward-facing bench rows', 'Extended roof with grab handles', 'LED headlights and taillights', 'Onboard charger'],
    },
    {
      title: 'FORESTER',
      category: 'Forester Off-Road',
      description: 'An off-road Evolution with extra ground clearance and a rugged build for wooded lots and hunting land.',
      image: '/images/carts/evolution-forester-6.svg',
      imageAlt: 'EVolution Forester six-seat off-road cart',
      features: ['Extra ground clearance', 'All-terrain tires', 'Front brush guard', 'LED light bar'],
    },
    {
      title: 'TURFMAN',
      category: 'Turfman Utility',
      description: 'A purpose-built work vehicle with a steel cargo bed for golf courses, farms, schools and facilities teams.',
      image: '/images/carts/evolution-turfman-2.svg',
      imageAlt: 'EVolution Turfman two-seat utility vehicle with cargo bed',
      features: ['Steel cargo bed', 'Heavy-duty rear suspension', 'Trailer hitch', 'Work lights'],
    },
    {
      title: 'D6 MAX',
      category: 'D6 Max Premium',
      description: 'The flagship: more power, more range and premium finishes for buyers who want the best Evolution makes.',
      image: '/images/carts/evolution-d6-4.svg',
      imageAlt: 'EVolution D6 Max four-seat premium golf cart',
      features: ['High-output AC motor', 'Premium diamond-stitched seats', '12-inch touchscreen with Apple CarPlay', 'Full LED lighting with turn signals'],
    },
  ],
  lineupIds: [
    'evolution-classic-4-pro',
    'evolution-d5-ranger-4-plus',
    'evolution-d5-maverick-4-plus',
    'evolution-carrier-6-plus',
    'evolution-forester-4-plus',
    'evolution-d6-max-xt4',
  ],
  whyChoose: {
    title: 'Why Choose Evolution?',
    items: [
      { icon: 'settings', title: 'A Cart for Every Job', text: 'Seven series cover neighborhood cruising, off-road trails, passenger shuttles and hard work.' },
      { icon: 'battery', title: 'Lithium Batteries', text: 'No watering and no acid: lithium packs charge on a household outlet and hold their range for years.' },
      { icon: 'award', title: 'Premium Features Standard', text: 'Touchscreens, LED lighting and comfortable seats come standard on most models, not as costly add-ons.' },
      { icon: 'wrench', title: 'Certified Local Service', text: 'Warranty work, maintenance and upgrades by our certified technicians, a short drive from anywhere in the county.' },
    ],
  },
  cta: {
    title: 'Find Your Evolution',
    text: 'Test-drive a D5, compare a Classic with a D6 Max, or ask us for a quote on the model you have in mind.',
  },
}

export const BRANDS: Readonly<Record<BrandSlug, BrandContent>> = { denago: DENAGO, evolution: EVOLUTION }

