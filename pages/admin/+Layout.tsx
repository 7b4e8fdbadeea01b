import type { ReactNode } from 'react'
import { business } from '#app/content/business'
import { usePageContext } from '#app/renderer/usePageContext'
import { CsrfField } from './ui'
import './console.css'

const NAV: ReadonlyArray<[href: string, label: string]> = [
  ['/admin/leads', 'Leads'],
  ['/admin/rentals', 'Rentals'],
  ['/admin', 'Inventory'],
  ['/admin/vehicles/new', 'Add vehicle'],
  ['/admin/vehicles/import', 'Import CSV'],
  ['/admin/activity', 'Site activity'],
  ['/admin/audit', 'Audit log'],
  ['/admin/team', 'Team'],
  ['/admin/backup', 'Backups'],
  ['/admin/account', 'Account'],
]
/** Shown to owners only (the server answers 403 to anyone else). */
const OWNER_ONLY = new Set(['/admin/team', '/admin/backup'])

/** The console's frame: who is signed in, where to go, and sign-out. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { console: context, urlPathname } = usePageContext()
  const operator = context?.operator
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
                    </a>
                  </li>
                ))}
                <li>
                  <a href="/" rel="external">View site</a>
                </li>
              </ul>
            </nav>
            <form className="console-sign-out" method="post" action="/admin/sign-out">
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
      <main id="main" tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  )
}
