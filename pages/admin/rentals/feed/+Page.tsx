import { useData, usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, Notice, useConsoleForm } from '#app/pages/admin/ui'
import { noticeOf } from '../format'
import { RentalTabs } from '../RentalTabs'
import type { FeedPageData } from './+data'

/** The operator's own iCalendar feed of the rental calendar: made here (its address shown once), or stopped. */
export default function Page() {
  const d = useData<FeedPageData>()
  const notice = noticeOf(usePageContext().urlParsed.search.notice)
  const feedUrl = useConsoleForm().values.feedUrl
  return (
    <>
      <h1>Rental calendar feed</h1>
      <RentalTabs />
      <Notice>{notice}</Notice>
      <p>
        Subscribe to the rental calendar in Google Calendar, Outlook or your phone: every reservation and block, updated about every hour. The address is yours alone: it opens this
        feed and nothing else. Keep it private; make a new one if it leaks.
      </p>
      {feedUrl && (
        <section aria-labelledby="feed-new-title">
          <h2 id="feed-new-title">Your feed's address (shown once)</h2>
          <code className="rental-feed-url">{feedUrl}</code>
          <p>In Google Calendar: Other calendars, From URL. In Outlook: Add calendar, Subscribe from web.</p>
        </section>
      )}
      <p>{d.live ? `Your feed is on (made ${d.created}${d.lastUsed ? `, last read ${d.lastUsed}` : ', not read yet'}).` : 'You have no feed.'}</p>
      <form method="post" action="/admin/rentals/feed" className="console-form">
        <CsrfField />
        <button type="submit">{d.live ? 'Make a new address (the old one stops working)' : 'Make my feed address'}</button>
      </form>
      {d.live && (
        <form method="post" action="/admin/rentals/feed/revoke" className="console-form">
          <CsrfField />
          <button type="submit" className="button-quiet">
            Stop my feed
          </button>
        </form>
      )}
    </>
  )
}
