import { Fragment, type ReactNode } from 'react'

/**
 * A message's `{placeholders}` filled with text or elements, as React children: "Call {phone}"
 * with a link for {phone}. The parts render as the same text nodes a hand-written sentence
 * with the values in it would.
 */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    })
}
