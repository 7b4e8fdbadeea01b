import type { PageContextServer } from 'vike/types'
import { filtersQuery, parseLeadFilters, type FilterErrors } from '#app/domain/leads/desk'
import { durationText, kindLabel, kindOptions, STATUS_LABELS, statusOptions, timeText, type Option } from '../format.server'

export interface InboxRow {
  id: string
  name: string
  email: string
  phone: string
  kind: string
  status: string
  statusLabel: string
  received: string
  receivedAt: string
  sourcePage?: string
  assignee?: string
  overdue: boolean
  /** How long it has waited (overdue leads), or how long the first response took. */
  waited?: string
}

export interface ConsoleLeadsData {
  leads: InboxRow[]
  total: number
  page: number
  pages: number
  overdueCount: number
  overdueMinutes: number
  /** The filters as typed (for the form), and the error of each bad one. */
  values: Record<string, string>
  errors: FilterErrors
  filtered: boolean
  statuses: Option[]
  kinds: Option[]
  exportHref: string
  previousHref?: string
  nextHref?: string
  overdueHref: string
}

const FILTER_KEYS = ['q', 'status', 'kind', 'sourcePage', 'from', 'to', 'overdue'] as const

export async function data(pageContext: PageContextServer): Promise<ConsoleLeadsData> {
  const search = pageContext.urlParsed.search
  const { filters, errors } = parseLeadFilters(search)
  const desk = pageContext.services.leadDesk
  const list = await desk.list(filters)
  const now = Date.now()
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, (search[key] ?? '').slice(0, 200)]))
  const pageHref = (page: number) => `/admin/leads${filtersQuery(filters, page > 1 ? { page } : {})}`
  return {
    leads: list.leads.map((lead) => ({
      id: lead.id,
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
      phone: lead.phone,
      kind: kindLabel(lead.kind),
      status: lead.status,
      statusLabel: STATUS_LABELS[lead.status],
      received: timeText(lead.createdAt),
      receivedAt: lead.createdAt,
      ...(lead.sourcePage ? { sourcePage: lead.sourcePage } : {}),
      ...(lead.assignee ? { assignee: lead.assignee } : {}),
      overdue: lead.overdue,
      ...(lead.overdue
        ? { waited: `waiting ${durationText(Math.round((now - Date.parse(lead.createdAt)) / 60_000))}` }
        : lead.firstResponseAt
          ? { waited: `answered in ${durationText(Math.round((Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000))}` }
          : {}),
    })),
    total: list.total,
    page: list.page,
    pages: list.pages,
    overdueCount: list.overdueCount,
    overdueMinutes: desk.overdueMinutes,
    values,
    errors,
    filtered: Object.keys(filters).some((key) => key !== 'page'),
    statuses: statusOptions(),
    kinds: kindOptions(),
    exportHref: `/api/admin/leads.csv${filtersQuery(filters)}`,
    ...(list.page > 1 ? { previousHref: pageHref(list.page - 1) } : {}),
    ...(list.page < list.pages ? { nextHref: pageHref(list.page + 1) } : {}),
    overdueHref: '/admin/leads?overdue=1',
  }
}
