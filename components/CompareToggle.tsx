import { startTransition, useEffect, useState, type FormEvent } from 'react'
import { fill } from '../domain/language'
import { COMPARE_LIMIT, comparePath } from '../domain/vehicles/compare'
import { useCommonWords, useLocalPath } from '../renderer/usePageContext'
import { useToast } from './Toaster'
import './CompareToggle.css'

/** The carts picked for comparison, kept in this browser only (no cookie travels with it). */
const STORAGE_KEY = 'compare-carts'
const listeners = new Set<(urgent: boolean) => void>()
/** The saved selection as stored; null until this page has read it (the server's HTML knows none). */
let savedText: string | null = null

function readSaved(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? ''
  } catch {
    return ''
  }
}

function publish(text: string, urgent: boolean) {
  savedText = text
  for (const listener of listeners) listener(urgent)
}

function onStorage(event: StorageEvent) {
  // Another tab's change.
  if (event.key === STORAGE_KEY || event.key === null) publish(readSaved(), true)
}

/**
 * The saved selection; null while the page is still the server's HTML (nothing read yet).
 * Only this module writes it, already checked; /compare checks what arrives once more.
 * The first read after hydration is a transition: on a page of forty cards every toggle
 * changes (aria-pressed appears), and as a transition that re-render yields to the browser
 * instead of holding the main thread in one task.
 */
export function useCompareSelection(): string[] | null {
  const [text, setText] = useState(savedText)
  useEffect(() => {
    const listener = (urgent: boolean) => {
      const next = savedText
      if (urgent) setText(next)
      else startTransition(() => setText(next))
    }
    listeners.add(listener)
    if (listeners.size === 1) {
      // The first one on this page (again): what another tab saved meanwhile went unheard.
      addEventListener('storage', onStorage)
      publish(readSaved(), false)
    } else listener(false)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) removeEventListener('storage', onStorage)
    }
  }, [])
  return text === null ? null : text.split(',').filter(Boolean).slice(0, COMPARE_LIMIT)
}

export function saveCompareSelection(ids: readonly string[]) {
  const text = ids.join(',')
  try {
    localStorage.setItem(STORAGE_KEY, text)
  } catch {
    // Storage off: the selection lasts as long as the page.
  }
  publish(text, true)
}

/**
 * Adds a cart to the comparison or takes it out. Without JavaScript it is a GET form that
 * opens /compare with this cart. `showLink`: offer the comparison whenever it holds any
 * cart (a cart card offers it only when that cart is in it).
 */
export function CompareToggle({ id, name, showLink = false }: { id: string; name: string; showLink?: boolean }) {
  const selection = useCompareSelection()
  const toast = useToast()
  const words = useCommonWords().compare
  const localPath = useLocalPath()
  const chosen = selection?.includes(id) ?? false
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!selection) return
    if (chosen) return saveCompareSelection(selection.filter((other) => other !== id))
    if (selection.length >= COMPARE_LIMIT) {
      return toast({ title: words.full, description: fill(words.fullHint, { name }) })
    }
    saveCompareSelection([...selection, id])
  }
  return (
    <form className="compare-toggle" method="get" action={localPath('/compare')} onSubmit={onSubmit}>
      <input type="hidden" name="ids" value={id} />
      <button type="submit" className="compare-button" aria-pressed={selection ? chosen : undefined}>
        {words.button}
        <span className="visually-hidden">{` ${name}`}</span>
      </button>
      {selection && selection.length > 0 && (chosen || showLink) && (
        <a className="compare-link" href={localPath(comparePath(selection))}>
          {fill(words.link, { count: selection.length })}
        </a>
      )}
    </form>
  )
}
