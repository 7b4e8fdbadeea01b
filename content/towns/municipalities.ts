/**
 * The Lehigh County municipalities the dealer serves: the footer's 23 links, the
 * municipality pages, and the per-town rental pages all read this one list.
 */

export type MunicipalityType = 'City' | 'Township' | 'Borough'

export interface Municipality {
  /** "Lower Macungie" */
  name: string
  type: MunicipalityType
  /** "lower-macungie-township" */
  slug: string
  /** The local landing page: "/lower-macungie-township-golf-carts". */
  url: string
  /** "/rentals/lower-macungie" */
  rentalsUrl: string
  /** True when the local landing page is one of the 24 town pages rather than a municipality page. */
  hasTownPage: boolean
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function municipality(name: string, type: MunicipalityType, hasTownPage: boolean): Municipality {
  const slug = `${slugify(name)}-${type.toLowerCase()}`
  return { name, type, slug, url: `/${slug}-golf-carts`, rentalsUrl: `/rentals/${slugify(name)}`, hasTownPage }
}

/** In the order the footer lists them: cities, townships, boroughs. */
export const municipalities: readonly Municipality[] = [
  municipality('Allentown', 'City', true),
  municipality('Bethlehem', 'City', false),
  municipality('Lower Macungie', 'Township', false),
  municipality('South Whitehall', 'Township', false),
  municipality('Upper Macungie', 'Township', false),
  municipality('Whitehall', 'Township', true),
  municipality('Salisbury', 'Township', false),
  municipality('North Whitehall', 'Township', false),
  municipality('Upper Saucon', 'Township', false),
  municipality('Lower Milford', 'Township', false),
  municipality('Lynn', 'Township', false),
  municipality('Heidelberg', 'Township', false),
  municipality('Washington', 'Township', false),
  municipality('Weisenberg', 'Township', false),
  municipality('Lowhill', 'Township', false),
  municipality('Emmaus', 'Borough', true),
  municipality('Macungie', 'Borough', true),
  municipality('Catasauqua', 'Borough', true),
  municipality('Coopersburg', 'Borough', true),
  municipality('Fountain Hill', 'Borough', false),
  municipality('Alburtis', 'Borough', true),
  municipality('Slatington', 'Borough', true),
  municipality('Coplay', 'Borough', true),
]

/** The 14 municipalities served by a municipality page (the others have a town page). */
export const municipalityPages: readonly Municipality[] = municipalities.filter((m) => !m.hasTownPage)

export function findMunicipalityBySlug(slug: string): Municipality | undefined {
  return municipalities.find((m) => m.slug === slug)
}

export function findMunicipalityByRentalSlug(slug: string): Municipality | undefined {
  return municipalities.find((m) => m.rentalsUrl === `/rentals/${slug}`)
}

export { slugify }
