import { closuresOf } from '../domain/settings/closures'
import { useFacts } from '../renderer/usePageContext'
import { Closures } from './Closures'
import { OpenStatus } from './OpenStatus'

/** Whether the showroom is open now, for its hours card (BusinessHoursCard's `status`). */
export function ShowroomStatus() {
  return <OpenStatus status={useFacts().status.showroom} department="showroom" />
}

/** The showroom's closures and special hours ahead, for its hours card (BusinessHoursCard's `closures`). */
export function ShowroomClosures() {
  return <Closures closures={closuresOf(useFacts(), 'showroom')} headingId="business-closures-title" />
}
