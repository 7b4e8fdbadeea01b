import { telHref } from '#app/content/business'
import { fill, plural } from '#app/domain/language'
import { Hero } from '#app/components/Hero'
import { useData, useFacts, useLanguage, useLocalPath, usePageContext, useWords } from '#app/renderer/usePageContext'
import { fillParts } from '#app/components/fill-parts'
import type { CancelData } from './+data'
import type { CancelWords } from './+words'
import '../reservation.css'

/** The renter's own cancellation: a plain form post (works without JavaScript), answered with this page again. */
export default function Page() {
  const data = useData<CancelData>()
  const words = useWords<CancelWords>()
  const localPath = useLocalPath()
  const language = useLanguage()
  const { urlPathname } = usePageContext()
  const r = data.reservation
  const main = useFacts().phones.main
  const message = !data.valid
    ? words.badLink
    : r?.status === 'cancelled'
      ? words.cancelled
      : r?.verdict === 'too-late'
        ? fill(words.tooLate, { phone: main.display })
        : r?.verdict === 'not-active'
          ? words.notActive
          : undefined
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>{words.intro}</p>
      </Hero>
      <section className="section">
        <div className="container reservation-page">
          <section className="card" aria-labelledby="cancel-reservation">
            <h2 id="cancel-reservation" className="h3">
              {data.valid ? fill(words.reservation, { reference: data.reference }) : words.reservationUnknown}
            </h2>
            {r && (
              <p>
                {fillParts(words.stay, {
                  plan: words.plans[r.plan as keyof CancelWords['plans']] ?? r.plan,
                  from: r.startText,
                  to: r.returnText,
                  days: fill(plural(language, r.days, words.dayCount), { count: r.days }),
                })}
              </p>
            )}
            {message && (
              <p className={data.outcome === 'cancelled' || r?.status === 'cancelled' ? 'form-success' : 'form-alert'} role={data.outcome ? 'status' : undefined}>
                {message}
              </p>
            )}
            {data.valid && r?.verdict === 'ok' && (
              <form method="post" action={localPath('/rentals/cancel')} className="form">
                <input type="hidden" name="ref" value={data.reference} />
                <input type="hidden" name="token" value={data.token} />
                <button type="submit" className="button button-primary">
                  {words.submit}
                </button>
              </form>
            )}
            <p>
              <a href={telHref(main)}>{fill(words.call, { phone: main.display })}</a>
            </p>
          </section>
        </div>
      </section>
    </>
  )
}
