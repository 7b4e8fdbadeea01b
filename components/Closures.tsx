import { fill } from '../domain/language'
import type { ClosureFact } from '../domain/settings/facts'
import { useCommonWords, useLanguage } from '../renderer/usePageContext'

/**
 * The holiday closures and special hours ahead (the dealer's settings), or nothing when there are
 * none. The reason is the dealer's own text: on a page in another language it is marked English.
 */
export function Closures({ closures, headingId }: { closures: readonly ClosureFact[]; headingId: string }) {
  const words = useCommonWords().closures
  const english = useLanguage() === 'en'
  if (closures.length === 0) return null
  return (
    <section className="closures" aria-labelledby={headingId}>
      <h3 id={headingId} className="closures-title">
        {words.heading}
      </h3>
      <ul className="closures-list">
        {closures.map((closure) => (
          <li key={`${closure.date}-${closure.departments.join('-')}`}>
            <strong>{closure.dateText}</strong>{' '}
            {english ? fill(words.line, { hours: closure.hoursText, reason: closure.reason }) : <DealerReason line={words.line} hours={closure.hoursText} reason={closure.reason} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "9:00 a.m. - 1:00 p.m.: Christmas Eve", the reason marked as the dealer's English. */
function DealerReason({ line, hours, reason }: { line: string; hours: string; reason: string }) {
  const [before, after = ''] = fill(line, { hours }).split('{reason}')
  return (
    <>
      {before}
      <span lang="en">{reason}</span>
      {after || null}
    </>
  )
}
