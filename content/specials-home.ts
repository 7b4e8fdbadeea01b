/** The home page's list of the specials on now (in Spanish in pages/index/+words.ts). */
export const SPECIALS_HOME_COPY: { eyebrow: string; title: string; intro: string; seeAll: string } = {
  eyebrow: 'Specials',
  title: 'On Special Now',
  intro: 'Limited-time prices on carts on our lot.',
  seeAll: 'See all specials',
}
