import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, Notice } from '#app/pages/admin/ui'
import { PHASE_LABELS, SPECIAL_NOTICES } from '../notices'
import { NEW_SPECIAL_DEFAULTS, SpecialForm } from '../SpecialForm'
import type { ConsoleSpecialData, NewSpecialData } from './+data'
import '#app/pages/admin/settings/settings.css'

export default function Page() {
  const data = useData<NewSpecialData | ConsoleSpecialData>()
  return data.kind === 'new' ? <NewSpecial choices={data.choices} /> : <EditSpecial special={data} />
}

function NewSpecial({ choices }: { choices: NewSpecialData['choices'] }) {
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

function EditSpecial({ special }: { special: ConsoleSpecialData }) {
  const notice = SPECIAL_NOTICES[usePageContext().urlParsed.search.notice ?? '']
  return (
    <>
      <p className="console-back">
        <a href="/admin/specials">Back to specials</a>
      </p>
      <div className="console-title-row">
        <h1>{special.title}</h1>
        <span className={`console-status special-${special.phase}`}>{PHASE_LABELS[special.phase]}</span>
      </div>
      <Notice>{notice}</Notice>
      {special.phase === 'live' && <p>{`On the site now: ${special.cartsOnSale} cart${special.cartsOnSale === 1 ? '' : 's'} at the special’s price.`}</p>}
      <div className="console-actions">
        {special.phase === 'live' && (
          <a href="/specials" rel="external">
            View on the site
          </a>
        )}
        <form method="post" action={`/admin/specials/${special.id}/delete`}>
          <CsrfField />
          <button type="submit" className="button-danger">
            Delete special
          </button>
        </form>
      </div>
      <section aria-labelledby="special-details-title">
        <h2 id="special-details-title">Details</h2>
        <SpecialForm action={`/admin/specials/${special.id}`} initial={special.values} choices={special.choices} submitLabel="Save changes" />
      </section>
      <section aria-labelledby="special-history-title">
        <h2 id="special-history-title">History</h2>
        <ol className="console-history">
          {special.history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{entry.atText}</time> {`${entry.actor} ${entry.actionText}`}
              {entry.changed.length > 0 && <span className="console-sub">{` (${entry.changed.join(', ')})`}</span>}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
