import { useEffect, useState, type ReactNode } from 'react'
import './team.css'

interface OneTimeSecretProps {
  /** The id of the element holding the secret (its label points at it). */
  id: string
  title: string
  label: string
  /** The Copy button's text, e.g. "Copy the link". */
  copyLabel: string
  value: string
  /** What it is for, that it is shown once, how long it lasts. */
  children: ReactNode
}

/**
 * A secret shown once, in the answer to the post that made it: a labelled <output> whose
 * text can be selected (one tap selects it all) and copied; with JavaScript, a Copy button too.
 */
export function OneTimeSecret({ id, title, label, copyLabel, value, children }: OneTimeSecretProps) {
  return (
    <section className="team-secret" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-hint`}>{children}</div>
      <label htmlFor={id}>{label}</label>
      <output id={id} className="team-secret-value" aria-describedby={`${id}-hint`}>
        <code>{value}</code>
      </output>
      <CopyButton value={value} label={copyLabel} />
    </section>
  )
}

/** Shown only once hydrated and the browser offers the clipboard; without it, select the text and copy. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [available, setAvailable] = useState(false)
  const [status, setStatus] = useState('')
  useEffect(() => setAvailable(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), [])
  if (!available) return null
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setStatus('Copied.'),
      () => setStatus('Could not copy: select the text above and copy it.'),
    )
  }
  return (
    <p className="team-copy">
      <button type="button" className="button-quiet" onClick={copy}>
        {label}
      </button>
      <span role="status">{status}</span>
    </p>
  )
}

/** A set-up link, shown this once. */
export function SetupLink({ email, link }: { email: string; link: string }) {
  return (
    <OneTimeSecret id="setup-link" title="Their set-up link" label="Set-up link" copyLabel="Copy the link" value={link}>
      <p>
        Copy it now and give it to {email} yourself (a message, a chat, in person): this page is the only time it is shown. It works once and
        expires in 24 hours. If it is lost or runs out, make a new one from Team.
      </p>
    </OneTimeSecret>
  )
}
