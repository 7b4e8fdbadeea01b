/**
 * How the site words specials: a sale's end, the compare table's sale cell, what a special takes
 * off, and the /specials page. A cart's sale price beside the regular one is worded in
 * content/sale-price.ts and the home page's list in content/specials-home.ts, each in its own
 * module, so the pages that show only those do not carry the rest.
 */
export const SPECIALS_COPY = {
  /** A cart's sale end, worded on the server: "Sale ends Sunday, November 30 at 11:59 PM". */
  ends: (date: string, time: string) => `Sale ends ${date} at ${time}`,
  /** A special's own end, on its card: "Ends Sunday, November 30 at 11:59 PM". */
  specialEnds: (date: string, time: string) => `Ends ${date} at ${time}`,
  /** The compare table's price cell: "$10,995 on sale (was $11,995)". */
  compareCell: (sale: string, regular: string) => `${sale} on sale (was ${regular})`,
  /** What the discount is, in the special's card: "$1,000 off", "10% off", "Sale prices". */
  amountOff: (amount: string) => `${amount} off`,
  percentOff: (percent: number) => `${percent}% off`,
  salePrices: 'Special prices',
  page: {
    title: 'Golf Cart Specials',
    eyebrow: 'On now',
    intro: 'Sale prices on carts on our lot, for a limited time. Every price here is the price you pay while the special runs; call us to hold a cart.',
    description: 'Current golf cart and LSV specials at Lehigh County Golf Carts: sale prices on Denago and Evolution carts for a limited time, with the end date of each.',
    none: 'No specials are running right now.',
    noneHint: 'New carts arrive every week. Browse the inventory, or call us and ask what is coming up.',
    carts: 'Carts on this special',
    finePrint: 'Fine print',
    browse: 'Browse all inventory',
  },
} as const
