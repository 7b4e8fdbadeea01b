/** How a cart's sale is worded on its card, its page and the compare table: the sale price beside the regular one, and when it ends. */
export const SALE_COPY = {
  /** "Sale ends Sunday, November 30 at 11:59 PM" */
  ends: (date: string, time: string) => `Sale ends ${date} at ${time}`,
  /** A special's own end, on its card: "Ends Sunday, November 30 at 11:59 PM". */
  specialEnds: (date: string, time: string) => `Ends ${date} at ${time}`,
  /** Before the sale price, for screen readers and the compare table. */
  salePrice: 'Sale price',
  /** Before the struck-through regular price. */
  regularPrice: 'Regular price',
  /** The compare table's price cell: "$10,995 on sale (was $11,995)". */
  compareCell: (sale: string, regular: string) => `${sale} on sale (was ${regular})`,
} as const
