import { ErrorSummary, useConsoleForm } from '#app/pages/admin/ui'
import { AddUserForm, USER_LABELS } from '#app/pages/admin/team/forms'
import { SetupLink } from '#app/pages/admin/team/Secret'

/** Adding a user: the form, its errors after a post, or (once, in the post's answer) the new user's set-up link. */
export default function Page() {
  const { values, errors, formError } = useConsoleForm()
  return (
    <>
      <p className="console-back">
        <a href="/admin/team">Back to Team</a>
      </p>
      {values.setupLink ? (
        <>
          <h1>User added</h1>
          <p>
            <strong>{values.email}</strong> is {values.role === 'owner' ? 'an owner' : 'staff'}. They sign in once they have set up a passkey or a
            password with the link below.
          </p>
          <SetupLink email={values.email ?? ''} link={values.setupLink} />
          <p>
            <a href="/admin/team">Back to Team</a>
          </p>
        </>
      ) : (
        <>
          <h1>Add a user</h1>
          <ErrorSummary errors={errors} message={formError} labels={USER_LABELS} />
          <AddUserForm values={values} errors={errors} />
        </>
      )}
    </>
  )
}

