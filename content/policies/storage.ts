/**
 * The Storage Policy (/policies/storage-policy): indoor and covered outdoor storage,
 * monthly and seasonal rates, add-ons, access hours and payment. STORAGE_RATES holds its
 * prices; storage hours are the dealer's settings (written in by fillPolicy).
 */
import { formatPrice } from '../format'
import { EFFECTIVE_DATE, STORAGE_HOURS_ITEMS, contactSection, type Policy } from './policy'

/** Storage prices, shared with any page that shows them. */
export const STORAGE_RATES = {
  monthly: { indoor: 125, coveredOutdoor: 75 },
  winter: { label: 'Winter package', period: 'October 15 to April 15', months: 6, indoor: 650, coveredOutdoor: 400 },
  summer: { label: 'Summer package', period: 'May 1 to September 30', months: 5, indoor: 575, coveredOutdoor: 350 },
  maintenancePerMonth: 50,
  preSeasonPreparation: 150,
  lateFee: 25,
  lateAfterDays: 10,
} as const

const S = STORAGE_RATES

export const storagePolicy: Policy = {
  slug: 'storage-policy',
  path: '/policies/storage-policy',
  title: 'Storage Policy',
  description:
    'Indoor and covered outdoor golf cart storage in Lehigh County: monthly rates, winter and summer packages, maintenance add-ons, access hours and payment terms.',
  keywords: ['golf cart storage', 'winter golf cart storage', 'indoor golf cart storage', 'golf cart battery maintenance', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Store your cart with us for a month or a whole season, indoors or under cover. Here are the rates, what is included and how payments and pickups work.',
  sections: [
    {
      heading: 'Storage options',
      items: [
        'Indoor storage in our climate-controlled building, kept at 50 to 75 °F all year so batteries, seats and electronics are protected from freezing and heat.',
        'Covered outdoor storage under a roof, protected from sun, rain and snow.',
      ],
    },
    {
      heading: 'Rates',
      table: {
        caption: 'Storage rates',
        head: ['Plan', 'Indoor', 'Covered outdoor'],
        rows: [
          ['Monthly', `${formatPrice(S.monthly.indoor)} per month`, `${formatPrice(S.monthly.coveredOutdoor)} per month`],
          [
            `${S.winter.label}: ${S.winter.period} (${S.winter.months} months)`,
            formatPrice(S.winter.indoor),
            formatPrice(S.winter.coveredOutdoor),
          ],
          [
            `${S.summer.label}: ${S.summer.period} (${S.summer.months} months)`,
            formatPrice(S.summer.indoor),
            formatPrice(S.summer.coveredOutdoor),
          ],
        ],
      },
      paragraphs: ['Seasonal packages cost less than the same months at the monthly rate and are paid in full when the season starts.'],
    },
    {
      heading: 'Add-on services',
      items: [
        `Maintenance add-on, ${formatPrice(S.maintenancePerMonth)} per month: we keep the batteries charged on a maintenance schedule, check water levels on lead-acid batteries, keep the tires inflated and look the cart over every month.`,
        `Pre-season preparation, ${formatPrice(S.preSeasonPreparation)}: before you pick up, we check brakes, steering, lights and tires, service the batteries and wash the cart so it is ready to drive.`,
      ],
    },
    {
      heading: 'Drop-off, pickup and access hours',
      paragraphs: ['You can drop off, pick up or visit your cart during storage hours. Please call a day ahead so your cart is waiting at the front when you arrive.'],
      items: [STORAGE_HOURS_ITEMS],
    },
    {
      heading: 'Before you store',
      items: [
        'Bring the cart clean and take out personal belongings.',
        'Charge it fully, or add the maintenance add-on and we will look after it.',
        'At check-in we record the condition, battery type and accessories of your cart, and you get a copy.',
        'Keep your cart insured while it is stored. We are responsible for loss or damage caused by our own negligence.',
      ],
    },
    {
      heading: 'Payment and late fees',
      items: [
        'Monthly storage is billed in advance on the first of each month.',
        'Seasonal packages are paid in full at check-in.',
        `A ${formatPrice(S.lateFee)} late fee is added to any balance still unpaid ${S.lateAfterDays} days after its due date.`,
      ],
    },
    {
      heading: 'Unpaid accounts',
      paragraphs: ['We always try to reach you before taking any step. If an account stays unpaid:'],
      items: [
        '30 days past due: we send you a written notice.',
        '60 days past due: we call you and send a final notice.',
        '90 days past due: the lien process begins, as Pennsylvania law allows.',
        '120 days past due: the cart may be sold to recover the balance. Anything left after the balance and the costs of sale is returned to you.',
      ],
    },
    {
      heading: 'Ending storage',
      items: [
        'Either side can end monthly storage by giving a 30-day written notice.',
        'The cart must be collected within 30 days after storage ends. Storage charges continue until it is.',
        'Seasonal packages are not refundable, including when a cart is picked up before the season ends.',
      ],
    },
    contactSection('To reserve a storage space or ask about your account, give us a call or send an e-mail.'),
  ],
}
