import { formatPrice } from '#app/content/format'
import { STATUS_LABELS, VEHICLE_STATUSES } from '#app/domain/vehicles/vehicle'
import { useData, usePageContext } from '#app/renderer/usePageContext'
import { NOTICE_TEXTS } from '../notices'
import { Notice } from '../ui'
import type { ConsoleInventoryData } from './+data'

export default function Page() {
  const { vehicles, q, status, counts, total } = useData<ConsoleInventoryData>()
  const notice = NOTICE_TEXTS[usePageContext().urlParsed.search.notice ?? '']
  const filtered = Boolean(q || status)
  return (
    <>
      <div className="console-title-row">
        <h1>Inventory</h1>
        <p className="console-actions">
          <a className="button" href="/admin/vehicles/new">
            Add vehicle
          </a>
          <a className="button-quiet" href="/api/admin/vehicles.csv" download>
            Export CSV
          </a>
        </p>
      </div>
      <Notice>{notice}</Notice>
      <form className="console-filters" method="get" action="/admin" role="search" aria-label="Find vehicles">
        <div className="console-field">
          <label htmlFor="inventory-q">Search</label>
          <input id="inventory-q" name="q" type="search" defaultValue={q} placeholder="Name, stock no., serial" autoComplete="off" />
        </div>
        <div className="console-field">
          <label htmlFor="inventory-status">Status</label>
          <select id="inventory-status" name="status" defaultValue={status}>
            <option value="">All ({total})</option>
            {VEHICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {`${STATUS_LABELS[s]} (${counts[s]})`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Show</button>
        {filtered && (
          <a className="button-quiet" href="/admin">
            Clear
          </a>
        )}
      </form>
      <p className="console-count" aria-live="polite">
        {filtered ? `${vehicles.length} of ${total} vehicles` : `${total} vehicles`}
      </p>
      {vehicles.length === 0 ? (
        <p>No vehicles match. Try another search or status.</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Vehicles, in the order the site lists them</caption>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Stock no.</th>
                <th scope="col">Photos</th>
              </tr>
            </thead>
            <tbody>
              {vehicles.map((v) => (
                <tr key={v.id}>
                  <th scope="row">
                    <a href={`/admin/vehicles/${v.id}`}>{v.name}</a>
                    {v.featured && <span className="console-tag">Featured</span>}
                    <span className="console-sub">{v.year ? `${v.year} · ${v.id}` : v.id}</span>
                  </th>
                  <td data-label="Status">
                    <span className={`console-status status-${v.status}`}>{v.statusLabel}</span>
                  </td>
                  <td data-label="Price">{formatPrice(v.price)}</td>
                  <td data-label="Stock no.">{v.stockNumber ?? '—'}</td>
                  <td data-label="Photos">{v.photoCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
