import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPageAssets, RENDER_AFTER_MAIN, type PageAssets } from './page-assets'

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

  it('asks for the client scripts at low priority', () => {
    const body =
      '<script src="/assets/entries/entry-client-routing.A1.js" type="module" async></script><link rel="modulepreload" href="/assets/entries/pages_index.B2.js" as="script" type="text/javascript"><link rel="modulepreload" href="/assets/chunks/chunk-C3.js" as="script" type="text/javascript">'
    const html = assets.rewrite(page('', body))
    expect(html).toContain('<script src="/assets/entries/entry-client-routing.A1.js" type="module" async fetchpriority="low"></script>')
    expect(html.match(/<link rel="modulepreload" href="[^"]+" fetchpriority="low" as="script"/g)).toHaveLength(2)
  })
})
