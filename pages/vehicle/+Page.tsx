import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { msrpSaving, primaryImage, specLabel } from '#app/domain/vehicles/vehicle'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { RoadUseBadge } from '#app/components/RoadUseBadge'
import { SalePrice } from '#app/components/SalePrice'
import { EnquiryDisclosure } from '#app/components/EnquiryForm'
import { CompareToggle } from '#app/components/CompareToggle'
import { ExternalLink } from '#app/components/ExternalLink'
import { Gallery } from '#app/components/Gallery'
import { Icon } from '#app/components/Icon'
import { PaymentEstimate } from '#app/components/PaymentEstimate'
import { VehicleBadge, VehicleCard } from '#app/components/VehicleCard'
import { PHOTO_SIZES, VehiclePhoto } from '#app/components/VehiclePhoto'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { VehicleData } from './+data'
import { unitDetails } from './details'
import './vehicle.css'

export default function Page() {
  const facts = useFacts()
  const { vehicle, similar = [], estimate, roadUse } = useData<VehicleData>()
  const { site } = usePageContext()
  const sold = vehicle.status === 'sold'
  const pending = vehicle.status === 'pending'
  // A sold unit has no price to save on; it shows what it was last listed at. On sale, the sale price shows the saving.
  const saving = sold || vehicle.sale ? undefined : msrpSaving(vehicle)
  const alt = `${vehicle.name}: ${vehicle.specifications.seatingCapacity}-seat ${vehicle.brand} ${vehicle.category.toLowerCase()}`
  const details = [...unitDetails(vehicle), ...Object.entries(vehicle.specifications).map(([key, value]): [string, string] => [specLabel(key), String(value)])]
  return (
    <article className="section vehicle-page">
      <div className="container">
        <a className="button button-ghost" href="/inventory">
          <Icon name="chevronLeft" size={18} /> Back to Inventory
        </a>

        <div className="vehicle-main">
          {vehicle.photos.length > 1 ? (
            <Gallery key={vehicle.id} photos={vehicle.photos} alt={alt} label={`Photos of the ${vehicle.name}`}>
              <VehicleBadge vehicle={vehicle} />
            </Gallery>
          ) : (
            <div className="vehicle-photo">
              {vehicle.photos[0] ? (
                <VehiclePhoto photo={vehicle.photos[0]} alt={alt} sizes={PHOTO_SIZES.main} loading="eager" fetchPriority="high" />
              ) : (
                <img src={primaryImage(vehicle)} alt={alt} width={800} height={600} fetchPriority="high" />
              )}
              <VehicleBadge vehicle={vehicle} />
            </div>
          )}

          <div className="vehicle-summary">
            <p className="eyebrow">{vehicle.category}</p>
            <h1>{vehicle.name}</h1>
            {sold && (
              <div className="vehicle-status vehicle-status-sold">
                <p className="vehicle-status-title">Sold</p>
                <p>{`This cart has found a new owner. Call us at ${facts.phones.main.display} and we'll find you one like it, or see the similar carts below.`}</p>
              </div>
            )}
            {pending && (
              <div className="vehicle-status vehicle-status-pending">
                <p className="vehicle-status-title">Sale pending</p>
                <p>A buyer has put down a deposit on this cart. Call us to be next in line, or ask about a similar one.</p>
              </div>
            )}
            <p className="lead">{vehicle.description}</p>
            <div className="vehicle-road-use">
              <RoadUseBadge roadUse={vehicle.roadUse} label={roadUse.label} />
              <p className="vehicle-road-use-text">
                {`${roadUse.long}. `}
                <a href="/street-legal">{roadUse.learnMore}</a>
              </p>
            </div>
            {sold ? (
              <p className="vehicle-price-was">{`Last listed at ${formatPrice(vehicle.price)}`}</p>
            ) : (
              <div className="vehicle-pricing">
                {saving !== undefined && (
                  <p className="vehicle-msrp">
                    MSRP <s>{formatPrice(vehicle.msrp!)}</s>
                  </p>
                )}
                <SalePrice price={vehicle.price} sale={vehicle.sale} className="price vehicle-price" />
                {saving !== undefined && <p className="vehicle-saving">{`You save ${formatPrice(saving)}`}</p>}
              </div>
            )}

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
              {sold ? (
                <>
                  <a className="button button-primary" href={telHref(facts.phones.main)}>
                    <Icon name="phone" size={18} /> Ask About Similar Carts
                  </a>
                  <a className="button button-outline" href="/contact">
                    Send a Message
                  </a>
                </>
              ) : (
                <>
                  <a className="button button-primary" href={telHref(facts.phones.main)}>
                    <Icon name="phone" size={18} /> Schedule Test Drive
                  </a>
                  <ExternalLink className="button button-outline" href={site.financingUrl}>
                    Get Financing Quote
                  </ExternalLink>
                </>
              )}
              {vehicle.externalUrl && (
                <ExternalLink className="button button-outline" href={vehicle.externalUrl}>
                  View Vehicle Details
                </ExternalLink>
              )}
              <CompareToggle id={vehicle.id} name={vehicle.name} showLink />
            </div>
            {!sold && (
              <div className="vehicle-enquiries">
                <EnquiryDisclosure kind="test-drive" vehicle={{ id: vehicle.id, name: vehicle.name }} intro="Pick a day and a time and we will have this cart charged and waiting." />
                <EnquiryDisclosure
                  kind="trade-in"
                  vehicle={{ id: vehicle.id, name: vehicle.name }}
                  intro="Tell us about the cart you have now and we will send a first estimate toward this one."
                />
              </div>
            )}
          </div>
        </div>

        {estimate && <PaymentEstimate key={vehicle.id} path={`/vehicles/${vehicle.id}`} price={shopperPrice(vehicle)} estimate={estimate} />}

        {similar.length > 0 && (
          <section className="vehicle-similar" aria-labelledby="similar-title">
            <h2 id="similar-title">Similar Carts for Sale</h2>
            <div className="vehicle-grid vehicle-grid-3">
              {similar.map((other) => (
                <VehicleCard key={other.id} vehicle={other} />
              ))}
            </div>
          </section>
        )}

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
              {details.map(([label, value], index) => (
                <div key={index} className="spec-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section className="card interested" aria-labelledby="interested-title">
          <h2 id="interested-title" className="h3">
            {sold ? 'Looking for a cart like this one?' : 'Interested in this vehicle?'}
          </h2>
          <p>
            {sold
              ? `This ${vehicle.name} is sold, but our sales team can find you a similar cart, new or pre-owned, or order one in. Call ${facts.phones.main.display} or stop by the showroom.`
              : `Our sales team can answer questions, arrange a test drive or put together a delivery and financing quote. Call ${facts.phones.main.display} or stop by the showroom.`}
          </p>
          <div className="button-row">
            <a className="button button-primary" href={telHref(facts.phones.main)}>
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
