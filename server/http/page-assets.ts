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
 * - The first paint waits for <main> to be parsed whole, so no half-parsed page is painted and
 *   then shifted by the markup that follows.
 * - The client scripts (the entry and the modules it needs) are asked for only once the page
 *   has loaded and painted (CLIENT_START): the page is complete without them (server-rendered,
 *   usable with JavaScript off), so on a slow phone connection the first screen's images have
 *   the bandwidth to themselves and the largest paint does not wait behind ~100 KB of code.
 *   The code that makes the page interactive follows straight after.
 *
 * Client-side navigation still works: the page entries keep naming their CSS, and the
 * client loads a stylesheet as a <link> the first time a page that needs it is shown, unless
 * the page it started from already had it.
 */
export interface PageAssets {
  /** CSP source expressions ('sha256-…') of every stylesheet the build has. */
  readonly styleHashes: string[]
  /** CSP source expressions of the inline scripts pages carry (CLIENT_START). */
  readonly scriptHashes: string[]
  /** The HTML with the build's stylesheets written in (at the end of its head) and its scripts started after the first paint. */
  rewrite(html: string): string
}

/** The tags Vike writes for a page's stylesheets, its entry script and the modules it preloads. */
const FRAMEWORK_SHEET = /\/framework\.[^/]+\.css$/
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g
const ENTRY_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>/g

/**
 * Starts the client code once the page has loaded (its first screen's images are in), its
 * first paint has reached the screen (the paint timing entry, which carries the moment it was
 * shown) and two more frames have begun, so the frame with the largest image is on screen too:
 * then it adds the module preloads and the entry script named in its data attributes, giving
 * the browser its turn every 4 ms (each preload starts a request: on a slow phone a dozen of
 * them in one go are a task long enough to delay a tap). 3 s at
 * most after the HTML, so a stalled image or a slow map cannot hold the page's code back for
 * long; in a tab that is not shown (nothing is painted there), as soon as the page has loaded.
 * A fixed text, allowed by its SHA-256 in the Content Security Policy (script-src).
 */
export const CLIENT_START = [
  '(()=>{',
  'const d=document.currentScript.dataset;',
  'let started=false,loaded=false,painted=document.hidden||!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.includes("paint"));',
  'const start=()=>{if(started)return;started=true;const hrefs=d.preload.split(" ").filter(Boolean);',
  'const add=()=>{const began=performance.now();',
  'while(hrefs.length&&performance.now()-began<4){const link=document.createElement("link");link.rel="modulepreload";link.href=hrefs.shift();document.head.append(link)}',
  'if(hrefs.length)return setTimeout(add);',
  'const script=document.createElement("script");script.type="module";script.src=d.entry;document.head.append(script)};add()};',
  'const next=()=>{if(loaded&&painted)document.hidden?start():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)))};',
  'if(!painted)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;next()}}).observe({type:"paint",buffered:true});',
  'const onLoad=()=>{loaded=true;next()};',
  'document.readyState==="complete"?onLoad():addEventListener("load",onLoad,{once:true});',
  'setTimeout(start,3000)',
  '})()',
].join('')

/** Holds the first paint until the footer (id "site-footer") starts, so <main> is complete. */
export const RENDER_AFTER_MAIN = '<link rel="expect" href="#site-footer" blocking="render">'

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
    scriptHashes: [cspHash(CLIENT_START)],
    rewrite: (html) => {
      // The styles go last in <head>, in their order: the charset, the viewport and the first
      // screen's image preloads come before ~30 KB of CSS, so the parser finds the hero image
      // (the largest paint) at once instead of after the stylesheet.
      const styles: string[] = []
      const withoutLinks = html.replace(STYLESHEET_LINK, (tag, href: string) => {
        const css = byHref.get(href)
        if (css === undefined) return tag
        // The link stays, disabled (never fetched, never applied), so the client's module
        // loader sees the sheet is on the page and does not fetch it again when it hydrates.
        const style = `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
        // The frame's sheet (the base styles, the header, the banner: vite.config.ts's framework
        // file) comes first, as the cascade expects: a page's own rules follow it and win.
        if (FRAMEWORK_SHEET.test(href)) styles.unshift(style)
        else styles.push(style)
        return ''
      })
      // The first paint waits until all of <main> is parsed, that is until the footer starts
      // (Chromium's rel=expect, which lets go at its target's start tag; other browsers ignore
      // it; a page without a footer waits for the end of its HTML). Without it, a busy phone
      // may paint a half-parsed page whose header and first screen then move as the rest of
      // their markup arrives: a layout shift. The footer only adds below, so nothing moves.
      if (styles.length > 0) styles.push(RENDER_AFTER_MAIN)
      const headEnd = withoutLinks.indexOf('</head>')
      const placed = styles.length > 0 && headEnd >= 0 ? withoutLinks.slice(0, headEnd) + styles.join('') + withoutLinks.slice(headEnd) : html
      return startClientAfterPaint(placed)
    },
  }
}

/** Vike's entry script and module preloads, replaced by CLIENT_START naming them where the entry was. */
function startClientAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const start = `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${CLIENT_START}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => start)
}
