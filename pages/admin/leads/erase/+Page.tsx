import { useData } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Field, Notice, useConsoleForm } from '#app/pages/admin/ui'
import '../leads.css'
import type { ConsoleEraseData } from './+data'

const LABELS = { email: 'E-mail address', phone: 'Phone number' }

/**
 * A person's request to be forgotten: every lead under one e-mail address or one phone
 * number, with its notes and e-mail records. Two steps (find, then confirm with the count),
 * both plain form posts; the address or number never goes into a URL.
 */
export default function Page() {
  const { erased } = useData<ConsoleEraseData>()
  const { values, errors, formError } = useConsoleForm()
  const confirming = values.step === 'confirm'
  const matches = Number(values.matches ?? '0')
  const by = values.by === 'phone' ? 'phone' : 'email'
  const who = by === 'phone' ? values.phone : values.email
  return (
    <>
      <p className="console-back">
        <a href="/admin/leads">All leads</a>
      </p>
      <h1>Erase a person’s leads</h1>
      {erased !== undefined && !confirming && (
        <Notice>{`Erased ${erased} lead${erased === 1 ? '' : 's'}, with their notes and e-mail records. The audit log notes the erasure and the count, not the person.`}</Notice>
      )}
      {confirming ? (
        <section aria-labelledby="erase-confirm">
          <h2 id="erase-confirm">{matches === 0 ? 'Nothing to erase' : `Erase ${matches} lead${matches === 1 ? '' : 's'}?`}</h2>
          {matches === 0 ? (
            <p>
              No lead has the {by === 'phone' ? 'phone number' : 'e-mail address'} <strong>{who}</strong>. Check how the person wrote it, or try the other one.
            </p>
          ) : (
            <>
              <p>
                {`${matches} lead${matches === 1 ? ' has' : 's have'} the ${by === 'phone' ? 'phone number' : 'e-mail address'} `}
                <strong>{who}</strong>. Erasing deletes {matches === 1 ? 'it' : 'them'}, every note on {matches === 1 ? 'it' : 'them'} and the record of {matches === 1 ? 'its' : 'their'}{' '}
                e-mails, for good. It cannot be undone.
              </p>
              <form method="post" action="/admin/leads/erase" className="console-actions">
                <CsrfField />
                <input type="hidden" name="by" value={by} />
                <input type="hidden" name={by} value={who ?? ''} />
                <input type="hidden" name="confirm" value="yes" />
                <button type="submit" className="button-danger">
                  {`Erase ${matches} lead${matches === 1 ? '' : 's'} for good`}
                </button>
                <a href="/admin/leads/erase">Cancel</a>
              </form>
            </>
          )}
          {matches === 0 && (
            <p>
              <a href="/admin/leads/erase">Start again</a>
            </p>
          )}
        </section>
      ) : (
        <>
          <p>
            When someone asks us to delete what we hold about them (see the privacy policy), erase their leads here by the e-mail address or the phone number
            they gave. Each finds every lead with it, in any case or punctuation. The next step shows how many leads match before anything is deleted.
          </p>
          <ErrorSummary errors={errors} message={formError} labels={LABELS} />
          <div className="lead-erase-forms">
            <section aria-labelledby="erase-email">
              <h2 id="erase-email">By e-mail address</h2>
              <form method="post" action="/admin/leads/erase" className="console-form">
                <CsrfField />
                <input type="hidden" name="by" value="email" />
                <Field name="email" label="E-mail address" error={errors.email}>
                  {(props) => <input {...props} type="email" defaultValue={values.email ?? ''} autoComplete="off" maxLength={254} />}
                </Field>
                <button type="submit">Find leads</button>
              </form>
            </section>
            <section aria-labelledby="erase-phone">
              <h2 id="erase-phone">By phone number</h2>
              <form method="post" action="/admin/leads/erase" className="console-form">
                <CsrfField />
                <input type="hidden" name="by" value="phone" />
                <Field name="phone" label="Phone number" error={errors.phone} hint="As they gave it, like (610) 555-0199; only the digits are compared.">
                  {(props) => <input {...props} type="tel" defaultValue={values.phone ?? ''} autoComplete="off" maxLength={40} />}
                </Field>
                <button type="submit">Find leads</button>
              </form>
            </section>
          </div>
        </>
      )}
    </>
  )
}
