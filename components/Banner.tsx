import { useCommonWords, useFacts, useLanguage, useLocalPath } from '../renderer/usePageContext'
import './Banner.css'

/**
 * The dealer's announcement (site settings), on its days only; a link to this site (in the page's
 * language) or elsewhere when it has one. Its text is the dealer's own: on a page in another
 * language it is marked English.
 */
export function Banner() {
  const banner = useFacts()?.banner
  const words = useCommonWords()
  const language = useLanguage()
  const localPath = useLocalPath()
  if (!banner) return null
  const external = banner.link !== undefined && !banner.link.startsWith('/')
  return (
    <aside className="site-banner" aria-label={words.announcement}>
      <p className="container site-banner-text" lang={language === 'en' ? undefined : 'en'}>
        {banner.link ? (
          <a href={external ? banner.link : localPath(banner.link)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {banner.text}
          </a>
        ) : (
          banner.text
        )}
      </p>
    </aside>
  )
}
