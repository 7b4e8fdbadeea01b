import { useData } from '#app/renderer/usePageContext'
import { ConsoleForm, SubmitButton } from '#app/pages/admin/ConsoleForm'
import { ErrorSummary, Field, useConsoleForm } from '#app/pages/admin/ui'
import { LIMITS } from '#app/domain/vehicles/fields'
import type { DuplicateVehicleData } from './+data'

const LABELS = { newId: 'Web address of the copy' }

/** Duplicate asks for the copy's web address on a page of its own, proposing one from year, make and model. */
export default function Page() {
  const vehicle = useData<DuplicateVehicleData>()
  const { values, errors, formError } = useConsoleForm()
  const back = `/admin/vehicles/${vehicle.id}`
  return (
    <>
      <p className="console-back">
        <a href={back}>Back to {vehicle.name}</a>
      </p>
      <h1>Copy {vehicle.name}</h1>
      <p>
        The copy is saved as a draft with this vehicle’s details, for another unit of the same model. Its photos, stock number and serial stay with
        this one.
      </p>
      <ConsoleForm action={`${back}/duplicate`} className="console-form" draft={false} noValidate>
        <ErrorSummary errors={errors} message={formError} labels={LABELS} />
        <Field
          name="newId"
          label={LABELS.newId}
          error={errors.newId}
          hint="It becomes /vehicles/… : lowercase letters, digits and hyphens. Proposed from the year, make and model; change it if you like."
        >
          {(props) => <input {...props} type="text" defaultValue={values.newId ?? vehicle.proposedId} maxLength={LIMITS.id} required autoComplete="off" spellCheck={false} />}
        </Field>
        <p className="console-actions">
          <SubmitButton>Make the copy</SubmitButton>
          <a href={back}>Cancel</a>
        </p>
      </ConsoleForm>
    </>
  )
}
