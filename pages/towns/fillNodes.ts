import type { ReactNode } from 'react'

/**
 * A message with its `{placeholders}` filled by nodes, as the parts of a paragraph: the words
 * between them and the values in between, in the message's own order (which differs between
 * languages), rendered as JSX renders text with values written into it.
 */
export function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part))
    .filter((part) => part !== '')
}
