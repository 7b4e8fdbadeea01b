/**
 * The Ethics Policy (/policies/ethics-policy): how everyone who works for the dealer is
 * expected to do business.
 */
import { EFFECTIVE_DATE, contactSection, link, type Policy } from './policy'

export const ethicsPolicy: Policy = {
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
