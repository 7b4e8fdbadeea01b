import type { NextFunction, Request, Response } from 'express'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { pathInLanguage, splitLanguagePath } from '#app/domain/language'

/**
 * A form posted from a page in another language (`POST /es/contact`, `/es/enquiries/service`)
 * reaches the same route as the English form, and its answer stays in that language: a redirect
 * to a page of the site leads to the page in that language (`/es/services/booked?…`), and a form
 * sent back is drawn at its page's path in it (server/http/vike.ts `render`). Without JavaScript
 * a Spanish visitor's form thus never drops them on an English page. Only posts: pages are
 * routed in every language by the page router itself.
 */
export function languagePosts(languages: readonly Language[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next()
    const question = req.url.indexOf('?')
    const pathname = question === -1 ? req.url : req.url.slice(0, question)
    const { language, path } = splitLanguagePath(pathname, languages)
    if (language === DEFAULT_LANGUAGE || path.startsWith('/api/') || path.startsWith('/admin')) return next()
    req.url = `${path}${question === -1 ? '' : req.url.slice(question)}`
    const redirect = res.redirect.bind(res) as (status: number, url: string) => void
    res.redirect = ((first: number | string, second?: number | string) => {
      const [status, url] = typeof first === 'number' ? [first, String(second)] : [typeof second === 'number' ? second : 302, first]
      redirect(status, url.startsWith('/') && !url.startsWith('//') ? pathInLanguage(url, language) : url)
    }) as Response['redirect']
    next()
  }
}
