import type { OpeningHours } from '../content/business'
import './HoursList.css'

export function HoursList({ hours }: { hours: readonly OpeningHours[] }) {
  return (
    <dl className="hours-list">
      {hours.map((row) => (
        <div key={row.days} className="hours-row">
          <dt>{row.days}</dt>
          {/* A closed day's note the dealer has not written in the page's language is marked as the one it is in. */}
          <dd lang={row.hoursLanguage}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
