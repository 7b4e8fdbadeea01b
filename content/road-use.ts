/**
 * How the site names what a vehicle is under Pennsylvania law: the badge on cards and
 * vehicle pages, the inventory filter, the compare row and the structured data. What each
 * kind means is explained on /street-legal (content/street-legal.ts).
 */
export const ROAD_USE_COPY = {
  lsv: {
    label: 'Street legal (LSV)',
    filter: 'Street legal (LSV)',
    long: 'Street-legal low-speed vehicle (LSV): titled, registered, insured and inspected in Pennsylvania',
  },
  'golf-cart': {
    label: 'Golf cart, not street legal',
    filter: 'Golf cart (not street legal)',
    long: 'Golf cart: cannot be titled or registered in Pennsylvania; not for public roads',
  },
  'off-road': {
    label: 'Off-road, private land',
    filter: 'Off-road (private land)',
    long: 'Off-road utility vehicle: for private land, not for public roads',
  },
} as const

export const ROAD_USE_TEXT = {
  /** The compare row's and the structured data's name for it. */
  property: 'Road use',
  filterLabel: 'Road use',
  filterAll: 'All road uses',
  /** The vehicle page's link to the explanation. */
  learnMore: 'What street legal means in Pennsylvania',
} as const
