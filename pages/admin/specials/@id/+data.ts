import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { actionText, changedFields } from '#app/domain/audit-text'
import { formatDealerTime } from '#app/content/format'
import { specialToForm } from '#app/domain/specials/form'
import { specialPhase, type SpecialPhase } from '#app/domain/specials/special'
import { specialChoices, type SpecialChoices } from '../choices.server'

/** /admin/specials/new: the form for a new special (one page with a special's own, so the client router lists one page less on every page). */
export interface NewSpecialData {
  kind: 'new'
  choices: SpecialChoices
}

export interface ConsoleSpecialData {
  kind: 'special'
  id: number
  title: string
  phase: SpecialPhase
  /** Carts on the lot whose price it lowers right now (only while it is live). */
  cartsOnSale: number
  values: Record<string, string>
  choices: SpecialChoices
  history: Array<{ id: number; at: string; atText: string; actor: string; actionText: string; changed: string[] }>
}

export async function data(pageContext: PageContextServer): Promise<NewSpecialData | ConsoleSpecialData> {
  const raw = pageContext.routeParams.id ?? ''
  if (raw === 'new') return { kind: 'new', choices: await specialChoices(pageContext) }
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
  const special = id === undefined ? undefined : await pageContext.services.specials.get(id)
  if (!special || id === undefined) throw render(404, { notFound: 'page' })
  const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = special
  const [choices, grid, audit] = await Promise.all([
    specialChoices(pageContext),
    pageContext.services.vehicles.list(),
    pageContext.services.audit.list({ entity: 'special', entityId: String(id), limit: 20 }),
  ])
  return {
    kind: 'special',
    id,
    title: special.title,
    phase: specialPhase(special, Date.now()),
    cartsOnSale: grid.filter((v) => v.sale?.specialId === id).length,
    values: specialToForm(input),
    choices,
    history: audit.map((entry) => ({
      id: entry.id,
      at: entry.at,
      atText: formatDealerTime(entry.at),
      actor: entry.actor,
      actionText: actionText(entry.action),
      changed: changedFields(entry),
    })),
  }
}
