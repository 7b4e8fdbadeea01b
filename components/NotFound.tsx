import type { NavLink } from '../content/navigation'
import './NotFound.css'

export function NotFound({ title, text, links }: { title: string; text: string; links: readonly NavLink[] }) {
  return (
    <section className="container error-page">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <div className="button-row">
        {links.map((link, index) => (
          <a key={link.href} className={index === 0 ? 'button button-primary' : 'button button-outline'} href={link.href}>
            {link.label}
          </a>
        ))}
      </div>
    </section>
  )
}
