import { memo, useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react'
import { business, telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, plural } from '#app/domain/language'
import {
  DEFAULT_FILTERS,
  FILTER_OPTIONS,
  SORT_OPTIONS,
  activeFilterCount,
  filterVehicles,
  filtersToQuery,
  optionCounts,
  parseFilters,
  sortVehicles,
  type InventoryFilters,
  type OptionFilter,
} from '#app/domain/vehicles/inventory-filter'
import { FeatureCard, Section } from '#app/components/Section'
import { Hero } from '#app/components/Hero'
import { Icon } from '#app/components/Icon'
import { VehicleCard } from '#app/components/VehicleCard'
import { useData, usePageContext, useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import { fillParts } from '#app/components/fill-parts'
import type { InventoryData } from './+data'
import type { InventoryWords } from './+words'
import './inventory.css'

/**
 * Keeps the address bar in step with the filters and the order, so the list can be shared:
 * once the user pauses (writing the address costs the browser time that a keystroke's
 * paint should not wait for), and only while the list is still the page shown. Leaving
 * before the pause is over (following a link, closing the tab) writes it at once, so the
 * history entry left behind, which Back returns to, has the filters too.
 */
function useFiltersInUrl(filters: InventoryFilters) {
  useEffect(() => {
    const pathname = window.location.pathname
    const write = () => {
      if (window.location.pathname !== pathname) return
      const url = `${pathname}${filtersToQuery(filters)}${window.location.hash}`
      if (url !== `${pathname}${window.location.search}${window.location.hash}`) {
        window.history.replaceState(window.history.state, '', url)
      }
    }
    const timer = window.setTimeout(write, URL_PAUSE_MS)
    const leave = () => {
      window.clearTimeout(timer)
      write()
    }
    // Capture: before the router's own click handler moves to the next page.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) leave()
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('pagehide', leave)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('pagehide', leave)
    }
  }, [filters])
}

/** How long the filters stay unchanged before the address bar follows them. */
const URL_PAUSE_MS = 250

/**
 * A card renders again only when its vehicle or its loading changes, not on every change of
 * the filters around it.
 */
const Card = memo(VehicleCard)

/** The form the filters and the order belong to (the order's select sits outside it, beside the count). */
const FORM_ID = 'inventory-filters'

/**
 * The filters, the order and the list: the part of the page that changes as the user
 * chooses, so only it renders again (the hero and the sections around it do not).
 */
function VehicleFinder({ vehicles, search }: { vehicles: InventoryData['vehicles']; search: Record<string, string> }) {
  const [filters, setFilters] = useState<InventoryFilters>(() => parseFilters(search))
  // The inputs follow the user at once; the list follows right after, in a render that a
  // further key or choice interrupts, so a keystroke never waits for the cards.
  const listed = useDeferredValue(filters)
  const matching = useMemo(() => filterVehicles(vehicles, listed), [vehicles, listed])
  const shown = useMemo(() => sortVehicles(matching, listed.sort), [matching, listed.sort])
  const active = activeFilterCount(filters)
  const words = useWords<InventoryWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  useFiltersInUrl(filters)

  const set = <K extends keyof InventoryFilters>(key: K, value: InventoryFilters[K]) => setFilters((current) => ({ ...current, [key]: value }))
  // Filtering follows the inputs; the button only matters without JavaScript (GET form).
  const onSubmit = (event: FormEvent) => event.preventDefault()
  // Clearing the filters keeps the chosen order.
  const clearedHref = localPath(`/inventory${filtersToQuery({ ...DEFAULT_FILTERS, sort: filters.sort })}`)
  const clear = (event: { preventDefault(): void }) => {
    event.preventDefault()
    setFilters((current) => ({ ...DEFAULT_FILTERS, sort: current.sort }))
  }

  /** A filter's select; each option says how many carts it would leave with the other filters as they are. */
  const filterSelect = (filter: OptionFilter) => {
    const counts = optionCounts(vehicles, filters, filter)
    return (
      <div className="field">
        <label htmlFor={`filter-${filter}`}>{words.filterLabels[filter]}</label>
        <select
          id={`filter-${filter}`}
          className="select"
          name={filter}
          value={filters[filter]}
          onChange={(e) => set(filter, e.target.value as InventoryFilters[typeof filter])}
        >
          {FILTER_OPTIONS[filter].map((o, i) => (
            <option key={o.value} value={o.value}>{`${(words.options[filter] as Record<string, string>)[o.value]} (${counts[i]})`}</option>
          ))}
        </select>
      </div>
    )
  }

  return (
    <section className="section inventory" aria-labelledby="inventory-title">
      <div className="container">
        <h2 id="inventory-title" className="visually-hidden">
          {words.finder.heading}
        </h2>
        <div className="inventory-tools">
          <form id={FORM_ID} className="filter-form" method="get" action={localPath('/inventory')} role="search" aria-label={words.finder.formLabel} onSubmit={onSubmit}>
            {/* A disclosure on phones (closed, so the first cart shows on the first screen); always open from the desktop width up (inventory.css). */}
            <details className="filter-panel">
              <summary className="button button-outline filter-toggle">{active > 0 ? fill(words.finder.filtersActive, { count: active }) : words.finder.filters}</summary>
              <div className="filter-bar">
                <div className="field filter-search">
                  <label htmlFor="filter-q">{words.finder.search}</label>
                  <input
                    id="filter-q"
                    className="input"
                    type="search"
                    name="q"
                    placeholder={words.finder.searchPlaceholder}
                    value={filters.q}
                    maxLength={100}
                    onChange={(e) => set('q', e.target.value)}
                  />
                </div>
                {filterSelect('brand')}
                {filterSelect('category')}
                {filterSelect('price')}
                {filterSelect('road')}
                <button type="submit" className="button button-primary filter-apply">
                  <Icon name="search" size={18} />{` ${words.finder.apply}`}
                </button>
              </div>
            </details>
          </form>
          <div className="sort-field">
            <label htmlFor="inventory-sort">{words.finder.sort}</label>
            <select id="inventory-sort" className="select" name="sort" form={FORM_ID} value={filters.sort} onChange={(e) => set('sort', e.target.value as InventoryFilters['sort'])}>
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {words.sort[o.value]}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" form={FORM_ID} className="button button-outline">
                {words.finder.sort}
              </button>
            </noscript>
          </div>
          <p className="result-count" role="status" aria-live="polite">
            {fillParts(plural(language, vehicles.length, words.finder.count), { shown: shown.length, total: vehicles.length })}
          </p>
        </div>

        {shown.length > 0 ? (
          <div className="vehicle-grid">
            {shown.map((vehicle, index) => (
              <Card key={vehicle.id} vehicle={vehicle} eager={index < 2} />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <h3>{words.finder.emptyTitle}</h3>
            <p>{words.finder.emptyText}</p>
            <a className="button button-primary" href={clearedHref} onClick={clear}>
              {words.finder.clear}
            </a>
          </div>
        )}
      </div>
    </section>
  )
}

export default function Page() {
  const facts = useFacts()
  const { vehicles } = useData<InventoryData>()
  const { urlParsed, urlPathname } = usePageContext()
  const words = useWords<InventoryWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={fill(plural(language, vehicles.length, words.hero.eyebrow), { count: vehicles.length })} title={words.hero.title} className="inventory-hero">
        <p>{fillParts(words.hero.text, { county: business.county })}</p>
      </Hero>

      <VehicleFinder vehicles={vehicles} search={urlParsed.search} />

      <section className="section section-alt" aria-labelledby="cant-find-title">
        <div className="container cant-find">
          <div>
            <h2 id="cant-find-title">{words.cantFind.title}</h2>
            <p className="lead">
              {`${words.cantFind.text} `}
              <a href={localPath('/enquiries/trade-in?from=%2Finventory')}>{words.cantFind.tradeIn}</a>.
            </p>
          </div>
          <div className="button-row">
            <a className="button button-primary" href={localPath('/contact')}>
              {words.cantFind.contact}
            </a>
            <a className="button button-outline" href={telHref(facts.phones.main)}>
              <Icon name="phone" size={18} /> {facts.phones.main.display}
            </a>
          </div>
        </div>
      </section>

      <Section id="buying" title={words.buying.title} intro={words.buying.intro}>
        <div className="grid grid-4">
          <FeatureCard icon={<Icon name="dollar" />} title={words.buying.financingTitle}>
            <p>{fillParts(words.buying.financingText, { price: formatPrice(business.salesFromPrice) })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="truck" />} title={words.buying.deliveryTitle}>
            <p>{fillParts(words.buying.deliveryText, { county: business.county })}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="shield" />} title={words.buying.warrantyTitle}>
            <p>{words.buying.warrantyText}</p>
          </FeatureCard>
          <FeatureCard icon={<Icon name="wrench" />} title={words.buying.serviceTitle}>
            <p>{words.buying.serviceText}</p>
          </FeatureCard>
        </div>
      </Section>
    </>
  )
}
