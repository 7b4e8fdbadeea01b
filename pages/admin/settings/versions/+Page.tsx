import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { SETTINGS_NOTICES } from '../notices'
import type { ConsoleVersionsData } from './+data'
import '../settings.css'

/** Every saved version of the site settings, newest first; an owner restores one in one step. */
export default function Page() {
  const { versions, canRestore } = useData<ConsoleVersionsData>()
  const pageContext = usePageContext()
  const { formError } = useConsoleForm()
  const notice = SETTINGS_NOTICES[pageContext.urlParsed.search.notice ?? '']
  return (
    <>
      <p className="console-back">
        <a href="/admin/settings">Back to site settings</a>
      </p>
      <h1>Settings versions</h1>
      <Notice>{notice}</Notice>
      {formError && (
        <p className="console-error-summary" role="alert">
          {formError}
        </p>
      )}
      <p>Every save is kept. Restoring a version saves it again as the newest, so the site shows it within a second and nothing is lost.</p>
      <div className="console-table-wrap">
        <table className="console-table settings-versions">
          <caption className="visually-hidden">Saved versions of the site settings, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Changed</th>
              {canRestore && <th scope="col">Restore</th>}
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id}>
                <th scope="row">
                  {`Version ${version.id}`}
                  {version.current && <span className="console-tag">Current</span>}
                  {version.restoredFrom !== null && <span className="console-sub">{`Restored from version ${version.restoredFrom}`}</span>}
                </th>
                <td data-label="Saved">{version.savedText}</td>
                <td data-label="By">{version.actor}</td>
                <td data-label="Changed">{version.changed}</td>
                {canRestore && (
                  <td data-label="Restore">
                    {!version.current && (
                      <form method="post" action={`/admin/settings/versions/${version.id}/restore`}>
                        <CsrfField />
                        <button type="submit" className="button-quiet">
                          Restore<span className="visually-hidden">{` version ${version.id}`}</span>
                        </button>
                      </form>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
