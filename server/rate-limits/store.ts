/**
 * The store every rate limiter of the site counts in (express-rate-limit's `Store`): the
 * database's `rate_limits` table (server/rate-limits/repository.ts), so the counts hold across every
 * process of one server (WEB_CONCURRENCY) and every server sharing the database, and
 * survive a restart. One store per limiter; its name starts each key it counts under.
 *
 * The client key express-rate-limit hands over (the client's IP address, or its IPv6 /56)
 * is hashed before it reaches the database and is never logged.
 */
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit'
import type { Logger } from 'pino'
import type { RateLimitRepository } from './repository'

/** Ended windows are deleted at most this often per store, on a request (no timer to stop). */
export const PURGE_INTERVAL_MS = 10 * 60_000
/** While the database is out of reach, one warning per store per this much time. */
const WARN_INTERVAL_MS = 60_000

export interface DatabaseRateLimitStoreOptions {
  repository: RateLimitRepository
  /** The limiter's name (lower-case letters, digits, hyphens): `leads`, `activity`, … */
  name: string
  logger: Logger
  now?: () => number
}

export class DatabaseRateLimitStore implements Store {
  /** Counts live in the database: every instance, in any process, sees every other's. */
  readonly localKeys = false
  readonly prefix: string
  private windowMs = 60_000
  private lastPurge = 0
  private lastWarning = Number.NEGATIVE_INFINITY
  private unwarned = 0
  private readonly repository: RateLimitRepository
  private readonly name: string
  private readonly log: Logger
  private readonly now: () => number
  /**
   * Give-backs still on their way to the database, by client: express-rate-limit does not wait
   * for them, so the client's next request waits here, and counts after its earlier one is given back.
   */
  private readonly givingBack = new Map<string, Promise<void>>()

  constructor(options: DatabaseRateLimitStoreOptions) {
    this.repository = options.repository
    this.name = options.name
    this.prefix = `${options.name}:`
    this.log = options.logger.child({ component: 'rate-limit', limiter: options.name })
    this.now = options.now ?? (() => Date.now())
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  /**
   * Counts the request. When the database cannot be reached, the request is let through
   * (as the window's first) and a warning logged: the limits are a brake on floods, not a
   * gate, and refusing would turn away a shopper's message (a lead lost) or an operator's
   * sign-in for as long as the database hiccups, while a few requests let through uncounted
   * cost little; counting resumes with the first request the database answers.
   */
  async increment(client: string): Promise<IncrementResponse> {
    await this.givingBack.get(client)
    const now = this.now()
    try {
      const key = await this.repository.clientKey(this.name, client)
      const { hits, resetAt } = await this.repository.hit(key, this.windowMs, now)
      this.purgeNow(now)
      return { totalHits: hits, resetTime: new Date(resetAt) }
    } catch (err) {
      this.warn(err, 'request let through uncounted: the rate-limit counts could not be reached')
      return { totalHits: 1, resetTime: new Date(now + this.windowMs) }
    }
  }

  /** Gives back a request that should not count (a form refused as invalid, say); a failure only costs the visitor one count. */
  async decrement(client: string): Promise<void> {
    const previous = this.givingBack.get(client)
    const done = (async () => {
      await previous
      try {
        await this.repository.decrement(await this.repository.clientKey(this.name, client), this.now())
      } catch (err) {
        this.warn(err, 'a request could not be given back to the rate-limit counts')
      }
    })()
    this.givingBack.set(client, done)
    await done
    if (this.givingBack.get(client) === done) this.givingBack.delete(client)
  }

  async resetKey(client: string): Promise<void> {
    await this.repository.reset(await this.repository.clientKey(this.name, client))
  }

  async get(client: string): Promise<ClientRateLimitInfo | undefined> {
    try {
      const count = await this.repository.get(await this.repository.clientKey(this.name, client), this.now())
      return count && { totalHits: count.hits, resetTime: new Date(count.resetAt) }
    } catch (err) {
      this.warn(err, 'the rate-limit counts could not be read')
      return undefined
    }
  }

  /** Off the request's path: ended windows go, every limiter's at once. */
  private purgeNow(now: number) {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return
    this.lastPurge = now
    this.repository.purgeExpired(now).catch((err: unknown) => this.warn(err, 'ended rate-limit windows could not be deleted'))
  }

  /** The reason only (the database's message), never the client key: no address reaches the log. */
  private warn(err: unknown, message: string) {
    const now = this.now()
    if (now - this.lastWarning < WARN_INTERVAL_MS) {
      this.unwarned += 1
      return
    }
    const reason = err instanceof Error ? err.message : String(err)
    this.log.warn({ reason, suppressed: this.unwarned }, message)
    this.lastWarning = now
    this.unwarned = 0
  }
}
