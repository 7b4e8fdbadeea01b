import type { ReactNode } from 'react'

/** A page section with a centred heading block. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone,
  children,
}: {
  id: string
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  tone?: 'alt' | 'dark'
  children: ReactNode
}) {
  const className = tone ? `section section-${tone}` : 'section'
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}

/** A card with an icon, a heading and text. */
export function FeatureCard({ icon, title, children, headingLevel = 3 }: { icon: ReactNode; title: string; children: ReactNode; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="card">
      <span className="card-icon">{icon}</span>
      <Heading className="h3">{title}</Heading>
      {children}
    </div>
  )
}
