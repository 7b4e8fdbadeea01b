import type { PageContextServer } from 'vike/types'
import { formatDealerTime } from '#app/content/format'
import { HOURS_EN } from '#app/content/hours'
import { dateText } from '#app/content/dates'
import { settingsToForm } from '#app/domain/settings/form'
import { siteFacts } from '#app/domain/settings/facts'
import { hoursText } from '#app/domain/settings/hours'
import { DEPARTMENTS, type Department } from '#app/domain/settings/settings'
import { wallTime } from '#app/domain/dealer-clock'

export interface ConsoleSettingsData {
  /** The version the form shows; a save over a newer one is refused. */
  versionId: number
  savedText: string
  /** Owners change the settings; staff read them. */
  canEdit: boolean
  values: Record<string, string>
  /** How many week rows each department's form shows (its rows, and room for two more). */
  rows: Record<Department, number>
  closures: Array<{ index: number; dateText: string; departments: string; hoursText: string; reason: string; reasonEs?: string; past: boolean }>
  /** Each department's open-now line, as the public pages show it this minute. */
  status: Array<{ department: string; text: string }>
}

export async function data(pageContext: PageContextServer): Promise<ConsoleSettingsData> {
  const now = Date.now()
  const version = await pageContext.services.settings.current()
  const { settings } = version
  const facts = siteFacts(settings, now)
  const today = wallTime(now).date
  const values = settingsToForm(settings)
  const rows = {} as Record<Department, number>
  for (const department of DEPARTMENTS) {
    const filled = Object.keys(values).filter((key) => key.startsWith(`hours.${department}.`) && key.endsWith('.from')).length
    rows[department] = Math.min(7, filled + 2)
  }
  return {
    versionId: version.id,
    savedText: version.id === 0 ? 'The values the site started with.' : `Version ${version.id}, saved ${formatDealerTime(version.createdAt)} by ${version.actor}.`,
    canEdit: pageContext.console?.operator?.role === 'owner',
    values,
    rows,
    closures: settings.closures.map((closure, index) => ({
      index,
      dateText: dateText(closure.date, { year: true }),
      departments: closure.departments.map((d) => HOURS_EN.departments[d]).join(', '),
      hoursText: hoursText(closure),
      reason: closure.reason,
      ...(closure.reasonEs ? { reasonEs: closure.reasonEs } : {}),
      past: closure.date < today,
    })),
    status: DEPARTMENTS.map((department) => ({ department: HOURS_EN.departments[department], text: facts.status[department].text })),
  }
}
