import { fill } from '../domain/language'
import type { ClosureFact } from '../domain/settings/facts'
import { useCommonWords } from '../renderer/usePageContext'

/**
 * The holiday closures and special hours ahead (the dealer's settings), or nothing when there are
 * none. The reason is the dealer's own text, in the page's language where the dealer wrote it,
 * else marked as the language it is in.
 */
export function Closures({ closures, headingId }: { closures: readonly ClosureFact[]; headingId: string }) {
  const words = useCommonWords().closures
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
            {closure.reasonLanguage ? <DealerReason line={words.line} hours={closure.hoursText} reason={closure.reason} language={closure.reasonLanguage} /> : fill(words.line, { hours: closure.hoursText, reason: closure.reason })}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "9:00 a.m. - 1:00 p.m.: Christmas Eve", the reason marked as the language the dealer wrote it in. */
function DealerReason({ line, hours, reason, language }: { line: string; hours: string; reason: string; language: string }) {
  const [before, after = ''] = fill(line, { hours }).split('{reason}')
  return (
    <>
      {before}
      <span lang={language}>{reason}</span>
      {after || null}
    </>
  )
}
