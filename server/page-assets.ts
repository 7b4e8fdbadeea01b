import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * How a page's HTML brings in the build's assets, so the browser can paint as soon as the
 * HTML arrives and the first image it shows is not kept waiting:
 *
 * - Stylesheets are written into the page (`<style>`): no render-blocking request for CSS
 *   after the HTML. Each is allowed by its SHA-256 in the Content Security Policy
 *   (style-src), so the policy stays strict: no 'unsafe-inline', no inline style attributes.
 * - The client scripts (the entry and its module preloads) are fetched at low priority:
 *   the page is complete without them (server-rendered, usable with JavaScript off), so
 *   the images of the first screen go first and the code that makes the page interactive
 *   follows.
 *
 * Client-side navigation still works: the page entries keep naming their CSS, and the
 * client loads a stylesheet as a <link> the first time a page that needs it is shown, unless
 * the page it started from already had it.
 */
export interface PageAssets {
  /** CSP source expressions ('sha256-…') of every stylesheet the build has. */
  readonly styleHashes: string[]
  /** The HTML with the build's stylesheets written in and its scripts at low fetch priority. */
  rewrite(html: string): string
}

/** The tags Vike writes for a page's stylesheets, its entry script and the modules it preloads. */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g
const ENTRY_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async>/g
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g

export const cspHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

async function cssFiles(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await cssFiles(full)))
    else if (entry.name.endsWith('.css')) out.push(full)
  }
  return out
}

/** Reads the client build's CSS (under `clientRoot`/assets) once, at start-up. */
export async function loadPageAssets(clientRoot: string): Promise<PageAssets> {
  const byHref = new Map<string, string>()
  for (const file of await cssFiles(path.join(clientRoot, 'assets'))) {
    const css = await readFile(file, 'utf8')
    // A stylesheet that could end its own <style> element stays a link.
    if (/<\/style/i.test(css)) continue
    byHref.set(`/${path.relative(clientRoot, file).split(path.sep).join('/')}`, css)
  }
  return {
    styleHashes: [...new Set([...byHref.values()].map(cspHash))],
    rewrite: (html) =>
      html
        .replace(STYLESHEET_LINK, (tag, href: string) => {
          const css = byHref.get(href)
          // The link stays, disabled (never fetched, never applied), so the client's module
          // loader sees the sheet is on the page and does not fetch it again when it hydrates.
          return css === undefined ? tag : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
        })
        .replace(ENTRY_SCRIPT, '<script src="$1" type="module" async fetchpriority="low">')
        .replace(MODULE_PRELOAD, '<link rel="modulepreload" href="$1" fetchpriority="low"'),
  }
}
