import { CsrfField, ErrorSummary, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { usePageContext, useData } from '#app/renderer/usePageContext'
import type { DeskBooking, ServiceDeskData } from './+data'
import '../service.css'

const ACTION_LABELS: Record<string, string> = { confirm: 'Confirm', receive: 'Mark received', start: 'Mark in progress', ready: 'Mark ready for pick-up', collect: 'Mark collected', cancel: 'Cancel' }
const NOTICES: Record<string, string> = {
  confirm: 'Booking confirmed.',
  receive: 'Cart marked received.',
  start: 'Marked in progress.',
  ready: 'Marked ready: the customer gets the “your cart is ready” e-mail.',
  collect: 'Marked collected.',
  cancel: 'Booking cancelled: the customer gets an e-mail with the reason.',
  moved: 'Booking moved: the customer gets an e-mail with the new window.',
  noted: 'Notes saved.',
}

// The fields a refusal can name, as the error summary words them.
const FIELD_LABELS = { window: 'Move to', reason: 'Reason' }

/** Where a booking's field is: `list` keeps its ids apart when it shows in both lists (dropped off today and ready today). */
const fieldId = (list: 'dropoff' | 'pickup', field: string, reference: string) => `${list}-${field}-${reference}`

/** Whether a booking's card has a Move to form, and a cancel form. */
const canMove = (b: DeskBooking, moveTo: ServiceDeskData['moveTo']) => b.movable && moveTo.some((w) => w.id !== b.windowId)
const canCancel = (b: DeskBooking) => b.actions.includes('cancel')

/** A control's error state: marked invalid and described by its message. */
function invalid(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p className="console-field-error" id={`${id}-error`}>
      {error}
    </p>
  )
}

/** One booking's card, with the errors of its own form when the desk refused a change to it. */
function Booking({ b, day, moveTo, list, errors = {} }: { b: DeskBooking; day: string; moveTo: ServiceDeskData['moveTo']; list: 'dropoff' | 'pickup'; errors?: Record<string, string> }) {
  const id = (field: string) => fieldId(list, field, b.reference)
  const base = `/admin/service/bookings/${b.reference}`
  return (
    <li className="service-desk-booking">
      <h3>
        {b.window}: {b.customer}
      </h3>
      <p>
        <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a> · <a href={`mailto:${b.email}`}>{b.email}</a>
      </p>
      <p>
        <strong>{b.cart}</strong> ({b.status}), {b.reference}
      </p>
      <p>{b.problem}</p>
      {b.note && <p className="console-sub">Customer’s note: {b.note}</p>}
      <div className="service-desk-actions">
        {b.actions
          .filter((a) => a !== 'cancel')
          .map((action) => (
            <form key={action} method="post" action={`${base}/${action}`} className="console-form">
              <CsrfField />
              <input type="hidden" name="day" value={day} />
              <button type="submit" className="button button-primary">
                {ACTION_LABELS[action]}
              </button>
            </form>
          ))}
      </div>
      {canMove(b, moveTo) && (
        <form method="post" action={`${base}/move`} className="console-form">
          <CsrfField />
          <input type="hidden" name="day" value={day} />
          <label htmlFor={id('move')}>Move to</label>
          <FieldError id={id('move')} error={errors.window} />
          <select id={id('move')} name="window" className="select" required {...invalid(id('move'), errors.window)}>
            {moveTo.filter((w) => w.id !== b.windowId).map((w) => (
              <option key={w.id} value={w.id}>
                {w.label}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Move
          </button>
        </form>
      )}
      {canCancel(b) && (
        <form method="post" action={`${base}/cancel`} className="console-form">
          <CsrfField />
          <input type="hidden" name="day" value={day} />
          <label htmlFor={id('reason')}>Reason (the customer reads it)</label>
          <FieldError id={id('reason')} error={errors.reason} />
          <input id={id('reason')} name="reason" type="text" className="input" required maxLength={500} {...invalid(id('reason'), errors.reason)} />
          <button type="submit" className="button">
            Cancel booking
          </button>
        </form>
      )}
      <form method="post" action={`${base}/notes`} className="console-form">
        <CsrfField />
        <input type="hidden" name="day" value={day} />
        <label htmlFor={id('notes')}>Notes (staff only)</label>
        <textarea id={id('notes')} name="notes" className="textarea" rows={2} maxLength={5000} defaultValue={b.staffNotes} />
        <button type="submit" className="button">
          Save notes
        </button>
      </form>
    </li>
  )
}

/** The service desk, phone first: the day's drop-offs by window, then the carts ready for pick-up. */
export default function Page() {
  const d = useData<ServiceDeskData>()
  const { urlParsed } = usePageContext()
  const { values, errors, formError } = useConsoleForm()
  const notice = NOTICES[urlParsed?.search.notice ?? '']
  // A refused change names its booking: the summary says which and links to its field, and the
  // booking's own form shows the message (in the first list it appears in). A booking no longer
  // on this day's lists (moved or cancelled meanwhile), or whose form is gone (no window left to
  // move to), is still named, its field's message unlinked.
  const refusedRef = values.booking
  const inDropOffs = d.dropOffs.find((b) => b.reference === refusedRef)
  const [refused, refusedIn] = inDropOffs ? [inDropOffs, 'dropoff' as const] : [d.pickUps.find((b) => b.reference === refusedRef), 'pickup' as const]
  const summaryMessage = formError && refusedRef ? `${refused ? `${refused.reference} (${refused.customer})` : refusedRef}: ${formError}` : formError
  const targets: Record<string, string> = {}
  if (refused) {
    if (canMove(refused, d.moveTo)) targets.window = fieldId(refusedIn, 'move', refused.reference)
    if (canCancel(refused)) targets.reason = fieldId(refusedIn, 'reason', refused.reference)
  }
  const errorsOf = (b: DeskBooking, list: 'dropoff' | 'pickup') => (b === refused && list === refusedIn ? errors : undefined)
  return (
    <>
      <h1>Service desk</h1>
      <p>
        <a href="/admin/service/settings">Service settings</a> · <a href={d.csvHref}>Export 14 days as CSV</a> · <a href="/admin/rentals/feed">Calendar feed</a>
      </p>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={errors} message={summaryMessage} labels={FIELD_LABELS} targets={targets} />
      <p className="console-pager">
        <a href={d.previousHref}>Previous day</a> · <a href={d.nextHref}>Next day</a>
      </p>
      <section aria-labelledby="dropoffs-title">
        <h2 id="dropoffs-title">Drop-offs on {d.dayLabel}</h2>
        {d.dropOffs.length === 0 ? (
          <p className="console-sub">No drop-offs booked.</p>
        ) : (
          <ol className="service-desk">
            {d.dropOffs.map((b) => (
              <Booking key={b.reference} b={b} day={d.day} moveTo={d.moveTo} list="dropoff" errors={errorsOf(b, 'dropoff')} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="pickups-title">
        <h2 id="pickups-title">Pick-ups</h2>
        {d.pickUps.length === 0 ? (
          <p className="console-sub">No cart is waiting for pick-up.</p>
        ) : (
          <ol className="service-desk">
            {d.pickUps.map((b) => (
              <Booking key={b.reference} b={b} day={d.day} moveTo={d.moveTo} list="pickup" errors={errorsOf(b, 'pickup')} />
            ))}
          </ol>
        )}
      </section>
      {d.upcoming.length > 0 && (
        <section aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">Coming days</h2>
          <ul>
            {d.upcoming.map((u) => (
              <li key={u.day}>
                <a href={u.href}>{u.label}</a>: {u.count} drop-off{u.count === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
