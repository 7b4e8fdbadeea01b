/**
 * The Corrections Policy (/policies/corrections-policy): how errors are reported, and how
 * quickly and how openly they are corrected.
 */
import { EFFECTIVE_DATE, MAIN_PHONE, INFO_EMAIL, contactSection, type Policy } from './policy'

export const correctionsPolicy: Policy = {
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
