/**
 * The browser half of the passkey ceremonies: ask the server for options, let the
 * browser's authenticator answer, send the answer back. @simplewebauthn/browser is
 * loaded only when a passkey button is pressed.
 */

export class PasskeyError extends Error {}

async function postJson<T>(url: string, body: unknown, csrfToken?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok) throw new PasskeyError(data.error ?? 'Something went wrong. Try again.')
  return data as T
}

/** What a failure of navigator.credentials says to the person who pressed the button. */
function browserMessage(err: unknown): string {
  if (err instanceof PasskeyError) return err.message
  const name = (err as { name?: string } | null)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out. Try again when you are ready.'
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.'
  return 'Your browser could not use a passkey here. Try again, or use your password and code.'
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** Signs in with a passkey; resolves to the page to go to. */
export async function signInWithPasskey(next: string): Promise<string> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser')
    const optionsJSON = await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/admin/auth/passkey/options', {})
    const response = await startAuthentication({ optionsJSON })
    const result = await postJson<{ redirect: string }>('/admin/auth/passkey/verify', { response, next })
    return result.redirect
  } catch (err) {
    throw new PasskeyError(browserMessage(err))
  }
}

/** Confirms it is the signed-in operator with one of their passkeys (before changing how they sign in); resolves to the page to go to. */
export async function confirmWithPasskey(csrfToken: string): Promise<string> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser')
    const optionsJSON = await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/admin/account/reauth/passkey/options', {}, csrfToken)
    const response = await startAuthentication({ optionsJSON })
    const result = await postJson<{ redirect: string }>('/admin/account/reauth/passkey/verify', { response }, csrfToken)
    return result.redirect
  } catch (err) {
    throw new PasskeyError(browserMessage(err))
  }
}

/**
 * Registers a new passkey: with a set-up link's token (first sign-in), or for the
 * signed-in operator (with the session's CSRF token). Resolves to the page to go to.
 */
export async function registerPasskey(target: { setupToken: string } | { csrfToken: string }, name: string): Promise<string> {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser')
    const base = 'setupToken' in target ? '/admin/setup/passkey' : '/admin/account/passkey'
    const csrf = 'csrfToken' in target ? target.csrfToken : undefined
    const token = 'setupToken' in target ? { token: target.setupToken } : {}
    const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(`${base}/options`, token, csrf)
    const response = await startRegistration({ optionsJSON })
    const result = await postJson<{ redirect: string }>(`${base}/verify`, { ...token, response, name }, csrf)
    return result.redirect
  } catch (err) {
    throw new PasskeyError(browserMessage(err))
  }
}
