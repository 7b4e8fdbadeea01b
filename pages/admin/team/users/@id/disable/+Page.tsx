import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, useConsoleForm } from '#app/pages/admin/ui'
import type { ConsoleTeamUserData } from '#app/pages/admin/team/users/operator-data'

/** Disabling asks once more, on a page of its own, so it works the same without JavaScript. */
export default function Page() {
  const user = useData<ConsoleTeamUserData>()
  const { formError } = useConsoleForm()
  const isMe = usePageContext().console?.operator?.email === user.email
  return (
    <>
      <p className="console-back">
        <a href="/admin/team">Back to Team</a>
      </p>
      <h1>{`Disable ${user.email}?`}</h1>
      <ErrorSummary errors={{}} message={formError} />
      {user.disabled ? (
        <p>This user is already disabled.</p>
      ) : isMe ? (
        <p>You cannot disable your own account. Another owner can.</p>
      ) : (
        <>
          <p>
            They are signed out everywhere at once and can no longer sign in; any set-up link made for them stops working. What they changed stays,
            and the audit log keeps their name. A disabled account cannot be turned back on: to let them in again, add them with another e-mail
            address.
          </p>
          <form method="post" action={`/admin/team/users/${user.id}/disable`} className="console-actions">
            <CsrfField />
            <button type="submit" className="button-danger">
              {`Disable ${user.email}`}
            </button>
            <a href="/admin/team">Keep them</a>
          </form>
        </>
      )}
    </>
  )
}
