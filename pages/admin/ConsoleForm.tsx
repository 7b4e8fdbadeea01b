/**
 * A console form that posts like any HTML form (it works the same without JavaScript) and,
 * once the page runs its script, never loses or doubles the dealer's work:
 *
 * - a second tap while it is being sent does nothing (the form is busy; the server would
 *   also answer a repeat with the first answer: CsrfField's submission token);
 * - leaving the page with unsaved changes asks first (form-guard.ts);
 * - what is typed is kept on this device as a draft, put back when the dealer returns after
 *   leaving the page or after the session ended mid-form, saying so, with a way to discard it.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react'
import { applyFields, draftKey, isAnswerPage, guardForm, readDraft, readFields, removeDraft, sameFields, writeDraft, type DraftField } from './form-guard'
import { FORM_TEXTS } from './form-texts'
import { CsrfField } from './ui'
import { usePageContext } from '#app/renderer/usePageContext'
import './ConsoleForm.css'

type Restored = 'restored' | 'interrupted' | 'unanswered' | 'discarded'

/** How long a sent form stays busy when no answer replaces the page (the network may have failed). */
const BUSY_MS = 20_000

/** While a form is on its way: which of its buttons sent it (`name=value`); undefined otherwise. */
const BusyContext = createContext<string | undefined>(undefined)
const buttonKey = (name?: string | null, value?: string | null) => `${name ?? ''}=${value ?? ''}`

interface ConsoleFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'children'> {
  action: string
  /** Keep what is typed as a draft on this device (not for forms whose fields should not linger). */
  draft?: boolean
  /** Ask before the page is left with unsaved changes. */
  guard?: boolean
  children: ReactNode
}

export function ConsoleForm({ action, draft = true, guard = true, className, onSubmit, onInput, children, ...rest }: ConsoleFormProps) {
  const ref = useRef<HTMLFormElement>(null)
  /** The page shows the form again with the server's messages: the answer to what was sent. */
  const formState = usePageContext().console?.form !== undefined
  const [busy, setBusy] = useState<string | undefined>()
  const [restored, setRestored] = useState<Restored | undefined>()
  const sending = useRef(false)
  const initial = useRef<DraftField[]>([])
  const key = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const form = ref.current
    if (!form) return
    key.current = draftKey(action)
    initial.current = readFields(form)
    if (draft) {
      const stored = readDraft(key.current)
      // Sent and answered (this page is the answer: saved, or shown again with the server's own
      // copy): nothing to put back. Sent, then back here from history or opened again: the answer
      // may never have come.
      const answered = stored?.submittedAt !== undefined && !stored.interrupted && isAnswerPage(formState)
      if (stored && !answered && !sameFields(stored.fields, initial.current)) {
        applyFields(form, stored.fields)
        setRestored(stored.interrupted ? 'interrupted' : stored.submittedAt ? 'unanswered' : 'restored')
      } else if (stored) removeDraft(key.current)
    }
    const unguard = guard
      ? guardForm({
          dirty: () => !sending.current && !sameFields(readFields(form), initial.current),
          discard: () => removeDraft(key.current),
        })
      : undefined
    // Back to a page kept by the browser after it was sent: usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      sending.current = false
      setBusy(undefined)
    }
    window.addEventListener('pageshow', onShow)
    return () => {
      unguard?.()
      window.removeEventListener('pageshow', onShow)
      clearTimeout(timer.current)
    }
  }, [action, draft, guard, formState])

  const keepDraft = useCallback(
    (submittedAt?: number) => {
      const form = ref.current
      if (!draft || !form) return
      const fields = readFields(form)
      if (sameFields(fields, initial.current)) removeDraft(key.current)
      else writeDraft(key.current, { fields, savedAt: Date.now(), ...(submittedAt ? { submittedAt } : {}) })
    },
    [draft],
  )

  function submit(event: Parameters<NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>>[0]) {
    if (sending.current) {
      // A second tap while the first is on its way.
      event.preventDefault()
      return
    }
    onSubmit?.(event)
    if (event.defaultPrevented) return
    sending.current = true
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    setBusy(buttonKey(submitter?.getAttribute('name'), submitter?.getAttribute('value')))
    keepDraft(Date.now())
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      sending.current = false
      setBusy(undefined)
    }, BUSY_MS)
  }

  function discard() {
    const form = ref.current
    if (!form) return
    applyFields(form, initial.current)
    removeDraft(key.current)
    setRestored('discarded')
  }

  return (
    <form
      {...rest}
      ref={ref}
      method="post"
      action={action}
      className={className}
      aria-busy={busy !== undefined || undefined}
      onSubmit={submit}
      onInput={(event) => {
        onInput?.(event)
        keepDraft()
      }}
      onChange={() => keepDraft()}
    >
      <CsrfField />
      {restored && (
        <p className={restored === 'interrupted' || restored === 'unanswered' ? 'console-draft is-interrupted' : 'console-draft'} role="status">
          {FORM_TEXTS[restored]}{' '}
          {restored !== 'discarded' && (
            <button type="button" className="button-quiet" onClick={discard}>
              {FORM_TEXTS.discard}
            </button>
          )}
        </p>
      )}
      <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
    </form>
  )
}

/** A form's submit button: says it is saving, and takes no second tap, while the form is on its way. */
export function SubmitButton({ children, className, name, value }: { children: ReactNode; className?: string; name?: string; value?: string }) {
  const busy = useContext(BusyContext)
  return (
    <button type="submit" className={className} name={name} value={value} aria-disabled={busy !== undefined || undefined}>
      {children}
      {busy === buttonKey(name, value) && <span className="console-busy"> {FORM_TEXTS.saving}</span>}
    </button>
  )
}
