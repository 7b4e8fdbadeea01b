import { useData } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, useConsoleForm } from '#app/pages/admin/ui'
import { SetupLink } from '#app/pages/admin/team/Secret'
import type { ConsoleTeamUserData } from '#app/pages/admin/team/users/operator-data'

/** A new set-up link for someone who has not finished, or lost their passkey and app: asks first, since earlier links stop working. */
export default function Page() {
  const user = useData<ConsoleTeamUserData>()
  const { values, formError } = useConsoleForm()
  return (
    <>
      <p className="console-back">
        <a href="/admin/team">Back to Team</a>
      </p>
      {values.setupLink ? (
        <>
          <h1>{`New set-up link for ${user.email}`}</h1>
          <p>Any link made for them before no longer works. With this one they set up a passkey or a password with an authenticator app again.</p>
          <SetupLink email={user.email} link={values.setupLink} />
          <p>
            <a href="/admin/team">Back to Team</a>
          </p>
        </>
      ) : (
        <>
          <h1>{`New set-up link for ${user.email}?`}</h1>
          <ErrorSummary errors={{}} message={formError} />
          {user.disabled ? (
            <p>This user is disabled: a disabled account cannot be set up again. Add them as a new user with another e-mail address instead.</p>
          ) : (
            <>
              <p>
                Use this when they did not finish setting up in time, or lost both their passkey and their authenticator app. Any set-up link made for
                them before stops working.
              </p>
              <form method="post" action={`/admin/team/users/${user.id}/setup-link`} className="console-actions">
                <CsrfField />
                <button type="submit">Make a new set-up link</button>
                <a href="/admin/team">Cancel</a>
              </form>
            </>
          )}
        </>
      )}
    </>
  )
}
