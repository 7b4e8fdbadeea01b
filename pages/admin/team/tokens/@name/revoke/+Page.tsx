import { useData } from '#app/renderer/usePageContext'
import { CsrfField } from '#app/pages/admin/ui'
import { formatDay, formatMoment } from '#app/pages/admin/team/format'
import type { ConsoleTeamTokenData } from './+data'

/** Revoking asks once more, on a page of its own, so it works the same without JavaScript. */
export default function Page() {
  const token = useData<ConsoleTeamTokenData>()
  const created = formatDay(token.createdAt)
  const used = token.lastUsedAt === null ? null : formatMoment(token.lastUsedAt)
  return (
    <>
      <p className="console-back">
        <a href="/admin/team">Back to Team</a>
      </p>
      <h1>{`Revoke the token ${token.name}?`}</h1>
      <p>
        Created <time dateTime={created.iso}>{created.text}</time>;{' '}
        {used ? (
          <>
            last used <time dateTime={used.iso}>{used.text}</time>
          </>
        ) : (
          'never used'
        )}
        . Anything still using it gets 401 from the moment you revoke it; this cannot be undone. To replace it, create a new token under another name, put it in
        the script, then revoke this one.
      </p>
      <form method="post" action={`/admin/team/tokens/${encodeURIComponent(token.name)}/revoke`} className="console-actions">
        <CsrfField />
        <button type="submit" className="button-danger">
          {`Revoke ${token.name}`}
        </button>
        <a href="/admin/team">Keep it</a>
      </form>
    </>
  )
}
