import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { business, telHref } from '../../data/business'
import { formatPrice } from '../../data/format'
import {
  BRAND_OPTIONS,
  CATEGORY_OPTIONS,
  DEFAULT_FILTERS,
  PRICE_OPTIONS,
  filterVehicles,
  filtersToQuery,
  parseFilters,
  type InventoryFilters,
} from '../../data/inventory-filter'
import { FeatureCard, Section } from '../../components/Section'
import { Hero } from '../../components/Hero'
import { Icon } from '../../components/Icon'
import { VehicleCard } from '../../components/VehicleCard'
import { useData, usePageContext } from '../../renderer/usePageContext'
import type { InventoryData } from './+data'

/** Keeps the address bar in step with the filters, so a filtered list can be shared. */
function useFiltersInUrl(filters: InventoryFilters) {
  useEffect(() => {
    const url = `${window.location.pathname}${filtersToQuery(filters)}${window.location.hash}`
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url)
    }
  }, [filters])
}

export default function Page() {
  const { vehicles } = useData<InventoryData>()
  const { urlParsed, urlPathname } = usePageContext()
  const [filters, setFilters] = useState<InventoryFilters>(() => parseFilters(urlParsed.search))
  const shown = useMemo(() => filterVehicles(vehicles, filters), [vehicles, filters])
  useFiltersInUrl(filters)

  const set = <K extends keyof InventoryFilters>(key: K, value: InventoryFilters[K]) => setFilters((current) => ({ ...current, [key]: value }))
  // Filtering follows the inputs; the button only matters without JavaScript (GET form).
  const onSubmit = (event: FormEvent) => event.preventDefault()
  const clear = (event: { preventDefault(): void }) => {
    event.preventDefault()
    setFilters(DEFAULT_FILTERS)
  }

  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={`${vehicles.length} carts and LSVs`} title="Golf Cart Inventory">
        <p>
          New Denago and Evolution electric golf carts and street-legal low-speed vehicles, plus dealer-inspected pre-owned
          carts, ready for delivery across {business.county}.
        </p>
      </Hero>

      <section className="section inventory" aria-labelledby="inventory-title">
        <div className="container">
          <h2 id="inventory-title" className="visually-hidden">
            Available vehicles
          </h2>
          <form className="filter-bar" method="get" action="/inventory" role="search" aria-label="Filter vehicles" onSubmit={onSubmit}>
            <div className="field filter-search">
              <label htmlFor="filter-q">Search</label>
              <input
                id="filter-q"
                className="input"
                type="search"
                name="q"
                placeholder="Model, feature or use"
                value={filters.q}
                maxLength={100}
                onChange={(e) => set('q', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="filter-brand">Brand</label>
              <select id="filter-brand" className="select" name="brand" value={filters.brand} onChange={(e) => set('brand', e.target.value as InventoryFilters['brand'])}>
                {BRAND_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-category">Category</label>
              <select
                id="filter-category"
                className="select"
                name="category"
                value={filters.category}
                onChange={(e) => set('category', e.target.value as InventoryFilters['category'])}
              >
                {CATEGORY_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-price">Price</label>
              <select id="filter-price" className="select" name="price" value={filters.price} onChange={(e) => set('price', e.target.value as InventoryFilters['price'])}>
                {PRICE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button-primary filter-apply">
              <Icon name="search" size={18} /> Apply Filters
            </button>
          </form>

          <p className="result-count" role="status" aria-live="polite">
            Showing {shown.length} of {vehicles.length} total vehicles
          </p>

          {shown.length > 0 ? (
            <div className="vehicle-grid">
              {shown.map((vehicle, index) => (
                <VehicleCard key={vehicle.id} vehicle={vehicle} eager={index < 2} />
              ))}
            </div>
          ) : (
            <div className="empty-state">
              <h3>No vehicles match your current filters.</h3>
              <p>No vehicles found. Try adjusting your search criteria or filters.</p>
              <a className="button button-primary" href="/inventory" onClick={clear}>
                Clear All Filters
              </a>
            </div>
          )}
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="cant-find-title">
        <div className="container cant-find">
          <div>
            <h2 id="cant-find-title">Can't find what you want?</h2>
            <p className="lead">
              New carts arrive every week and we can order any Denago or Evolution model and color. Tell us what you are looking for
              and we'll find it. Have a cart to trade in? <a href="/enquiries/trade-in?from=%2Finventory">Value your trade-in online</a>.
            </p>
          </div>
          <div className="button-row">
            <a className="button button-primary" href="/contact">
              Tell Us What You Need
            </a>
            <a className="button button-outline" href={telHref(business.phones.main)}>
              <Icon name="phone" size={18} /> {business.phones.main.display}
            </a>
          </div>
        </div>
      </section>

      <Section id="buying" title="Buying From a Local Dealer" intro="Every cart comes with the support of our own service department.">
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="dollar" />} title="Financing Available">
            <p>0% financing on select models through our lending partner. Carts start at {formatPrice(business.salesFromPrice)}.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="truck" />} title="Free Local Delivery">
            <p>Free delivery within {business.county}; we bring the cart to your driveway, charged and ready.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" />} title="Full Warranty">
            <p>Manufacturer warranty on every new cart, and a 90-day dealer warranty on pre-owned carts.</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" />} title="Certified Service">
            <p>Our certified technicians maintain what we sell, from battery checks to custom upgrades.</p>
          </FeatureCard>
        </div>
      </Section>
    </>
  )
}
