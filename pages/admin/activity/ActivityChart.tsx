import { formatInteger } from '#app/content/format'

interface ActivityChartProps {
  /** Unique on the page: the chart's and table's ids start with it. */
  id: string
  /** "Page views", "Phone-link clicks" … */
  title: string
  /** "day" or "week". */
  unit: 'day' | 'week'
  /** The range in words, for the text alternative. */
  span: string
  labels: string[]
  values: number[]
}

const WIDTH = 640
const HEIGHT = 220
const LEFT = 56
const BOTTOM = 28
const TOP = 12
/** Room for the last period's label. */
const RIGHT = 36

/**
 * Bars over the days or weeks of a range, drawn by the server as SVG (nothing to load,
 * works without JavaScript), with a text alternative (total, busiest period) and, beside
 * it, a table of the same numbers.
 */
export function ActivityChart({ id, title, unit, span, labels, values }: ActivityChartProps) {
  const total = values.reduce((sum, n) => sum + n, 0)
  const max = Math.max(0, ...values)
  const busiest = values.indexOf(max)
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = plotWidth / Math.max(1, values.length)
  const barWidth = Math.max(2, slot * 0.7)
  // A label under the first, the last and (for longer ranges) a few between, so none overlap.
  const every = Math.max(1, Math.ceil(values.length / 6))
  const shown = (i: number) => i === values.length - 1 || (i % every === 0 && values.length - 1 - i >= every / 2)
  const summary =
    total === 0
      ? `${span}: none recorded.`
      : `${span}: ${formatInteger(total)} in all; the busiest ${unit} was ${labels[busiest]} with ${formatInteger(max)}. The table beside the chart lists every ${unit}.`
  const heading = `${title} per ${unit}`
  return (
    <figure className="activity-figure">
      <figcaption id={`${id}-caption`} className="activity-caption">
        <strong>{heading}</strong> <span className="console-count">{`${formatInteger(total)} in all`}</span>
      </figcaption>
      <div className="activity-body">
        <svg className="activity-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
          <title id={`${id}-title`}>{heading}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line className="activity-axis" x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} />
          <line className="activity-grid" x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} />
          <text className="activity-tick" x={LEFT - 8} y={TOP + 5} textAnchor="end">
            {formatInteger(max)}
          </text>
          <text className="activity-tick" x={LEFT - 8} y={TOP + plotHeight + 5} textAnchor="end">
            0
          </text>
          {values.map((value, i) => {
            const height = max === 0 ? 0 : (value / max) * plotHeight
            const x = LEFT + i * slot + (slot - barWidth) / 2
            return (
              <g key={labels[i]}>
                {value > 0 && <rect className="activity-bar" x={x.toFixed(1)} y={(TOP + plotHeight - height).toFixed(1)} width={barWidth.toFixed(1)} height={height.toFixed(1)} />}
                {shown(i) && (
                  <text className="activity-tick" x={(x + barWidth / 2).toFixed(1)} y={HEIGHT - 6} textAnchor="middle">
                    {labels[i]!.replace(/^Week of /, '')}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
        <div className="activity-table">
          <table>
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{unit === 'day' ? 'Day' : 'Week'}</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {values.map((value, i) => (
                <tr key={labels[i]}>
                  <th scope="row">{labels[i]}</th>
                  <td data-label={title}>{formatInteger(value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td data-label={title}>{formatInteger(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </figure>
  )
}
