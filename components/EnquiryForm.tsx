import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import type { EnquiryKind } from '../domain/leads/enquiry-kinds'
import type { EnquiryField } from '../domain/leads/enquiry-fields'
import type { EnquiryFormState } from '../renderer/types'
import { onDemand } from './on-demand'
import type { EnquiryFormWords } from './form-words-en'
import { ENQUIRY_SHELL_EN } from './enquiry-shell-words-en'
import './EnquiryForm.css'

export interface VehicleChoice {
  id: string
  name: string
}

export interface EnquiryFormProps {
  kind: EnquiryKind
  /** The vehicle the enquiry is about (a test drive's cart, the cart a trade-in goes toward): sent as a hidden field, its name shown. */
  vehicle?: VehicleChoice
  /** Without a vehicle, a test drive asks which cart from these. */
  vehicles?: readonly VehicleChoice[]
  /** Answers to start with (a rental page's town). */
  defaults?: Partial<Record<EnquiryField, string>>
  /** A no-JavaScript post's input and messages, when it needs another try. */
  initial?: EnquiryFormState
  /** The page the visitor came from to this form's own page (its link's `?from=`), instead of this page's path. */
  sourcePage?: string
  /** The form's words in the page's language (the page's +words.ts, from components/form-words.ts); English when absent. */
  words?: EnquiryFormWords
}

/**
 * In the browser the fields (their choices, messages and behaviour) are a chunk of their own,
 * fetched once the visitor shows interest: a disclosure opened, pointed at or focused, or a
 * page that shows its form openly (components/on-demand.tsx).
 */
const fields = onDemand<EnquiryFormProps>(() => import('./EnquiryFormFields').then((module) => module.EnquiryFormFields))
const LazyFields = fields.Lazy
const want = fields.want

/** The server renders the fields at once: renderer/+onCreateGlobalContext.server.ts hands them over. */
export const provideEnquiryFormFields = fields.provide

/** An enquiry form (test drive, rental, trade-in); see ./EnquiryFormFields.tsx. `deferred`: wait for the visitor's interest (inside a closed disclosure). */
export function EnquiryForm({ deferred, ...props }: EnquiryFormProps & { deferred?: boolean }) {
  useEffect(() => {
    if (!deferred) want()
  }, [deferred])
  return (
    <Suspense fallback={<p className="muted">{(props.words ?? ENQUIRY_SHELL_EN).loading}</p>}>
      <LazyFields {...props} />
    </Suspense>
  )
}

/**
 * An enquiry form behind a disclosure ("Or request a test drive online"), so the page keeps
 * the spec's buttons first and stays light; open from the start when it holds a no-JavaScript
 * post's messages.
 */
export function EnquiryDisclosure(props: EnquiryFormProps & { intro?: ReactNode }) {
  const { intro, ...form } = props
  const details = useRef<HTMLDetailsElement>(null)
  // Opened before the page was interactive: fetch the fields now.
  useEffect(() => {
    if (details.current?.open) want()
  }, [])
  return (
    <details ref={details} className="enquiry" open={props.initial ? true : undefined} onToggle={(e) => e.currentTarget.open && want()}>
      <summary className="enquiry-summary" onPointerEnter={want} onFocus={want}>
        {(props.words ?? ENQUIRY_SHELL_EN).disclosures[props.kind]}
      </summary>
      <div className="enquiry-body">
        {intro && <p className="muted">{intro}</p>}
        <EnquiryForm {...form} deferred={!props.initial} />
      </div>
    </details>
  )
}
