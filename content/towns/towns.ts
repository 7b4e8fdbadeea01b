/**
 * The 24 town landing pages. Each renders at /towns/{slug} and at its alias path; the
 * alias path is the canonical URL. Nine towns are also municipalities of
 * content/towns/municipalities.ts (and their alias path is that municipality's url); the others
 * are communities inside a township.
 */
import { municipalities, slugify, type Municipality } from './municipalities'
import { TOWN_ALIAS_TYPES, townAliasPath, townSlugByAliasPath, type TownAliasType } from './town-paths'

export type { TownAliasType }

export interface Town {
  /** "center-valley" */
  slug: string
  /** "Center Valley" */
  name: string
  /** The suffix of the alias path. */
  aliasType: TownAliasType
  /** "/center-valley-area-golf-carts": the canonical URL of the town page. */
  aliasPath: string
  /** "/towns/center-valley" */
  townPath: string
  /** Shown on the page: the municipality type, or 'Community' for a place inside a township. */
  typeLabel: 'City' | 'Borough' | 'Township' | 'Community'
  /** For communities: the township it lies in, e.g. "Upper Saucon Township". */
  township?: string
  /** "latitude,longitude" of the town center, for the map embed. */
  coordinates: string
  /** The matching entry of content/towns/municipalities.ts, when there is one. */
  municipality?: Municipality
}

function town(name: string, coordinates: string, township?: string): Town {
  const slug = slugify(name)
  if (!Object.hasOwn(TOWN_ALIAS_TYPES, slug)) throw new Error(`Town ${name} needs its alias path in content/towns/town-paths.ts`)
  const aliasType: TownAliasType = TOWN_ALIAS_TYPES[slug as keyof typeof TOWN_ALIAS_TYPES]
  const municipality = township ? undefined : municipalities.find((m) => m.name === name && m.hasTownPage)
  if (!township && !municipality) throw new Error(`Town ${name} needs a municipality or a township`)
  return {
    slug,
    name,
    aliasType,
    aliasPath: townAliasPath(slug, aliasType),
    townPath: `/towns/${slug}`,
    typeLabel: municipality ? municipality.type : 'Community',
    ...(township ? { township } : {}),
    coordinates,
    ...(municipality ? { municipality } : {}),
  }
}

/** Alphabetical, as the town list is published. */
export const TOWNS: readonly Town[] = [
  town('Alburtis', '40.5109,-75.6036'),
  town('Allentown', '40.6023,-75.4714'),
  town('Breinigsville', '40.5367,-75.6319', 'Upper Macungie Township'),
  town('Catasauqua', '40.6548,-75.4744'),
  town('Center Valley', '40.5289,-75.3939', 'Upper Saucon Township'),
  town('Coopersburg', '40.5114,-75.3906'),
  town('Coplay', '40.6705,-75.4954'),
  town('East Texas', '40.5426,-75.5654', 'Lower Macungie Township'),
  town('Emmaus', '40.5395,-75.4968'),
  town('Fogelsville', '40.5867,-75.6356', 'Upper Macungie Township'),
  town('Germansville', '40.7225,-75.6768', 'Heidelberg Township'),
  town('Laurys Station', '40.7231,-75.5313', 'North Whitehall Township'),
  town('Limeport', '40.5034,-75.4443', 'Lower Milford Township'),
  town('Macungie', '40.5158,-75.5547'),
  town('Neffs', '40.7185,-75.6100', 'North Whitehall Township'),
  town('New Tripoli', '40.6811,-75.7500', 'Lynn Township'),
  town('Old Zionsville', '40.4893,-75.5190', 'Upper Milford Township'),
  town('Orefield', '40.6329,-75.5935', 'South Whitehall Township'),
  town('Schnecksville', '40.6750,-75.6200', 'North Whitehall Township'),
  town('Slatedale', '40.7445,-75.6640', 'Washington Township'),
  town('Slatington', '40.7484,-75.6118'),
  town('Trexlertown', '40.5483,-75.6056', 'Upper Macungie Township'),
  town('Whitehall', '40.6662,-75.5007'),
  town('Zionsville', '40.4797,-75.5053', 'Upper Milford Township'),
]

export function findTownBySlug(slug: string): Town | undefined {
  return TOWNS.find((t) => t.slug === slug)
}

/** Accepts the path with or without a trailing slash. */
export function findTownByAliasPath(path: string): Town | undefined {
  const slug = townSlugByAliasPath(path)
  return slug === undefined ? undefined : findTownBySlug(slug)
}

/** "Emmaus Borough", "Allentown City", "Center Valley" (communities carry no type). */
export function townDisplayName(t: Town): string {
  return t.typeLabel === 'Community' ? t.name : `${t.name} ${t.typeLabel}`
}
