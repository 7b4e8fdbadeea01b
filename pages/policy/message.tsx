import { Fragment, type ReactNode } from 'react'

/**
 * A message with its `{placeholders}` filled by text or elements (a link), as separate
 * children: "Call {phone}." with a link for {phone} reads in each language's own word order.
 */
export function messageParts(message: string, values: Record<string, ReactNode>): ReactNode {
  return message
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    })
}
