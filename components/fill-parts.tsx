import { Fragment, type ReactNode } from 'react'

/**
 * A message's placeholders filled with text or elements, as the parts React renders: the
 * same text nodes a sentence written inline in JSX gives ("at {price}." → "at ", price, "."),
 * so a page's words read from its +words.ts render the same HTML.
 */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`))
    .filter((part) => part !== '')
    .map((part, index) => (typeof part === 'string' || typeof part === 'number' ? part : <Fragment key={index}>{part}</Fragment>))
}
