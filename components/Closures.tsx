import { CLOSURES_COPY } from '../content/closures'
import type { ClosureFact } from '../domain/settings/facts'

/** The holiday closures and special hours ahead (the dealer's settings), or nothing when there are none. */
export function Closures({ closures, headingId }: { closures: readonly ClosureFact[]; headingId: string }) {
  if (closures.length === 0) return null
  return (
    <section className="closures" aria-labelledby={headingId}>
      <h3 id={headingId} className="closures-title">
        {CLOSURES_COPY.heading}
      </h3>
      <ul className="closures-list">
        {closures.map((closure) => (
          <li key={`${closure.date}-${closure.departments.join('-')}`}>
            <strong>{closure.dateText}</strong> {CLOSURES_COPY.line(closure.hoursText, closure.reason)}
          </li>
        ))}
      </ul>
    </section>
  )
}
