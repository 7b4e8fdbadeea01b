/** Readers for server-rendered HTML, as a crawler sees it (policy and eco-impact tests). */

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&')
}

/** Visible text: tags and scripts dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The <main> element's inner HTML (the page without the shared header and footer). */
export function mainOf(html: string): string {
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)
  if (!match) throw new Error('no <main> in the page')
  return match[1]
}

export function titleOf(html: string): string {
  return decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
}

export function metaContent(html: string, key: string): string | undefined {
  const value = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : decode(value)
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
}

export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
}

export function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]))
}
