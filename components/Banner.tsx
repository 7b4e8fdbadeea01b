import { useCommonWords, useFacts, useLocalPath } from '../renderer/usePageContext'
import './Banner.css'

/**
 * The dealer's announcement (site settings), on its days only; a link to this site (in the page's
 * language) or elsewhere when it has one. Its text is the dealer's own, in the page's language
 * where the dealer wrote it, else marked as the language it is in.
 */
export function Banner() {
  const banner = useFacts()?.banner
  const words = useCommonWords()
  const localPath = useLocalPath()
  if (!banner) return null
  const external = banner.link !== undefined && !banner.link.startsWith('/')
  return (
    <aside className="site-banner" aria-label={words.announcement}>
      <p className="container site-banner-text" lang={banner.language}>
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
