import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { iconSprite } from '../components/icon-sprite'
import { staticShell } from './staticShell'
import { Layout as PublicLayout } from './Layout'
import { PageContextProvider } from './usePageContext'
import { pageFrame } from './frame'
import { serializeJsonLd } from './head'
import { business } from '../content/business'

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!)
import { LOCALES } from '../content/languages'

export function onRenderHtml(pageContext: PageContextServer) {
  // The frame resolved before the render (renderer/+onBeforeRender.ts), or here where that hook
  // did not run; set on the page context, so the browser gets it too.
  if (!pageContext.head) Object.assign(pageContext, pageFrame(pageContext))
  const head = pageContext.head!
  const { Page } = pageContext
  const Layout = pageContext.config.Layout ?? PublicLayout
  const pageHtml = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <Layout>
        <Page />
      </Layout>
    </PageContextProvider>,
  )
  const jsonLd = head.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`).join('')
  const alternates = dangerouslySkipEscape(head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`).join('\n'))
  const keywords = head.keywords ? escapeInject`<meta name="keywords" content="${head.keywords}">` : ''

  return escapeInject`<!DOCTYPE html>
<html lang="${LOCALES[pageContext.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
${keywords}
<meta name="robots" content="${head.robots}">
<link rel="canonical" href="${head.canonical}">
${alternates}
<meta property="og:site_name" content="${business.name}">
<meta property="og:locale" content="${LOCALES[pageContext.language].replace('-', '_')}">
<meta property="og:type" content="${head.ogType}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:url" content="${head.canonical}">
<meta property="og:image" content="${head.image.url}">
<meta property="og:image:width" content="${String(head.image.width)}">
<meta property="og:image:height" content="${String(head.image.height)}">
<meta property="og:image:alt" content="${head.image.alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${head.title}">
<meta name="twitter:description" content="${head.description}">
<meta name="twitter:image" content="${head.image.url}">
<meta name="theme-color" content="#14532d">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/images/apple-touch-icon.png">
${dangerouslySkipEscape(jsonLd)}
</head>
<body>
${dangerouslySkipEscape(iconSprite())}
<div id="root">${dangerouslySkipEscape(pageHtml)}</div>
${dangerouslySkipEscape(pageContext.config.console ? '' : staticShell(pageContext.site, pageContext.facts, pageContext.language))}
</body>
</html>`
}
