import { usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '../ui'
import { PasskeyButton } from '../sign-in/PasskeyButton'
import { confirmWithPasskey, registerPasskey } from '../sign-in/webauthn'
import '../sign-in/auth.css'

const REAUTH_LABELS = { password: 'Password', code: 'Code from your authenticator app' }
const PASSWORD_LABELS = { currentPassword: 'Current password', passwordCode: 'Code from your authenticator app', newPassword: 'New password' }

function passkeyList(json: string | undefined): Array<{ id: number; name: string }> {
  try {
    const list = JSON.parse(json ?? '[]') as unknown
    return Array.isArray(list) ? (list as Array<{ id: number; name: string }>) : []
  } catch {
    return []
  }
}

export default function Page() {
  const context = usePageContext().console
  const { values, errors, formError } = useConsoleForm()
  const passkeys = passkeyList(values.passkeys)
  const hasPassword = Boolean(values.hasPassword)
  const fresh = Boolean(values.reauthFresh)
  const sessions = Number(values.sessions ?? '1')
  const csrfToken = context?.csrfToken ?? ''
  const section = values.section
  // The last way to sign in cannot be removed.
  const removable = passkeys.length > 1 || hasPassword
  return (
    <div className="auth-page">
      <h1>Your account</h1>
      <Notice>{context?.notice}</Notice>
      {!section && <ErrorSummary errors={{}} message={formError} />}
      <p>
        Signed in as <strong>{values.email ?? context?.operator?.email}</strong> ({values.role ?? context?.operator?.role}).
      </p>

      <section className="auth-section" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Passkeys</h2>
        {section === 'passkeys' && <ErrorSummary errors={{}} message={formError} />}
        {passkeys.length ? (
          <ul className="auth-list">
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                <span>{passkey.name}</span>
                {fresh && removable && (
                  <form method="post" action="/admin/account" className="auth-inline-form">
                    <CsrfField />
                    <input type="hidden" name="intent" value="remove-passkey" />
                    <input type="hidden" name="passkey" value={String(passkey.id)} />
                    <button type="submit" className="button button-outline" aria-label={`Remove ${passkey.name}`}>
                      Remove
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>You have no passkey yet.</p>
        )}
        <p>{hasPassword ? 'You can also sign in with your password and authenticator app.' : 'You have no password; you sign in with a passkey.'}</p>
        {passkeys.length === 1 && !hasPassword && <p className="console-hint">Your only passkey cannot be removed: add another one first.</p>}
        {fresh ? (
          <>
            <p className="console-hint" id="reauth-state">
              You confirmed it is you: for the next {values.reauthMinutes ?? '5'} minutes you can add or remove passkeys.
            </p>
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
          </>
        ) : (
          <p className="console-hint">To add or remove a passkey, first confirm it is you (below). This keeps someone who finds your browser signed in from adding their own.</p>
        )}
      </section>

      {!fresh && (
        <section className="auth-section" aria-labelledby="reauth-title">
          <h2 id="reauth-title">Confirm it is you</h2>
          {passkeys.length > 0 && (
            <PasskeyButton
              label="Confirm with a passkey"
              busyLabel="Waiting for your passkey…"
              fallback={hasPassword ? 'Confirming with a passkey needs JavaScript. Use your password and code instead.' : 'Confirming with a passkey needs JavaScript.'}
              run={() => confirmWithPasskey(csrfToken)}
            />
          )}
          {hasPassword && (
            <>
              {section === 'reauth' && <ErrorSummary errors={errors} message={formError} labels={REAUTH_LABELS} />}
              <form method="post" action="/admin/account" noValidate>
                <CsrfField />
                <input type="hidden" name="intent" value="reauth" />
                <Field name="password" label={REAUTH_LABELS.password} error={section === 'reauth' ? errors.password : undefined}>
                  {(p) => <input {...p} type="password" autoComplete="current-password" required maxLength={512} />}
                </Field>
                <Field name="code" label={REAUTH_LABELS.code} error={section === 'reauth' ? errors.code : undefined}>
                  {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required />}
                </Field>
                <p>
                  <button type="submit" className="button button-primary">
                    Confirm
                  </button>
                </p>
              </form>
            </>
          )}
        </section>
      )}

      {hasPassword && (
        <section className="auth-section" aria-labelledby="password-title">
          <h2 id="password-title">Change your password</h2>
          <p id="password-change-note">Changing it signs you out on every other device.</p>
          {section === 'password' && <ErrorSummary errors={errors} message={formError} labels={PASSWORD_LABELS} />}
          <form method="post" action="/admin/account" noValidate aria-describedby="password-change-note">
            <CsrfField />
            <input type="hidden" name="intent" value="change-password" />
            <Field name="currentPassword" label={PASSWORD_LABELS.currentPassword} error={section === 'password' ? errors.currentPassword : undefined}>
              {(p) => <input {...p} name="password" type="password" autoComplete="current-password" required maxLength={512} />}
            </Field>
            <Field name="passwordCode" label={PASSWORD_LABELS.passwordCode} error={section === 'password' ? errors.passwordCode : undefined}>
              {(p) => <input {...p} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required />}
            </Field>
            <Field
              name="newPassword"
              label={PASSWORD_LABELS.newPassword}
              hint="At least 12 characters. A few unrelated words work well. Pasting from a password manager is fine."
              error={section === 'password' ? errors.newPassword : undefined}
            >
              {(p) => <input {...p} type="password" autoComplete="new-password" required minLength={12} maxLength={128} />}
            </Field>
            <p>
              <button type="submit" className="button button-primary">
                Change password
              </button>
            </p>
          </form>
        </section>
      )}

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
