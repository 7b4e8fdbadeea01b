import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { errorKind } from './reason'

const HEADS: Record<ReturnType<typeof errorKind>['kind'], HeadSpec> = {
  vehicle: { title: 'Vehicle Not Found', description: "The vehicle you're looking for doesn't exist or has been removed.", noindex: true },
  municipality: { title: 'Municipality not found', description: 'That municipality page does not exist.', noindex: true },
  page: { title: '404 Page Not Found', description: 'The page you were looking for could not be found.', noindex: true },
  inventory: { title: 'Inventory Unavailable', description: 'The inventory could not be loaded right now.', noindex: true },
  server: { title: 'Something went wrong', description: 'An error occurred while showing this page.', noindex: true },
}

export function head(pageContext: PageContext): HeadSpec {
  return HEADS[errorKind(pageContext).kind]
}
