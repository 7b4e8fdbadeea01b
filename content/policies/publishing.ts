/**
 * The Publishing Policy (/policies/publishing-policy): what the website publishes, where it
 * comes from and how it is kept current.
 */
import { EFFECTIVE_DATE, INFO_EMAIL, contactSection, link, type Policy } from './policy'

export const publishingPolicy: Policy = {
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
