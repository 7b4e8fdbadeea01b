import { useData } from '#app/renderer/usePageContext'
import { ConsoleForm, SubmitButton } from '#app/pages/admin/ConsoleForm'
import { ErrorSummary, Field, useConsoleForm } from '#app/pages/admin/ui'
import { LIMITS } from '#app/domain/vehicles/fields'
import type { ConsoleVehicleData } from '../+data'

const LABELS = { newId: 'New web address' }

/** An owner changes a vehicle's id; the old address keeps working, leading to the new one. */
export default function Page() {
  const vehicle = useData<ConsoleVehicleData>()
  const { values, errors, formError } = useConsoleForm()
  const back = `/admin/vehicles/${vehicle.id}`
  return (
    <>
      <p className="console-back">
        <a href={back}>Back to {vehicle.name}</a>
      </p>
      <h1>Change the web address of {vehicle.name}</h1>
      <p>
        Now: <code>/vehicles/{vehicle.id}</code>. After the change, links to the old address (shared, bookmarked, in search results) lead to the new
        one, and only the new one is in the sitemap. Its photos and history stay with it.
      </p>
      <ConsoleForm action={`${back}/address`} className="console-form" draft={false} noValidate>
        <ErrorSummary errors={errors} message={formError} labels={LABELS} />
        <Field name="newId" label={LABELS.newId} error={errors.newId} hint="Lowercase letters, digits and hyphens, e.g. 2026-denago-ev-city-blue.">
          {(props) => <input {...props} type="text" defaultValue={values.newId ?? vehicle.id} maxLength={LIMITS.id} required autoComplete="off" spellCheck={false} />}
        </Field>
        <p className="console-actions">
          <SubmitButton>Change the address</SubmitButton>
          <a href={back}>Keep it</a>
        </p>
      </ConsoleForm>
    </>
  )
}
