import { fill } from '../domain/language'
import { vehicleBadge, type Vehicle, type VehicleBadge as Badge, type VehicleSummary } from '../domain/vehicles/vehicle'
import { useCommonWords, useLocalPath } from '../renderer/usePageContext'
import { CompareToggle } from './CompareToggle'
import { RoadUseBadge } from './RoadUseBadge'
import { SalePrice } from './SalePrice'
import { PHOTO_SIZES, VehiclePhoto } from './VehiclePhoto'
import './VehicleCard.css'

const BADGE_CLASSES: Record<Badge, string> = {
  NEW: 'badge badge-new',
  'In Stock': 'badge badge-stock',
  'Out of Stock': 'badge badge-out',
  'Sale pending': 'badge badge-pending',
  Sold: 'badge badge-sold',
}

export function badgeClass(badge: Badge): string {
  return BADGE_CLASSES[badge]
}

/** The spec's NEW / In Stock / Out of Stock, or the unit's sale state when it is pending or sold, in the page's language. */
export function VehicleBadge({ vehicle }: { vehicle: Pick<Vehicle, 'isNew' | 'inStock'> & Partial<Pick<Vehicle, 'status'>> }) {
  const badge = vehicleBadge(vehicle)
  return <span className={badgeClass(badge)}>{useCommonWords().vehicle.badges[badge]}</span>
}

/**
 * A vehicle in a grid: picture, name, price, badge, a link to its page (in the page's language)
 * and its compare toggle. `href`: a path of this site, as in English.
 */
export function VehicleCard({
  vehicle,
  headingLevel = 3,
  eager = false,
  href,
}: {
  vehicle: VehicleSummary
  headingLevel?: 2 | 3
  eager?: boolean
  href?: string
}) {
  const Heading = `h${headingLevel}` as const
  const words = useCommonWords().vehicle
  const localPath = useLocalPath()
  const alt = fill(words.alt, { name: vehicle.name, seats: vehicle.seats, brand: vehicle.brand, category: vehicle.category.toLowerCase() })
  return (
    <article className="vehicle-card">
      <div className="vehicle-card-media">
        {vehicle.photo ? (
          <VehiclePhoto photo={vehicle.photo} alt={alt} sizes={PHOTO_SIZES.card} loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <img src={vehicle.image} alt={alt} width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        )}
        <VehicleBadge vehicle={vehicle} />
        {/* On the picture, as the New badge is: the price stays on a phone's first screen. */}
        <RoadUseBadge roadUse={vehicle.roadUse} label={words.roadUse[vehicle.roadUse]} />
      </div>
      <div className="vehicle-card-body">
        <p className="vehicle-card-brand">{vehicle.brand}</p>
        <Heading className="vehicle-card-title">{vehicle.name}</Heading>
        {/* One text node each (not several with comment markers between them): less to render and send per card. */}
        <p className="vehicle-card-specs">{fill(words.specs, { seats: vehicle.seats, topSpeed: vehicle.topSpeed, range: vehicle.range })}</p>
        <SalePrice price={vehicle.price} sale={vehicle.sale} />
        <a className="button button-primary button-block" href={localPath(href ?? `/vehicles/${vehicle.id}`)} aria-label={fill(words.detailsLabel, { name: vehicle.name })}>
          {words.details}
        </a>
        <CompareToggle id={vehicle.id} name={vehicle.name} />
      </div>
    </article>
  )
}
