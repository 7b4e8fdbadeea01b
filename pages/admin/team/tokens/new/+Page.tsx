import { ErrorSummary, useConsoleForm } from '#app/pages/admin/ui'
import { CreateTokenForm, TOKEN_LABELS } from '#app/pages/admin/team/forms'
import { OneTimeSecret } from '#app/pages/admin/team/Secret'

/** Creating an API token: the form, its errors after a post, or (once, in the post's answer) the token. */
export default function Page() {
  const { values, errors, formError } = useConsoleForm()
  return (
    <>
      <p className="console-back">
        <a href="/admin/team">Back to Team</a>
      </p>
      {values.token ? (
        <>
          <h1>{`Token ${values.name} created`}</h1>
          <OneTimeSecret id="api-token" title="The token" label="API token" copyLabel="Copy the token" value={values.token}>
            <p>
              Copy it now into the script or service that will use it: this page is the only time it is shown, and only its hash is kept. It works
              until you revoke it. The script sends it as <code>Authorization: Bearer</code> followed by the token, and may do what staff may do.
            </p>
          </OneTimeSecret>
          <p>
            <a href="/admin/team">Back to Team</a>
          </p>
        </>
      ) : (
        <>
          <h1>Create an API token</h1>
          <ErrorSummary errors={errors} message={formError} labels={TOKEN_LABELS} />
          <CreateTokenForm values={values} errors={errors} />
        </>
      )}
    </>
  )
}
