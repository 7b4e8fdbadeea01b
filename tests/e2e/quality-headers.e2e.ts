/**
 * Security headers on every HTML response (first render and cached), and no Content
 * Security Policy violation reported by the browser on any page.
 */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, useServerAndBrowser, waitForHydration } from './harness'
import { siteUrls, type SiteUrl } from './site-urls'

const site = useServerAndBrowser()
let urls: SiteUrl[]

beforeAll(async () => {
  urls = await siteUrls(site.server.url)
})

function headerProblems(path: string, headers: Headers): string[] {
  const problems: string[] = []
  const csp = headers.get('content-security-policy') ?? ''
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    if (!csp.includes(directive)) problems.push(`${path}: CSP lacks ${directive}`)
  }
  if (/unsafe-inline|unsafe-eval/.test(csp)) problems.push(`${path}: CSP allows unsafe code`)
  if (!/max-age=\d{7,}/.test(headers.get('strict-transport-security') ?? '')) problems.push(`${path}: no long HSTS`)
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push(`${path}: no nosniff`)
  if (!headers.get('referrer-policy')) problems.push(`${path}: no Referrer-Policy`)
  if (!(headers.get('permissions-policy') ?? '').includes('camera=()')) problems.push(`${path}: no Permissions-Policy`)
  return problems
}

/** The stylesheets written into a page are allowed one by one, by hash; nothing else inline is. */
function inlineStyleProblems(path: string, html: string, headers: Headers): string[] {
  const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1].split(/\s+/) ?? []
  if (styleSrc.some((source) => source !== "'self'" && !source.startsWith("'sha256-"))) return [`${path}: style-src allows more than its own files and hashed styles: ${styleSrc.join(' ')}`]
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
    .filter((hash) => !styleSrc.includes(hash))
    .map((hash) => `${path}: an inline <style> (${hash}) is not allowed by style-src`)
}

/** Likewise scripts: the one inline script that starts the client code is allowed by its hash; data blocks (JSON) run nothing. */
function inlineScriptProblems(path: string, html: string, headers: Headers): string[] {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1].split(/\s+/) ?? []
  if (scriptSrc.some((source) => source !== "'self'" && !source.startsWith("'sha256-"))) return [`${path}: script-src allows more than its own files and hashed scripts: ${scriptSrc.join(' ')}`]
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(?:ld\+)?json"/.test(m[1]))
    .map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
    .filter((hash) => !scriptSrc.includes(hash))
    .map((hash) => `${path}: an inline <script> (${hash}) is not allowed by script-src`)
}

describe('security headers', () => {
  it('are on every HTML response, rendered and cached alike', async () => {
    const problems: string[] = []
    for (const { path } of urls) {
      for (let round = 0; round < 2; round++) {
        const res = await fetch(site.server.url + path)
        const html = await res.text()
        if (!(res.headers.get('content-type') ?? '').includes('text/html')) problems.push(`${path}: not HTML`)
        problems.push(...headerProblems(`${path} (${round ? 'cached' : 'first'})`, res.headers))
        problems.push(...inlineStyleProblems(path, html, res.headers), ...inlineScriptProblems(path, html, res.headers))
      }
    }
    for (const path of ['/no-such-page', '/vehicles/no-such-cart']) {
      const res = await fetch(site.server.url + path)
      await res.arrayBuffer()
      problems.push(...headerProblems(path, res.headers))
    }
    expect(problems).toEqual([])
  })
})

describe('Content Security Policy in the browser', () => {
  it('reports no violation on any page, nor when the map is shown', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP })
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = [])
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`)
    })
    const collect = async () => {
      const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      violations.push(...seen.map((v) => `${page.url()}: ${v}`))
    }
    for (const { path } of urls) {
      await page.goto(site.server.url + path)
      await waitForHydration(page)
      await collect()
    }
    await page.goto(site.server.url + '/about')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Show interactive map' }).first().click()
    await page.locator('iframe').first().waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    await collect()
    expect(violations).toEqual([])
    await context.close()
  }, 300_000)
})
