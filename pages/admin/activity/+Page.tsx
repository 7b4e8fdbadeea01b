import { formatInteger } from '#app/content/format'
import { useData } from '#app/renderer/usePageContext'
import { Notice } from '../ui'
import type { ConsoleActivityData } from './+data'
import { ActivityChart } from './ActivityChart'
import './activity.css'

/** A table of counts per page, form, source page or campaign; a sentence when there is none. */
function CountTable({ caption, head, rows, empty }: { caption: string; head: string[]; rows: Array<[name: string, ...counts: number[]]>; empty: string }) {
  return (
    <section className="activity-section" aria-labelledby={`${caption.replace(/\W+/g, '-').toLowerCase()}`}>
      <h2 id={caption.replace(/\W+/g, '-').toLowerCase()}>{caption}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {head.map((h, i) => (
                  <th key={h} scope="col" className={i > 0 ? 'activity-number' : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, ...counts]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {counts.map((n, i) => (
                    <td key={head[i + 1]} className="activity-number" data-label={head[i + 1]}>
                      {formatInteger(n)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export default function Page() {
  const d = useData<ConsoleActivityData>()
  const chart = { unit: d.unit, span: d.span, labels: d.periodLabels }
  return (
    <>
      <h1>Site activity</h1>
      <p>
        What visitors did on the website, counted per day without cookies and without knowing who they are: page views, taps on a phone number, forms started, and leads
        sent (from the leads themselves, so forms sent without JavaScript count too). Browsers that ask not to be tracked, crawlers and prefetched pages are not counted, so
        the visits are a little under the real number. Days are on the dealer’s clock.
      </p>
      <Notice>{d.rangeError}</Notice>
      <form className="console-filters" method="get" action="/admin/activity" aria-label="Choose the range">
        <div className="console-field">
          <label htmlFor="activity-range">Range</label>
          <select id="activity-range" name="range" defaultValue={d.range}>
            {d.ranges.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Show</button>
      </form>
      <p className="console-count">{`${d.ranges.find((r) => r.value === d.range)!.label}: ${d.span}.`}</p>

      <ActivityChart id="chart-page-views" title="Page views" values={d.series.pageViews} {...chart} />
      <ActivityChart id="chart-phone-clicks" title="Phone-link clicks" values={d.series.phoneClicks} {...chart} />
      <ActivityChart id="chart-form-starts" title="Forms started" values={d.series.formStarts} {...chart} />
      <ActivityChart id="chart-form-sends" title="Leads sent" values={d.series.formSends} {...chart} />

      <CountTable
        caption="Pages"
        head={['Page', 'Page views', 'Phone-link clicks']}
        rows={d.pages.map((p) => [p.path, p.pageViews, p.phoneClicks])}
        empty="No page views or phone-link clicks in this range."
      />
      <CountTable caption="Forms" head={['Form', 'Started', 'Sent']} rows={d.forms.map((f) => [f.label, f.starts, f.sends])} empty="" />
      <CountTable
        caption="Leads by page sent from"
        head={['Page', 'Leads']}
        rows={d.leadsBySourcePage.map((s) => [s.sourcePage || '(not recorded)', s.leads])}
        empty="No leads in this range."
      />
      <CountTable
        caption="Leads by campaign"
        head={['Campaign (utm_campaign)', 'Leads']}
        rows={d.leadsByCampaign.map((c) => [c.campaign || '(no campaign)', c.leads])}
        empty="No leads in this range."
      />
    </>
  )
}
