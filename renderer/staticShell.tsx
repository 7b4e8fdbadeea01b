import { renderToStaticMarkup } from 'react-dom/server'
import { FloatingCallButton } from '../components/CallButton'
import { Footer } from '../components/Footer'
import type { SiteInfo } from './types'

const cache = new Map<string, string>()

/**
 * The footer and the floating call button are the same on every page and have nothing
 * to hydrate, so they are rendered once, outside the React root, and never shipped as
 * JavaScript. Client-side navigations keep them in place.
 */
export function staticShell(site: SiteInfo): string {
  const key = `${site.origin}\n${site.financingUrl}`
  let html = cache.get(key)
  if (html === undefined) {
    html = renderToStaticMarkup(
      <>
        <Footer site={site} />
        <FloatingCallButton />
      </>,
    )
    cache.set(key, html)
  }
  return html
}
