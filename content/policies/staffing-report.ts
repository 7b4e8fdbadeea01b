/**
 * The Annual Staffing Report 2024 (/policies/staffing-report): the team by employment type
 * and department, training, hiring and safety. Its only date is its reporting period; every
 * total is added up from the headcounts below.
 */
import { INFO_EMAIL, contactSection, type Policy } from './policy'

export const STAFF = { fullTime: 24, partTime: 8, seasonal: 6 } as const

/** Department, full-time, part-time, seasonal. */
export const DEPARTMENTS: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Sales and showroom', 6, 2, 0],
  ['Service and repair', 8, 1, 1],
  ['Rentals and delivery', 4, 3, 4],
  ['Parts and storage', 3, 1, 1],
  ['Administration and customer care', 3, 1, 0],
]

const staffTotal = STAFF.fullTime + STAFF.partTime + STAFF.seasonal

export const staffingReport: Policy = {
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
