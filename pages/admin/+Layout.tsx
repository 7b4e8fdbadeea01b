import { useEffect, useRef, useState, type ReactNode } from 'react'
import { business } from '#app/content/business'
import type { LeadPulse } from '#app/domain/leads/inbox'
import { usePageContext } from '#app/renderer/usePageContext'
import { clearDrafts, dropAnsweredDrafts } from './form-guard'
import { FORM_TEXTS } from './form-texts'
import { subscribePulse } from './pulse'
import { CsrfField } from './ui'
import './console.css'
import './console-table.css'

const NAV: ReadonlyArray<[href: string, label: string]> = [
  ['/admin/leads', 'Leads'],
  ['/admin/rentals', 'Rentals'],
  ['/admin/service', 'Service'],
  ['/admin', 'Inventory'],
  ['/admin/vehicles/new', 'Add vehicle'],
  ['/admin/vehicles/import', 'Import CSV'],
  ['/admin/specials', 'Specials'],
  ['/admin/settings', 'Site settings'],
  ['/admin/activity', 'Site activity'],
  ['/admin/audit', 'Audit log'],
  ['/admin/team', 'Team'],
  ['/admin/backup', 'Backups'],
  ['/admin/account', 'Account'],
]
/** Shown to owners only (the server answers 403 to anyone else). */
const OWNER_ONLY = new Set(['/admin/team', '/admin/backup'])

/** "(2) " before the page's title while leads wait to be contacted. */
const TITLE_COUNT = /^\(\d+\) /

/**
 * The console's frame: who is signed in, where to go, and sign-out. Once the page runs its
 * script, the menu counts the leads still new and updates by itself when one arrives (so does
 * the tab's title), and it says so when the session has ended.
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { console: context, urlPathname, urlOriginal } = usePageContext()
  const operator = context?.operator
  /** The page shows a form again with the server's messages: the answer to what was sent. */
  const formState = context?.form !== undefined
  const [pulse, setPulse] = useState<LeadPulse | undefined>()
  const [signedOut, setSignedOut] = useState(false)
  const [arrival, setArrival] = useState('')
  const seen = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    if (!operator) return
    // Signed in: a form sent from here before was answered; its page (a child, first) has taken what it needed.
    dropAnsweredDrafts(formState)
    return subscribePulse((event) => {
      if ('signedOut' in event) return setSignedOut(true)
      const next = event.pulse
      // A newest lead other than the one seen first: say so once, politely.
      if (seen.current !== undefined && next.latestId !== seen.current && next.latestId !== null) {
        setArrival(`A new lead arrived. ${next.newCount} lead${next.newCount === 1 ? ' is' : 's are'} waiting to be contacted.`)
      }
      seen.current = next.latestId
      setPulse(next)
    })
  }, [operator])

  useEffect(() => {
    if (!pulse) return
    const title = document.title.replace(TITLE_COUNT, '')
    document.title = pulse.newCount > 0 ? `(${pulse.newCount}) ${title}` : title
  }, [pulse, urlPathname])

  return (
    <div className="console">
      <a className="console-skip" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <a className="console-brand" href={operator ? '/admin' : '/'}>
          {business.name} <span>Console</span>
        </a>
        {operator && (
          <>
            <nav aria-label="Console">
              <ul>
                {NAV.filter(([href]) => operator.role === 'owner' || !OWNER_ONLY.has(href)).map(([href, label]) => (
                  <li key={href}>
                    <a href={href} aria-current={urlPathname === href ? 'page' : undefined}>
                      {label}
                      {href === '/admin/leads' && pulse && pulse.newCount > 0 && <span className="console-badge">{`${pulse.newCount} new`}</span>}
                    </a>
                  </li>
                ))}
                <li>
                  <a href="/" rel="external">
                    View site
                  </a>
                </li>
              </ul>
            </nav>
            <form className="console-sign-out" method="post" action="/admin/sign-out" onSubmit={() => clearDrafts()}>
              <CsrfField />
              <span className="console-who">
                {operator.email} ({operator.role})
              </span>
              <button type="submit" className="button-quiet">
                Sign out
              </button>
            </form>
          </>
        )}
      </header>
      {signedOut && (
        <p className="console-signed-out" role="alert">
          {FORM_TEXTS.signedOut}{' '}
          <a href={`/admin/sign-in?next=${encodeURIComponent(urlOriginal)}`} data-keep-draft="">
            {FORM_TEXTS.signInAgain}
          </a>
          .
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {arrival}
      </p>
      <main id="main" tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  )
}
