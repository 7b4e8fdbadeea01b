import { useData } from '#app/renderer/usePageContext'
import { VehiclePhoto } from '#app/components/VehiclePhoto'
import { ConsoleForm, SubmitButton } from '#app/pages/admin/ConsoleForm'
import type { PhotoDeleteData } from './+data'
import '#app/pages/admin/vehicles/PhotoManager.css'

/** Deleting a photo without JavaScript asks once more, on a page of its own (with it, the photo manager asks in place). */
export default function Page() {
  const d = useData<PhotoDeleteData>()
  const back = `/admin/vehicles/${d.id}#photos`
  return (
    <>
      <p className="console-back">
        <a href={back}>Back to the photos of {d.name}</a>
      </p>
      <h1>{`Delete photo ${d.position} of ${d.photos.length}?`}</h1>
      <VehiclePhoto photo={d.photo} alt={`Photo ${d.position} of ${d.name}`} sizes="20rem" className="photo-confirm" />
      <p>
        {d.position === 1 ? 'It is the cover: the next photo becomes the cover. ' : ''}
        This cannot be undone.
      </p>
      <ConsoleForm action={`/admin/vehicles/${d.id}/photos/${d.photo.id}/delete`} className="console-actions" draft={false} guard={false}>
        <SubmitButton className="button-danger">Delete for good</SubmitButton>
        <a href={back}>Keep it</a>
      </ConsoleForm>
    </>
  )
}
