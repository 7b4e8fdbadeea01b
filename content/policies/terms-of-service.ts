/**
 * The Terms of Service (/terms-of-service): the terms for using the website: prices and
 * availability, vehicle information, financing links, liability and Pennsylvania law.
 */
import { DOMAIN } from '../business'
import { EFFECTIVE_DATE, NAME, ADDRESS, contactSection, type Policy } from './policy'

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
