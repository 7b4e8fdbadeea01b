import { usePageContext } from '../../../renderer/usePageContext'
import { CsrfField, Field, Notice, useConsoleForm } from '../ui'
import { PasskeyButton } from '../sign-in/PasskeyButton'
import { registerPasskey } from '../sign-in/webauthn'
import '../sign-in/auth.css'

export default function Page() {
  const context = usePageContext().console
  const { values } = useConsoleForm()
  const passkeys = (values.passkeys ?? '').split('\n').filter(Boolean)
  const sessions = Number(values.sessions ?? '1')
  const csrfToken = context?.csrfToken ?? ''
  return (
    <div className="auth-page">
      <h1>Your account</h1>
      <Notice>{context?.notice}</Notice>
      <p>
        Signed in as <strong>{values.email ?? context?.operator?.email}</strong> ({values.role ?? context?.operator?.role}).
      </p>
      <section className="auth-section" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Passkeys</h2>
        {passkeys.length ? (
          <ul className="auth-list">
            {passkeys.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ul>
        ) : (
          <p>You have no passkey yet.</p>
        )}
        <p>{values.hasPassword ? 'You can also sign in with your password and authenticator app.' : 'You have no password; you sign in with a passkey.'}</p>
        <Field name="passkeyName" label="Name the new passkey (optional)" hint="For example “Phone” or “Front desk PC”.">
          {(p) => <input {...p} type="text" maxLength={60} autoComplete="off" />}
        </Field>
        <PasskeyButton
          label="Add a passkey"
          busyLabel="Waiting for your device…"
          fallback="Adding a passkey needs JavaScript."
          run={() => {
            const input = document.getElementById('field-passkeyName') as HTMLInputElement | null
            return registerPasskey({ csrfToken }, input?.value.trim() ?? '')
          }}
        />
      </section>
      <section className="auth-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Where you are signed in</h2>
        <p id="sessions-count">
          {sessions === 1 ? 'You are signed in in 1 browser (this one).' : `You are signed in in ${sessions} browsers, this one included.`} A
          session ends after {values.idleMinutes ?? '30'} minutes without use, and {values.absoluteHours ?? '12'} hours after signing in at the latest.
        </p>
        <form method="post" action="/admin/sign-out-everywhere">
          <CsrfField />
          <button type="submit" className="button button-outline" aria-describedby="sessions-count">
            Sign out everywhere
          </button>
        </form>
      </section>
    </div>
  )
}
