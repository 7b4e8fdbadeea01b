import type { MouseEventHandler } from 'react'
import { business, telHref, type Phone } from '../content/business'
import { useFacts } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './CallButton.css'

type Look = 'primary' | 'accent' | 'outline' | 'outline-light'

/** "Call (610) …": a button-styled tel: link to the main line, the site's first call to action. */
export function CallButton({ look, block = false, onClick }: { look: Look; block?: boolean; onClick?: MouseEventHandler }) {
  const phone = useFacts().phones.main
  return (
    <a className={`button button-${look}${block ? ' button-block' : ''}`} href={telHref(phone)} onClick={onClick}>
      <Icon name="phone" size={18} /> Call {phone.display}
    </a>
  )
}

/** The floating call button on small screens, the third global widget. */
export function FloatingCallButton({ phone }: { phone: Phone }) {
  return (
    <a href={telHref(phone)} className="floating-call" aria-label={`Call ${business.name} at ${phone.display}`}>
      <Icon name="phone" size={24} />
    </a>
  )
}
