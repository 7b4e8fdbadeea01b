import type { ResolvedHead } from './head'

/** The head fields a client-side navigation receives from the server. */
export type ClientHead = Pick<ResolvedHead, 'title' | 'description' | 'canonical' | 'alternates' | 'robots' | 'keywords'>

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!content) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.content = content
}

/**
 * Brings the document's head in line with the page after a client-side navigation.
 * Crawlers read the server's HTML; this keeps the tab title, shared links and
 * bookmarks right for people.
 */
export function applyHead(head: ClientHead) {
  document.title = head.title
  const metas: Array<['name' | 'property', string, string]> = [
    ['name', 'description', head.description],
    ['name', 'keywords', head.keywords],
    ['name', 'robots', head.robots],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ]
  for (const [attribute, key, content] of metas) setMeta(attribute, key, content)
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical) canonical.href = head.canonical
  // The same page in the other languages: the new page's, after the canonical.
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove())
  const alternates = (head.alternates ?? []).map(({ hreflang, href }) => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href }))
  if (canonical) canonical.after(...alternates)
  else document.head.append(...alternates)
  // The structured data described the first page; it does not carry over.
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove())
}
