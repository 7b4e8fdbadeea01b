import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { business, telHref } from '../content/business'
import type { HeaderText } from '../content/chrome'
import { ABOUT_NAV, MAIN_NAV, isActivePath, type FrameLink } from '../content/navigation'
import { fill, pathInLanguage } from '../domain/language'
import { pagePath, useFacts, useLocalPath, usePageContext } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './Header.css'

type HeaderLink = FrameLink<keyof HeaderText['links']>

/** The header's words in the page's language (renderer/frame.ts): only that language's come to the browser. */
function useHeaderText(): HeaderText {
  return usePageContext().chrome!
}

function NavItem({ link, pathname, className, onChoose }: { link: HeaderLink; pathname: string; className: string; onChoose?: () => void }) {
  const label = useHeaderText().links[link.key]
  const localPath = useLocalPath()
  const active = isActivePath(link.href, pathname)
  return (
    <a
      href={localPath(link.href)}
      className={active ? `${className} is-active` : className}
      // The page itself, or the section it belongs to (Rentals on /rentals/allentown); Home only on /.
      aria-current={pathname === link.href ? 'page' : active ? 'true' : undefined}
      onClick={onChoose}
    >
      {label}
    </a>
  )
}

function AboutDropdown({ pathname }: { pathname: string }) {
  const text = useHeaderText()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const active = ABOUT_NAV.some((link) => isActivePath(link.href, pathname))

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  useEffect(() => setOpen(false), [pathname])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      button.current?.focus()
    }
  }

  return (
    <div
      className="nav-dropdown"
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={active ? 'nav-link is-active' : 'nav-link'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {text.about} <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {ABOUT_NAV.map((link) => (
          <li key={link.href}>
            <NavItem link={link} pathname={pathname} className="nav-dropdown-link" onChoose={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The same page in the other language, with the query it was rendered for, when it is served in
 * it; written in that language. A whole page load (data-vike="false"): the footer and the
 * document's language are the first page's.
 */
function LanguageSwitch() {
  const pageContext = usePageContext()
  const { pageLanguages, pageQuery, language } = pageContext
  const text = useHeaderText()
  const other = pageLanguages?.find((candidate) => candidate !== language)
  if (!other) return null
  return (
    <a
      href={pathInLanguage(`${pagePath(pageContext)}${pageQuery ?? ''}`, other)}
      className="nav-link language-switch"
      hrefLang={other}
      lang={other}
      aria-label={text.otherLanguageLabel}
      data-vike="false"
    >
      <Icon name="globe" size={18} /> {text.otherLanguage}
    </a>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

function MobilePanel({ pathname, onClose, returnFocus }: { pathname: string; onClose: () => void; returnFocus: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  const phone = useFacts().phones.main
  const text = useHeaderText()

  useEffect(() => {
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => {
      document.body.style.overflow = previousOverflow
      returnFocus()
    }
  }, [returnFocus])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="mobile-nav" onKeyDown={onKeyDown}>
      <div className="mobile-nav-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="mobile-nav-panel" role="dialog" aria-modal="true" aria-label={text.siteMenu} id="mobile-menu">
        <div className="mobile-nav-head">
          <span className="mobile-nav-title">{text.menu}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={text.closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={text.mobileNav}>
          <ul className="mobile-nav-list">
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <NavItem link={link} pathname={pathname} className="mobile-nav-link" onChoose={onClose} />
              </li>
            ))}
          </ul>
          <p className="mobile-nav-group" id="mobile-about-heading">
            {text.about}
          </p>
          <ul className="mobile-nav-list" aria-labelledby="mobile-about-heading">
            {ABOUT_NAV.map((link) => (
              <li key={link.href}>
                <NavItem link={link} pathname={pathname} className="mobile-nav-link" onChoose={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        <a href={telHref(phone)} className="button button-primary button-block" onClick={onClose}>
          <Icon name="phone" /> {fill(text.callPhone, { phone: phone.display })}
        </a>
      </div>
    </div>
  )
}

/**
 * The logo (public/images/logo.svg, which the structured data names) drawn in the page itself:
 * as an image it would be a document of its own for the browser to load, lay out with its own
 * fonts and paint on every page's start-up.
 */
function Logo() {
  const alt = fill(useHeaderText().logoAlt, { name: business.name, county: business.county })
  const font = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif'
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 200 48" width={200} height={48}>
      <rect x="0" y="4" width="40" height="40" rx="9" fill="#14532d" />
      <path d="M8 29h24l-2-8H11z" fill="#facc15" />
      <path d="M11 21l3-8h13l3 8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
      <circle cx="14" cy="32" r="4" fill="#fff" />
      <circle cx="28" cy="32" r="4" fill="#fff" />
      <text x="48" y="22" fontFamily={font} fontSize="15" fontWeight="800" fill="#14532d">
        LEHIGH COUNTY
      </text>
      <text x="48" y="40" fontFamily={font} fontSize="14" fontWeight="600" fill="#374151" letterSpacing="1.2">
        GOLF CARTS
      </text>
    </svg>
  )
}

export function Header() {
  const pathname = pagePath(usePageContext())
  const phone = useFacts().phones.main
  const text = useHeaderText()
  const localPath = useLocalPath()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => setMenuOpen(false), [pathname])
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const focusMenuButton = useCallback(() => menuButton.current?.focus(), [])

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {text.skipLink}
      </a>
      <div className="container header-bar">
        <a href={localPath('/')} className="logo">
          <Logo />
        </a>
        <nav className="desktop-nav" aria-label={text.mainNav}>
          {MAIN_NAV.map((link) => (
            <NavItem key={link.href} link={link} pathname={pathname} className="nav-link" />
          ))}
          <AboutDropdown pathname={pathname} />
        </nav>
        <LanguageSwitch />
        <a href={telHref(phone)} className="button button-primary header-call">
          <Icon name="phone" size={18} />
          <span>
            {text.callNow} <span className="header-call-number">{phone.display}</span>
          </span>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="icon-button menu-button"
          aria-label={text.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
      {menuOpen && <MobilePanel pathname={pathname} onClose={closeMenu} returnFocus={focusMenuButton} />}
    </header>
  )
}
