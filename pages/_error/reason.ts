import type { PageContext } from 'vike/types'

export type ErrorKind = 'vehicle' | 'municipality' | 'page' | 'inventory' | 'server'

/** What the error page should say, from Vike's is404 and our abort reasons. */
export function errorKind(pageContext: PageContext): { kind: ErrorKind; message?: string } {
  const reason = pageContext.abortReason
  if (reason && 'inventoryError' in reason) return { kind: 'inventory', message: reason.inventoryError }
  if (reason && 'notFound' in reason) return { kind: reason.notFound }
  return { kind: pageContext.is404 ? 'page' : 'server' }
}
