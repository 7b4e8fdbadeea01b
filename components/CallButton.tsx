import type { MouseEventHandler } from 'react'
import { business, telHref } from '../content/business'
import { Icon } from './Icon'
import './CallButton.css'

type Look = 'primary' | 'accent' | 'outline' | 'outline-light'

/** "Call (610) …": a button-styled tel: link to the main line, the site's first call to action. */
export function CallButton({ look, block = false, onClick }: { look: Look; block?: boolean; onClick?: MouseEventHandler }) {
  return (
    <a className={`button button-${look}${block ? ' button-block' : ''}`} href={telHref(business.phones.main)} onClick={onClick}>
      <Icon name="phone" size={18} /> Call {business.phones.main.display}
    </a>
  )
}

/** The floating call button on small screens, the third global widget. */
export function FloatingCallButton() {
  return (
    <a href={telHref(business.phones.main)} className="floating-call" aria-label={`Call ${business.name} at ${business.phones.main.display}`}>
      <Icon name="phone" size={24} />
    </a>
  )
}
