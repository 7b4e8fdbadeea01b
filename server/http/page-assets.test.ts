import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_START, loadPageAssets, RENDER_AFTER_MAIN, type PageAssets } from './page-assets'

const SITE_CSS = ':root{--ink:#111}body{margin:0;color:var(--ink)}'
const CONSOLE_CSS = '.console{display:grid}'
const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}<meta charset="utf-8"></head><body>${body}</body></html>`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let dir: string
let assets: PageAssets

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'))
  mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
  writeFileSync(path.join(dir, 'assets/static/site-1.css'), SITE_CSS)
  writeFileSync(path.join(dir, 'assets/static/console-2.css'), CONSOLE_CSS)
  writeFileSync(path.join(dir, 'assets/static/odd-3.css'), '.x::after{content:"</style>"}')
  assets = await loadPageAssets(dir)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('page assets', () => {
  it('writes each stylesheet at the end of the head, in order, after the charset and the image preloads, keeps a disabled link naming it, and holds the first paint until <main> is parsed', () => {
    const preload = '<link rel="preload" as="image" href="/images/hero/hero-1.svg" fetchPriority="high"/>'
    const html = assets.rewrite(
      page(`<link rel="stylesheet" type="text/css" href="/assets/static/site-1.css"><link rel="stylesheet" type="text/css" href="/assets/static/console-2.css">${preload}`),
    )
    expect(html).toBe(
      `<!DOCTYPE html><html><head>${preload}<meta charset="utf-8"><style>${SITE_CSS}</style><link rel="stylesheet" href="/assets/static/site-1.css" disabled><style>${CONSOLE_CSS}</style><link rel="stylesheet" href="/assets/static/console-2.css" disabled>${RENDER_AFTER_MAIN}</head><body></body></html>`,
    )
    expect(RENDER_AFTER_MAIN).toBe('<link rel="expect" href="#site-footer" blocking="render">')
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/)
  })

  it('allows exactly the stylesheets it can write in, by their SHA-256', () => {
    expect(assets.styleHashes.sort()).toEqual([sha256(SITE_CSS), sha256(CONSOLE_CSS)].sort())
  })

  it('leaves a link it cannot write in as it is: an unknown file, or CSS that would end its own <style>', () => {
    const head = '<link rel="stylesheet" type="text/css" href="/assets/static/gone-9.css"><link rel="stylesheet" type="text/css" href="/assets/static/odd-3.css">'
    expect(assets.rewrite(page(head))).toBe(page(head))
  })

  it('starts the client scripts after the page has loaded and painted: the entry and its preloads become data on one inline script, allowed by its hash', () => {
    const body =
      '<script src="/assets/entries/entry-client-routing.A1.js" type="module" async></script><link rel="modulepreload" href="/assets/entries/pages_index.B2.js" as="script" type="text/javascript"><link rel="modulepreload" href="/assets/chunks/chunk-C3.js" as="script" type="text/javascript"><footer id="site-footer"></footer>'
    const html = assets.rewrite(page('', body))
    expect(html).toBe(
      page('', `<script data-entry="/assets/entries/entry-client-routing.A1.js" data-preload="/assets/entries/pages_index.B2.js /assets/chunks/chunk-C3.js">${CLIENT_START}</script><footer id="site-footer"></footer>`),
    )
    expect(assets.scriptHashes).toEqual([sha256(CLIENT_START)])
  })

  it('leaves a page without the client entry as it is', () => {
    expect(assets.rewrite(page('', '<p>plain</p>'))).toBe(page('', '<p>plain</p>'))
  })
})

describe('the client start', () => {
  /** Runs CLIENT_START against a stand-in document and window; returns what it appended and how to move time on. */
  function run({ readyState = 'interactive', hidden = false, paintTiming = true } = {}) {
    const appended: Array<Record<string, string>> = []
    const listeners: Record<string, () => void> = {}
    const timers: Array<{ ms: number; fn: () => void }> = []
    let frames: Array<() => void> = []
    let onPaint: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : []
      constructor(callback: typeof onPaint) {
        onPaint = callback
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true })
      }
    }
    const document = {
      readyState,
      hidden,
      currentScript: { dataset: { entry: '/assets/entries/e.js', preload: '/assets/a.js /assets/b.js' } },
      createElement: () => ({}),
      head: { append: (el: Record<string, string>) => appended.push({ ...el }) },
    }
    const env = {
      document,
      window: { PerformanceObserver },
      PerformanceObserver,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ ms, fn }),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
    }
    new Function(...Object.keys(env), CLIENT_START)(...Object.values(env))
    return {
      appended,
      load: () => listeners.load(),
      paint: (name = 'first-contentful-paint') => onPaint?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => {} }),
      frame: () => {
        const due = frames
        frames = []
        due.forEach((fn) => fn())
      },
      timer: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.fn()),
    }
  }
  const started = [
    { rel: 'modulepreload', href: '/assets/a.js' },
    { rel: 'modulepreload', href: '/assets/b.js' },
    { type: 'module', src: '/assets/entries/e.js' },
  ]

  it('waits for the load event and the first paint on screen, then two frames, then starts', () => {
    const page = run()
    page.load()
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual([])
    page.paint('first-paint')
    expect(page.appended).toEqual([])
    page.paint()
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual([])
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual(started)
    // The 3 s fallback adds nothing more once started.
    page.timer(3000)
    expect(page.appended).toHaveLength(3)
  })

  it('the paint before the load event: starts two frames after the load', () => {
    const page = run()
    page.paint()
    page.frame()
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual([])
    page.load()
    page.frame()
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual(started)
  })

  it('starts after 3 s even when the page has not finished loading', () => {
    const page = run()
    page.timer(3000)
    expect(page.appended).toEqual(started)
  })

  it('without paint timing, goes by the load event and the frames', () => {
    const page = run({ paintTiming: false, readyState: 'complete' })
    page.frame()
    page.frame()
    page.timer(0)
    expect(page.appended).toEqual(started)
  })

  it('starts at once in a hidden tab once loaded (no frames are painted there)', () => {
    const page = run({ readyState: 'complete', hidden: true })
    expect(page.appended).toEqual(started)
  })
})
