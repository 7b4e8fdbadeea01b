import { useData, usePageContext } from '#app/renderer/usePageContext'
import { NOTICE_TEXTS } from '#app/pages/admin/notices'
import { Notice } from '#app/pages/admin/ui'
import { PhotoManager } from '../PhotoManager'
import { VehicleForm } from '../VehicleForm'
import type { ConsoleVehicleData } from './+data'

export default function Page() {
  const vehicle = useData<ConsoleVehicleData>()
  const pageContext = usePageContext()
  const { notice: key, count } = pageContext.urlParsed.search
  const added = Number(count)
  // A photo form lands on #photos: its notice is shown there, where the page lands.
  const photoNotice = key?.startsWith('photo')
  const notice =
    key === 'photos-added' && Number.isInteger(added) && added > 0
      ? `${added} photo${added === 1 ? '' : 's'} added.`
      : NOTICE_TEXTS[key ?? '']
  const owner = pageContext.console?.operator?.role === 'owner'
  const publicPath = `/vehicles/${vehicle.id}`
  return (
    <>
      <p className="console-back">
        <a href="/admin">Back to inventory</a>
      </p>
      <div className="console-title-row">
        <h1>{vehicle.name}</h1>
        <span className={`console-status status-${vehicle.status}`}>{vehicle.statusLabel}</span>
      </div>
      {!photoNotice && <Notice>{notice}</Notice>}
      <div className="console-actions">
        {vehicle.status !== 'draft' && (
          <a href={publicPath} rel="external">
            View on the site
          </a>
        )}
        <a className="button-quiet" href={`/admin/vehicles/${vehicle.id}/duplicate`}>
          Duplicate…
        </a>
        {owner && (
          <a className="button-quiet" href={`/admin/vehicles/${vehicle.id}/address`}>
            Change web address…
          </a>
        )}
        <a className="button-danger" href={`/admin/vehicles/${vehicle.id}/delete`}>
          Delete…
        </a>
      </div>
      <p className="console-hint">
        Web address: <code>{publicPath}</code>
      </p>
      <section aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <VehicleForm action={`/admin/vehicles/${vehicle.id}`} initial={vehicle.values} isNew={false} submitLabel="Save changes" />
      </section>
      <PhotoManager
        vehicleId={vehicle.id}
        photos={vehicle.photos}
        csrfToken={pageContext.console?.csrfToken}
        submissionToken={pageContext.console?.submissionToken}
        error={pageContext.console?.photoError}
        notice={photoNotice ? notice : undefined}
      />
      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {vehicle.history.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <ol className="console-history">
            {vehicle.history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{entry.atText}</time> {`${entry.actor} ${entry.actionText}`}
                {entry.changed.length > 0 && <span className="console-sub">{` (${entry.changed.join(', ')})`}</span>}
              </li>
            ))}
          </ol>
        )}
        <p>
          <a href={`/admin/audit?entityId=${encodeURIComponent(vehicle.id)}`}>Full history with before and after</a>
        </p>
      </section>
    </>
  )
}
