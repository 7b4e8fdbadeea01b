/**
 * Site activity: what visitors do on the site, kept as anonymous daily totals and nothing
 * else. The browser reports a page view, a click on a phone link or the first keystroke in
 * a lead form (renderer/site-activity.ts); the server (server/activity/routes.ts) checks
 * the report here and adds one to that day's count. Form sends, leads per source page and
 * per campaign are read from the leads themselves, so forms sent without JavaScript count
 * too. Days are the dealer's (business.timeZone).
 */
import type { Database } from '../db/database'
import { activityPeriods, type ActivityKind, type ActivityRange, type ActivitySeries, type ActivitySummary } from '#app/domain/activity'
import { addDays, dealerToday } from '#app/domain/leads/enquiry-fields'
import { dayStart } from '#app/domain/leads/policy'
import { LEAD_KINDS, type LeadKind } from '#app/domain/leads/lead'

const SERIES_OF: Record<ActivityKind, keyof ActivitySeries> = { 'page-view': 'pageViews', 'phone-click': 'phoneClicks', 'form-start': 'formStarts' }

function byCountThenName<T>(count: (item: T) => number, name: (item: T) => string) {
  return (a: T, b: T) => count(b) - count(a) || name(a).localeCompare(name(b))
}

export interface SiteActivity {
  /** Adds one to the day's count for that kind and page (or form). */
  record(day: string, kind: ActivityKind, subject: string): Promise<void>
  /** Every count of a range ending today, with the leads of the same days. */
  summary(range: ActivityRange, now?: Date): Promise<ActivitySummary>
}

export function siteActivity(db: Database): SiteActivity {
  return {
    async record(day, kind, subject) {
      // One statement on both databases: the row is made, or its count goes up by the one added here.
      await db.kysely
        .insertInto('site_activity')
        .values({ day, kind, subject, count: 1 })
        .onConflict((oc) => oc.columns(['day', 'kind', 'subject']).doUpdateSet((eb) => ({ count: eb('site_activity.count', '+', eb.ref('excluded.count')) })))
        .execute()
    },
    async summary(range, now = new Date()) {
      const periods = activityPeriods(range, dealerToday(now))
      const first = periods[0]!.start
      const last = periods[periods.length - 1]!.end
      const periodOf = (day: string) => periods.findIndex((p) => p.start <= day && day <= p.end)
      const zeros = () => periods.map(() => 0)
      const series: ActivitySeries = { pageViews: zeros(), phoneClicks: zeros(), formStarts: zeros(), formSends: zeros() }
      const pages = new Map<string, { path: string; pageViews: number; phoneClicks: number }>()
      const forms = new Map<LeadKind, { form: LeadKind; starts: number; sends: number }>(LEAD_KINDS.map((form) => [form, { form, starts: 0, sends: 0 }]))

      const counts = await db.kysely
        .selectFrom('site_activity')
        .select(['day', 'kind', 'subject', 'count'])
        .where((eb) => eb.between('day', first, last))
        .$narrowType<{ kind: ActivityKind }>()
        .execute()
      for (const row of counts) {
        const period = periodOf(row.day)
        if (period < 0) continue
        series[SERIES_OF[row.kind]][period]! += row.count
        if (row.kind === 'form-start') {
          const form = forms.get(row.subject as LeadKind)
          if (form) form.starts += row.count
          continue
        }
        const page = pages.get(row.subject) ?? { path: row.subject, pageViews: 0, phoneClicks: 0 }
        if (row.kind === 'page-view') page.pageViews += row.count
        else page.phoneClicks += row.count
        pages.set(row.subject, page)
      }

      const leads = await db.kysely
        .selectFrom('leads')
        .select(['created_at', 'kind', 'source_page', 'campaign'])
        .where('created_at', '>=', dayStart(first))
        .where('created_at', '<', dayStart(addDays(last, 1)))
        .$narrowType<{ kind: LeadKind }>()
        .execute()
      const bySource = new Map<string, number>()
      const byCampaign = new Map<string, number>()
      for (const lead of leads) {
        const period = periodOf(dealerToday(new Date(lead.created_at)))
        if (period < 0) continue
        series.formSends[period]! += 1
        const form = forms.get(lead.kind)
        if (form) form.sends += 1
        const source = lead.source_page ?? ''
        bySource.set(source, (bySource.get(source) ?? 0) + 1)
        let campaign = ''
        try {
          const tags = JSON.parse(lead.campaign) as Record<string, unknown>
          if (typeof tags.utm_campaign === 'string') campaign = tags.utm_campaign
        } catch {
          // A campaign column the database accepted is valid JSON; nothing to count otherwise.
        }
        byCampaign.set(campaign, (byCampaign.get(campaign) ?? 0) + 1)
      }

      return {
        range,
        periods,
        series,
        pages: [...pages.values()].sort(byCountThenName((p) => p.pageViews + p.phoneClicks, (p) => p.path)),
        forms: [...forms.values()],
        leadsBySourcePage: [...bySource].map(([sourcePage, n]) => ({ sourcePage, leads: n })).sort(byCountThenName((s) => s.leads, (s) => s.sourcePage)),
        leadsByCampaign: [...byCampaign].map(([campaign, n]) => ({ campaign, leads: n })).sort(byCountThenName((c) => c.leads, (c) => c.campaign)),
      }
    },
  }
}
