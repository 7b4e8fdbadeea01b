import { useEffect, useState } from 'react'
import { passkeysSupported } from './webauthn'

/**
 * A passkey action that appears once the page runs in a browser that supports passkeys;
 * before that (or with JavaScript off) a short note says what works instead.
 */
export function PasskeyButton({
  label,
  busyLabel,
  fallback,
  run,
}: {
  label: string
  busyLabel: string
  fallback: string
  run: () => Promise<string>
}) {
  const [supported, setSupported] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  useEffect(() => setSupported(passkeysSupported()), [])
  if (!supported) return <p className="console-hint">{fallback}</p>
  return (
    <div>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setError(undefined)
          run()
            .then((to) => window.location.assign(to))
            .catch((err: Error) => {
              setError(err.message)
              setBusy(false)
            })
        }}
      >
        {busy ? busyLabel : label}
      </button>
      <p className="auth-error" role="alert">
        {error}
      </p>
    </div>
  )
}
