import { renderToStaticMarkup } from 'react-dom/server'
import { FloatingCallButton } from '../components/CallButton'
import { Footer } from '../components/Footer'
import type { SiteFacts } from '../domain/settings/facts'
import type { Language } from '../content/languages'
import type { PageContext } from 'vike/types'
import { COMMON_WORDS } from '../components/words'
import type { SiteInfo } from './types'
import { PageContextProvider } from './usePageContext'

/** Per facts object (the settings repository hands out one until the settings or the clock's answer change), per deployment and language. */
const cache = new WeakMap<SiteFacts, Map<string, string>>()

/**
 * The footer and the floating call button are the same on every page and have nothing
 * to hydrate, so they are rendered once per state of the dealer's facts, outside the React
 * root, and never shipped as JavaScript. Client-side navigations keep them in place
 * (renderer/+onRenderClient.tsx brings the footer's open-now line up to date).
 */
export function staticShell(site: SiteInfo, facts: SiteFacts, language: Language): string {
  const key = `${site.origin}\n${site.financingUrl}\n${language}`
  let byFacts = cache.get(facts)
  if (!byFacts) cache.set(facts, (byFacts = new Map()))
  let html = byFacts.get(key)
  if (html === undefined) {
    // The shared components' words in the page's language, as the page's own context has them.
    const common = COMMON_WORDS[language]
    const context = { site, facts, language, common } as unknown as PageContext
    html = renderToStaticMarkup(
      <PageContextProvider pageContext={context}>
        <Footer site={site} facts={facts} language={language} />
        <FloatingCallButton phone={facts.phones.main} label={common.call.floating} />
      </PageContextProvider>,
    )
    byFacts.set(key, html)
  }
  return html
}
