/**
 * What a gallery (components/Gallery.tsx) can do with JavaScript: a counter that screen
 * readers hear, previous/next buttons, arrow keys, thumbnails that scroll the photos in
 * place, and a full-screen view in a modal <dialog> (focus kept inside, Escape closes it,
 * focus back on its button). Plain DOM code loaded with import() after hydration, so the
 * page's own bundle carries none of it. Every move is a scroll of the snapping list, so a
 * swipe, a key and a button all end the same way; the counter follows the scroll.
 */
import { fill } from '../domain/language'
import type { CommonWords } from './words'

/** The controls' words, in the page's language (components/words.ts, with the page's context). */
type GalleryWords = CommonWords['gallery']

interface Carousel {
  go(index: number, instant?: boolean): void
  current(): number
  stop(): void
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

function carousel(root: HTMLElement, words: GalleryWords, onOpen: (index: number, opener: HTMLElement) => void): Carousel {
  const track = root.querySelector<HTMLElement>('.gallery-track')!
  const counter = root.querySelector<HTMLElement>('.gallery-counter')!
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('.gallery-thumbs a')]
  const count = track.children.length
  let shown = -1
  // Where the photos are, or are heading: a second key press during a smooth scroll goes one further.
  let target = 0
  let settle: ReturnType<typeof setTimeout> | undefined

  const atScroll = () => Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / (track.clientWidth || 1))))
  const show = (index: number) => {
    if (index === shown) return
    shown = index
    counter.textContent = fill(words.counter, { n: index + 1, count })
    thumbs.forEach((thumb, i) => (i === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current')))
  }
  const go = (index: number, instant = false) => {
    target = (index + count) % count
    track.scrollTo({ left: target * track.clientWidth, behavior: instant || reducedMotion() ? 'instant' : 'smooth' })
  }
  const onScroll = () => {
    clearTimeout(settle)
    settle = setTimeout(() => show((target = atScroll())), 60)
  }
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    go(target + step)
  }
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest<HTMLElement>('a, button')
    if (!control) return
    const thumb = thumbs.indexOf(control as HTMLAnchorElement)
    if (thumb >= 0) {
      event.preventDefault()
      go(thumb)
    } else if (control.classList.contains('gallery-prev')) go(target - 1)
    else if (control.classList.contains('gallery-next')) go(target + 1)
    else if (control.classList.contains('gallery-open')) onOpen(target, control)
  }
  track.addEventListener('scroll', onScroll, { passive: true })
  root.addEventListener('keydown', onKey)
  root.addEventListener('click', onClick)
  show((target = atScroll()))
  return {
    go,
    current: () => target,
    stop() {
      clearTimeout(settle)
      track.removeEventListener('scroll', onScroll)
      root.removeEventListener('keydown', onKey)
      root.removeEventListener('click', onClick)
    },
  }
}

/** The full-screen view: a copy of the photo list at the screen's size, in a modal dialog. */
function openViewer(gallery: HTMLElement, words: GalleryWords, index: number, opener: HTMLElement, onClose: (index: number) => void): HTMLDialogElement {
  const dialog = document.createElement('dialog')
  dialog.className = 'gallery-viewer'
  dialog.setAttribute('aria-label', gallery.getAttribute('aria-label') ?? words.photos)
  const inner = document.createElement('div')
  inner.className = 'gallery'
  inner.dataset.enhanced = ''
  const bar = document.createElement('div')
  bar.className = 'gallery-viewer-bar'
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'button gallery-close'
  close.textContent = words.close
  const counter = document.createElement('p')
  counter.className = 'gallery-counter'
  counter.setAttribute('role', 'status')
  bar.append(counter, close)
  const frame = gallery.querySelector('.gallery-frame')!.cloneNode(true) as HTMLElement
  for (const extra of frame.querySelectorAll('.gallery-counter, .gallery-open, .badge')) extra.remove()
  for (const slide of frame.querySelectorAll('[id]')) slide.removeAttribute('id')
  for (const sized of frame.querySelectorAll('img, source')) sized.setAttribute('sizes', '100vw')
  for (const img of frame.querySelectorAll('img')) {
    img.loading = 'lazy'
    img.removeAttribute('fetchpriority')
  }
  inner.append(bar, frame)
  dialog.append(inner)
  document.body.append(dialog)
  const photos = carousel(inner, words, () => {})
  close.addEventListener('click', () => dialog.close())
  // A modal dialog lets Tab leave for the browser's own controls; this one goes round inside it.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const stops = [...dialog.querySelectorAll<HTMLElement>('button, [tabindex="0"]')]
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1]
    if (document.activeElement !== edge && dialog.contains(document.activeElement)) return
    event.preventDefault()
    ;(event.shiftKey ? stops[stops.length - 1] : stops[0]).focus()
  })
  dialog.addEventListener('close', () => {
    const at = photos.current()
    photos.stop()
    dialog.remove()
    onClose(at)
    opener.focus()
  })
  dialog.showModal()
  photos.go(index, true)
  return dialog
}

/** Turns on a server-rendered gallery's controls; returns what turns them off. */
export function enhanceGallery(root: HTMLElement, words: GalleryWords): () => void {
  let viewer: HTMLDialogElement | undefined
  const photos = carousel(root, words, (index, opener) => {
    viewer = openViewer(root, words, index, opener, (at) => photos.go(at, true))
  })
  root.dataset.enhanced = ''
  return () => {
    photos.stop()
    viewer?.remove()
    delete root.dataset.enhanced
  }
}
