import { formatPrice } from '#app/content/format'
import { SALE_PRICE_FIELD, SPECIAL_LIMITS } from '#app/domain/specials/fields'
import { CsrfField, ErrorSummary, Field, useConsoleForm } from '../ui'
import type { SpecialChoices } from './choices.server'

/** Each field's label, in the form's order (the error summary lists errors in this order). */
const LABELS: Record<string, string> = {
  title: 'Title',
  text: 'Text',
  finePrint: 'Fine print',
  titleEs: 'Title in Spanish',
  textEs: 'Text in Spanish',
  finePrintEs: 'Fine print in Spanish',
  status: 'Status',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date',
  endTime: 'End time',
  scopeKind: 'Applies to',
  vehicles: 'Carts',
  brand: 'Brand',
  category: 'Category',
  discountKind: 'Price',
  amount: 'Amount off (USD)',
  percent: 'Percentage off',
}

const SCOPES = [
  ['vehicles', 'The carts chosen below'],
  ['brand', 'Every cart of a brand'],
  ['category', 'Every cart of a category'],
] as const

const DISCOUNTS = [
  ['sale-price', 'A sale price for each chosen cart'],
  ['amount-off', 'An amount off'],
  ['percent-off', 'A percentage off'],
] as const

interface SpecialFormProps {
  action: string
  /** The stored special's values (edit) or the defaults (new); a post sent back wins over them. */
  initial: Record<string, string>
  choices: SpecialChoices
  submitLabel: string
}

/** Every field of a special. Plain HTML: it posts and shows errors without JavaScript. */
export function SpecialForm({ action, initial, choices, submitLabel }: SpecialFormProps) {
  const form = useConsoleForm()
  const posted = Boolean(form.formError || Object.keys(form.errors).length)
  const values: Record<string, string> = posted ? form.values : initial
  const { errors } = form
  const chosen = new Set((values.vehicles ?? '').split(',').filter(Boolean))
  const labelFor = (labels: Record<string, string>) => (name: string) => labels[name] ?? (name.startsWith('price-') ? `Sale price of ${name.slice(6)}` : name)
  const summaryLabels = Object.fromEntries([...Object.keys(LABELS), ...Object.keys(errors)].map((name) => [name, labelFor(LABELS)(name)]))
  const text = (name: string, options: { type?: string; hint?: string; maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <Field name={name} label={LABELS[name]!} error={errors[name]} hint={options.hint}>
      {(props) => <input {...props} type={options.type ?? 'text'} defaultValue={values[name] ?? ''} maxLength={options.maxLength} inputMode={options.inputMode} autoComplete="off" />}
    </Field>
  )
  const radios = (name: 'scopeKind' | 'discountKind', options: ReadonlyArray<readonly [string, string]>) => (
    <fieldset id={`field-${name}`} tabIndex={-1}>
      <legend>{LABELS[name]}</legend>
      {errors[name] && <p className="console-field-error">{errors[name]}</p>}
      {options.map(([value, label]) => (
        <div key={value} className="console-check">
          <input id={`${name}-${value}`} type="radio" name={name} value={value} defaultChecked={values[name] === value} />
          <label htmlFor={`${name}-${value}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  )
  const select = (name: 'brand' | 'category', list: readonly string[]) => (
    <Field name={name} label={LABELS[name]!} error={errors[name]}>
      {(props) => (
        <select {...props} defaultValue={values[name] ?? ''}>
          <option value="">(choose)</option>
          {list.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  return (
    <form className="console-form" method="post" action={action} noValidate>
      <CsrfField />
      <ErrorSummary errors={errors} message={form.formError} labels={summaryLabels} />
      <fieldset>
        <legend>The special</legend>
        {text('title', { maxLength: SPECIAL_LIMITS.title })}
        <Field name="text" label={LABELS.text!} error={errors.text} hint="What shoppers read on the specials page.">
          {(props) => <textarea {...props} rows={4} maxLength={SPECIAL_LIMITS.text} defaultValue={values.text ?? ''} />}
        </Field>
        <Field name="finePrint" label={LABELS.finePrint!} error={errors.finePrint} hint="Optional: conditions, such as stock units only.">
          {(props) => <textarea {...props} rows={3} maxLength={SPECIAL_LIMITS.finePrint} defaultValue={values.finePrint ?? ''} />}
        </Field>
      </fieldset>
      <fieldset>
        <legend>In Spanish (optional)</legend>
        <p className="console-hint">For the Spanish site. Where these are empty, it shows the English, marked as English.</p>
        <Field name="titleEs" label={LABELS.titleEs!} error={errors.titleEs}>
          {(props) => <input {...props} type="text" lang="es" maxLength={SPECIAL_LIMITS.title} defaultValue={values.titleEs ?? ''} />}
        </Field>
        <Field name="textEs" label={LABELS.textEs!} error={errors.textEs}>
          {(props) => <textarea {...props} rows={4} lang="es" maxLength={SPECIAL_LIMITS.text} defaultValue={values.textEs ?? ''} />}
        </Field>
        <Field name="finePrintEs" label={LABELS.finePrintEs!} error={errors.finePrintEs}>
          {(props) => <textarea {...props} rows={3} lang="es" maxLength={SPECIAL_LIMITS.finePrint} defaultValue={values.finePrintEs ?? ''} />}
        </Field>
      </fieldset>
      <fieldset>
        <legend>When (the dealer’s clock, Eastern time)</legend>
        <Field name="status" label={LABELS.status!} error={errors.status} hint="A draft never shows. A scheduled special goes live at its start and ends by itself.">
          {(props) => (
            <select {...props} defaultValue={values.status || 'draft'}>
              <option value="draft">Draft: only the console sees it</option>
              <option value="scheduled">Scheduled: shows from its start to its end</option>
            </select>
          )}
        </Field>
        <div className="console-inline">
          {text('startDate', { type: 'date' })}
          {text('startTime', { type: 'time' })}
        </div>
        <div className="console-inline">
          {text('endDate', { type: 'date' })}
          {text('endTime', { type: 'time', hint: 'The sale price ends at this minute.' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Carts and price</legend>
        {radios('scopeKind', SCOPES)}
        {select('brand', choices.brands)}
        {select('category', choices.categories)}
        {radios('discountKind', DISCOUNTS)}
        <div className="console-inline">
          {text('amount', { inputMode: 'numeric', hint: 'Whole dollars, for an amount off.' })}
          {text('percent', { inputMode: 'numeric', hint: '1 to 90, for a percentage off.' })}
        </div>
        <fieldset id="field-vehicles" tabIndex={-1}>
          <legend>{LABELS.vehicles}</legend>
          <p className="console-hint">Tick the carts for a special on chosen carts; for a sale price, type each cart’s price beside it.</p>
          {errors.vehicles && <p className="console-field-error">{errors.vehicles}</p>}
          <div className="special-carts">
            {choices.vehicles.map((vehicle) => {
              const priceField = SALE_PRICE_FIELD(vehicle.id)
              return (
                <div key={vehicle.id} className="special-cart">
                  <div className="console-check">
                    <input id={`vehicle-${vehicle.id}`} type="checkbox" name="vehicles[]" value={vehicle.id} defaultChecked={chosen.has(vehicle.id)} />
                    <label htmlFor={`vehicle-${vehicle.id}`}>{`${vehicle.name} (${formatPrice(vehicle.price)})`}</label>
                  </div>
                  <Field name={priceField} label={`Sale price of ${vehicle.name}`} error={errors[priceField]}>
                    {(props) => <input {...props} type="text" inputMode="numeric" defaultValue={values[priceField] ?? ''} autoComplete="off" />}
                  </Field>
                </div>
              )
            })}
          </div>
        </fieldset>
      </fieldset>
      <p className="console-submit">
        <button type="submit">{submitLabel}</button>
      </p>
    </form>
  )
}

/** A new special's fields before anything is typed. */
export const NEW_SPECIAL_DEFAULTS: Record<string, string> = {
  status: 'draft',
  scopeKind: 'vehicles',
  discountKind: 'sale-price',
  startTime: '00:00',
  endTime: '23:59',
}
