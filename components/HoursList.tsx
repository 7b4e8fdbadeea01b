import type { OpeningHours } from '../content/business'

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
