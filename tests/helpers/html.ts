/** Small readers for server-rendered HTML, as a crawler sees it. */

export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

export function titleOf(html: string): string {
  return /<title>([\s\S]*?)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? ''
}

export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`)
  return re.exec(html)?.[1].replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
}

export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
}

export function typesOf(html: string): string[] {
  return jsonLdOf(html).flatMap((d) => (Array.isArray(d['@type']) ? (d['@type'] as string[]) : [d['@type'] as string]))
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
}

export function h1Of(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]).trim())
}
