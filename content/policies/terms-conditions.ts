/**
 * The Terms & Conditions (/policies/terms-conditions): the ground rules for every sale,
 * rental, repair, parts order and storage agreement.
 */
import { business } from '../business'
import { formatPrice } from '../format'
import { EFFECTIVE_DATE, NAME, ADDRESS, contactSection, link, type Policy } from './policy'

export const termsConditions: Policy = {
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
