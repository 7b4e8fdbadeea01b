/** Small pieces every console form uses: CSRF field, labelled fields with their errors, error summary, notices. */
import { useEffect, useRef, type ReactNode } from 'react'
import { usePageContext } from '#app/renderer/usePageContext'

/**
 * The session's CSRF token and this page's submission token, sent with every console form: the
 * same form sent twice (a double tap, a retry) is then done once and answered as the first time.
 */
export function CsrfField() {
  const context = usePageContext().console
  if (!context?.csrfToken) return null
  return (
    <>
      <input type="hidden" name="_csrf" value={context.csrfToken} />
      {context.submissionToken && <input type="hidden" name="_submission" value={context.submissionToken} />}
    </>
  )
}

/** The form the server sent back (values and errors), if this render answers a post. */
export function useConsoleForm() {
  const form = usePageContext().console?.form
  return { values: form?.values ?? {}, errors: form?.errors ?? {}, formError: form?.formError }
}

export function Notice({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <p className="console-notice" role="status">
      {children}
    </p>
  )
}

/**
 * Lists every error at the top of the form, each a link to its field, in the form's order
 * (the order of `labels`; `targets`, when given, names each field's element instead of
 * `field-<name>`, and a field it leaves out is listed unlinked), and takes the focus so a
 * keyboard or screen-reader user starts there.
 */
export function ErrorSummary({ errors, message, labels, targets }: { errors: Record<string, string>; message?: string; labels?: Record<string, string>; targets?: Record<string, string> }) {
  const order = labels ? Object.keys(labels) : []
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length)
  const entries = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b))
  const summary = useRef<HTMLDivElement>(null)
  const shown = Boolean(message || entries.length > 0)
  useEffect(() => {
    if (shown) summary.current?.focus()
  }, [shown])
  if (!shown) return null
  return (
    <div className="console-error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={summary}>
      <h2 id="error-summary-title">{message ?? 'There is a problem'}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map(([field, text]) => (
            <li key={field}>
              {labels?.[field] ? <ErrorLink target={targets ? targets[field] : `field-${field}`} text={`${labels[field]}: ${text}`} /> : `${field}: ${text}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A summary's line: a link to its field when the page shows one. */
function ErrorLink({ target, text }: { target?: string; text: string }) {
  return target ? <a href={`#${target}`}>{text}</a> : <>{text}</>
}

interface FieldProps {
  name: string
  label: string
  error?: string
  hint?: string
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** A label, its control, a hint and the field's error, tied together for assistive technology. */
export function Field({ name, label, error, hint, children }: FieldProps) {
  const id = `field-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={error ? 'console-field has-error' : 'console-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="console-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children({ id, name, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
    </div>
  )
}

/** A console page's head: its own title, never indexed. */
export function consoleHead(title: string) {
  return { title: `${title} · Console`, description: 'The dealer’s console for inventory and photos.', noindex: true }
}
