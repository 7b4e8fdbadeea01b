import { useData } from '#app/renderer/usePageContext'
import { CsrfField } from '#app/pages/admin/ui'
import type { ConsoleVehicleData } from '../+data'

/** Deleting asks once more, on a page of its own, so it works the same without JavaScript. */
export default function Page() {
  const vehicle = useData<ConsoleVehicleData>()
  return (
    <>
      <p className="console-back">
        <a href={`/admin/vehicles/${vehicle.id}`}>Back to {vehicle.name}</a>
      </p>
      <h1>Delete {vehicle.name}?</h1>
      <p>
        This removes the vehicle and its {vehicle.photos.length} photo{vehicle.photos.length === 1 ? '' : 's'} for good. Its page will tell visitors it is gone.
        To keep its page up for a while, mark it sold instead.
      </p>
      <form method="post" action={`/admin/vehicles/${vehicle.id}/delete`} className="console-actions">
        <CsrfField />
        <button type="submit" className="button-danger">
          Delete for good
        </button>
        <a href={`/admin/vehicles/${vehicle.id}`}>Keep it</a>
      </form>
    </>
  )
}
