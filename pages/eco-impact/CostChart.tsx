import { cumulativeCosts, type EcoInput } from '#app/domain/eco'
import { formatPrice } from '#app/content/format'
import { fill } from '#app/domain/language'
import { useWords } from '#app/renderer/usePageContext'
import { usePeriod } from './EcoCalculator'
import type { EcoWords } from './+words'

const WIDTH = 480
const HEIGHT = 300
const PLOT = { left: 92, right: 12, top: 34, bottom: 44 }

/** Two decimals are plenty for SVG coordinates. */
function round(n: number): number {
  return Math.round(n * 100) / 100
}

/** A round step for about four gridlines up to max. */
export function niceStep(max: number): number {
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= rough)! * power
  return Math.max(step, 1)
}

/**
 * Gas fuel cost against electricity cost, cumulative at the end of each year of the
 * period, as an inline SVG bar chart, with the same numbers in a table for screen readers.
 */
export function CostChart({ input }: { input: EcoInput }) {
  const rows = cumulativeCosts(input)
  const max = Math.max(...rows.map((r) => r.gas), 1)
  const step = niceStep(max)
  const top = Math.ceil(max / step) * step
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step)
  const plotWidth = WIDTH - PLOT.left - PLOT.right
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom
  const y = (value: number) => round(PLOT.top + plotHeight - (value / top) * plotHeight)
  const group = plotWidth / rows.length
  const bar = round(Math.min(28, (group * 0.7) / 2))
  const last = rows[rows.length - 1]
  const words = useWords<EcoWords>()
  const period = usePeriod()(input.years)
  const chart = words.chart

  return (
    <figure className="eco-chart">
      <figcaption className="eco-chart-caption">{chart.caption}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="eco-chart-title eco-chart-desc"
        className="eco-chart-svg"
      >
        {/* React renders a <title> only from a single string. */}
        <title id="eco-chart-title">{fill(chart.title, { period })}</title>
        <desc id="eco-chart-desc">{fill(chart.desc, { period, gas: formatPrice(last.gas), electric: formatPrice(last.electric) })}</desc>
        <g className="eco-chart-grid">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
              <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="eco-chart-label">
                {formatPrice(tick)}
              </text>
            </g>
          ))}
        </g>
        {rows.map((row, i) => {
          const center = round(PLOT.left + group * i + group / 2)
          return (
            <g key={row.year}>
              <rect className="eco-chart-gas" x={center - bar} y={y(row.gas)} width={bar} height={round(y(0) - y(row.gas))} rx={2} />
              <rect className="eco-chart-electric" x={center} y={y(row.electric)} width={bar} height={round(Math.max(y(0) - y(row.electric), 1))} rx={2} />
              <text x={center} y={HEIGHT - PLOT.bottom + 18} textAnchor="middle" className="eco-chart-label">
                {rows.length > 5 ? row.year : fill(chart.yearN, { year: row.year })}
              </text>
            </g>
          )
        })}
        <text x={4} y={14} className="eco-chart-label eco-chart-axis-title">
          {chart.axis}
        </text>
        <line className="eco-chart-axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} />
        <text x={PLOT.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="eco-chart-label eco-chart-axis-title">
          {rows.length > 5 ? chart.year : chart.endOfYear}
        </text>
      </svg>
      <ul className="eco-chart-legend" aria-hidden="true">
        <li>
          <span className="eco-swatch eco-swatch-gas" />
          {` ${words.calculator.gasCost}`}
        </li>
        <li>
          <span className="eco-swatch eco-swatch-electric" />
          {` ${words.calculator.electricCost}`}
        </li>
      </ul>
      <table className="visually-hidden">
        <caption>{chart.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{chart.year}</th>
            <th scope="col">{words.calculator.gasCost}</th>
            <th scope="col">{words.calculator.electricCost}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">
                {chart.yearBefore}
                {row.year}
              </th>
              <td>{formatPrice(row.gas)}</td>
              <td>{formatPrice(row.electric)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
