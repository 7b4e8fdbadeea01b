import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { noticeOf } from '#app/pages/admin/rentals/format'
import { RentalTabs } from '#app/pages/admin/rentals/RentalTabs'
import { UNIT_LABELS, UnitFields } from '#app/pages/admin/rentals/UnitFields'
import type { UnitPageData } from './+data'

const BLOCK_LABELS = { firstDay: 'First day out', lastDay: 'Last day out', reason: 'Reason' }

/** One unit: its fields, and its blocks (out for maintenance from one day to another). */
export default function Page() {
  const d = useData<UnitPageData>()
  const notice = noticeOf(usePageContext().urlParsed.search.notice)
  const { values, errors, formError } = useConsoleForm()
  const blockForm = 'reason' in values || 'firstDay' in values
  return (
    <>
      <p className="console-back">
        <a href="/admin/rentals/units">Rental fleet</a>
      </p>
      <h1>{d.name}</h1>
      <RentalTabs />
      <Notice>{notice}</Notice>
      <ErrorSummary errors={errors} message={formError} labels={blockForm ? BLOCK_LABELS : UNIT_LABELS} />
      {d.vehicleHref && (
        <p>
          <a href={d.vehicleHref}>Its vehicle record and photos</a>
        </p>
      )}
      <section aria-labelledby="unit-edit-title">
        <h2 id="unit-edit-title">The unit</h2>
        <form method="post" action={`/admin/rentals/units/${d.id}`} className="console-form">
          <CsrfField />
          <UnitFields values={blockForm ? d.values : { ...d.values, ...values }} errors={blockForm ? {} : errors} vehicles={d.vehicles} />
          <button type="submit">Save</button>
        </form>
      </section>
      <section aria-labelledby="unit-blocks-title">
        <h2 id="unit-blocks-title">Out of service on some days</h2>
        {d.blocks.length === 0 ? (
          <p>No blocks.</p>
        ) : (
          <ul>
            {d.blocks.map((b) => (
              <li key={b.id}>
                {b.firstDay} to {b.lastDay}: {b.reason} <span className="console-sub">({b.createdBy})</span>
                <form method="post" action={`/admin/rentals/blocks/${b.id}/delete`} className="console-inline-form">
                  <CsrfField />
                  <input type="hidden" name="unitId" value={d.id} />
                  <button type="submit" className="button-quiet">
                    Remove block {b.firstDay}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action={`/admin/rentals/units/${d.id}/blocks`} className="console-form">
          <CsrfField />
          <Field name="firstDay" label={BLOCK_LABELS.firstDay} error={blockForm ? errors.firstDay : undefined}>
            {(props) => <input {...props} type="date" required min={d.today} defaultValue={blockForm ? values.firstDay : ''} />}
          </Field>
          <Field name="lastDay" label={BLOCK_LABELS.lastDay} error={blockForm ? errors.lastDay : undefined}>
            {(props) => <input {...props} type="date" required min={d.today} defaultValue={blockForm ? values.lastDay : ''} />}
          </Field>
          <Field name="reason" label={BLOCK_LABELS.reason} error={blockForm ? errors.reason : undefined} hint="Maintenance, a repair, a battery swap.">
            {(props) => <input {...props} type="text" required maxLength={500} defaultValue={blockForm ? values.reason : ''} />}
          </Field>
          <button type="submit">Block these days</button>
        </form>
      </section>
    </>
  )
}
