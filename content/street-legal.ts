/**
 * /street-legal: what a golf cart, a low-speed vehicle and an off-road vehicle are under
 * Pennsylvania law, in plain words, with the statute and the guidance it rests on named.
 * It states only what those sources say and the dealer's own practice, and it is not legal
 * advice. Typed once here, for the page and its structured data.
 */

export interface StreetLegalSection {
  id: string
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  /** A link to the carts of this kind in the inventory. */
  link?: { label: string; href: string }
}

/** The page's words in a language (in Spanish in content/street-legal-es.ts). */
export interface StreetLegalCopy {
  path: string
  title: string
  heading: string
  eyebrow: string
  description: string
  keywords: readonly string[]
  intro: string
  sections: readonly StreetLegalSection[]
  sources: { heading: string; items: readonly string[] }
  disclaimer: string
  askUs: string
  /** The table of contents' heading. */
  toc: string
  /** The breadcrumbs' names of the home page and this one. */
  breadcrumbs: { home: string; page: string }
}

export const STREET_LEGAL: StreetLegalCopy = {
  path: '/street-legal',
  title: 'Street-Legal Golf Carts & LSVs in Pennsylvania',
  heading: 'Which Carts May Use the Road?',
  eyebrow: 'Pennsylvania road rules, in plain words',
  description:
    'Golf cart or LSV? What Pennsylvania asks before a cart may use the road: title, registration, insurance, inspection, and the age rules for drivers.',
  keywords: ['street legal golf cart Pennsylvania', 'LSV Pennsylvania', 'low-speed vehicle registration PA', 'golf cart laws Pennsylvania', 'golf cart age rules PA'],
  intro:
    'A golf cart and a low-speed vehicle (LSV) can look alike. Under Pennsylvania law they are different vehicles, and only the LSV may be driven on the road. Every cart on our site says which it is.',
  sections: [
    {
      id: 'golf-carts',
      heading: 'Golf carts: not street legal',
      paragraphs: [
        'A golf cart goes no faster than 20 mph. Pennsylvania does not title or register golf carts, so a golf cart is not street legal, whatever lights or mirrors it has.',
        'Outside the narrow cases the Vehicle Code exempts from registration (75 Pa.C.S. § 1302), a golf cart may be on a public road only to cross it directly (75 Pa.C.S. Chapter 77A, Golf Carts). Drive it on private property with the owner’s permission, at a golf course, or in a community whose roads are private.',
      ],
      link: { label: 'Golf carts in our inventory', href: '/inventory?road=golf-cart' },
    },
    {
      id: 'lsv',
      heading: 'Low-speed vehicles: street legal once titled and registered',
      paragraphs: [
        'A low-speed vehicle is a four-wheeled motor vehicle that can go faster than 20 mph but no faster than 25 mph, built to Federal Motor Vehicle Safety Standard No. 500. That standard requires:',
      ],
      items: [
        'headlamps, front and rear turn signals, tail lamps and stop lamps',
        'red reflex reflectors on each side and on the rear',
        'a mirror on the driver’s side, and one on the passenger side or inside',
        'a parking brake and a windshield',
        'a seat belt at every seat',
        'a vehicle identification number (VIN)',
      ],
      link: { label: 'Street-legal LSVs in our inventory', href: '/inventory?road=lsv' },
    },
    {
      id: 'lsv-requirements',
      heading: 'What an LSV needs in Pennsylvania',
      items: [
        'A title and a registration from PennDOT, with a license plate. We prepare the paperwork when you buy an LSV from us.',
        'Insurance, as for any registered vehicle (75 Pa.C.S. Chapter 17, Financial Responsibility).',
        'A safety inspection, as for other registered vehicles (75 Pa.C.S. Chapter 47, Inspection of Vehicles).',
        'A driver with a valid driver’s license.',
        'Roads with a posted speed limit of 35 mph or less, as our sales and rental terms ask.',
      ],
    },
    {
      id: 'off-road',
      heading: 'Off-road and utility vehicles: private land',
      paragraphs: [
        'The work and off-road vehicles we list as off-road are sold for private land: farms, job sites, campgrounds and your own property, with the owner’s permission. They are not for public roads.',
      ],
      link: { label: 'Off-road vehicles in our inventory', href: '/inventory?road=off-road' },
    },
    {
      id: 'ages',
      heading: 'Age rules',
      items: [
        'Nobody under 12 may drive a golf cart (75 Pa.C.S. Chapter 77A).',
        'A driver under 16 may cross a highway in a golf cart only with an adult supervising directly (75 Pa.C.S. Chapter 77A).',
        'An LSV is a motor vehicle on the road: its driver needs a driver’s license, like any driver of a car.',
      ],
    },
  ],
  sources: {
    heading: 'Where this comes from',
    items: [
      'The Pennsylvania Vehicle Code, Title 75 of the Pennsylvania Consolidated Statutes (75 Pa.C.S.): Chapter 77A (Golf Carts), § 1302 (vehicles exempt from registration), Chapter 17 (Financial Responsibility) and Chapter 47 (Inspection of Vehicles).',
      'Federal Motor Vehicle Safety Standard No. 500, Low-speed vehicles (49 CFR 571.500), from the National Highway Traffic Safety Administration.',
      'PennDOT Driver and Vehicle Services (pa.gov/dmv), which titles, registers and sets the inspection rules for vehicles in Pennsylvania, including Form MV-1, Application for Certificate of Title.',
    ],
  },
  disclaimer:
    'This page is a plain-language summary to help you choose a cart, not legal advice. Laws change, and your township or borough may have rules of its own: check with PennDOT or your municipality before you drive any cart on a road.',
  askUs: 'Not sure which cart fits how you will use it? Ask us before you buy.',
  toc: 'On this page',
  breadcrumbs: { home: 'Home', page: 'Street legal' },
}
