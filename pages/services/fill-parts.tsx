import { Fragment, type ReactNode } from 'react'

/**
 * A message with its `{name}` placeholders filled by nodes (a link, a phone, a price), as the
 * pieces a page would have written in place: the text between them and each value are their
 * own children, as when written inline in JSX.
 */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (name === undefined || !(name in values)) return part
      const value = values[name]
      return typeof value === 'string' || typeof value === 'number' ? value : <Fragment key={index}>{value}</Fragment>
    })
}
