import { useEffect } from 'react'
import { usePageContext } from '#app/renderer/usePageContext'
import { markInterruptedDrafts } from '../form-guard'
import { ErrorSummary, Field, Notice, useConsoleForm } from '../ui'
import { PasskeyButton } from './PasskeyButton'
import { signInWithPasskey } from './webauthn'
import './auth.css'

const LABELS = { email: 'E-mail address', password: 'Password', code: 'Code from your authenticator app' }

/** Shown while no operator exists: the console stays closed until one is added on the server. */
function ConsoleClosed() {
  return (
    <div className="auth-page">
      <h1>The console is closed</h1>
      <p>No operator account exists yet, so nobody can sign in. There is no default password.</p>
      <section className="auth-section" aria-labelledby="first-user-title">
        <h2 id="first-user-title">Add the first operator</h2>
        <p>On the server, in the site’s directory, run:</p>
        <code className="auth-command">npm run operator -- add-user you@example.com</code>
        <p>
          (or <code>node dist/operator.js add-user you@example.com</code> in the Docker image). It prints a one-time set-up link, valid for 24
          hours. The first operator is an owner.
        </p>
      </section>
    </div>
  )
}

export default function Page() {
  const { values, errors, formError } = useConsoleForm()
  const pageContext = usePageContext()
  const notice = pageContext.console?.notice
  const expired = pageContext.urlParsed.search.reason === 'expired'
  // A form was sent after the session ended: what it carried is put back when the dealer returns to it.
  useEffect(() => {
    if (expired) markInterruptedDrafts()
  }, [expired])
  if (values.closed) return <ConsoleClosed />
  const next = values.next ?? '/admin'
  // A failed sign-in names no field (it must not say which part was wrong): every field points at the message.
  const described = (p: { 'aria-describedby'?: string }) =>
    formError ? { ...p, 'aria-describedby': [p['aria-describedby'], 'error-summary-title'].filter(Boolean).join(' ') } : p
  return (
    <div className="auth-page">
      <h1>Sign in to the console</h1>
      <Notice>{notice}</Notice>
      <section className="auth-section" aria-labelledby="passkey-title">
        <h2 id="passkey-title">With a passkey</h2>
        <PasskeyButton
          label="Sign in with a passkey"
          busyLabel="Waiting for your passkey…"
          fallback="Passkey sign-in needs JavaScript. You can sign in with your password and code below."
          run={() => signInWithPasskey(next)}
        />
      </section>
      <section className="auth-section" aria-labelledby="password-title">
        <h2 id="password-title">With your password and authenticator app</h2>
        <ErrorSummary errors={errors} message={formError} labels={LABELS} />
        <form method="post" action="/admin/sign-in" noValidate>
          <input type="hidden" name="next" value={next} />
          <Field name="email" label={LABELS.email} error={errors.email}>
            {(p) => <input {...described(p)} type="email" autoComplete="username" spellCheck={false} required defaultValue={values.email ?? ''} />}
          </Field>
          <Field name="password" label={LABELS.password} error={errors.password}>
            {(p) => <input {...described(p)} type="password" autoComplete="current-password" required maxLength={512} />}
          </Field>
          <Field name="code" label={LABELS.code} hint="6 digits; your app shows a new one every 30 seconds." error={errors.code}>
            {(p) => <input {...described(p)} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required />}
          </Field>
          <p>
            <button type="submit" className="button button-primary">
              Sign in
            </button>
          </p>
        </form>
      </section>
      <p className="console-hint">Lost your passkey and your authenticator app? An owner can send you a new set-up link.</p>
    </div>
  )
}
