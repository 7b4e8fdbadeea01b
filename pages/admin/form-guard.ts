/**
 * Unsaved work in the console's forms, in the browser: which forms have changes, the question
 * before a page with changes is left (a link or the menu, Back and Forward where the browser
 * lets a page ask, closing or reloading the tab), and drafts kept on this device
 * (sessionStorage) so what was typed survives leaving the page or the session ending.
 *
 * A draft is put back when the dealer comes back to the form: it was left unsaved, or it was
 * sent while the session had ended (the sign-in page marks such drafts, see
 * markInterruptedDrafts). A draft that was sent and answered is dropped.
 */
import { FORM_TEXTS } from './form-texts'

/** One field as a draft keeps it. */
export interface DraftField {
  name: string
  value: string
  checked?: boolean
}

export interface Draft {
  fields: DraftField[]
  savedAt: number
  /** When the form was sent with these values (a draft sent and answered is dropped). */
  submittedAt?: number
  /** Sent while signed out: the server never saw it. */
  interrupted?: boolean
}

const PREFIX = 'console-draft:'
/** Drafts older than this are forgotten. */
const DRAFT_MAX_AGE_MS = 12 * 3_600_000
/** A draft sent this recently, then met by the sign-in page, was sent while signed out. */
const INTERRUPTED_WITHIN_MS = 10 * 60_000

interface GuardedForm {
  dirty(): boolean
  /** Left on purpose: forget its draft. */
  discard(): void
}

const guarded = new Set<GuardedForm>()
let installed = false

const anyDirty = () => [...guarded].some((form) => form.dirty())

/** The dealer chose to leave: the changes go, with their drafts, and nothing asks again. */
function leave() {
  for (const form of guarded) if (form.dirty()) form.discard()
  guarded.clear()
}

/** Whether a click on this link leaves the page (rather than opening a new tab, a download or a place on this page). */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  // A link that keeps the drafts on purpose (sign in again, then come back to them) needs no question.
  if (!link || link.target === '_blank' || link.hasAttribute('download') || link.hasAttribute('data-keep-draft')) return false
  const url = new URL(link.href, location.href)
  if (!/^https?:$/.test(url.protocol)) return false
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '')
}

function install() {
  if (installed || typeof window === 'undefined') return
  installed = true
  // Before the client router sees the click (it listens on the document).
  window.addEventListener(
    'click',
    (event) => {
      if (!anyDirty() || !leavesPage(event)) return
      if (window.confirm(FORM_TEXTS.leave)) return leave()
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    true,
  )
  window.addEventListener('beforeunload', (event) => {
    if (!anyDirty()) return
    event.preventDefault()
    // Older browsers need returnValue set to ask.
    event.returnValue = ''
  })
  // Back and Forward within the console, where the browser lets a page ask first (the Navigation API).
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as Event & { navigationType?: string; cancelable: boolean }
    if (navigate.navigationType !== 'traverse' || !navigate.cancelable || !anyDirty()) return
    if (window.confirm(FORM_TEXTS.leave)) leave()
    else navigate.preventDefault()
  })
}

/** Watches a form for unsaved changes until the returned function is called. */
export function guardForm(form: GuardedForm): () => void {
  install()
  guarded.add(form)
  return () => guarded.delete(form)
}

// --- Values --------------------------------------------------------------------

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The fields a person types or picks: never hidden tokens, passwords or files. */
function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((el): el is Control => {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) return false
    if (!el.name || el.disabled) return false
    return !(el instanceof HTMLInputElement && ['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image'].includes(el.type))
  })
}

export function readFields(form: HTMLFormElement): DraftField[] {
  return controls(form).map((el) =>
    el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? { name: el.name, value: el.value, checked: el.checked } : { name: el.name, value: el.value },
  )
}

export function sameFields(a: DraftField[], b: DraftField[]): boolean {
  return a.length === b.length && a.every((field, i) => field.name === b[i]!.name && field.value === b[i]!.value && field.checked === b[i]!.checked)
}

/** Puts a draft's values back into the form's fields (matched by name and order). */
export function applyFields(form: HTMLFormElement, fields: DraftField[]) {
  const byName = new Map<string, DraftField[]>()
  for (const field of fields) byName.set(field.name, [...(byName.get(field.name) ?? []), field])
  const seen = new Map<string, number>()
  for (const el of controls(form)) {
    const index = seen.get(el.name) ?? 0
    seen.set(el.name, index + 1)
    const field = byName.get(el.name)?.[index]
    if (!field) continue
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = Boolean(field.checked)
    else el.value = field.value
  }
}

// --- Drafts ----------------------------------------------------------------------

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** A form's draft key: the page it is on and where it posts. */
export const draftKey = (action: string) => `${PREFIX}${location.pathname}|${action}`

export function readDraft(key: string, now = Date.now()): Draft | undefined {
  try {
    const text = storage()?.getItem(key)
    if (!text) return undefined
    const draft = JSON.parse(text) as Draft
    if (!Array.isArray(draft.fields) || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      storage()?.removeItem(key)
      return undefined
    }
    return draft
  } catch {
    return undefined
  }
}

export function writeDraft(key: string, draft: Draft) {
  try {
    storage()?.setItem(key, JSON.stringify(draft))
  } catch {
    // Full or refused storage: the leave question still protects the work.
  }
}

export function removeDraft(key: string) {
  storage()?.removeItem(key)
}

/**
 * On the sign-in page after a post was refused for want of a session: the drafts sent moments
 * ago never reached the server; they are put back when the dealer returns to their forms.
 */
export function markInterruptedDrafts(now = Date.now()) {
  const store = storage()
  if (!store) return
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (!key?.startsWith(PREFIX)) continue
    const draft = readDraft(key, now)
    if (draft?.submittedAt && now - draft.submittedAt < INTERRUPTED_WITHIN_MS) writeDraft(key, { ...draft, submittedAt: undefined, interrupted: true })
  }
}

/** Whether this page was reached with Back or Forward (not as the answer to what was just sent). */
export function cameFromHistory(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'back_forward'
}

/**
 * Whether this page is the server's answer to a form: every console form's answer is a 303 to
 * a page with a query saying what happened (`?notice=saved`, `?erased=1`), or the form shown
 * again with the server's messages (`formState`). A page opened again without either (after
 * the connection dropped and the dealer came back to it) is not.
 */
export function isAnswerPage(formState: boolean): boolean {
  return (formState || location.search !== '') && !cameFromHistory()
}

/** On a signed-in page that answers a form: every draft sent before was answered (saved, or shown again by the server), so none is kept. */
export function dropAnsweredDrafts(formState: boolean, now = Date.now()) {
  const store = storage()
  // Back to a page from history, or a page opened again: a draft sent earlier may never have had its answer.
  if (!store || !isAnswerPage(formState)) return
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(PREFIX) && readDraft(key, now)?.submittedAt) keys.push(key)
  }
  for (const key of keys) store.removeItem(key)
}

/** Signing out on this device forgets its drafts. */
export function clearDrafts() {
  const store = storage()
  if (!store) return
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(PREFIX)) keys.push(key)
  }
  for (const key of keys) store.removeItem(key)
}
