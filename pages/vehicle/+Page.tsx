import { business, telHref } from '../../data/business'
import { formatPrice } from '../../data/format'
import { primaryImage, specLabel } from '../../data/vehicle'
import { ExternalLink } from '../../components/ExternalLink'
import { Icon } from '../../components/Icon'
import { VehicleBadge } from '../../components/VehicleCard'
import { useData, usePageContext } from '../../renderer/usePageContext'
import type { VehicleData } from './+data'

export default function Page() {
  const { vehicle } = useData<VehicleData>()
  const { site } = usePageContext()
  const specs = Object.entries(vehicle.specifications)
  return (
    <article className="section vehicle-page">
      <div className="container">
        <a className="button button-ghost" href="/inventory">
          <Icon name="chevronLeft" size={18} /> Back to Inventory
        </a>

        <div className="vehicle-main">
          <div className="vehicle-photo">
            <img
              src={primaryImage(vehicle)}
              alt={`${vehicle.name}: ${vehicle.specifications.seatingCapacity}-seat ${vehicle.brand} ${vehicle.category.toLowerCase()}`}
              width={800}
              height={600}
              fetchPriority="high"
            />
            <VehicleBadge vehicle={vehicle} />
          </div>

          <div className="vehicle-summary">
            <p className="eyebrow">{vehicle.category}</p>
            <h1>{vehicle.name}</h1>
            <p className="lead">{vehicle.description}</p>
            <p className="price vehicle-price">{formatPrice(vehicle.price)}</p>

            <dl className="vehicle-tiles">
              <div className="vehicle-tile">
                <dt>Seats</dt>
                <dd>{vehicle.specifications.seatingCapacity}</dd>
              </div>
              <div className="vehicle-tile">
                <dt>Brand</dt>
                <dd>{vehicle.brand.toUpperCase()}</dd>
              </div>
            </dl>

            <div className="vehicle-actions">
              <a className="button button-primary" href={telHref(business.phones.main)}>
                <Icon name="phone" size={18} /> Schedule Test Drive
              </a>
              <ExternalLink className="button button-outline" href={site.financingUrl}>
                Get Financing Quote
              </ExternalLink>
              {vehicle.externalUrl && (
                <ExternalLink className="button button-outline" href={vehicle.externalUrl}>
                  View Vehicle Details
                </ExternalLink>
              )}
            </div>
          </div>
        </div>

        <div className="grid grid-2 vehicle-details">
          <section className="card" aria-labelledby="features-title">
            <h2 id="features-title" className="h3">
              Features
            </h2>
            <ul className="check-list">
              {vehicle.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="specs-title">
            <h2 id="specs-title" className="h3">
              Specifications
            </h2>
            <dl className="spec-list">
              {specs.map(([key, value]) => (
                <div key={key} className="spec-row">
                  <dt>{specLabel(key)}</dt>
                  <dd>{String(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section className="card interested" aria-labelledby="interested-title">
          <h2 id="interested-title" className="h3">
            Interested in this vehicle?
          </h2>
          <p>
            Our sales team can answer questions, arrange a test drive or put together a delivery and financing quote. Call{' '}
            {business.phones.main.display} or stop by the showroom.
          </p>
          <div className="button-row">
            <a className="button button-primary" href={telHref(business.phones.main)}>
              <Icon name="phone" size={18} /> Contact Sales Team
            </a>
            <a className="button button-outline" href="/inventory">
              View More Vehicles
            </a>
            {vehicle.externalUrl && (
              <ExternalLink className="button button-outline" href={vehicle.externalUrl}>
                Full Specifications
              </ExternalLink>
            )}
          </div>
        </section>
      </div>
    </article>
  )
}
