import { usePageContext } from '#app/renderer/usePageContext'
import { RENTAL_TABS } from './format'
import './rental-console.css'

export function RentalTabs() {
  const { urlPathname } = usePageContext()
  return (
    <nav aria-label="Rentals" className="rental-tabs">
      <ul>
        {RENTAL_TABS.map(([href, label]) => (
          <li key={href}>
            <a href={href} aria-current={urlPathname === href ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
