import { RECORD_FIELDS as CSV_COLUMNS } from '#app/domain/vehicles/fields'
import { usePageContext } from '#app/renderer/usePageContext'
import { CsrfField, ErrorSummary, Notice, useConsoleForm } from '#app/pages/admin/ui'

export default function Page() {
  const form = useConsoleForm()
  const notice = usePageContext().console?.notice
  return (
    <>
      <p className="console-back">
        <a href="/admin">Back to inventory</a>
      </p>
      <h1>Import vehicles from CSV</h1>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={form.errors} message={form.formError} />
      <p>
        Each row creates a vehicle, or changes the one with the same <code>id</code>: only the columns in the file change, so a file with just <code>id</code> and{' '}
        <code>price</code> updates prices. Either every row is imported or none is. Start from <a href="/api/admin/vehicles.csv">the current inventory as CSV</a>.
      </p>
      <details className="console-details">
        <summary>Columns</summary>
        <p>
          {CSV_COLUMNS.map((c, i) => (
            <span key={c}>
              {i > 0 && ', '}
              <code>{c}</code>
            </span>
          ))}
          . Features are separated by <code>|</code>; yes/no columns take true or false; status is draft, available, pending or sold.
        </p>
      </details>
      <form className="console-form" method="post" action="/admin/vehicles/import" encType="multipart/form-data">
        <CsrfField />
        <div className="console-field">
          <label htmlFor="import-file">CSV file</label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" />
        </div>
        <div className="console-field">
          <label htmlFor="import-csv">Or paste the CSV</label>
          <textarea id="import-csv" name="csv" rows={8} defaultValue={form.values.csv ?? ''} spellCheck={false} />
        </div>
        <div className="console-check">
          <input id="import-dry-run" name="dryRun" type="checkbox" value="true" defaultChecked={form.values.dryRun !== ''} />
          <label htmlFor="import-dry-run">Dry run: only show what would change</label>
        </div>
        <p className="console-submit">
          <button type="submit">Import</button>
        </p>
      </form>
    </>
  )
}
