import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Role } from '#app/server/operators'
import { requireOwner } from '../owner'

export interface ConsoleTeamUserData {
  id: number
  email: string
  role: Role
  disabled: boolean
}

/** The operator a Team action page is about (by id, so e-mail addresses stay out of URLs and logs); 404 when there is none. */
export async function operatorData(pageContext: PageContextServer): Promise<ConsoleTeamUserData> {
  requireOwner(pageContext)
  const id = pageContext.routeParams.id ?? ''
  const operator = /^\d{1,12}$/.test(id) ? await pageContext.services.operators.byId(Number(id)) : undefined
  if (!operator) throw render(404, { notFound: 'page' })
  return { id: operator.id, email: operator.email, role: operator.role, disabled: operator.disabledAt !== null }
}
