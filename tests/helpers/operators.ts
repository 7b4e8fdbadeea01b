import type { Role } from '#app/server/operators'
import type { TestApp } from './app'

export interface SignedIn {
  /** The Cookie header of a live session. */
  cookie: string
  csrfToken: string
  email: string
}

/** An operator with a live session, made the way sign-in makes them (the sign-in flow itself has its own tests). */
export async function signedInOperator(t: TestApp, role: Role = 'owner', email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`): Promise<SignedIn> {
  const { operator } = await t.services.operators.add(email, role, { kind: 'cli' })
  const { token, csrfToken } = await t.services.operators.createSession(operator.id)
  return { cookie: `session=${token}`, csrfToken, email }
}

/** An API token as the CLI prints it. */
export function apiToken(t: TestApp, name = `feed-${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  return t.services.operators.createToken(name, { kind: 'cli' })
}
