import type { PageContextServer } from 'vike/types'
import { filtersQuery, parseLeadFilters, type FilterErrors, type LeadFilters } from '#app/domain/leads/desk'
import { inboxView, type InboxView } from '#app/domain/leads/inbox'
import { kindOptions, statusOptions, type Option } from '../format.server'

export interface ConsoleLeadsData extends InboxView {
  overdueCount: number
  overdueMinutes: number
  /** The filters as read (for the live update's request and the paging links). */
  filters: LeadFilters
  /** The filters as typed (for the form), and the error of each bad one. */
  values: Record<string, string>
  errors: FilterErrors
  /** How many filters narrow the list (the folded filters' button says so). */
  activeFilters: number
  statuses: Option[]
  kinds: Option[]
  exportHref: string
  overdueHref: string
}

const FILTER_KEYS = ['q', 'status', 'kind', 'sourcePage', 'from', 'to', 'overdue'] as const

export async function data(pageContext: PageContextServer): Promise<ConsoleLeadsData> {
  const search = pageContext.urlParsed.search
  const { filters, errors } = parseLeadFilters(search)
  const { leadDesk, vehicleRecords } = pageContext.services
  const [list, pulse, records] = await Promise.all([leadDesk.list(filters), leadDesk.pulse(), vehicleRecords.list()])
  const view = inboxView(list, pulse, new Map(records.map((record) => [record.id, record.name])), Date.now(), pageContext.facts.phones.main.display)
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, (search[key] ?? '').slice(0, 200)]))
  return {
    ...view,
    overdueCount: list.overdueCount,
    overdueMinutes: leadDesk.overdueMinutes,
    filters,
    values,
    errors,
    activeFilters: Object.keys(filters).filter((key) => key !== 'page').length,
    statuses: statusOptions(),
    kinds: kindOptions(),
    exportHref: `/api/admin/leads.csv${filtersQuery(filters)}`,
    overdueHref: '/admin/leads?overdue=1',
  }
}
