import { ODOMETER_UNITS, STATUS_LABELS, VEHICLE_STATUSES } from '#app/domain/vehicles/vehicle'
import { ROAD_USES } from '#app/domain/vehicles/road-use'
import { ROAD_USE_COPY } from '#app/content/road-use'
import { LIMITS, type RecordField } from '#app/domain/vehicles/fields'
import { ConsoleForm, SubmitButton } from '../ConsoleForm'
import { ErrorSummary, Field, useConsoleForm } from '../ui'
import './VehicleForm.css'

/** Each field's label, in the order the form shows them (the error summary lists errors in this order). */
export const FIELD_LABELS: Record<RecordField, string> = {
  status: 'Status',
  featured: 'Featured on the home page',
  sortOrder: 'Sort order',
  id: 'Id (web address)',
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
  roadUse: 'Road use in Pennsylvania',
  year: 'Year',
  color: 'Colour',
  stockNumber: 'Stock number',
  vin: 'Serial / VIN',
  odometer: 'Odometer',
  odometerUnit: 'Odometer unit',
  isNew: 'New',
  inStock: 'In stock on the lot',
  price: 'Price (USD)',
  msrp: 'MSRP (USD)',
  topSpeed: 'Top speed',
  range: 'Range',
  batteryType: 'Battery type',
  chargingTime: 'Charging time',
  payload: 'Payload',
  seatingCapacity: 'Seats',
  description: 'Description',
  features: 'Features',
  externalUrl: 'Manufacturer page',
  descriptionEs: 'Description in Spanish',
  featuresEs: 'Features in Spanish',
}

const STATUS_HINTS: Record<string, string> = {
  draft: 'only you see it',
  available: 'listed for sale',
  pending: 'listed, marked sale pending',
  sold: 'off the grid; its page says SOLD for a while',
}

interface VehicleFormProps {
  action: string
  /** The stored record's values (edit) or the defaults (new); a post sent back wins over them. */
  initial: Record<string, string>
  isNew: boolean
  submitLabel: string
}

/**
 * Every field of a vehicle record, in groups. Plain HTML: it posts and shows errors without
 * JavaScript. The status and the save button sit in a bar that stays at the bottom of the
 * screen, so marking a cart pending or sold and saving is in reach wherever the form is scrolled.
 */
export function VehicleForm({ action, initial, isNew, submitLabel }: VehicleFormProps) {
  const form = useConsoleForm()
  const values: Record<string, string> = form.formError || Object.keys(form.errors).length ? { ...form.values } : initial
  const { errors } = form
  const text = (name: RecordField, options: { hint?: string; maxLength?: number; inputMode?: 'numeric' | 'text'; required?: boolean; autoComplete?: string } = {}) => (
    <Field name={name} label={FIELD_LABELS[name]} error={errors[name]} hint={options.hint}>
      {(props) => (
        <input
          {...props}
          type="text"
          defaultValue={values[name] ?? ''}
          maxLength={options.maxLength}
          inputMode={options.inputMode}
          required={options.required}
          autoComplete={options.autoComplete ?? 'off'}
        />
      )}
    </Field>
  )
  const checkbox = (name: RecordField) => (
    <div className="console-check">
      <input id={`field-${name}`} name={name} type="checkbox" value="true" defaultChecked={values[name] === 'true'} />
      <label htmlFor={`field-${name}`}>{FIELD_LABELS[name]}</label>
      {errors[name] && <p className="console-field-error">{errors[name]}</p>}
    </div>
  )
  return (
    <ConsoleForm className="console-form vehicle-form" action={action} noValidate>
      <ErrorSummary errors={errors} message={form.formError} labels={FIELD_LABELS} />
      <fieldset>
        <legend>Listing</legend>
        {checkbox('featured')}
        {text('sortOrder', { hint: 'Lower numbers come first on the inventory page.', inputMode: 'numeric' })}
      </fieldset>
      <fieldset>
        <legend>Vehicle</legend>
        {isNew
          ? text('id', {
              hint: 'Lowercase letters, digits and hyphens; it becomes /vehicles/your-id. An owner can change it later: the old address then leads to the new one.',
              maxLength: LIMITS.id,
              required: true,
            })
          : null}
        {text('name', { maxLength: LIMITS.name, required: true })}
        {text('brand', { maxLength: LIMITS.brand, required: true })}
        {text('category', { hint: 'e.g. EV Rover Utility, D5 Ranger Lifted. The inventory filters match on it.', maxLength: LIMITS.category, required: true })}
        <Field
          name="roadUse"
          label={FIELD_LABELS.roadUse}
          error={errors.roadUse}
          hint="Street legal only for a titled low-speed vehicle (over 20, at most 25 mph, built to FMVSS 500). Not sure? Leave it a golf cart."
        >
          {(props) => (
            <select {...props} defaultValue={values.roadUse || 'golf-cart'}>
              {ROAD_USES.map((use) => (
                <option key={use} value={use}>
                  {ROAD_USE_COPY[use].long}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('year', { inputMode: 'numeric' })}
        {text('color', { maxLength: LIMITS.color })}
        {text('stockNumber', { maxLength: LIMITS.stockNumber })}
        {text('vin', { maxLength: LIMITS.vin })}
        <div className="console-inline">
          {text('odometer', { inputMode: 'numeric' })}
          <Field name="odometerUnit" label={FIELD_LABELS.odometerUnit} error={errors.odometerUnit}>
            {(props) => (
              <select {...props} defaultValue={values.odometerUnit || 'miles'}>
                {ODOMETER_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {checkbox('isNew')}
        {checkbox('inStock')}
      </fieldset>
      <fieldset>
        <legend>Price</legend>
        {text('price', { hint: 'Whole dollars, what the cart sells for.', inputMode: 'numeric', required: true })}
        {text('msrp', { hint: 'The manufacturer’s list price. Above the price, the page shows the saving.', inputMode: 'numeric' })}
      </fieldset>
      <fieldset>
        <legend>Specifications</legend>
        {text('topSpeed', { hint: 'e.g. 25 mph', required: true })}
        {text('range', { hint: 'e.g. 40 miles', required: true })}
        {text('batteryType', { hint: 'e.g. 72V Lithium', required: true })}
        {text('chargingTime', { hint: 'e.g. 6-8 hours', required: true })}
        {text('payload', { hint: 'e.g. 800 lbs', required: true })}
        {text('seatingCapacity', { inputMode: 'numeric', required: true })}
      </fieldset>
      <fieldset>
        <legend>Description</legend>
        <Field name="description" label={FIELD_LABELS.description} error={errors.description}>
          {(props) => <textarea {...props} rows={5} maxLength={LIMITS.description} defaultValue={values.description ?? ''} required />}
        </Field>
        <Field name="features" label={FIELD_LABELS.features} error={errors.features} hint="One per line.">
          {(props) => <textarea {...props} rows={6} defaultValue={values.features ?? ''} />}
        </Field>
        <Field name="externalUrl" label={FIELD_LABELS.externalUrl} error={errors.externalUrl} hint="Optional: the model’s page on the manufacturer’s site.">
          {(props) => <input {...props} type="url" defaultValue={values.externalUrl ?? ''} autoComplete="url" />}
        </Field>
      </fieldset>
      <fieldset>
        <legend>In Spanish (optional)</legend>
        <p className="console-hint">For the Spanish site. Where these are empty, it shows the English, marked as English.</p>
        <Field name="descriptionEs" label={FIELD_LABELS.descriptionEs} error={errors.descriptionEs}>
          {(props) => <textarea {...props} rows={5} maxLength={LIMITS.description} defaultValue={values.descriptionEs ?? ''} lang="es" />}
        </Field>
        <Field name="featuresEs" label={FIELD_LABELS.featuresEs} error={errors.featuresEs} hint="One per line.">
          {(props) => <textarea {...props} rows={6} defaultValue={values.featuresEs ?? ''} lang="es" />}
        </Field>
      </fieldset>
      <div className="vehicle-savebar">
        <Field name="status" label={FIELD_LABELS.status} error={errors.status}>
          {(props) => (
            <select {...props} defaultValue={values.status || 'draft'}>
              {VEHICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {`${STATUS_LABELS[s]}: ${STATUS_HINTS[s]}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </ConsoleForm>
  )
}

/** A new vehicle's fields before anything is typed. */
export const NEW_VEHICLE_DEFAULTS: Record<string, string> = {
  status: 'draft',
  roadUse: 'golf-cart',
  isNew: 'true',
  inStock: 'true',
  featured: 'false',
  odometerUnit: 'miles',
  sortOrder: '0',
}
