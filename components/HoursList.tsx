import type { OpeningHours } from '../content/business'
import './HoursList.css'

export function HoursList({ hours }: { hours: readonly OpeningHours[] }) {
  return (
    <dl className="hours-list">
      {hours.map((row) => (
        <div key={row.days} className="hours-row">
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
