import type { PageContextServer } from 'vike/types'
import { windowLines } from '#app/domain/bookings/service-booking'
import { closedDates, serviceDepartmentCalendar } from '#app/domain/bookings/service-hours'

export interface ServiceSettingsData {
  /** The form's values as saved (a post that needs another try brings its own). */
  values: Record<string, string>
  /** The department's hours per weekday (Sunday first), from the site settings: windows must lie within them. */
  hours: Array<string | null>
  /** The service department's holiday closures from the site settings (they count too). */
  closures: string[]
  isOwner: boolean
}

export async function data(pageContext: PageContextServer): Promise<ServiceSettingsData> {
  const settings = await pageContext.services.serviceSettings.get()
  const calendar = serviceDepartmentCalendar((await pageContext.services.settings.current()).settings)
  const values: Record<string, string> = { noticeDays: String(settings.noticeDays), horizonDays: String(settings.horizonDays), closedDays: settings.closedDays.join('\n') }
  settings.windows.forEach((rules, weekday) => (values[`w${weekday}`] = windowLines(rules)))
  return {
    values,
    hours: calendar.hours.map((h) => (h ? `${h.opens}–${h.closes}` : null)),
    closures: closedDates(calendar),
    isOwner: pageContext.console?.operator?.role === 'owner',
  }
}
