/** The home page's list of the specials on now. */
export const SPECIALS_HOME_COPY = {
  eyebrow: 'Specials',
  title: 'On Special Now',
  intro: 'Limited-time prices on carts on our lot.',
  seeAll: 'See all specials',
} as const
