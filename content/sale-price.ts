/**
 * How a cart's sale price is worded beside the regular one, on its card and its page. The
 * sale's end and the compare table's cell are worded in content/specials.ts: this module is on
 * every page with a cart card, so it holds only what those pages show.
 */
export const SALE_COPY = {
  /** Before the sale price, for screen readers. */
  salePrice: 'Sale price',
  /** Before the struck-through regular price. */
  regularPrice: 'Regular price',
} as const
