/**
 * The Return Policy (/policies/return-policy): return windows, restocking fees, the RMA
 * number and refunds for carts, parts and accessories.
 */
import { EFFECTIVE_DATE, MAIN_PHONE, INFO_EMAIL, SHOWROOM_HOURS, contactSection, link, type Policy } from './policy'

export const returnPolicy: Policy = {
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
