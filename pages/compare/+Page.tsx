import { useEffect } from 'react'
import { telHref } from '#app/content/business'
import { COMPARE_LIMIT, comparePath } from '#app/domain/vehicles/compare'
import { compareRows, type CompareVehicle } from '#app/domain/vehicles/compare-rows'
import { saveCompareSelection, useCompareSelection } from '#app/components/CompareToggle'
import { PHOTO_SIZES, VehiclePhoto } from '#app/components/VehiclePhoto'
import { useData, usePageContext, useFacts } from '#app/renderer/usePageContext'
import type { CompareData } from './+data'
import './compare.css'

function list(ids: readonly string[]): string {
  return ids.map((id) => `“${id}”`).join(', ')
}

function Notices({ missing, extra, invalid }: Pick<CompareData, 'missing' | 'extra' | 'invalid'>) {
  if (!missing.length && !extra.length && !invalid.length) return null
  return (
    <div className="compare-notice">
      {missing.length > 0 && <p>{`No longer on our lot (sold or removed): ${list(missing)}.`}</p>}
      {extra.length > 0 && <p>{`You can compare up to ${COMPARE_LIMIT} carts at a time, so the first ${COMPARE_LIMIT} are shown. Left out: ${list(extra)}.`}</p>}
      {invalid.length > 0 && <p>{`Not a cart in our inventory: ${list(invalid)}.`}</p>}
    </div>
  )
}

function Empty() {
  const saved = useCompareSelection()
  return (
    <div className="compare-empty">
      <h2>No carts to compare yet</h2>
      <p>{`Tick “Compare” on up to ${COMPARE_LIMIT} carts in our inventory and they will line up here side by side.`}</p>
      <div className="button-row">
        <a className="button button-primary" href="/inventory">
          Browse the inventory
        </a>
        {saved && saved.length > 0 && (
          <a className="button button-outline" href={comparePath(saved)}>{`Compare your saved carts (${saved.length})`}</a>
        )}
      </div>
    </div>
  )
}

function CartHeading({ vehicle }: { vehicle: CompareVehicle }) {
  return (
    <th scope="col" className="compare-cart">
      <a href={`/vehicles/${encodeURIComponent(vehicle.id)}`}>
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
  const rows = compareRows(vehicles)
  const others = (id: string) => vehicles.filter((v) => v.id !== id).map((v) => v.id)
  return (
    <>
      {vehicles.length > 1 && <p className="compare-caption-note">Rows marked “Differs” are where the carts are not the same.</p>}
      <section className="compare-scroll" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption">{`${vehicles.length === 1 ? '1 cart' : `${vehicles.length} carts`} side by side`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Specification</span>
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
                  {row.differs && <span className="compare-differs-mark"> Differs</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={vehicles[index].id}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">Not listed</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Next steps</th>
              {vehicles.map((vehicle) => (
                <td key={vehicle.id}>
                  <div className="compare-actions">
                  {vehicle.status === 'sold' ? (
                    <a className="button button-primary" href={telHref(facts.phones.main)}>
                      Ask about similar carts<span className="visually-hidden">{` to the ${vehicle.name}`}</span>
                    </a>
                  ) : (
                    <a className="button button-primary" href={`/enquiries/test-drive?vehicle=${encodeURIComponent(vehicle.id)}&from=/compare`}>
                      Book a test drive<span className="visually-hidden">{` of the ${vehicle.name}`}</span>
                    </a>
                  )}
                  <a className="button button-outline" href={telHref(facts.phones.main)}>
                    {`Call ${facts.phones.main.display}`}
                  </a>
                  {/* The last cart out: an explicitly empty list, which also empties the saved one. */}
                  <a className="compare-remove" href={others(vehicle.id).length ? comparePath(others(vehicle.id)) : '/compare?ids='}>
                    Remove<span className="visually-hidden">{` the ${vehicle.name} from the comparison`}</span>
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
  if (!choices.length) return null
  return (
    <form className="compare-add" method="get" action="/compare">
      {vehicles.length > 0 && <input type="hidden" name="ids" value={vehicles.map((vehicle) => vehicle.id).join(',')} />}
      <div className="field">
        <label htmlFor="compare-add">{vehicles.length ? 'Add a cart to the comparison' : 'Pick a cart to compare'}</label>
        <select id="compare-add" className="select" name="add" defaultValue={choices[0].id}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-outline">
        Add
      </button>
    </form>
  )
}

export default function Page() {
  const { vehicles, missing, extra, invalid, choices } = useData<CompareData>()
  const key = vehicles.map((v) => v.id).join(',')
  const emptied = usePageContext().urlParsed.search.ids === ''
  // The carts on screen are the selection from here on: a shared link, or one taken out
  // (the last one taken out leaves ?ids= empty).
  useEffect(() => {
    if (key) saveCompareSelection(key.split(','))
    else if (emptied) saveCompareSelection([])
  }, [key, emptied])
  return (
    <section className="section compare-page">
      <div className="container">
        <h1>Compare Golf Carts</h1>
        <Notices missing={missing} extra={extra} invalid={invalid} />
        {vehicles.length ? <Table vehicles={vehicles} /> : <Empty />}
        {vehicles.length > 0 && vehicles.length < COMPARE_LIMIT && (
          <p className="compare-more">
            <a href="/inventory">{`Add ${vehicles.length === COMPARE_LIMIT - 1 ? 'one more cart' : 'more carts'} from the inventory`}</a>
          </p>
        )}
        <AddCart vehicles={vehicles} choices={choices} />
      </div>
    </section>
  )
}
