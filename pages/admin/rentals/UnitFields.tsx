import { Field } from '#app/pages/admin/ui'
import { PLAN_CHOICES } from '#app/pages/rentals/checker'

export const UNIT_LABELS = { name: 'Name or number', plan: 'Plan', vehicleId: 'Vehicle record', inService: 'In service', note: 'Note' }

/** A unit's fields, for adding one and for changing one. */
export function UnitFields({ values, errors, vehicles }: { values: Record<string, string>; errors: Record<string, string>; vehicles: Array<{ id: string; name: string }> }) {
  return (
    <>
      <Field name="name" label={UNIT_LABELS.name} error={errors.name} hint="What staff call it: Cart 7, 6S-02.">
        {(props) => <input {...props} type="text" required maxLength={60} defaultValue={values.name ?? ''} autoComplete="off" />}
      </Field>
      <Field name="plan" label={UNIT_LABELS.plan} error={errors.plan}>
        {(props) => (
          <select {...props} defaultValue={values.plan ?? ''}>
            {PLAN_CHOICES.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="vehicleId" label={UNIT_LABELS.vehicleId} error={errors.vehicleId} hint="Optional: the vehicle record it is. Its photos are managed on that record, as for every vehicle (a draft record if it is not for sale).">
        {(props) => (
          <select {...props} defaultValue={values.vehicleId ?? ''}>
            <option value="">None</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.id})
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="console-field">
        <input type="checkbox" id="field-inService" name="inService" value="yes" defaultChecked={(values.inService ?? 'yes') === 'yes'} />{' '}
        <label htmlFor="field-inService">{UNIT_LABELS.inService}: offered for reservations</label>
      </div>
      <Field name="note" label={UNIT_LABELS.note} error={errors.note}>
        {(props) => <textarea {...props} rows={2} maxLength={1000} defaultValue={values.note ?? ''} />}
      </Field>
    </>
  )
}
