import { useData } from '#app/renderer/usePageContext'
import { RentalTabs } from '../RentalTabs'
import type { AgendaRow, RentalCalendarData } from './+data'

function Rows({ rows, empty }: { rows: AgendaRow[]; empty: string }) {
  if (rows.length === 0) return <p className="console-sub">{empty}</p>
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.reference}>
          <a href={r.href}>{r.reference}</a>: {r.unit}, {r.renter}, {r.town} ({r.status})
        </li>
      ))}
    </ul>
  )
}

/** The dealer's rental calendar: on a phone, the list per day (today's deliveries and returns first); below, units by days. */
export default function Page() {
  const d = useData<RentalCalendarData>()
  return (
    <>
      <h1>Rentals</h1>
      <RentalTabs />
      <p>
        {d.requested > 0 ? `${d.requested} request${d.requested === 1 ? '' : 's'} waiting for confirmation in these days. ` : ''}
        <a href={d.csvHref}>Export these days as CSV</a>
      </p>
      <p className="console-pager">
        <a href={d.previousHref}>Previous 14 days</a> · <a href={d.nextHref}>Next 14 days</a>
      </p>

      <section aria-labelledby="rental-agenda-title">
        <h2 id="rental-agenda-title">Deliveries and returns</h2>
        <ol className="rental-agenda">
          {d.agenda.map((day) => (
            <li key={day.day}>
              <h3>{day.label}</h3>
              <h4 className="console-sub">Deliveries</h4>
              <Rows rows={day.deliveries} empty="No deliveries." />
              <h4 className="console-sub">Returns</h4>
              <Rows rows={day.returns} empty="No returns." />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rental-grid-title">
        <h2 id="rental-grid-title">Units by day</h2>
        {d.units.length === 0 ? (
          <p>
            No units yet. <a href="/admin/rentals/units">Add the fleet</a>.
          </p>
        ) : (
          <div className="rental-grid-wrap" tabIndex={0} role="group" aria-label="Units by day, scrolls sideways">
            <table className="rental-grid">
              <caption className="visually-hidden">Each unit's reservations and blocks from {d.from}, one column a day</caption>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  {d.days.map((day) => (
                    <th key={day.day} scope="col" className={day.isToday ? 'is-today' : undefined}>
                      {day.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.units.map((unit) => (
                  <tr key={unit.id}>
                    <th scope="row">
                      <a href={`/admin/rentals/units/${unit.id}`}>{unit.name}</a>
                      <span className="console-sub"> {unit.plan}{unit.inService ? '' : ', out of service'}</span>
                    </th>
                    {unit.cells.map((cell, i) => (
                      <td key={i} className={cell.tone ? `is-${cell.tone}` : undefined} title={cell.title}>
                        {cell.href ? <a href={cell.href}>{cell.label ?? <span className="visually-hidden">{cell.title}</span>}{cell.label && <span className="visually-hidden"> {cell.title}</span>}</a> : cell.label ? <span>{cell.label}<span className="visually-hidden"> {cell.title}</span></span> : cell.kind === 'block' ? <span className="visually-hidden">{cell.title}</span> : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
