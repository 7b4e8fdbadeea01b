/**
 * LIKE patterns that mean the same on SQLite and PostgreSQL: the value's own `%`, `_` and `\`
 * are escaped with `\` (named as the escape character, which neither database assumes alike).
 */
import { type Expression, sql, type SqlBool } from 'kysely'

/** `value` with LIKE's wildcards and the escape character escaped, to match literally. */
export const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `text LIKE 'prefix%'`, the prefix matched literally. */
export const startsWith = (text: Expression<string>, prefix: string) => sql<SqlBool>`${text} LIKE ${`${likeEscape(prefix)}%`} ESCAPE '\\'`

/**
 * `lower(text) LIKE lower(pattern)`: case-insensitive on both databases (PostgreSQL's LIKE
 * is case-sensitive, SQLite's is not for ASCII); the pattern's own parts escaped with likeEscape.
 */
export const likeAnyCase = (text: Expression<string>, pattern: string) => sql<SqlBool>`lower(${text}) LIKE lower(${pattern}) ESCAPE '\\'`
