/**
 * The Feedback Policy (/policies/feedback-policy): how to reach the dealer with feedback or a
 * complaint, and how quickly each kind is answered.
 */
import { EFFECTIVE_DATE, MAIN_PHONE, LOCAL_PHONE, INFO_EMAIL, ADDRESS, SHOWROOM_HOURS, contactSection, link, type Policy } from './policy'

export const feedbackPolicy: Policy = {
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
