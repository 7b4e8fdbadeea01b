import type { MouseEventHandler } from 'react'
import { business, telHref, type Phone } from '../content/business'
import { fill } from '../domain/language'
import { useCommonWords, useFacts } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './CallButton.css'

type Look = 'primary' | 'accent' | 'outline' | 'outline-light'

/** "Call (610) …": a button-styled tel: link to the main line, the site's first call to action. */
export function CallButton({ look, block = false, onClick }: { look: Look; block?: boolean; onClick?: MouseEventHandler }) {
  const phone = useFacts().phones.main
  // The words around the number, in the language's order ("Call {phone}").
  const [before, after = ''] = useCommonWords().call.button.split('{phone}')
  return (
    <a className={`button button-${look}${block ? ' button-block' : ''}`} href={telHref(phone)} onClick={onClick}>
      <Icon name="phone" size={18} />
      {` ${before}`}
      {phone.display}
      {after || null}
    </a>
  )
}

/**
 * The floating call button on small screens, the third global widget. Drawn outside the page's
 * React root (renderer/staticShell.tsx), so it is given its words (components/words.ts
 * `call.floating` in the page's language); without them it speaks English.
 */
export function FloatingCallButton({ phone, label = 'Call {business} at {phone}' }: { phone: Phone; /** "Call {business} at {phone}" in the page's language. */ label?: string }) {
  return (
    <a href={telHref(phone)} className="floating-call" aria-label={fill(label, { business: business.name, phone: phone.display })}>
      <Icon name="phone" size={24} />
    </a>
  )
}
