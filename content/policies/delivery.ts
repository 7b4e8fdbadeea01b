/**
 * The Delivery Policy (/policies/delivery-policy): the free delivery zone, fees, same-day
 * rental delivery, white glove setup and scheduling. DELIVERY_TERMS holds its figures; the
 * rental policy quotes them too. Rental delivery prices come from content/rentals.ts.
 */
import { formatPrice } from '../format'
import { RENTAL_DELIVERY_FEE_PER_MILE, RENTAL_FREE_DELIVERY_MILES } from '../rentals'
import { EFFECTIVE_DATE, ADDRESS, contactSection, link, type Policy } from './policy'

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

const D = DELIVERY_TERMS

export const deliveryPolicy: Policy = {
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
