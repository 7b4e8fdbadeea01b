import type { PageContext } from 'vike/types'
import type { HeadSpec } from '../../renderer/head'

export function head(pageContext: PageContext): HeadSpec {
  const notFound = pageContext.is404 || pageContext.abortReason?.notFound
  if (pageContext.abortReason?.notFound === 'vehicle') {
    return { title: 'Vehicle Not Found', description: "The vehicle you're looking for doesn't exist or has been removed.", noindex: true }
  }
  if (pageContext.abortReason?.notFound === 'municipality') {
    return { title: 'Municipality not found', description: 'That municipality page does not exist.', noindex: true }
  }
  return notFound
    ? { title: '404 Page Not Found', description: 'The page you were looking for could not be found.', noindex: true }
    : { title: 'Something went wrong', description: 'An error occurred while showing this page.', noindex: true }
}
