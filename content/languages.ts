/*
 * The languages the site is written in: English at the root, Spanish under /es
 * (docs/decisions/0007-languages.md). The rules that go with them (a page's language from its
 * path, plural forms, placeholders) are in domain/language.ts.
 */

export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** The language at the root of the site, and the one `x-default` points to. */
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language's locale for numbers, dates and plural rules: Spanish as it is read in the United States. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/**
 * The languages whose pages are published: a path in any other language's prefix is an
 * ordinary path (a 404 in English). A language joins once every public page has its twin in it
 * (tests/api/spanish-completeness.test.ts), so no visitor meets a page in two languages at once.
 */
export const PUBLISHED_LANGUAGES: readonly Language[] = ['en', 'es']

/** Each language's name as the console and the dealer's e-mails say it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' }
