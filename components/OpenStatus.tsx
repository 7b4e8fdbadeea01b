import type { DepartmentStatus } from '../domain/settings/open-state'
import './OpenStatus.css'

/**
 * "Open now · until 5:00 PM": a department's state as the server worded it for this moment
 * (a cached page is rebuilt at the minute it changes). The dot is decoration; the words say it.
 */
export function OpenStatus({ status, department }: { status: DepartmentStatus; department: string }) {
  return (
    <p className={`open-status open-status-${status.state}`} data-open-status={department}>
      <span className="open-status-dot" aria-hidden="true" />
      <span className="open-status-text">{status.text}</span>
    </p>
  )
}
