/**
 * What a Spanish page says in its own words: its visible text (and the labels a screen reader
 * reads) without what is marked as another language (`lang="en"`: the dealer's text not yet
 * written in Spanish), and the English sentences found in it.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const SKIPPED = new Set(['script', 'style', 'template'])

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

/** The page's own text in its language: text nodes and aria-label, alt, title and placeholder values outside elements in another language. */
export function ownText(html: string, language = 'es'): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html
  const pieces: string[] = []
  const stack: Array<{ name: string; other: boolean; skipped: boolean }> = []
  const inOther = () => stack.some((open) => open.other)
  const inSkipped = () => stack.some((open) => open.skipped)
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<!--[\s\S]*?-->/g
  let last = 0
  for (const match of body.matchAll(tag)) {
    const text = body.slice(last, match.index)
    if (!inOther() && !inSkipped() && text.trim()) pieces.push(decode(text))
    last = match.index! + match[0].length
    if (!match[2]) continue
    const [, closing, rawName, attributes = ''] = match
    const name = rawName!.toLowerCase()
    if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name)
      if (at >= 0) stack.length = at
      continue
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1]
    const other = lang !== undefined && !lang.startsWith(language)
    if (!other && !inOther()) {
      for (const attribute of attributes.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)) if (attribute[1]!.trim()) pieces.push(decode(attribute[1]!))
    }
    if (!VOID.has(name) && !attributes.trimEnd().endsWith('/')) stack.push({ name, other, skipped: SKIPPED.has(name) })
  }
  return pieces.map((piece) => piece.replace(/\s+/g, ' ').trim()).filter(Boolean)
}

/** Words of English that Spanish never uses, and no place, brand or model of the site is named with. */
const ENGLISH = /(?<![\p{L}\d])(the|and|your|our|you|with|this|that|are|we|from|will|have|has|can|not|here|more|about|view|details|call|please|free|today|open|closed|book|learn|read|show|send|choose|opens|tab|search|filter|sort|results|of|for|to|is|in|on|by|or|at|it|be|per|each)(?![\p{L}\d])/iu

/**
 * Names that are English and stay so on a Spanish page: laws and agencies cited by their own
 * names (in parentheses after the Spanish), a street, a local event.
 */
const PROPER_NAMES = [
  'Pennsylvania Vehicle Code',
  'Golf Carts',
  'Financial Responsibility',
  'Inspection of Vehicles',
  'PennDOT Driver and Vehicle Services',
  'Application for Certificate of Title',
  'Global Privacy Control',
  'Do Not Track',
  'Breach of Personal Information Notification Act',
  'as-is',
  'Orchard View Drive',
  'Wheels of Time Rod and Custom Jamboree',
]

/** The pieces of a page's own text with an English word in them, once the proper names are set aside. */
export function englishIn(html: string): string[] {
  return ownText(html).filter((piece) => ENGLISH.test(PROPER_NAMES.reduce((text, name) => text.split(name).join(' '), piece)))
}
