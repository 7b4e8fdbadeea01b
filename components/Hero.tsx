import type { ReactNode } from 'react'
import './Hero.css'

export const HERO_IMAGES = [1, 2, 3, 4, 5, 6].map((n) => `/images/hero/hero-${n}.svg`)

/** A stable pick of one of the six hero backgrounds for a page key (its path). */
export function heroImageFor(key: string): string {
  let hash = 0
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0
  return HERO_IMAGES[Math.abs(hash) % HERO_IMAGES.length]
}

export function Hero({
  imageKey,
  eyebrow,
  title,
  children,
  compact,
  className,
}: {
  /** Usually the page path; picks the background. */
  imageKey: string
  eyebrow?: string
  title: ReactNode
  children?: ReactNode
  compact?: boolean
  /** A page's own class beside 'hero', for its own layout. */
  className?: string
}) {
  return (
    <section className={['hero', compact && 'hero-compact', className].filter(Boolean).join(' ')}>
      <div className="hero-media">
        <img src={heroImageFor(imageKey)} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      </div>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  )
}
