import { business, telHref } from '../data/business'
import { Icon } from './Icon'

/** The floating call button on small screens, the third global widget. */
export function FloatingCallButton() {
  return (
    <a href={telHref(business.phones.main)} className="floating-call" aria-label={`Call ${business.name} at ${business.phones.main.display}`}>
      <Icon name="phone" size={24} />
    </a>
  )
}
