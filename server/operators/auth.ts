/**
 * Who is asking: the one guard every console page and admin API route runs behind.
 *
 *   authenticate(services, env)  reads the session cookie or `Authorization: Bearer <token>`
 *                                and sets res.locals.actor (and res.locals.session for a
 *                                signed-in browser); never fails for a bad cookie.
 *   requireActor({ role })       401 JSON for /api/, 303 to /admin/sign-in for pages; 403
 *                                for a role that may not.
 *   requireCsrf                  state-changing requests of a session carry its CSRF token
 *                                (x-csrf-token header or _csrf field) and come from our origin.
 *
 * Sessions are rows keyed by the SHA-256 of a 256-bit cookie token, with an idle and an
 * absolute timeout enforced here on every request; a disabled operator's sessions stop
 * working at once because every request reads the operator with the session.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import type { Actor } from '../audit'
import type { Role } from './model'
import { randomToken } from './secrets'
import type { Env } from '../env'
import { sameOriginOnly } from '../http/security'
import type { Services } from '../services'

declare global {
  namespace Express {
    interface Locals {
      /** Set by authenticate() when the request carries a live session or API token. */
      actor?: Actor
      /** Set by authenticate() for a browser session (not for API tokens). */
      session?: AdminSession
    }
  }
}

export interface AdminSession {
  csrfToken: string
  /** The session row (internal; sign-out uses it). */
  id: number
  /** When the operator last proved who they are in this session (sign-in counts); null when never. */
  reauthAt: number | null
}

/** How recent a proof of identity must be to change how the operator signs in (add or remove a passkey). */
export const REAUTH_MAX_AGE_MS = 5 * 60_000

/** Whether the session's operator proved who they are within REAUTH_MAX_AGE_MS of `at`. */
export function recentlyReauthenticated(session: AdminSession | undefined, at: number): boolean {
  return session?.reauthAt != null && at - session.reauthAt <= REAUTH_MAX_AGE_MS
}

export type AuthEnv = Pick<Env, 'publicOrigin'> & Partial<Pick<Env, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>>

export interface AuthOptions {
  /** The clock (tests move it); Date.now by default. */
  now?: () => number
}

export const DEFAULT_IDLE_MINUTES = 30
export const DEFAULT_ABSOLUTE_HOURS = 12
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 15_000

/**
 * Sent by the console's own background requests (the leads desk's live updates): they read
 * with the session but do not count as the operator's activity, so an unattended console
 * still signs out after the idle timeout.
 */
export const PASSIVE_HEADER = 'x-console-poll'

export function sessionTimeouts(env: AuthEnv): { idleMs: number; absoluteMs: number } {
  return {
    idleMs: (env.sessionIdleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000,
    absoluteMs: (env.sessionAbsoluteHours ?? DEFAULT_ABSOLUTE_HOURS) * 3_600_000,
  }
}

const isHttps = (publicOrigin: string) => publicOrigin.startsWith('https:')

/** `__Host-session` (Secure, Path=/, no Domain) on https; `session` on plain http (development, tests). */
export function sessionCookieName(publicOrigin: string): string {
  return isHttps(publicOrigin) ? '__Host-session' : 'session'
}

/** The known-device cookie (OWASP's device-cookie defence against account lock-out). */
export function deviceCookieName(publicOrigin: string): string {
  return isHttps(publicOrigin) ? '__Host-device' : 'device'
}

/** Lifetime of a known-device cookie. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3_600_000

function cookieOptions(publicOrigin: string) {
  return { httpOnly: true, secure: isHttps(publicOrigin), sameSite: 'strict' as const, path: '/' }
}

/** One cookie's value from the Cookie header (no dependency; values are our own base64url). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    return value === '' ? undefined : value
  }
  return undefined
}

/** A session cookie: no Max-Age, so it also ends with the browser; the server enforces the timeouts. */
export function setSessionCookie(res: Response, publicOrigin: string, token: string) {
  res.cookie(sessionCookieName(publicOrigin), token, cookieOptions(publicOrigin))
}

export function clearSessionCookie(res: Response, publicOrigin: string) {
  res.clearCookie(sessionCookieName(publicOrigin), cookieOptions(publicOrigin))
}

/** Device cookie value: `<operator id>.<nonce>.<HMAC-SHA256 of both>`. */
export function signDeviceCookie(key: string, operatorId: number, nonce = randomToken(16)): string {
  const body = `${operatorId}.${nonce}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

export function verifyDeviceCookie(key: string, value: string | undefined): { operatorId: number; nonce: string } | null {
  if (!value) return null
  const parts = value.split('.')
  if (parts.length !== 3) return null
  const [id, nonce, signature] = parts as [string, string, string]
  if (!/^\d{1,12}$/.test(id) || !/^[\w-]{8,64}$/.test(nonce)) return null
  const expected = createHmac('sha256', key).update(`${id}.${nonce}`).digest('base64url')
  if (!safeEqual(signature, expected)) return null
  return { operatorId: Number(id), nonce }
}

export function setDeviceCookie(res: Response, publicOrigin: string, value: string) {
  res.cookie(deviceCookieName(publicOrigin), value, { ...cookieOptions(publicOrigin), maxAge: DEVICE_COOKIE_MAX_AGE_MS })
}

/** Constant-time string comparison (over digests, so lengths leak nothing either). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest()
  const db = createHash('sha256').update(b).digest()
  return timingSafeEqual(da, db) && a.length === b.length
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization')
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/**
 * Sets res.locals.actor from a bearer API token or the session cookie (and
 * res.locals.session for sessions). An unknown, expired or revoked credential simply
 * leaves no actor; an expired session's row is deleted and its cookie cleared.
 */
export function authenticate(services: Services, env: AuthEnv, options: AuthOptions = {}): RequestHandler {
  const now = options.now ?? (() => Date.now())
  const { idleMs, absoluteMs } = sessionTimeouts(env)
  const cookieName = sessionCookieName(env.publicOrigin)
  const repo = services.operators

  return async (req, res, next) => {
    publicOrigins.set(req, env.publicOrigin)
    try {
      const bearer = bearerToken(req)
      if (bearer !== undefined) {
        const token = await repo.tokenByValue(bearer)
        // A metrics token reads GET /metrics only: it is no actor here (401 on the admin API).
        if (token && token.scope === 'integration') res.locals.actor = { kind: 'token', name: token.name }
        return next()
      }
      const cookie = readCookie(req, cookieName)
      if (cookie === undefined) return next()
      const session = await repo.sessionByToken(cookie)
      if (!session) {
        clearSessionCookie(res, env.publicOrigin)
        return next()
      }
      const at = now()
      const expired = at - session.lastSeenAt > idleMs || at - session.createdAt > absoluteMs
      if (expired || session.operator.disabledAt !== null) {
        await repo.deleteSessionById(session.id)
        clearSessionCookie(res, env.publicOrigin)
        return next()
      }
      if (at - session.lastSeenAt >= TOUCH_EVERY_MS && req.get(PASSIVE_HEADER) === undefined) await repo.touchSession(session.id, at)
      res.locals.actor = { kind: 'operator', id: session.operatorId, email: session.operator.email, role: session.operator.role }
      res.locals.session = { csrfToken: session.csrfToken, id: session.id, reauthAt: session.reauthAt }
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** The public origin authenticate() served each request under, for requireCsrf's origin check. */
const publicOrigins = new WeakMap<Request, string>()

/** The admin API answers in JSON: a request under /api/, in any case (Express routes it so). */
export const isApiRequest = (req: Request) => /^\/api\//i.test(req.originalUrl)

/** The role an actor acts with: API tokens edit inventory as staff do, and never manage users or tokens. */
export function actorRole(actor: Actor): Role | null {
  if (actor.kind === 'operator') return actor.role
  if (actor.kind === 'token') return 'staff'
  return null
}

/**
 * Lets the request through only with an actor (and, with `role: 'owner'`, only an
 * owner). Without one: 401 `{ error: 'Sign in required' }` under /api/, else a 303 to
 * the sign-in page that comes back here afterwards. Wrong role: 403.
 */
export function requireActor(options: { role?: 'owner' } = {}): RequestHandler {
  return (req, res, next) => {
    const actor = res.locals.actor
    if (!actor) {
      if (isApiRequest(req)) {
        res.status(401).json({ error: 'Sign in required' })
        return
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        res.redirect(303, `/admin/sign-in?next=${encodeURIComponent(req.originalUrl)}`)
        return
      }
      // A form sent after the session ended (idle, or signed out elsewhere): back to the page it
      // was sent from once signed in, where the console's script puts back what was typed.
      const origin = publicOrigins.get(req)
      const page = consolePage(req)
      const ended = page !== undefined || (origin !== undefined && readCookie(req, sessionCookieName(origin)) !== undefined)
      res.redirect(303, ended ? `/admin/sign-in?next=${encodeURIComponent(page ?? '/admin')}&reason=expired` : '/admin/sign-in?next=%2Fadmin')
      return
    }
    if (options.role === 'owner' && actorRole(actor) !== 'owner') {
      if (isApiRequest(req)) res.status(403).json({ error: 'Not allowed for your role' })
      else res.status(403).type('text/plain').send('Not allowed for your role. Ask an owner.')
      return
    }
    next()
  }
}

/** The console page a form was sent from, when its Referer is one of ours (sign-in checks it again, safeNext). */
function consolePage(req: Request): string | undefined {
  const referer = req.get('referer')
  const origin = publicOrigins.get(req)
  if (!referer || !origin) return undefined
  try {
    const url = new URL(referer)
    const own = `${req.protocol}://${req.get('host') ?? ''}`
    if (url.origin !== origin && url.origin !== own) return undefined
    return /^\/admin(\/|$)/.test(url.pathname) ? url.pathname + url.search : undefined
  } catch {
    return undefined
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function forbidden(req: Request, res: Response) {
  if (isApiRequest(req)) res.status(403).json({ error: 'Forbidden' })
  else res.status(403).type('text/plain').send('Forbidden: reload the page and try again.')
}

/**
 * For POST, PUT, PATCH and DELETE by a browser session: the `x-csrf-token` header or
 * the `_csrf` form field must equal the session's token, and the request must be
 * same-origin (Origin / Sec-Fetch-Site, against PUBLIC_ORIGIN or the request's own
 * origin). Otherwise 403. Bearer-token requests are exempt (a browser never adds that
 * header by itself); requests with no actor pass on to requireActor, which answers 401.
 * Runs after authenticate(), and after the body parser for `_csrf` form fields.
 */
export const requireCsrf: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next()
  const actor = res.locals.actor
  const session = res.locals.session
  if (!actor || actor.kind === 'token' || !session) return next()
  const sameOrigin = sameOriginOnly(publicOrigins.get(req) ?? '', forbidden)
  sameOrigin(req, res, () => {
    const body = req.body as Record<string, unknown> | undefined
    const sent = req.get('x-csrf-token') ?? (typeof body?._csrf === 'string' ? body._csrf : undefined)
    if (sent === undefined || !safeEqual(sent, session.csrfToken)) return forbidden(req, res)
    next()
  })
}
