/**
 * The eleven /policies/* pages and the two legal pages (privacy policy, terms of
 * service) as structured data. Page templates render a Policy; they add nothing of
 * their own. Phone numbers, e-mail, address, hours and rental prices come from
 * data/business.ts and data/rentals.ts, never retyped here.
 */
import { DOMAIN, business, formatAddress, type OpeningHours } from '../business'
import { formatPrice } from '../format'
import { DEFAULT_LEAD_RETENTION_DAYS, leadDataKept, retentionStatement } from '../leads'
import {
  RENTAL_DELIVERY_FEE_PER_MILE,
  RENTAL_FREE_DELIVERY_MILES,
  RENTAL_INCLUDED_FEATURES,
  RENTAL_PLANS,
  RENTAL_TERMS,
  type RentalRate,
} from '../rentals'

export interface PolicyTable {
  caption: string
  head: readonly string[]
  rows: readonly (readonly string[])[]
}

/** A link to another page of the site, shown after a section's text. */
export interface PolicyLink {
  label: string
  href: string
}

export interface PolicySection {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  table?: PolicyTable
  links?: readonly PolicyLink[]
}

export interface Policy {
  /** "return-policy" */
  slug: string
  /** "/policies/return-policy"; "/privacy-policy" and "/terms-of-service" for the legal pages. */
  path: string
  /** Unique; the page heading. */
  title: string
  /** Meta description: 120-160 characters, unique, mentions Lehigh County. */
  description: string
  keywords: readonly string[]
  /** "January 23, 2025" for every page but the staffing report. */
  effectiveDate?: string
  /** Staffing report only: "2024". */
  reportingPeriod?: string
  /** One or two plain sentences shown under the title. */
  summary: string
  sections: readonly PolicySection[]
}

export const EFFECTIVE_DATE = 'January 23, 2025'

// ---------------------------------------------------------------------------
// Facts shared by several policies
// ---------------------------------------------------------------------------

const NAME = business.name
const MAIN_PHONE = business.phones.main.display
const LOCAL_PHONE = business.phones.local.display
const INFO_EMAIL = business.emails.info
const SALES_EMAIL = business.emails.sales
const ADDRESS = formatAddress()

function hoursText(rows: readonly OpeningHours[]): string {
  return rows.map((r) => `${r.days}: ${r.hours}`).join('; ')
}

function hoursItems(rows: readonly OpeningHours[]): string[] {
  return rows.map((r) => `${r.days}: ${r.hours}`)
}

const SHOWROOM_HOURS = hoursText(business.hours.showroom)

function contactSection(intro: string, heading = 'Contact us'): PolicySection {
  return {
    heading,
    paragraphs: [intro],
    items: [
      `Phone: ${MAIN_PHONE} (toll-free) or ${LOCAL_PHONE}`,
      `E-mail: ${INFO_EMAIL}`,
      `In person or by mail: ${NAME}, ${ADDRESS}`,
      `Showroom hours: ${SHOWROOM_HOURS}`,
    ],
  }
}

const link = {
  termsConditions: { label: 'Terms & Conditions', href: '/policies/terms-conditions' },
  returns: { label: 'Return Policy', href: '/policies/return-policy' },
  delivery: { label: 'Delivery Policy', href: '/policies/delivery-policy' },
  rental: { label: 'Rental Policy', href: '/policies/rental-policy' },
  storage: { label: 'Storage Policy', href: '/policies/storage-policy' },
  feedback: { label: 'Feedback Policy', href: '/policies/feedback-policy' },
  corrections: { label: 'Corrections Policy', href: '/policies/corrections-policy' },
  staffing: { label: 'Annual Staffing Report 2024', href: '/policies/staffing-report' },
  privacy: { label: 'Privacy Policy', href: '/privacy-policy' },
  contact: { label: 'Contact us', href: '/contact' },
} as const satisfies Record<string, PolicyLink>

/** Delivery terms, shared by the delivery and rental policies. */
export const DELIVERY_TERMS = {
  freeRadiusMiles: 20,
  freeServiceCenterMiles: 15,
  freeMinimumPurchase: 5000,
  feePerMile: RENTAL_DELIVERY_FEE_PER_MILE,
  sameDayCutoff: '2:00 PM',
  sameDayFee: 50,
  whiteGlove: 150,
  sameDayCancellationFee: 75,
  missedDeliveryFee: 100,
  windowHours: 2,
  accessWidthFeet: 8,
  clearanceFeet: 10,
} as const

/** Storage prices, shared with any page that shows them. */
export const STORAGE_RATES = {
  monthly: { indoor: 125, coveredOutdoor: 75 },
  winter: { label: 'Winter package', period: 'October 15 to April 15', months: 6, indoor: 650, coveredOutdoor: 400 },
  summer: { label: 'Summer package', period: 'May 1 to September 30', months: 5, indoor: 575, coveredOutdoor: 350 },
  maintenancePerMonth: 50,
  preSeasonPreparation: 150,
  lateFee: 25,
  lateAfterDays: 10,
} as const

const D = DELIVERY_TERMS
const S = STORAGE_RATES

function rateOf(rates: readonly RentalRate[], label: RentalRate['label']): string {
  const rate = rates.find((r) => r.label === label)
  return rate ? formatPrice(rate.price) : 'Not offered'
}

const RENTAL_RATE_TABLE: PolicyTable = {
  caption: 'Rental rates and security deposits',
  head: ['Plan', 'Daily', '3 Day', 'Weekly', 'Monthly', 'Security deposit'],
  rows: RENTAL_PLANS.map((p) => [
    p.title,
    rateOf(p.rates, 'Daily'),
    rateOf(p.rates, '3 Day'),
    rateOf(p.rates, 'Weekly'),
    rateOf(p.rates, 'Monthly'),
    formatPrice(p.deposit),
  ]),
}

const DEPOSITS_TEXT = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
  RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} for a ${p.title}${p.id === 'utility' ? ' cart' : ''}`),
)

// ---------------------------------------------------------------------------
// The eleven /policies/* pages
// ---------------------------------------------------------------------------

const termsConditions: Policy = {
  slug: 'terms-conditions',
  path: '/policies/terms-conditions',
  title: 'Terms & Conditions',
  description:
    'The terms that apply when you buy, rent, service or store a golf cart with Lehigh County Golf Carts: quotes, deposits, payment, warranties and repairs.',
  keywords: ['golf cart terms and conditions', 'golf cart purchase agreement', 'golf cart warranty', 'Lehigh County golf cart dealer'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'These are the ground rules for doing business with us. They apply to every sale, rental, repair, parts order and storage agreement.',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms apply to every purchase, rental, service order, parts order and storage agreement with ${NAME}, ${ADDRESS}. They work together with the written agreement you sign for a particular sale or rental and with our policies on returns, delivery, rentals and storage.`,
        'If a signed agreement says something different from these terms, the signed agreement controls. In these terms, "we" and "us" mean Lehigh County Golf Carts and "you" means our customer.',
      ],
      links: [link.returns, link.delivery, link.rental, link.storage],
    },
    {
      heading: 'Quotes and prices',
      items: [
        'Prices are in US dollars. Pennsylvania sales tax and any title, registration or documentation fees are added and listed separately on your bill of sale.',
        'A written quote is good for the period printed on it. After that, prices may change with manufacturer pricing and availability.',
        'Prices shown on our website or in advertising are confirmed in writing before you buy. If a price was published in error, we will tell you before any money changes hands.',
        `Service labor is billed from ${formatPrice(business.servicePerHour)} per hour. Custom modifications are priced by written quote.`,
      ],
    },
    {
      heading: 'Orders and deposits',
      paragraphs: [
        'A sale is confirmed when you and we both sign a purchase agreement. For a cart ordered from the manufacturer or built to your specification, we ask for a deposit when the order is placed; the amount is written on your order form.',
        'A deposit on a custom order is refundable until we place the order with the manufacturer. After that it is applied to your purchase and is not refundable, because the cart is being built for you.',
      ],
    },
    {
      heading: 'Payment and ownership',
      items: [
        'We accept cash, certified checks, and major credit and debit cards.',
        "Financing is arranged through a third-party lender. You apply on the lender's own website, and the lender decides approval, rate and terms. Promotional financing, such as 0% on select models, is available only to buyers who qualify.",
        'Payment in full, or a funded loan, is due before a cart is delivered or picked up.',
        'Ownership passes to you, and we sign over the title or certificate of origin, once the cart is paid for in full.',
      ],
    },
    {
      heading: 'Warranties',
      paragraphs: [
        "New Denago and Evolution carts come with the manufacturer's warranty. The warranty terms are included with your paperwork, and our service department handles warranty repairs.",
        'A used cart carries only the warranty written on its bill of sale, if any. A cart sold "as-is" comes with no warranty, and we write that on the bill of sale before you sign.',
        "Parts and accessories carry their manufacturer's warranty. Our own repair work is guaranteed against faulty workmanship for the period written on your repair order.",
      ],
    },
    {
      heading: 'Service and repair work',
      items: [
        'We give you an estimate before we start, and we call for your approval before doing any work that would go over it.',
        'Most repairs are finished within 24 to 48 hours. If parts or a warranty approval will take longer, we tell you.',
        'If you ask when you drop off your cart, we return the parts we replace, except parts sent back to the manufacturer for warranty credit.',
        'Please collect your cart promptly once we tell you it is ready. A cart left with us for more than 30 days after that notice, with charges unpaid, is treated as abandoned and becomes subject to a lien for the repair and storage charges, as Pennsylvania law allows.',
      ],
    },
    {
      heading: 'Using your cart safely and legally',
      paragraphs: [
        'In Pennsylvania, a standard golf cart cannot be registered for road use and may be driven on public roads only where the law specifically allows it. A low-speed vehicle that is titled, registered and insured may be driven on roads with a posted speed limit of 35 mph or less.',
        "You are responsible for titling, registering, insuring and operating your cart as the law and your community's rules require. Follow the owner's manual for seating, load limits and charging, and never let anyone drive who cannot do so safely. We are always glad to explain what the rules mean for a particular model.",
      ],
    },
    {
      heading: 'Limits of our responsibility',
      paragraphs: [
        "We stand behind the products we sell and the work we do as described in these terms, your signed agreement and the manufacturer's warranty. We are not responsible for losses caused by misuse, accidents, modifications made by others, lack of maintenance or use against the owner's manual, or for indirect losses such as lost time or income, except where the law does not allow this limit.",
        'These terms are governed by the laws of the Commonwealth of Pennsylvania. Any dispute we cannot settle together will be heard in the courts of Lehigh County, Pennsylvania.',
      ],
    },
    contactSection('Questions about these terms or about an agreement you have signed with us? We are happy to go through them with you.'),
  ],
}

const returnPolicy: Policy = {
  slug: 'return-policy',
  path: '/policies/return-policy',
  title: 'Return Policy',
  description:
    'Return windows, restocking fees and refund timing for new carts, used carts and parts bought from Lehigh County Golf Carts, and how to get an RMA number.',
  keywords: ['golf cart return policy', 'restocking fee', 'golf cart parts returns', 'refunds', 'Lehigh County golf carts'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'If a cart or part is not right for you, you can return it within the windows below. Every return starts with a quick call or e-mail to get a return number.',
  sections: [
    {
      heading: 'Our promise',
      paragraphs: [
        'We want every customer to be happy with what they take home. We walk you through your cart before you buy and take the time to match it to how you will use it, so returns are rare. When something still is not right, this policy explains what you can return, for how long, and what it costs.',
      ],
    },
    {
      heading: 'Return windows at a glance',
      table: {
        caption: 'Return windows and restocking fees',
        head: ['Item', 'Return window', 'Condition', 'Restocking fee'],
        rows: [
          ['New golf carts', '7 days from delivery or pickup', 'Under 10 miles of use, no damage or modifications', '15%'],
          ['Used golf carts', '3 days from delivery or pickup', 'Same condition as delivered', '20%'],
          ['Carts sold as-is', 'No returns', 'Sold without warranty', 'Not applicable'],
          ['Parts and accessories', '30 days from purchase', 'Unused, in original packaging', '10%'],
        ],
      },
    },
    {
      heading: 'New golf carts',
      items: [
        'You may return a new cart within 7 days of delivery or pickup.',
        'The cart must have under 10 miles of use, with no damage, wear or modifications, and must come back with every key, charger, manual and accessory it left with.',
        'A 15% restocking fee is deducted from the purchase price.',
        'Carts ordered from the manufacturer to your specification, or customized at your request, cannot be returned unless they are defective.',
        'Delivery, white glove setup and registration fees are not refundable.',
      ],
    },
    {
      heading: 'Used golf carts',
      items: [
        'You may return a used cart within 3 days of delivery or pickup, in the same condition it was delivered.',
        'A 20% restocking fee is deducted from the purchase price.',
        'Carts sold as-is cannot be returned. We mark a cart as-is on its bill of sale before you buy.',
      ],
    },
    {
      heading: 'Parts and accessories',
      items: [
        'Unused parts and accessories can be returned within 30 days of purchase, in their original packaging, with your receipt.',
        'A 10% restocking fee applies.',
        'Parts that have been installed, wired, cut or painted can be returned only if they are defective.',
        'Special-order parts are marked as non-returnable when you order them.',
      ],
    },
    {
      heading: 'Defective or damaged items',
      paragraphs: [
        'Please look over your cart or parts when you receive them. If something is defective or was damaged in delivery, tell us within 48 hours. We will repair it, replace it or refund it in full, with no restocking fee.',
        "Problems that appear after the first 48 hours are handled under the manufacturer's warranty, and our service department will help you with the claim.",
      ],
    },
    {
      heading: 'How to make a return',
      items: [
        `Call ${MAIN_PHONE} or e-mail ${INFO_EMAIL} with your name, your invoice number and the reason for the return.`,
        'We give you a return merchandise authorization (RMA) number. An RMA is required for every return; we cannot accept an item without one.',
        `Bring the item to our showroom during showroom hours (${SHOWROOM_HOURS}), or ask us to pick up a cart. Pickups are charged as described in our Delivery Policy.`,
        'We inspect the item and confirm the refund amount with you before we process it.',
      ],
      links: [link.delivery],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Approved refunds are issued within 10 business days after we receive the returned item, to the original form of payment.',
        'Refunds to a credit or debit card usually appear on your statement 3-5 business days after we issue them, depending on your bank. For financed purchases, we settle the loan with your lender first and refund any remaining balance to you.',
      ],
    },
    contactSection('Not sure whether something can be returned? Ask us before you send it back and we will tell you exactly what to expect.'),
  ],
}

const deliveryPolicy: Policy = {
  slug: 'delivery-policy',
  path: '/policies/delivery-policy',
  title: 'Delivery Policy',
  description:
    'Free delivery zone, per-mile fees, same-day rental delivery, white glove setup and scheduling rules for golf cart delivery across Lehigh County, PA.',
  keywords: ['golf cart delivery', 'free golf cart delivery', 'white glove delivery', 'same-day golf cart rental delivery', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'We deliver carts, rentals and parts across Lehigh County and nearby. Here is where delivery is free, what it costs elsewhere and how to get ready for it.',
  sections: [
    {
      heading: 'Where we deliver',
      paragraphs: [
        `We deliver new and used carts, rental carts and parts throughout Lehigh County and the surrounding area, from our main location at ${ADDRESS} and from our service centers. Every delivery is made by our own trained staff with our own truck and trailer.`,
      ],
    },
    {
      heading: 'Free delivery zone',
      paragraphs: [
        `Delivery of a purchase of ${formatPrice(D.freeMinimumPurchase)} or more is free to any address inside our free delivery zone:`,
      ],
      items: [
        `Within a ${D.freeRadiusMiles}-mile radius of our main location, or`,
        `Within ${D.freeServiceCenterMiles} miles of one of our service centers.`,
      ],
    },
    {
      heading: 'Delivery fees',
      items: [
        `Outside the free zone: ${formatPrice(D.feePerMile)} per mile beyond the edge of the zone, measured along the shortest practical road route.`,
        `Purchases under ${formatPrice(D.freeMinimumPurchase)} are delivered at ${formatPrice(D.feePerMile)} per mile. We quote the exact fee before you confirm the delivery.`,
        `White glove delivery and setup: ${formatPrice(D.whiteGlove)}.`,
      ],
    },
    {
      heading: 'Rental deliveries',
      items: [
        `Rental delivery is free for the first ${RENTAL_FREE_DELIVERY_MILES} miles and ${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} per mile beyond ${RENTAL_FREE_DELIVERY_MILES} miles.`,
        `Same-day rental delivery is available for orders placed before ${D.sameDayCutoff}, for a ${formatPrice(D.sameDayFee)} same-day fee, subject to availability.`,
        'We collect the cart at the end of the rental at the time written on your rental agreement.',
      ],
      links: [link.rental],
    },
    {
      heading: 'White glove delivery',
      paragraphs: [
        `For ${formatPrice(D.whiteGlove)}, our driver unloads the cart, places it in your garage or wherever you want it, sets up the charger, takes away the packaging and walks you through driving, charging, seat belts and day-to-day care. It is a good choice for first-time owners and for gifts.`,
      ],
    },
    {
      heading: 'Scheduling and lead times',
      items: [
        'We call you to agree on a delivery date that works for you.',
        `You get a ${D.windowHours}-hour delivery window, and our driver calls when on the way.`,
        'An adult 18 or older must be there to accept the cart and sign the delivery receipt.',
        'In-stock carts are usually delivered within 2-5 business days of purchase.',
        'Custom-built carts usually take 2-4 weeks. If the manufacturer delays a build, we tell you right away.',
      ],
    },
    {
      heading: 'Site requirements',
      paragraphs: ['To unload safely, our truck and trailer need:'],
      items: [
        `A clear path at least ${D.accessWidthFeet} feet wide from the street to the unloading spot.`,
        `At least ${D.clearanceFeet} feet of overhead clearance. Watch for low branches, wires, awnings and carports.`,
        'A firm, reasonably level surface to unload on.',
        'Gate codes, parking passes or community permission arranged before delivery day.',
      ],
    },
    {
      heading: 'Rescheduling and cancellations',
      items: [
        "Rescheduling is free with at least 24 hours' notice.",
        `Cancelling on the day of delivery costs ${formatPrice(D.sameDayCancellationFee)}.`,
        `A missed delivery, when no one is there to receive the cart or the site cannot be reached safely, costs ${formatPrice(D.missedDeliveryFee)}.`,
      ],
    },
    {
      heading: 'When your cart arrives',
      paragraphs: [
        'Please look the cart over with our driver and note any visible damage on the delivery receipt. If you find a problem later, tell us within 48 hours, as our Return Policy explains.',
      ],
      links: [link.returns],
    },
    contactSection('To schedule, change or ask about a delivery, get in touch and have your invoice or rental agreement number handy.'),
  ],
}

const rentalPolicy: Policy = {
  slug: 'rental-policy',
  path: '/policies/rental-policy',
  title: 'Rental Policy',
  description:
    'Golf cart rental rules in Lehigh County: prices, security deposits, renter age, late and cleaning fees, insurance coverage and cancellations for our rentals.',
  keywords: ['golf cart rental policy', 'golf cart rental prices', 'rental deposit', 'street legal golf cart rental', 'Lehigh County golf cart rentals'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Everything you need to know before renting a cart from us: prices, deposits, who can drive, fees and what is covered. Your signed rental agreement includes these terms.',
  sections: [
    {
      heading: 'Rental rates',
      paragraphs: [
        'Our rental fleet has three kinds of cart. Rates include insurance and support; the security deposit is refunded after the cart comes back.',
      ],
      table: RENTAL_RATE_TABLE,
      items: RENTAL_TERMS,
    },
    {
      heading: 'What every rental includes',
      items: RENTAL_INCLUDED_FEATURES,
    },
    {
      heading: 'Who can rent',
      items: [
        "Renters must be at least 18 years old and show a valid driver's license.",
        'Only drivers named on the rental agreement may drive the cart. Each additional driver costs $25, and at most 2 additional drivers can be added to one rental.',
        "A credit or debit card in the renter's name is needed for the security deposit.",
      ],
    },
    {
      heading: 'Security deposits',
      paragraphs: [
        `The security deposit is ${DEPOSITS_TEXT}. It is held on your card when the rental starts and released after we inspect the cart at return, less any fees listed below.`,
      ],
    },
    {
      heading: 'Rental periods, pickup and return',
      items: [
        'Each 24-hour increment starts at the time written on your agreement.',
        'The longest single rental is 30 days. If you need a cart for longer, we can write a new agreement, subject to availability.',
        'Late returns are charged $25 per hour.',
        `Pickups and returns at our showroom take place during showroom hours: ${SHOWROOM_HOURS}.`,
        `Delivery is free for the first ${RENTAL_FREE_DELIVERY_MILES} miles and ${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} per mile beyond. Same-day delivery is available for orders placed before ${D.sameDayCutoff}, for a ${formatPrice(D.sameDayFee)} fee.`,
      ],
      links: [link.delivery],
    },
    {
      heading: 'Reservations and cancellations',
      items: [
        'Cancel up to 24 hours before your rental starts and you pay nothing.',
        'Cancellations made within 24 hours of the start receive a 50% refund.',
        'No refund is given for a no-show, including when no one is there to receive a delivered cart.',
      ],
    },
    {
      heading: 'Damage, cleaning and other fees',
      paragraphs: ['Most rentals end with the full deposit returned. These fees apply only when needed:'],
      items: [
        'Damage: the cost of repair plus a $75 damage administrative fee.',
        'Refuel or recharge fee: $35 when a cart comes back with a drained battery or, for fuel-powered equipment, less fuel than it left with.',
        'Smoke odor: $200. Please do not smoke or vape in rental carts.',
        'Pet hair: $75.',
        'Cleaning: $50 to $150 when a cart comes back with mud, sand, spills or trash, depending on the work needed.',
        'Late return: $25 per hour.',
      ],
    },
    {
      heading: 'Insurance and liability coverage',
      paragraphs: [
        'Every rental includes liability coverage for injury to others of $100,000 per person and $300,000 per accident, and $50,000 for damage to the property of others.',
        'The renter is responsible for damage to the rental cart itself, as described above, and for any traffic or parking tickets during the rental.',
      ],
    },
    {
      heading: 'Driving safely and getting help',
      items: [
        'Everyone wears a seat belt, and the cart never carries more people than it has seats.',
        'Drive only where low-speed vehicles are allowed, and never on roads posted above 35 mph.',
        'No driving under the influence of alcohol or drugs.',
        "No towing, racing, off-road driving or loads beyond the cart's rating.",
        'Charge the cart as shown at delivery, using only the charger provided.',
        `Support is available 24/7 at ${MAIN_PHONE}. If the cart stops working, park it somewhere safe and call us instead of attempting repairs; we will make it right with a replacement cart or a credit for lost time.`,
      ],
    },
    {
      heading: 'Customer carts left with us',
      paragraphs: [
        'A customer-owned cart left at our shop for service and not collected within 30 days after we say it is ready, with charges unpaid, is considered abandoned and becomes subject to a lien for the unpaid repair and storage charges, as Pennsylvania law allows.',
      ],
    },
    contactSection(`To book a rental or ask about one, call us or e-mail ${SALES_EMAIL}.`),
  ],
}

const ethicsPolicy: Policy = {
  slug: 'ethics-policy',
  path: '/policies/ethics-policy',
  title: 'Ethics Policy',
  description:
    'How Lehigh County Golf Carts does business: honest prices, accurate vehicle descriptions, fair sales and service work, and respect for every customer.',
  keywords: ['golf cart dealer ethics', 'honest pricing', 'fair sales practices', 'Lehigh County golf cart dealer'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'We are a local dealer, and most of our customers are our neighbors. This policy sets out how everyone who works here is expected to do business.',
  sections: [
    {
      heading: 'Why we have this policy',
      paragraphs: [
        'A golf cart is a real purchase for most families, and a rental often carries a wedding, a graduation or a family reunion. People trust us with both. This policy puts in writing the standards we hold ourselves to, so customers know what to expect and every employee knows what is expected of them.',
      ],
    },
    {
      heading: 'Honest prices',
      items: [
        'The price we quote is the price you pay, with taxes and fees listed line by line before you sign.',
        'We do not advertise carts we do not have or cannot get.',
        'Rental fees are published in our Rental Policy, and we never add a charge that is not written there or in your agreement.',
      ],
      links: [link.rental],
    },
    {
      heading: 'Accurate vehicle information',
      items: [
        'We describe the condition of every used cart honestly, including known problems and the age of its batteries.',
        'We tell you plainly when a cart is sold as-is, and we write it on the bill of sale.',
        "Specifications, range and speed figures come from the manufacturer, and we explain how terrain, load and weather affect them.",
      ],
    },
    {
      heading: 'Fair sales and financing',
      paragraphs: [
        'We recommend the cart that fits how you will use it, even when that is the less expensive one. There is no pressure to decide on the spot.',
        'Financing is offered through a third-party lender. We explain the terms in plain language, you decide whether to apply, and we never change or fill in information on a credit application for you.',
      ],
    },
    {
      heading: 'Honest service work',
      items: [
        'We give an estimate before starting work and ask before going over it.',
        'We recommend only the repairs a cart needs, and we tell you which can wait.',
        'We show you or return the parts we replace when you ask.',
        'Work covered by warranty is never billed to you.',
      ],
    },
    {
      heading: 'Respect for your information',
      paragraphs: [
        'We use what you tell us only to serve you. We do not sell personal information, and we handle it as our Privacy Policy describes.',
      ],
      links: [link.privacy],
    },
    {
      heading: 'Caring for the environment',
      paragraphs: [
        'Electric carts are cleaner than gas ones, and we try to run the business the same way. Used batteries go to licensed recyclers, shop fluids and waste are disposed of properly, and we help customers keep their batteries healthy so they last longer.',
      ],
    },
    {
      heading: 'Gifts and conflicts of interest',
      paragraphs: [
        'Employees do not accept gifts, payments or favors from customers, suppliers or lenders that could influence a recommendation. Anyone with a personal or family interest in a sale, purchase or contract tells a manager and steps aside from the decision.',
      ],
    },
    contactSection(
      'If you think we have fallen short of this policy, please tell us. Concerns go straight to management, and no employee is ever penalized for raising one in good faith.',
      'Raising a concern',
    ),
  ],
}

const storagePolicy: Policy = {
  slug: 'storage-policy',
  path: '/policies/storage-policy',
  title: 'Storage Policy',
  description:
    'Indoor and covered outdoor golf cart storage in Lehigh County: monthly rates, winter and summer packages, maintenance add-ons, access hours and payment terms.',
  keywords: ['golf cart storage', 'winter golf cart storage', 'indoor golf cart storage', 'golf cart battery maintenance', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Store your cart with us for a month or a whole season, indoors or under cover. Here are the rates, what is included and how payments and pickups work.',
  sections: [
    {
      heading: 'Storage options',
      items: [
        'Indoor storage in our climate-controlled building, kept at 50 to 75 °F all year so batteries, seats and electronics are protected from freezing and heat.',
        'Covered outdoor storage under a roof, protected from sun, rain and snow.',
      ],
    },
    {
      heading: 'Rates',
      table: {
        caption: 'Storage rates',
        head: ['Plan', 'Indoor', 'Covered outdoor'],
        rows: [
          ['Monthly', `${formatPrice(S.monthly.indoor)} per month`, `${formatPrice(S.monthly.coveredOutdoor)} per month`],
          [
            `${S.winter.label}: ${S.winter.period} (${S.winter.months} months)`,
            formatPrice(S.winter.indoor),
            formatPrice(S.winter.coveredOutdoor),
          ],
          [
            `${S.summer.label}: ${S.summer.period} (${S.summer.months} months)`,
            formatPrice(S.summer.indoor),
            formatPrice(S.summer.coveredOutdoor),
          ],
        ],
      },
      paragraphs: ['Seasonal packages cost less than the same months at the monthly rate and are paid in full when the season starts.'],
    },
    {
      heading: 'Add-on services',
      items: [
        `Maintenance add-on, ${formatPrice(S.maintenancePerMonth)} per month: we keep the batteries charged on a maintenance schedule, check water levels on lead-acid batteries, keep the tires inflated and look the cart over every month.`,
        `Pre-season preparation, ${formatPrice(S.preSeasonPreparation)}: before you pick up, we check brakes, steering, lights and tires, service the batteries and wash the cart so it is ready to drive.`,
      ],
    },
    {
      heading: 'Drop-off, pickup and access hours',
      paragraphs: ['You can drop off, pick up or visit your cart during storage hours. Please call a day ahead so your cart is waiting at the front when you arrive.'],
      items: hoursItems(business.hours.storage),
    },
    {
      heading: 'Before you store',
      items: [
        'Bring the cart clean and take out personal belongings.',
        'Charge it fully, or add the maintenance add-on and we will look after it.',
        'At check-in we record the condition, battery type and accessories of your cart, and you get a copy.',
        'Keep your cart insured while it is stored. We are responsible for loss or damage caused by our own negligence.',
      ],
    },
    {
      heading: 'Payment and late fees',
      items: [
        'Monthly storage is billed in advance on the first of each month.',
        'Seasonal packages are paid in full at check-in.',
        `A ${formatPrice(S.lateFee)} late fee is added to any balance still unpaid ${S.lateAfterDays} days after its due date.`,
      ],
    },
    {
      heading: 'Unpaid accounts',
      paragraphs: ['We always try to reach you before taking any step. If an account stays unpaid:'],
      items: [
        '30 days past due: we send you a written notice.',
        '60 days past due: we call you and send a final notice.',
        '90 days past due: the lien process begins, as Pennsylvania law allows.',
        '120 days past due: the cart may be sold to recover the balance. Anything left after the balance and the costs of sale is returned to you.',
      ],
    },
    {
      heading: 'Ending storage',
      items: [
        'Either side can end monthly storage by giving a 30-day written notice.',
        'The cart must be collected within 30 days after storage ends. Storage charges continue until it is.',
        'Seasonal packages are not refundable, including when a cart is picked up before the season ends.',
      ],
    },
    contactSection('To reserve a storage space or ask about your account, give us a call or send an e-mail.'),
  ],
}

const publishingPolicy: Policy = {
  slug: 'publishing-policy',
  path: '/policies/publishing-policy',
  title: 'Publishing Policy',
  description:
    'How Lehigh County Golf Carts publishes vehicle, price and local information on its website, where it comes from, and how fast we answer content questions.',
  keywords: ['publishing policy', 'golf cart specifications', 'website content standards', 'Lehigh County golf carts'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Our website is often the first place people learn about a cart. This policy explains what we publish, where it comes from and how we keep it accurate.',
  sections: [
    {
      heading: 'What we publish',
      items: [
        'Inventory listings with prices, specifications and photos or artwork.',
        'Rental, service and storage prices.',
        'Pages about the towns and townships we serve across Lehigh County.',
        'Our policies, each with its effective date.',
        'Buying, charging and care tips written by our own staff.',
      ],
    },
    {
      heading: 'Where our information comes from',
      paragraphs: [
        'Specifications, range, speed and seating figures come from the manufacturers. Condition notes on used carts come from our own inspection. Prices come from our current price list. Local information is written by people who live and work in the area and checked before it goes up.',
      ],
    },
    {
      heading: 'Keeping it current',
      items: [
        'New product information is published within 48 hours of our receiving it from the manufacturer or the cart arriving at our showroom.',
        'Sold carts are marked or removed promptly.',
        'When a price or policy changes, we update the page and, for policies, the effective date.',
      ],
    },
    {
      heading: 'Prices, availability and images',
      paragraphs: [
        'Prices and availability can change quickly, especially in spring and summer. A price is confirmed in a written quote or a signed agreement. Images are illustrative: colors, wheels and accessories on your cart may differ from what is shown.',
      ],
    },
    {
      heading: 'Independence',
      paragraphs: [
        'We do not accept payment for placing products, links or reviews on our website. Links to a lender, a manufacturer or a map are there because they are useful to you, and those sites are run by their owners under their own policies.',
      ],
    },
    {
      heading: 'Questions about our content',
      paragraphs: [
        `Content inquiries are answered within 24 to 48 hours. Write to ${INFO_EMAIL} and tell us which page you are asking about. If you have found a mistake, our Corrections Policy explains how quickly we fix it.`,
      ],
      links: [link.corrections],
    },
    contactSection('You are always welcome to call and ask about a cart you saw on our website before making the trip.'),
  ],
}

const feedbackPolicy: Policy = {
  slug: 'feedback-policy',
  path: '/policies/feedback-policy',
  title: 'Feedback Policy',
  description:
    'How to share feedback or a complaint with Lehigh County Golf Carts, how quickly we respond to urgent, general and complex issues, and how we follow up.',
  keywords: ['customer feedback', 'complaints', 'customer service response time', 'Lehigh County golf carts'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Compliments, questions and complaints all help us do better. Here is how to reach us and how quickly you will hear back.',
  sections: [
    {
      heading: 'We want to hear from you',
      paragraphs: [
        'Whether a salesperson went the extra mile, a rental did not go to plan or you have an idea for something we should offer, we want to know. Every message is read by a person, not an automated system.',
      ],
    },
    {
      heading: 'How to reach us',
      items: [
        `Call ${MAIN_PHONE} (toll-free) or ${LOCAL_PHONE}.`,
        `E-mail ${INFO_EMAIL}.`,
        'Use the form on our contact page.',
        `Stop by the showroom at ${ADDRESS}. Showroom hours: ${SHOWROOM_HOURS}.`,
      ],
      links: [link.contact],
    },
    {
      heading: 'How quickly we respond',
      table: {
        caption: 'Response targets',
        head: ['Type of feedback', 'Examples', 'First response'],
        rows: [
          ['Urgent', 'A safety concern, a rental cart that stops working, a missed delivery', 'Within 4 hours'],
          ['General', 'Questions, suggestions, compliments', 'Within 24 hours'],
          ['Complex', 'Warranty disputes, billing reviews, issues that need the manufacturer', 'Within 48 hours'],
          ['Follow-up', 'Checking that the solution worked for you', 'Within 1 week of resolution'],
        ],
      },
      paragraphs: [
        `Times are counted from when we receive your message. For an urgent problem with a rental, call ${MAIN_PHONE} at any hour; rental support runs 24/7.`,
      ],
    },
    {
      heading: 'How we handle a complaint',
      items: [
        'We confirm that we received it and tell you who is looking after it.',
        'That person looks into what happened, including talking with the staff involved.',
        'We explain what we found and what we will do, in writing if you prefer.',
        'We check back within 1 week to make sure the solution worked.',
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        'Ask for your complaint to be reviewed by our general manager. Put it in writing to the address or e-mail below, and the general manager will contact you personally.',
      ],
    },
    {
      heading: 'Reviews',
      paragraphs: [
        'We welcome honest reviews on any site. We never pay for reviews, offer discounts in exchange for good ones or ask anyone to remove a fair criticism. If a review describes a problem, we reply publicly and try to put it right.',
      ],
    },
    {
      heading: 'What we do with feedback',
      paragraphs: [
        'Feedback shapes our training, our rental fleet and the services we offer. Your contact details are used only to answer you and are handled as our Privacy Policy describes.',
      ],
      links: [link.privacy],
    },
    contactSection('However you choose to reach us, we will answer.'),
  ],
}

const correctionsPolicy: Policy = {
  slug: 'corrections-policy',
  path: '/policies/corrections-policy',
  title: 'Corrections Policy',
  description:
    'How Lehigh County Golf Carts corrects errors on its website and in print, how to report a mistake, and how fast we fix critical, important and minor errors.',
  keywords: ['corrections policy', 'report an error', 'website accuracy', 'Lehigh County golf carts'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'We work hard to get things right, and when we do not, we fix them quickly and openly. Here is how to tell us about a mistake and what happens next.',
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        'Customers make real decisions based on what we publish: which cart to buy, what a rental will cost, whether a cart is allowed on their street. We take errors seriously and correct them as fast as their importance requires.',
      ],
    },
    {
      heading: 'What we correct',
      items: [
        'Prices, fees and availability.',
        'Vehicle specifications and features.',
        'Policy wording, dates and contact details.',
        'Information about the towns and townships we serve.',
        'Typos, formatting problems and broken links.',
      ],
    },
    {
      heading: 'How to report an error',
      paragraphs: [
        `E-mail ${INFO_EMAIL} or call ${MAIN_PHONE}. Tell us the page or document, what is wrong and, if you can, where the correct information comes from. You do not need to give your name, but we can only reply if you do.`,
      ],
    },
    {
      heading: 'How quickly we act',
      table: {
        caption: 'Correction targets',
        head: ['Priority', 'Examples', 'Corrected'],
        rows: [
          ['Critical', 'Safety information, or a price or term that could affect a purchase or rental decision', 'Within 2 hours'],
          ['Important', 'Wrong specifications, availability or hours', 'Within 24 hours'],
          ['Minor', 'Typos, formatting, broken links', 'Within 48 hours'],
          ['Complex', 'Errors that need confirmation from a manufacturer or a policy review', 'Within 72 hours'],
        ],
      },
      paragraphs: ['Times are counted from when we receive the report.'],
    },
    {
      heading: 'How corrections are shown',
      paragraphs: [
        'Small errors are simply fixed. When we correct a policy or a price in a way that matters to customers, we update the effective date or note the change on the page, so it is clear what changed and when.',
      ],
    },
    {
      heading: 'Price errors',
      paragraphs: [
        'If we find that a price was published in error, we tell anyone who has asked about that cart before they buy. A price in a quote or agreement you have already signed stays as written.',
      ],
    },
    contactSection('Thank you for helping us keep our information accurate.'),
  ],
}

const diversityPolicy: Policy = {
  slug: 'diversity-policy',
  path: '/policies/diversity-policy',
  title: 'Diversity Policy',
  description:
    "Lehigh County Golf Carts' commitment to equal opportunity, a respectful workplace and welcoming service for every customer in the communities we serve.",
  keywords: ['diversity policy', 'equal opportunity employer', 'inclusive workplace', 'accessibility', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Our customers and our team come from every part of Lehigh County. We want everyone to feel welcome here, whether they are buying a cart or applying for a job.',
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        'We serve cities, boroughs, townships and farm communities, and people of every background, age and ability. We are a better business when our team reflects the people we serve and when every customer gets the same respect and the same honest advice.',
      ],
    },
    {
      heading: 'Equal employment opportunity',
      paragraphs: [
        'We hire, pay, train and promote on the basis of ability and performance, without regard to race, color, religious creed, ancestry, national origin, sex, sexual orientation, gender identity, pregnancy, age, disability, genetic information, veteran status or any other characteristic protected by federal law or the Pennsylvania Human Relations Act.',
      ],
    },
    {
      heading: 'Recruiting and growth',
      items: [
        'We post openings where many kinds of applicants will see them, including local high schools and career and technical programs.',
        'Every candidate for a role is asked the same core interview questions.',
        'We train people for the next step, from detailing and rental prep to service technician and sales.',
        'We make reasonable accommodations for applicants and employees with disabilities or religious needs.',
      ],
    },
    {
      heading: 'A respectful workplace',
      paragraphs: [
        'Harassment and discrimination are not tolerated. Any employee can raise a concern with a manager or directly with the owner, and no one is penalized for reporting in good faith.',
      ],
    },
    {
      heading: 'Welcoming every customer',
      items: [
        'Every customer gets the same prices, the same options and the same honest advice.',
        'If you need an accommodation to visit, test drive or do business with us, tell us and we will arrange it.',
        'You are welcome to bring a family member, friend or interpreter to help with any conversation or paperwork.',
        'We build our website to work with keyboards and screen readers. If any part of it is hard to use, let us know and we will fix it.',
      ],
    },
    {
      heading: 'Part of the community',
      paragraphs: [
        'We support community events across Lehigh County, from borough festivals to school fundraisers, and we buy from local suppliers where we can.',
      ],
    },
    {
      heading: 'Accountability',
      paragraphs: [
        'We review this policy every year, and our annual staffing report describes our team and how we hire and train.',
      ],
      links: [link.staffing],
    },
    contactSection('Questions or concerns about this policy are welcome at any time.'),
  ],
}

const STAFF = { fullTime: 24, partTime: 8, seasonal: 6 } as const

/** Department, full-time, part-time, seasonal. */
const DEPARTMENTS: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Sales and showroom', 6, 2, 0],
  ['Service and repair', 8, 1, 1],
  ['Rentals and delivery', 4, 3, 4],
  ['Parts and storage', 3, 1, 1],
  ['Administration and customer care', 3, 1, 0],
]

const staffTotal = STAFF.fullTime + STAFF.partTime + STAFF.seasonal

const staffingReport: Policy = {
  slug: 'staffing-report',
  path: '/policies/staffing-report',
  title: 'Annual Staffing Report 2024',
  description:
    'Our 2024 staffing report: the 38 people who sold, serviced, rented and delivered golf carts across Lehigh County, with roles, training and safety.',
  keywords: ['annual staffing report', 'golf cart technicians', 'seasonal jobs', 'Lehigh County employer'],
  reportingPeriod: '2024',
  summary: `In 2024 our team numbered ${staffTotal}: ${STAFF.fullTime} full-time, ${STAFF.partTime} part-time and ${STAFF.seasonal} seasonal staff. This report explains who they are, how we trained them and how we kept them safe.`,
  sections: [
    {
      heading: 'About this report',
      paragraphs: [
        'This report covers the calendar year 2024, January 1 to December 31. Headcounts include everyone on our payroll during the year, including the seasonal staff who joined us for the spring and summer rental season.',
      ],
    },
    {
      heading: 'Team overview',
      paragraphs: [
        `During 2024 our team included ${STAFF.fullTime} full-time, ${STAFF.partTime} part-time and ${STAFF.seasonal} seasonal staff, ${staffTotal} people in all.`,
      ],
      table: {
        caption: 'Staff by employment type, 2024',
        head: ['Employment type', 'Staff'],
        rows: [
          ['Full-time', String(STAFF.fullTime)],
          ['Part-time', String(STAFF.partTime)],
          ['Seasonal', String(STAFF.seasonal)],
          ['Total', String(staffTotal)],
        ],
      },
    },
    {
      heading: 'Roles by department',
      paragraphs: [
        'Service and repair is our largest full-time team. Rentals and delivery grows the most in the warm months, when most of our seasonal staff work there.',
      ],
      table: {
        caption: 'Staff by department, 2024',
        head: ['Department', 'Full-time', 'Part-time', 'Seasonal', 'Total'],
        rows: [
          ...DEPARTMENTS.map(([name, ft, pt, s]) => [name, String(ft), String(pt), String(s), String(ft + pt + s)]),
          ['All departments', String(STAFF.fullTime), String(STAFF.partTime), String(STAFF.seasonal), String(staffTotal)],
        ],
      },
    },
    {
      heading: 'Training and certification',
      items: [
        'Every new employee completes a first-week orientation on safety, customer care and how our carts work.',
        'Service technicians train on electric drivetrains, controllers and both lithium and lead-acid battery systems, and complete manufacturer product training on the Denago and Evolution models we sell.',
        'Delivery drivers are trained in trailer loading, tie-downs and safe unloading at customer sites.',
        'Sales and rental staff learn the rules for driving golf carts and low-speed vehicles on Pennsylvania roads so they can explain them accurately.',
        'Everyone reviews our policies once a year.',
      ],
    },
    {
      heading: 'Hiring and seasonal staffing',
      paragraphs: [
        'Rental demand peaks from late spring through early fall, with weddings, graduations, festivals and summer events across Lehigh County. Seasonal staff join us for that period to prepare, deliver and collect rental carts and to move carts in and out of storage.',
        'Part-time staff cover Saturdays in the showroom and busy weeks in the shop. Several positions are filled by people who started with us part-time or seasonally.',
      ],
    },
    {
      heading: 'Safety',
      items: [
        'Monthly safety meetings for the service, rentals and delivery teams.',
        'Protective equipment and written procedures for battery handling and charging areas.',
        'Lifts, jacks and trailers inspected on a regular schedule.',
        'Every rental cart inspected before it goes out and after it comes back.',
        'A simple way for any employee to report a hazard or near miss, with no blame for reporting.',
      ],
    },
    {
      heading: 'Looking ahead',
      paragraphs: [
        'In the coming year we plan to expand technician training on lithium battery systems, cross-train more staff between rentals and the showroom, and offer seasonal staff first call on returning for the next season.',
      ],
    },
    contactSection(`Interested in working with us? Send your résumé to ${INFO_EMAIL} or stop by the showroom.`, 'Careers and questions'),
  ],
}

export const POLICIES: readonly Policy[] = [
  termsConditions,
  returnPolicy,
  deliveryPolicy,
  rentalPolicy,
  ethicsPolicy,
  storagePolicy,
  publishingPolicy,
  feedbackPolicy,
  correctionsPolicy,
  diversityPolicy,
  staffingReport,
]

// ---------------------------------------------------------------------------
// The two legal pages
// ---------------------------------------------------------------------------

/**
 * The privacy policy, stating what a lead holds and how long it is kept from the same
 * data the leads desk and its daily purge use (data/lead-policy.ts). The site renders it
 * with the retention it purges with (LEAD_RETENTION_DAYS); PRIVACY_POLICY has the default.
 */
export function privacyPolicy(retentionDays = DEFAULT_LEAD_RETENTION_DAYS): Policy {
  return {
    slug: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What the Lehigh County Golf Carts website collects when you contact us, why, how long we keep it, who receives it, and the choices you have about your data.',
    keywords: ['privacy policy', 'contact form privacy', 'personal information', 'Lehigh County golf carts'],
    effectiveDate: EFFECTIVE_DATE,
    summary:
      'Our website collects very little: only what you type into our contact form, plus the technical details every web server sees. This page explains what we do with it.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `This website, ${DOMAIN}, is run by ${NAME}, ${ADDRESS}. This policy explains what information the website collects, why, and what we do with it.`,
        ],
      },
      {
        heading: 'What we collect through the contact form',
        paragraphs: [
          'When you send us a message or ask for a test drive, a rental, service or a trade-in value, we keep what you send and a little about the visit:',
        ],
        items: leadDataKept(),
      },
      {
        heading: 'Why we collect it',
        paragraphs: [
          'We use these details only to answer your message: to reply to a question, prepare a quote, arrange a test drive, book a rental or schedule service, and to follow up on that request. We do not add you to a mailing list or use your details for marketing unless you ask us to.',
        ],
      },
      {
        heading: 'How your message reaches us',
        paragraphs: [
          'Your message is saved on our web server and e-mailed to our sales team through an e-mail delivery provider. The provider handles it only to deliver it to us. Our staff read it in our business e-mail.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: retentionStatement(retentionDays),
      },
      {
        heading: 'What we do not do',
        items: [
          'We do not sell or rent personal information, and we do not share it with anyone for their own marketing.',
          'Visitors have no user accounts, sign-ins or passwords on the website; only the dealer’s staff sign in, to a private console.',
          'The website takes no payments and collects no card or bank details.',
          "Financing applications are made on the lender's own website, under the lender's privacy policy.",
        ],
      },
      {
        heading: 'Maps',
        paragraphs: [
          'Some pages can show an embedded Google map. The map loads only when you ask for it; until then, your browser contacts no map provider. Once you load a map, Google receives your IP address and may set its own cookies, under its own privacy policy.',
        ],
      },
      {
        heading: 'Server logs',
        paragraphs: [
          'Like every website, our server records technical details of each request: the page requested, the time, the browser type and your IP address. We use them to keep the site secure and to limit abusive traffic (rate limiting). The logs never contain what you type into the contact form, and they are kept for no longer than 30 days.',
        ],
      },
      {
        heading: 'Visit counts',
        paragraphs: [
          'To see which pages are useful, the website counts page views, taps on a phone number and forms started, on our own server, as totals per day and page (for example “the inventory page was viewed 40 times on Monday”). Nothing in these counts identifies you: no cookie, no identifier, no IP address and no browser details are stored with them, and no third party is involved. When your browser sends Global Privacy Control or Do Not Track, it reports nothing at all.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The website sets no cookies of its own for visitors and uses no advertising or cross-site tracking (the dealer’s staff get a sign-in cookie in their console). Cookies appear only if you choose to load a map, as described above.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Our website is meant for adults. We do not knowingly collect information from children under 13. If you believe a child has sent us a message, contact us and we will delete it.',
        ],
      },
      {
        heading: "Your choices and Pennsylvania residents' rights",
        paragraphs: [
          'Wherever you live, you can ask us to tell you what personal information we hold about you, to correct it, or to delete it. We answer every request within 30 days, and exercising these rights never affects how we treat you as a customer.',
          "If a breach of our systems ever exposed your personal information, we would notify you as Pennsylvania's Breach of Personal Information Notification Act requires.",
          'When we change this policy, we update the effective date at the top of this page.',
        ],
      },
      contactSection(`To ask about your information or make a request, e-mail ${INFO_EMAIL} or write to us.`),
    ],
  }
}

export const PRIVACY_POLICY: Policy = privacyPolicy()

export const TERMS_OF_SERVICE: Policy = {
  slug: 'terms-of-service',
  path: '/terms-of-service',
  title: 'Terms of Service',
  description:
    'The terms for using the Lehigh County Golf Carts website: prices and availability, vehicle information, financing links, liability and Pennsylvania law.',
  keywords: ['terms of service', 'website terms', 'golf cart prices', 'Lehigh County golf carts'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'These terms cover your use of our website. Buying, renting, servicing and storing a cart are covered by their own agreements and policies, listed below.',
  sections: [
    {
      heading: 'Agreement to these terms',
      paragraphs: [
        `These terms apply to your use of ${DOMAIN}, run by ${NAME}, ${ADDRESS}. By using the website you agree to them. If you do not agree, please do not use the website.`,
      ],
    },
    {
      heading: 'Using the website',
      items: [
        'You may use the website to learn about our carts and services and to contact us.',
        'Please do not send false, abusive or automated messages, try to break into or overload the website, or copy large parts of it.',
        'The text, artwork and design of the website belong to us or are used with permission. Brand names belong to their owners.',
      ],
    },
    {
      heading: 'Prices and availability',
      paragraphs: [
        'Prices, promotions, specifications and availability shown on the website can change without notice and are not an offer to sell. A price is confirmed only in a written quote or a signed agreement. If a price was published in error, we will tell you before any sale.',
      ],
    },
    {
      heading: 'Vehicle information and images',
      paragraphs: [
        "Specifications, range and speed figures come from the manufacturers and depend on load, terrain, weather and battery condition. Images are illustrative, and the color, wheels and accessories of a particular cart may differ. Please confirm the details that matter to you with our staff.",
      ],
    },
    {
      heading: 'Financing',
      paragraphs: [
        "Financing is provided by a third-party lender. Our financing link takes you to the lender's website, where the lender's own terms and privacy policy apply. The lender alone decides approval, rates and terms.",
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The website links to or embeds content from other sites, such as the lender, manufacturers and a map provider. We are not responsible for their content, availability or privacy practices.',
      ],
    },
    {
      heading: 'Sales, rentals and other services',
      paragraphs: [
        'Buying, renting, servicing and storing a cart are governed by the written agreement you sign and by our policies, including:',
      ],
      links: [
        { label: 'Terms & Conditions (/policies/terms-conditions)', href: '/policies/terms-conditions' },
        { label: 'Return Policy (/policies/return-policy)', href: '/policies/return-policy' },
        { label: 'Delivery Policy (/policies/delivery-policy)', href: '/policies/delivery-policy' },
        { label: 'Rental Policy (/policies/rental-policy)', href: '/policies/rental-policy' },
        { label: 'Storage Policy (/policies/storage-policy)', href: '/policies/storage-policy' },
        { label: 'Privacy Policy (/privacy-policy)', href: '/privacy-policy' },
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We work to keep the website accurate and available, but it is provided as it is, without guarantees that it will always be error-free or online. To the extent the law allows, we are not liable for indirect or consequential losses arising from use of the website. Nothing in these terms limits any right you have that the law does not allow to be limited.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Commonwealth of Pennsylvania. Any dispute about them will be heard in the courts of Lehigh County, Pennsylvania.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The effective date at the top of this page shows when they last changed, and continuing to use the website means you accept the updated terms.',
      ],
    },
    contactSection('Questions about these terms are welcome.'),
  ],
}

// ---------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------

/** All 13 pages: the eleven /policies/* pages, then the privacy policy and the terms of service. */
export const ALL_POLICIES: readonly Policy[] = [...POLICIES, PRIVACY_POLICY, TERMS_OF_SERVICE]

export function findPolicy(slug: string): Policy | undefined {
  return ALL_POLICIES.find((p) => p.slug === slug)
}

/** Short aliases that answer 301 to the -policy form: /policies/return -> /policies/return-policy. */
export const POLICY_ALIASES: Readonly<Record<string, string>> = {
  return: 'return-policy',
  delivery: 'delivery-policy',
  rental: 'rental-policy',
  storage: 'storage-policy',
  publishing: 'publishing-policy',
  feedback: 'feedback-policy',
  corrections: 'corrections-policy',
  diversity: 'diversity-policy',
  ethics: 'ethics-policy',
}

/** Every string of a policy, for search and tests. */
export function policyText(policy: Policy): string {
  const parts: string[] = [policy.title, policy.description, policy.summary]
  if (policy.effectiveDate) parts.push(policy.effectiveDate)
  if (policy.reportingPeriod) parts.push(policy.reportingPeriod)
  for (const s of policy.sections) {
    parts.push(s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []))
    if (s.table) parts.push(s.table.caption, ...s.table.head, ...s.table.rows.flat())
    for (const l of s.links ?? []) parts.push(l.label, l.href)
  }
  return parts.join('\n')
}
