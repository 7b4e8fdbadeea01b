/**
 * The Diversity Policy (/policies/diversity-policy): equal opportunity, a respectful
 * workplace and welcoming service for every customer.
 */
import { EFFECTIVE_DATE, contactSection, link, type Policy } from './policy'

export const diversityPolicy: Policy = {
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
