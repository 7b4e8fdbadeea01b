import { Fragment } from 'react'
import { ErrorSummary, Field, useConsoleForm } from '../ui'
import { PasskeyButton } from '../sign-in/PasskeyButton'
import { registerPasskey } from '../sign-in/webauthn'
import { CopyButton } from '../team/Secret'
import '../sign-in/auth.css'

const LABELS = { password: 'New password', code: 'Code from your authenticator app', passkeyName: 'Name this passkey (optional)' }

/** Groups of four, as authenticator apps show secrets to type in; a line breaks only between groups. */
const groups = (secret: string) => secret.match(/.{1,4}/g) ?? []

export default function Page() {
  const { values, errors, formError } = useConsoleForm()
  if (values.invalid || !values.token) {
    return (
      <div className="auth-page">
        <h1>This set-up link cannot be used</h1>
        <p role="alert">{formError ?? 'A set-up link works once and for 24 hours.'}</p>
        <p>
          An owner can print a new one on the server with <code>npm run operator -- setup-link your@e-mail</code>. If you already set up your sign-in,{' '}
          <a href="/admin/sign-in">sign in</a>.
        </p>
      </div>
    )
  }
  const token = values.token
  const size = values.qrSize ?? '41'
  return (
    <div className="auth-page">
      <h1>Set up your sign-in</h1>
      <p>
        Account: <strong>{values.email}</strong>. Choose a passkey, or a password with an authenticator app. This link works once: after either
        one you are signed in, and you can add more passkeys from your account page.
      </p>
      <p className={values.replaces ? 'console-notice' : undefined}>
        {values.replaces ? 'You already had a way to sign in. ' : ''}Finishing this set-up replaces any passkeys, password and authenticator
        code this account had: they stop working, and the account is signed out on every device.
      </p>
      <section className="auth-section" aria-labelledby="setup-passkey-title">
        <h2 id="setup-passkey-title">Use a passkey (recommended)</h2>
        <p>Your phone, computer or security key keeps the passkey and unlocks it with your fingerprint, face or PIN. Nothing to remember or type.</p>
        <Field name="passkeyName" label={LABELS.passkeyName} hint="For example “Office laptop”, so you can tell your passkeys apart.">
          {(p) => <input {...p} type="text" maxLength={60} autoComplete="off" />}
        </Field>
        <PasskeyButton
          label="Create a passkey"
          busyLabel="Waiting for your device…"
          fallback="Creating a passkey needs JavaScript. You can set a password and authenticator app below instead."
          run={() => {
            const input = document.getElementById('field-passkeyName') as HTMLInputElement | null
            return registerPasskey({ setupToken: token }, input?.value.trim() ?? '')
          }}
        />
      </section>
      <section className="auth-section" aria-labelledby="setup-password-title">
        <h2 id="setup-password-title">Or a password and an authenticator app</h2>
        <ErrorSummary errors={errors} message={formError} labels={LABELS} />
        <form method="post" action="/admin/setup" noValidate>
          <input type="hidden" name="token" value={token} />
          <Field
            name="password"
            label={LABELS.password}
            hint="At least 12 characters. A few unrelated words work well. Pasting from a password manager is fine."
            error={errors.password}
          >
            {(p) => <input {...p} type="password" autoComplete="new-password" required minLength={12} maxLength={128} />}
          </Field>
          <div className="auth-totp">
            <p>
              Add this account to an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Bitwarden). On
              this phone, the button opens the app with the account filled in:
            </p>
            <p>
              <a className="button button-primary auth-otpauth" href={values.totpUri}>
                Add to authenticator app
              </a>
            </p>
            <p>With the app on another device, scan this code:</p>
            <svg className="auth-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby="qr-title" shapeRendering="crispEdges">
              <title id="qr-title">QR code to add this account to an authenticator app</title>
              <rect width={size} height={size} fill="#ffffff" />
              <path d={values.qrPath} fill="#000000" />
            </svg>
            <p>
              Or type this key into the app:{' '}
              <span className="auth-secret" id="totp-secret">
                {groups(values.totpSecret ?? '').map((group, i) => (
                  <Fragment key={i}>
                    {i > 0 && ' '}
                    <span className="auth-secret-group">{group}</span>
                  </Fragment>
                ))}
              </span>
            </p>
            <CopyButton value={values.totpSecret ?? ''} label="Copy the key" />
          </div>
          <Field name="code" label={LABELS.code} hint="The 6 digits the app now shows for this account." error={errors.code}>
            {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required />}
          </Field>
          <p>
            <button type="submit" className="button button-primary">
              Save password and sign in
            </button>
          </p>
        </form>
      </section>
    </div>
  )
}
