import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { MAP_EMBED_ORIGIN } from '#app/content/business'

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()'

/**
 * helmet with the strict policy in production. In development Vite injects inline
 * scripts, so the CSP is left off there. `styleHashes`: the CSP hashes of the stylesheets
 * written into pages (server/http/page-assets.ts), the only inline styles allowed; `scriptHashes`:
 * likewise the one inline script pages carry (the client's start).
 */
export function securityHeaders(production: boolean, styleHashes: readonly string[] = [], scriptHashes: readonly string[] = []): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: production
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...scriptHashes],
              styleSrc: ["'self'", ...styleHashes],
              imgSrc: ["'self'", 'data:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameSrc: [MAP_EMBED_ORIGIN],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              manifestSrc: ["'self'"],
              workerSrc: ["'self'"],
            },
          }
        : false,
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
      next()
    },
  ]
}

/**
 * Refuses cross-site form posts (403): `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is neither the public origin nor the origin the request was sent to. Requests
 * with neither header (API clients, curl) pass.
 */
export function sameOriginOnly(publicOrigin: string, respond: (req: Request, res: Response) => void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const fetchSite = req.get('sec-fetch-site')
    if (fetchSite === 'cross-site') return respond(req, res)
    const origin = req.get('origin')
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get('host') ?? ''}`
      if (origin !== publicOrigin && origin !== own) return respond(req, res)
    }
    next()
  }
}

/** 415 unless the body's media type is one of `types`. */
export function requireContentType(types: readonly string[], respond: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (!req.is(types as string[])) return respond(req, res)
    next()
  }
}

export const BODY_LIMIT = '16kb'
