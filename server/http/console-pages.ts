import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import type { ConsoleFormState } from '#app/renderer/types'
import type { PageRenderer } from './vike'

/** What a console handler may render a page with, beside who is signed in. */
export interface ConsoleExtra {
  form?: ConsoleFormState
  notice?: string
  photoError?: string
  /** The console page to render, when the form posted to another path (its own page answers). */
  url?: string
}

/** Renders the console page at req.originalUrl (never cached), with who is signed in and their CSRF token. */
export type ConsolePageRenderer = (req: Request, res: Response, status?: number, extra?: ConsoleExtra) => Promise<void>

export interface ConsoleSettings {
  /** No Mailjet credentials: lead e-mails wait, and the leads desk says so. */
  mailOff?: boolean
}

/**
 * Every render carries a fresh submission token, which each of its forms posts (`_submission`):
 * the same form sent twice is then one submission (server/submissions/replay.ts).
 */
export function consoleRenderer(pages: PageRenderer, settings: ConsoleSettings = {}): ConsolePageRenderer {
  return (req, res, status, { url, ...extra } = {}) => {
    const actor = res.locals.actor
    return pages.render(req, res, status, {
      ...(url ? { urlOriginal: url } : {}),
      console: {
        operator: actor?.kind === 'operator' ? { email: actor.email, role: actor.role } : null,
        csrfToken: res.locals.session?.csrfToken,
        ...(res.locals.session ? { submissionToken: randomBytes(16).toString('base64url') } : {}),
        ...(settings.mailOff ? { mailOff: true } : {}),
        ...extra,
      },
    })
  }
}
