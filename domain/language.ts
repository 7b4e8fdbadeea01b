import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, PUBLISHED_LANGUAGES, type Language } from '../content/languages'

/*
 * A page knows its language from its path alone, never from a cookie or Accept-Language, so a
 * crawler and a shared link get the language they asked for (docs/decisions/0007-languages.md).
 */

/** The path prefix of each language's pages: none for English. */
const PREFIXES: Record<Language, string> = { en: '', es: '/es' }

/**
 * The language a path is in, and the page's path without the language's prefix ("/es/inventory"
 * → es, "/inventory"), among the languages given (those published, unless told).
 */
export function splitLanguagePath(pathname: string, languages: readonly Language[] = PUBLISHED_LANGUAGES): { language: Language; path: string } {
  for (const language of languages) {
    const prefix = PREFIXES[language]
    if (!prefix) continue
    if (pathname === prefix) return { language, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname }
}

/**
 * A page's path (with any query or fragment) in a language: "/inventory?brand=denago" in
 * Spanish is "/es/inventory?brand=denago", the home page "/es". Paths stay the same words in
 * both languages: a link shared in one language reads the same in the other, and the town
 * pages' names are places, not words to translate.
 */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = PREFIXES[language]
  if (!prefix) return path
  const end = path.search(/[?#]/)
  const pathname = end < 0 ? path : path.slice(0, end)
  const rest = end < 0 ? '' : path.slice(end)
  // Already in the language (a link put in it twice, by a page and a component): as it is.
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return path
  return `${prefix}${pathname === '/' ? '' : pathname}${rest}`
}

/** An absolute URL of a page of the site in a language ("https://…/rentals/cancel?ref=…" → "https://…/es/rentals/cancel?ref=…"). */
export function urlInLanguage(url: string, language: Language): string {
  const parsed = new URL(url)
  return `${parsed.origin}${pathInLanguage(`${parsed.pathname}${parsed.search}${parsed.hash}`, language)}`
}

/** The same page in every language, for `hreflang` alternates: [hreflang, path] pairs, `x-default` last. */
export function languageAlternates(path: string): Array<[hreflang: string, path: string]> {
  return [...LANGUAGES.map((language): [string, string] => [language, pathInLanguage(path, language)]), ['x-default', pathInLanguage(path, DEFAULT_LANGUAGE)]]
}

const pluralRules = new Map<Language, Intl.PluralRules>()

/**
 * The form of a message for a count, by the language's plural rules (Intl.PluralRules: English
 * has one and other; Spanish one, many (whole millions: "1,000,000 de carritos") and other).
 * `other` is required; a missing form falls back to it.
 */
export function plural(language: Language, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])))
  return forms[rules.select(count)] ?? forms.other
}

/** Fills a message's `{name}` placeholders: fill('Call {phone}', { phone: '(888) 555-0142' }). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A message's placeholder names, sorted: what a translation must keep. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
}
