import type { ReactNode } from 'react'
import { useCommonWords, useLocalPath } from '../renderer/usePageContext'
import { CallButton } from './CallButton'
import './CallToAction.css'

/** The closing call to action: a phone call or the contact page. */
export function CallToAction({
  id = 'cta',
  title,
  text,
  contactLabel,
  children,
}: {
  id?: string
  title: string
  text: ReactNode
  /** The label of the button to /contact ("Contact Us" in the page's language when not given). */
  contactLabel?: string
  /** Extra buttons after the default call and contact buttons. */
  children?: ReactNode
}) {
  const words = useCommonWords().callToAction
  const localPath = useLocalPath()
  return (
    <section className="section section-dark cta" aria-labelledby={`${id}-title`}>
      <div className="container cta-inner">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
        <div className="button-row">
          <CallButton look="accent" />
          <a className="button button-outline-light" href={localPath('/contact')}>
            {contactLabel ?? words.contact}
          </a>
          {children}
        </div>
      </div>
    </section>
  )
}
