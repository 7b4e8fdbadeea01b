import type { PageContextServer } from 'vike/types'
import { LEAD_KIND_LABELS } from '#app/domain/leads/lead'
import { ACTIVITY_RANGES, DEFAULT_ACTIVITY_RANGE, isActivityRange, type ActivityPeriod, type ActivityRange, type ActivitySummary } from '#app/domain/activity'

export interface ConsoleActivityData extends Omit<ActivitySummary, 'forms'> {
  ranges: Array<{ value: ActivityRange; label: string }>
  /** "day" or "week": what each column of the charts is. */
  unit: 'day' | 'week'
  /** Each period as the charts and tables name it ("Mar 10", or "Week of Mar 9"). */
  periodLabels: string[]
  /** The range in words ("Mar 10 to Mar 23, 2026"). */
  span: string
  forms: Array<ActivitySummary['forms'][number] & { label: string }>
  /** Set when the URL asked for a range the console does not offer. */
  rangeError?: string
}

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const long = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const day = (iso: string, format = short) => format.format(new Date(`${iso}T12:00:00Z`))

function periodLabel(period: ActivityPeriod, unit: 'day' | 'week'): string {
  return unit === 'day' ? day(period.start) : `Week of ${day(period.start)}`
}

export async function data(pageContext: PageContextServer): Promise<ConsoleActivityData> {
  const asked = pageContext.urlParsed.search.range
  const range = isActivityRange(asked) ? asked : DEFAULT_ACTIVITY_RANGE
  const summary = await pageContext.services.siteActivity.summary(range)
  const unit = ACTIVITY_RANGES[range].unit
  const first = summary.periods[0]!.start
  const last = summary.periods[summary.periods.length - 1]!.end
  return {
    ...summary,
    ranges: Object.entries(ACTIVITY_RANGES).map(([value, r]) => ({ value: value as ActivityRange, label: r.label })),
    unit,
    periodLabels: summary.periods.map((p) => periodLabel(p, unit)),
    span: `${day(first)} to ${day(last, long)}`,
    forms: summary.forms.map((f) => ({ ...f, label: LEAD_KIND_LABELS[f.form] })),
    ...(asked !== undefined && !isActivityRange(asked) ? { rangeError: `There is no range "${asked.slice(0, 20)}"; showing the ${ACTIVITY_RANGES[range].label.toLowerCase()}.` } : {}),
  }
}
