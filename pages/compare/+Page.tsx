import { useEffect } from 'react'
import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill, plural } from '#app/domain/language'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { COMPARE_LIMIT, comparePath } from '#app/domain/vehicles/compare'
import { compareRows, type CompareVehicle } from '#app/domain/vehicles/compare-rows'
import { vehicleBadge } from '#app/domain/vehicles/vehicle'
import { saveCompareSelection, useCompareSelection } from '#app/components/CompareToggle'
import { PHOTO_SIZES, VehiclePhoto } from '#app/components/VehiclePhoto'
import { useData, usePageContext, useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { CompareData } from './+data'
import type { CompareWords } from './+words'
import './compare.css'

function list(ids: readonly string[]): string {
  return ids.map((id) => `“${id}”`).join(', ')
}

function Notices({ missing, extra, invalid }: Pick<CompareData, 'missing' | 'extra' | 'invalid'>) {
  const words = useWords<CompareWords>()
  if (!missing.length && !extra.length && !invalid.length) return null
  return (
    <div className="compare-notice">
      {missing.length > 0 && <p>{fill(words.missing, { ids: list(missing) })}</p>}
      {extra.length > 0 && <p>{fill(words.extra, { limit: COMPARE_LIMIT, ids: list(extra) })}</p>}
      {invalid.length > 0 && <p>{fill(words.invalid, { ids: list(invalid) })}</p>}
    </div>
  )
}

function Empty() {
  const saved = useCompareSelection()
  const words = useWords<CompareWords>()
  const localPath = useLocalPath()
  return (
    <div className="compare-empty">
      <h2>{words.emptyTitle}</h2>
      <p>{fill(words.emptyText, { limit: COMPARE_LIMIT })}</p>
      <div className="button-row">
        <a className="button button-primary" href={localPath('/inventory')}>
          {words.browse}
        </a>
        {saved && saved.length > 0 && (
          <a className="button button-outline" href={localPath(comparePath(saved))}>{fill(words.saved, { count: saved.length })}</a>
        )}
      </div>
    </div>
  )
}

function CartHeading({ vehicle }: { vehicle: CompareVehicle }) {
  const localPath = useLocalPath()
  return (
    <th scope="col" className="compare-cart">
      <a href={localPath(`/vehicles/${encodeURIComponent(vehicle.id)}`)}>
        {vehicle.photo ? (
          <VehiclePhoto photo={vehicle.photo} alt="" sizes={PHOTO_SIZES.card} />
        ) : (
          <img src={vehicle.image} alt="" width={800} height={600} loading="lazy" decoding="async" />
        )}
        <span className="compare-cart-name">{vehicle.name}</span>
      </a>
      <span className="compare-cart-brand">{vehicle.brand}</span>
    </th>
  )
}

function Table({ vehicles }: { vehicles: CompareVehicle[] }) {
  const facts = useFacts()
  const words = useWords<CompareWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  // The rows' labels and worded values in the page's language, row by row as compareRows gives them (words.test.ts checks the order).
  const labels = Object.keys(words.rows) as Array<keyof CompareWords['rows']>
  const worded: Partial<Record<keyof CompareWords['rows'], Array<string | undefined>>> = {
    price: vehicles.map((v) => (v.sale ? fill(words.saleCell, { sale: formatPrice(shopperPrice(v)), regular: formatPrice(v.price) }) : formatPrice(shopperPrice(v)))),
    roadUse: vehicles.map((v) => words.roadUse[v.roadUse]),
    status: vehicles.map((v) => words.status[vehicleBadge(v)]),
  }
  // The specifications' values are the dealer's, as written (English).
  const dealer = language === 'en' ? undefined : 'en'
  const rows = compareRows(vehicles).map((row, index) => ({ ...row, label: words.rows[labels[index]], values: worded[labels[index]] ?? row.values, lang: worded[labels[index]] ? undefined : dealer }))
  const others = (id: string) => vehicles.filter((v) => v.id !== id).map((v) => v.id)
  return (
    <>
      {vehicles.length > 1 && <p className="compare-caption-note">{words.differsNote}</p>}
      <section className="compare-scroll" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption">{fill(plural(language, vehicles.length, words.caption), { count: vehicles.length })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{words.specification}</span>
              </th>
              {vehicles.map((vehicle) => (
                <CartHeading key={vehicle.id} vehicle={vehicle} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.differs ? 'compare-differs' : undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className="compare-differs-mark">{` ${words.differs}`}</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={vehicles[index].id} lang={row.lang}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{words.notListed}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{words.nextSteps}</th>
              {vehicles.map((vehicle) => (
                <td key={vehicle.id}>
                  <div className="compare-actions">
                  {vehicle.status === 'sold' ? (
                    <a className="button button-primary" href={telHref(facts.phones.main)}>
                      {words.askSimilar}
                      <span className="visually-hidden">{fill(words.askSimilarOf, { name: vehicle.name })}</span>
                    </a>
                  ) : (
                    <a className="button button-primary" href={localPath(`/enquiries/test-drive?vehicle=${encodeURIComponent(vehicle.id)}&from=/compare`)}>
                      {words.testDrive}
                      <span className="visually-hidden">{fill(words.testDriveOf, { name: vehicle.name })}</span>
                    </a>
                  )}
                  <a className="button button-outline" href={telHref(facts.phones.main)}>
                    {fill(words.call, { phone: facts.phones.main.display })}
                  </a>
                  {/* The last cart out: an explicitly empty list, which also empties the saved one. */}
                  <a className="compare-remove" href={localPath(others(vehicle.id).length ? comparePath(others(vehicle.id)) : '/compare?ids=')}>
                    {words.remove}
                    <span className="visually-hidden">{fill(words.removeOf, { name: vehicle.name })}</span>
                  </a>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </>
  )
}

/**
 * Adds one more cart: a GET form that carries the carts on screen (`ids`) and the one chosen
 * (`add`, which joins them at the end), so a comparison of two or three is built without
 * JavaScript as well.
 */
function AddCart({ vehicles, choices }: Pick<CompareData, 'vehicles' | 'choices'>) {
  const words = useWords<CompareWords>()
  const localPath = useLocalPath()
  if (!choices.length) return null
  return (
    <form className="compare-add" method="get" action={localPath('/compare')}>
      {vehicles.length > 0 && <input type="hidden" name="ids" value={vehicles.map((vehicle) => vehicle.id).join(',')} />}
      <div className="field">
        <label htmlFor="compare-add">{vehicles.length ? words.addLabel : words.pickLabel}</label>
        <select id="compare-add" className="select" name="add" defaultValue={choices[0].id}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-outline">
        {words.add}
      </button>
    </form>
  )
}

export default function Page() {
  const { vehicles, missing, extra, invalid, choices } = useData<CompareData>()
  const key = vehicles.map((v) => v.id).join(',')
  const emptied = usePageContext().urlParsed.search.ids === ''
  const words = useWords<CompareWords>()
  const localPath = useLocalPath()
  // The carts on screen are the selection from here on: a shared link, or one taken out
  // (the last one taken out leaves ?ids= empty).
  useEffect(() => {
    if (key) saveCompareSelection(key.split(','))
    else if (emptied) saveCompareSelection([])
  }, [key, emptied])
  return (
    <section className="section compare-page">
      <div className="container">
        <h1>{words.title}</h1>
        <Notices missing={missing} extra={extra} invalid={invalid} />
        {vehicles.length ? <Table vehicles={vehicles} /> : <Empty />}
        {vehicles.length > 0 && vehicles.length < COMPARE_LIMIT && (
          <p className="compare-more">
            <a href={localPath('/inventory')}>{vehicles.length === COMPARE_LIMIT - 1 ? words.addOne : words.addMore}</a>
          </p>
        )}
        <AddCart vehicles={vehicles} choices={choices} />
      </div>
    </section>
  )
}
