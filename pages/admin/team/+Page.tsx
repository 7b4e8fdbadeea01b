import { useData, usePageContext } from '#app/renderer/usePageContext'
import { Notice } from '../ui'
import type { ConsoleTeamData, TeamUser } from './+data'
import { AddUserForm, CreateTokenForm } from './forms'
import { formatDay, formatMoment } from './format'
import { teamNotice } from './notices'
import './team.css'

const STATE_LABELS: Record<TeamUser['state'], string> = { active: 'Active', pending: 'Set-up pending', disabled: 'Disabled' }

function When({ ms, time = false }: { ms: number; time?: boolean }) {
  const { text, iso } = time ? formatMoment(ms) : formatDay(ms)
  return <time dateTime={iso}>{text}</time>
}

export default function Page() {
  const { users, tokens } = useData<ConsoleTeamData>()
  const pageContext = usePageContext()
  const me = pageContext.console?.operator?.email
  const notice = teamNotice(pageContext.urlParsed.search.notice)
  return (
    <>
      <h1>Team</h1>
      <Notice>{notice}</Notice>
      <p>Who can sign in to the console, and the API tokens integrations use. Only owners see this page. Every change here is in the audit log.</p>

      <section aria-labelledby="team-users-title">
        <h2 id="team-users-title">Users</h2>
        <div className="console-table-wrap">
          <table className="console-table team-table">
            <caption className="visually-hidden">Console users</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Passkeys</th>
                <th scope="col">Password</th>
                <th scope="col">State</th>
                <th scope="col">Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const isMe = user.email === me
                return (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.email}
                      {isMe && <span className="team-you"> (you)</span>}
                    </th>
                    <td>{user.role === 'owner' ? 'Owner' : 'Staff'}</td>
                    <td>{user.passkeys}</td>
                    <td>{user.hasPassword ? 'Set' : 'None'}</td>
                    <td className={user.state === 'disabled' ? 'team-state-disabled' : undefined}>{STATE_LABELS[user.state]}</td>
                    <td>
                      <When ms={user.createdAt} />
                    </td>
                    <td>
                      {user.state !== 'disabled' && (
                        <span className="console-inline">
                          <a href={`/admin/team/users/${user.id}/setup-link`} aria-label={`New set-up link for ${user.email}`}>
                            New set-up link
                          </a>
                          {!isMe && (
                            <a href={`/admin/team/users/${user.id}/disable`} aria-label={`Disable ${user.email}`}>
                              Disable
                            </a>
                          )}
                        </span>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="team-add-user-title">
        <h2 id="team-add-user-title">Add a user</h2>
        <p>You get a set-up link to give them: it works once, for 24 hours, and they choose a passkey or a password with an authenticator app.</p>
        <AddUserForm />
      </section>

      <section aria-labelledby="team-tokens-title">
        <h2 id="team-tokens-title">API tokens</h2>
        <p>
          For scripts such as a DMS export or a feed: they send <code>Authorization: Bearer</code> and the token, and may do what staff may do (a monitoring token, made with
          the operator CLI's <code>create-token --scope metrics</code>, only reads <code>/metrics</code>). A token is shown once, when it is made; only its hash is kept.
        </p>
        {tokens.length === 0 ? (
          <p>No API tokens yet.</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table team-table">
              <caption className="visually-hidden">API tokens</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">State</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token, i) => (
                  <tr key={i}>
                    <th scope="row">
                      {token.name}
                      {token.scope === 'metrics' && ' (reads /metrics only)'}
                    </th>
                    <td>
                      <When ms={token.createdAt} />
                    </td>
                    <td>{token.lastUsedAt === null ? 'Never' : <When ms={token.lastUsedAt} time />}</td>
                    <td className={token.revokedAt !== null ? 'team-state-disabled' : undefined}>
                      {token.revokedAt === null ? (
                        'Live'
                      ) : (
                        <>
                          Revoked <When ms={token.revokedAt} />
                        </>
                      )}
                    </td>
                    <td>
                      {token.revokedAt === null && (
                        <a href={`/admin/team/tokens/${encodeURIComponent(token.name)}/revoke`} aria-label={`Revoke ${token.name}`}>
                          Revoke
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="team-new-token-title">
        <h2 id="team-new-token-title">Create an API token</h2>
        <CreateTokenForm />
      </section>
    </>
  )
}
