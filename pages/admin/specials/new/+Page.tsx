import { useData } from '#app/renderer/usePageContext'
import { NEW_SPECIAL_DEFAULTS, SpecialForm } from '../SpecialForm'
import type { NewSpecialData } from './+data'
import '#app/pages/admin/settings/settings.css'

export default function Page() {
  const choices = useData<NewSpecialData>()
  return (
    <>
      <p className="console-back">
        <a href="/admin/specials">Back to specials</a>
      </p>
      <h1>New special</h1>
      <SpecialForm action="/admin/specials/new" initial={NEW_SPECIAL_DEFAULTS} choices={choices} submitLabel="Save special" />
    </>
  )
}
