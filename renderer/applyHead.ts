import type { ResolvedHead } from './head'
import { serializeJsonLd } from './head'

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector)
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

/** Brings the document's head in line with the page after a client-side navigation. */
export function applyHead(head: ResolvedHead) {
  document.title = head.title
  const metas: Array<['name' | 'property', string, string]> = [
    ['name', 'description', head.description],
    ['name', 'keywords', head.keywords],
    ['name', 'robots', head.robots],
    ['property', 'og:type', head.ogType],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ['property', 'og:image', head.image.url],
    ['property', 'og:image:alt', head.image.alt],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', head.image.url],
  ]
  for (const [attribute, key, content] of metas) setMeta(`meta[${attribute}="${key}"]`, attribute, key, content)
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical) canonical.href = head.canonical
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove())
  for (const data of head.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = serializeJsonLd(data)
    document.head.appendChild(script)
  }
}
