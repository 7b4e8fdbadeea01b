import type { PageContextServer } from 'vike/types'
import { COMPARE_LIMIT, parseCompareIds } from '#app/domain/vehicles/compare'
import type { CompareVehicle } from '#app/domain/vehicles/compare-rows'
import { primaryImage, type Vehicle } from '#app/domain/vehicles/vehicle'

export interface CompareData {
  /** The carts found, in the order the address names them. */
  vehicles: CompareVehicle[]
  /** Ids of carts that are not (or no longer) on the site. */
  missing: string[]
  /** Ids past the limit of three, left out. */
  extra: string[]
  /** Entries that cannot be a cart's id. */
  invalid: string[]
  /** Carts on the lot that could join the comparison (none once it is full), in the dealer's order. */
  choices: CompareChoice[]
}

/** A cart offered by the comparison's own "Add a cart" form (which works without JavaScript). */
export interface CompareChoice {
  id: string
  name: string
}

function toCompareVehicle(vehicle: Vehicle): CompareVehicle {
  return {
    id: vehicle.id,
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    ...(vehicle.msrp !== undefined ? { msrp: vehicle.msrp } : {}),
    status: vehicle.status,
    roadUse: vehicle.roadUse,
    ...(vehicle.sale ? { sale: { price: vehicle.sale.price, endsText: vehicle.sale.endsText } } : {}),
    isNew: vehicle.isNew,
    inStock: vehicle.inStock,
    specifications: vehicle.specifications,
    image: primaryImage(vehicle),
    ...(vehicle.photos[0] ? { photo: vehicle.photos[0] } : {}),
  }
}

/**
 * /compare?ids=a,b,c (and &add=d from the page's own form): up to three carts side by side. A page of its query: ids that name
 * no cart on the site are listed on the page (which still answers 200) rather than failing it.
 */
export async function data(pageContext: PageContextServer): Promise<CompareData> {
  // `add` is the cart chosen in the page's own "Add a cart" form; it joins the others at the end.
  const { searchAll } = pageContext.urlParsed
  const { ids, extra, invalid } = parseCompareIds([...(searchAll.ids ?? []), ...(searchAll.add ?? [])])
  const [found, lot] = await Promise.all([Promise.all(ids.map((id) => pageContext.services.vehicles.get(id))), pageContext.services.vehicles.list()])
  const vehicles: CompareVehicle[] = []
  const missing: string[] = []
  found.forEach((vehicle, index) => {
    if (vehicle) vehicles.push(toCompareVehicle(vehicle))
    else missing.push(ids[index])
  })
  const shown = new Set(vehicles.map((vehicle) => vehicle.id))
  const choices = vehicles.length < COMPARE_LIMIT ? lot.filter((vehicle) => !shown.has(vehicle.id)).map(({ id, name }) => ({ id, name })) : []
  return { vehicles, missing, extra, invalid, choices }
}
