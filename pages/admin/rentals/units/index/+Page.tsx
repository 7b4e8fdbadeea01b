import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { noticeOf } from '#app/pages/admin/rentals/format'
import { RentalTabs } from '#app/pages/admin/rentals/RentalTabs'
import { UNIT_LABELS, UnitFields } from '#app/pages/admin/rentals/UnitFields'
import type { FleetPageData } from './+data'

/** The rental fleet: every unit, and a form to add one. */
export default function Page() {
  const d = useData<FleetPageData>()
  const notice = noticeOf(usePageContext().urlParsed.search.notice)
  const { values, errors, formError } = useConsoleForm()
  return (
    <>
      <h1>Rental fleet</h1>
      <RentalTabs />
      <Notice>{notice}</Notice>
      {d.units.length === 0 ? (
        <p>No units yet: add the first below.</p>
      ) : (
        <ul>
          {d.units.map((u) => (
            <li key={u.id}>
              <a href={`/admin/rentals/units/${u.id}`}>{u.name}</a>: {u.plan}
              {u.vehicle ? `, ${u.vehicle}` : ''}
              {u.inService ? '' : ' (out of service)'}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="unit-new-title">
        <h2 id="unit-new-title">Add a unit</h2>
        <ErrorSummary errors={errors} message={formError} labels={UNIT_LABELS} />
        <form method="post" action="/admin/rentals/units" className="console-form">
          <CsrfField />
          <UnitFields values={values} errors={errors} vehicles={d.vehicles} />
          <button type="submit">Add unit</button>
        </form>
      </section>
    </>
  )
}
