import type { PageContext } from 'vike/types'
import type { HeadSpec } from '#app/renderer/head'
import { consoleHead } from '#app/pages/admin/ui'
import type { ReservationPageData } from './+data'

export const head = (pageContext: PageContext): HeadSpec => consoleHead(`Reservation ${(pageContext.data as ReservationPageData).reference}`)
