import { useData, usePageContext } from '#app/renderer/usePageContext'
import { Notice } from '#app/pages/admin/ui'
import { PHASE_LABELS, SPECIAL_NOTICES } from '../notices'
import type { ConsoleSpecialsData } from './+data'
import '#app/pages/admin/settings/settings.css'

/** Every special, drafts and ended ones included, the latest to start first. */
export default function Page() {
  const { specials } = useData<ConsoleSpecialsData>()
  const notice = SPECIAL_NOTICES[usePageContext().urlParsed.search.notice ?? '']
  return (
    <>
      <div className="console-title-row">
        <h1>Specials</h1>
        <p className="console-actions">
          <a className="button" href="/admin/specials/new">
            New special
          </a>
          <a className="button-quiet" href="/specials" rel="external">
            View on the site
          </a>
        </p>
      </div>
      <Notice>{notice}</Notice>
      {specials.length === 0 ? (
        <p>No specials yet.</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Specials, the latest to start first</caption>
            <thead>
              <tr>
                <th scope="col">Special</th>
                <th scope="col">State</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
                <th scope="col">Applies to</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {specials.map((special) => (
                <tr key={special.id}>
                  <th scope="row">
                    <a href={`/admin/specials/${special.id}`}>{special.title}</a>
                  </th>
                  <td data-label="State">
                    <span className={`console-status special-${special.phase}`}>{PHASE_LABELS[special.phase]}</span>
                  </td>
                  <td data-label="Starts">{special.startsText}</td>
                  <td data-label="Ends">{special.endsText}</td>
                  <td data-label="Applies to">{special.appliesTo}</td>
                  <td data-label="Price">{special.offer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
