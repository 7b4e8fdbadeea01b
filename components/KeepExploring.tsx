import { useCommonWords, useLocalPath } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './KeepExploring.css'

/** Where a visitor goes next after sending a message or an enquiry. */
export function KeepExploring() {
  const words = useCommonWords().keepExploring
  const localPath = useLocalPath()
  return (
    <nav className="thanks-links" aria-label={words.label}>
      <a className="button button-primary" href={localPath('/inventory')}>
        {words.inventory}
      </a>
      <a className="button button-outline" href={localPath('/rentals')}>
        {words.rentals}
      </a>
      <a className="button button-outline" href={localPath('/services')}>
        {words.services}
      </a>
      <a className="button button-ghost" href={localPath('/')}>
        <Icon name="home" size={18} />
        {` ${words.home}`}
      </a>
    </nav>
  )
}
