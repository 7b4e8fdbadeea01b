import { useEffect, useState } from 'react'
import { CAMPAIGN_TAGS, VISIT_FIELDS, visitFieldsFor, type VisitField } from '../domain/leads/visit'
import { FIRST_TOUCH_KEY, recordFirstTouch } from '../renderer/first-touch'
import { useLocalPath, usePageContext } from '../renderer/usePageContext'

export type VisitValues = Record<VisitField, string>

/**
 * What renderer/first-touch.ts recorded on the visit's first page. A form on that first page
 * can ask before the renderer has recorded it (the renderer does it after hydration): it is
 * recorded here then, from the same page.
 */
function readFirstTouch(): { referrer?: string; campaign: Record<string, string> } | undefined {
  recordFirstTouch()
  try {
    const touch = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? 'null') as { referrer?: unknown; campaign?: unknown } | null
    if (!touch || typeof touch !== 'object') return undefined
    const campaign = touch.campaign && typeof touch.campaign === 'object' ? (touch.campaign as Record<string, string>) : {}
    return { referrer: typeof touch.referrer === 'string' ? touch.referrer : undefined, campaign }
  } catch {
    return undefined
  }
}

/**
 * The visit a form's lead came from: the server renders this page's path and its URL's
 * utm_* (so it works without JavaScript); once hydrated, the visit's first touch (its
 * external referrer and the landing URL's utm_*) replaces them where it has any.
 * `carried`: values a re-rendered form post brought back (the page it was first sent from).
 */
export function useVisit(carried?: Record<string, string>): VisitValues {
  const { urlPathname, urlParsed } = usePageContext()
  // The page as the visitor sent it from, in its language (the path routing saw has no prefix):
  // the lead's language is read from it.
  const sourcePage = useLocalPath()(urlPathname)
  const [visit, setVisit] = useState<VisitValues>(() => {
    const values = visitFieldsFor(sourcePage, urlParsed?.search)
    if (carried) for (const field of VISIT_FIELDS) if (carried[field]) values[field] = carried[field]
    return values
  })
  useEffect(() => {
    const touch = readFirstTouch()
    if (!touch) return
    setVisit((current) => {
      const next = { ...current }
      if (touch.referrer && !next.referrer) next.referrer = touch.referrer
      if (CAMPAIGN_TAGS.some((tag) => typeof touch.campaign[tag] === 'string')) for (const tag of CAMPAIGN_TAGS) next[tag] = typeof touch.campaign[tag] === 'string' ? touch.campaign[tag] : ''
      return next
    })
  }, [])
  return visit
}

/** The visit as hidden fields, for the no-JavaScript post. */
export function VisitFields({ visit }: { visit: VisitValues }) {
  return (
    <>
      {VISIT_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={visit[field]} />
      ))}
    </>
  )
}
