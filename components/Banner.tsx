import { useFacts } from '../renderer/usePageContext'
import './Banner.css'

/** The dealer's announcement (site settings), on its days only; a link to this site or elsewhere when it has one. */
export function Banner() {
  const banner = useFacts()?.banner
  if (!banner) return null
  const external = banner.link !== undefined && !banner.link.startsWith('/')
  return (
    <aside className="site-banner" aria-label="Announcement">
      <p className="container site-banner-text">
        {banner.link ? (
          <a href={banner.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {banner.text}
          </a>
        ) : (
          banner.text
        )}
      </p>
    </aside>
  )
}
