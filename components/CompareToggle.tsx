import { useSyncExternalStore, type FormEvent } from 'react'
import { COMPARE_LIMIT, COMPARE_LIMIT_WORD, comparePath } from '../domain/vehicles/compare'
import { useToast } from './Toaster'
import './CompareToggle.css'

/** The carts picked for comparison, kept in this browser only (no cookie travels with it). */
const STORAGE_KEY = 'compare-carts'
const listeners = new Set<() => void>()

function savedText(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? ''
  } catch {
    return ''
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's change.
  addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', listener)
  }
}

/**
 * The saved selection; null while the page is still the server's HTML (nothing read yet).
 * Only this module writes it, already checked; /compare checks what arrives once more.
 */
export function useCompareSelection(): string[] | null {
  const text = useSyncExternalStore(subscribe, savedText, () => null)
  return text === null ? null : text.split(',').filter(Boolean).slice(0, COMPARE_LIMIT)
}

export function saveCompareSelection(ids: readonly string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, ids.join(','))
  } catch {
    // Storage off: the selection lasts as long as the page.
  }
  for (const listener of listeners) listener()
}

/**
 * Adds a cart to the comparison or takes it out. Without JavaScript it is a GET form that
 * opens /compare with this cart. `showLink`: offer the comparison whenever it holds any
 * cart (a cart card offers it only when that cart is in it).
 */
export function CompareToggle({ id, name, showLink = false }: { id: string; name: string; showLink?: boolean }) {
  const selection = useCompareSelection()
  const toast = useToast()
  const chosen = selection?.includes(id) ?? false
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!selection) return
    if (chosen) return saveCompareSelection(selection.filter((other) => other !== id))
    if (selection.length >= COMPARE_LIMIT) {
      return toast({ title: `You can compare up to ${COMPARE_LIMIT_WORD} carts`, description: `Remove one from the comparison to add the ${name}.` })
    }
    saveCompareSelection([...selection, id])
  }
  return (
    <form className="compare-toggle" method="get" action="/compare" onSubmit={onSubmit}>
      <input type="hidden" name="ids" value={id} />
      <button type="submit" className="compare-button" aria-pressed={selection ? chosen : undefined}>
        Compare<span className="visually-hidden">{` ${name}`}</span>
      </button>
      {selection && selection.length > 0 && (chosen || showLink) && (
        <a className="compare-link" href={comparePath(selection)}>{`Compare (${selection.length})`}</a>
      )}
    </form>
  )
}
