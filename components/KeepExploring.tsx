import { Icon } from './Icon'
import './KeepExploring.css'

/** Where a visitor goes next after sending a message or an enquiry. */
export function KeepExploring() {
  return (
    <nav className="thanks-links" aria-label="Keep exploring">
      <a className="button button-primary" href="/inventory">
        Browse Inventory
      </a>
      <a className="button button-outline" href="/rentals">
        View Rentals
      </a>
      <a className="button button-outline" href="/services">
        Our Services
      </a>
      <a className="button button-ghost" href="/">
        <Icon name="home" size={18} /> Back to Home
      </a>
    </nav>
  )
}
