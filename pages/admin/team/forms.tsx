/** The Team page's two create forms, also on their own pages (where a post's errors are shown). */
import { CsrfField, Field } from '../ui'

interface FormProps {
  values?: Record<string, string>
  errors?: Record<string, string>
}

export const USER_LABELS = { email: 'E-mail address', role: 'Role' }
export const TOKEN_LABELS = { name: 'Token name' }

export function AddUserForm({ values = {}, errors = {} }: FormProps) {
  return (
    <form className="console-form" method="post" action="/admin/team/users/new" noValidate>
      <CsrfField />
      <Field name="email" label={USER_LABELS.email} error={errors.email} hint="It names the account; nothing is sent to it.">
        {(p) => <input {...p} type="email" autoComplete="off" spellCheck={false} required maxLength={254} defaultValue={values.email ?? ''} />}
      </Field>
      <Field name="role" label={USER_LABELS.role} error={errors.role} hint="Staff run the inventory and photos. Owners also manage users and API tokens.">
        {(p) => (
          <select {...p} defaultValue={values.role === 'owner' ? 'owner' : 'staff'}>
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        )}
      </Field>
      <p>
        <button type="submit">Add user</button>
      </p>
    </form>
  )
}

export function CreateTokenForm({ values = {}, errors = {} }: FormProps) {
  return (
    <form className="console-form" method="post" action="/admin/team/tokens/new" noValidate>
      <CsrfField />
      <Field name="name" label={TOKEN_LABELS.name} error={errors.name} hint="What will use it, like dms-feed: letters, digits, dots, dashes or underscores.">
        {(p) => <input {...p} type="text" autoComplete="off" spellCheck={false} required maxLength={64} defaultValue={values.name ?? ''} />}
      </Field>
      <p>
        <button type="submit">Create token</button>
      </p>
    </form>
  )
}
