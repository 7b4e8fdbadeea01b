import type { InboxRow } from '#app/domain/leads/inbox'

/**
 * One lead in the inbox, as a dealer works it from a phone: who, about which cart, what kind,
 * how long ago (overdue in words), and a tap to call, text or reply by e-mail (the reply for
 * its kind already written, in the dealer's own mail app).
 */
export function LeadCard({ lead }: { lead: InboxRow }) {
  return (
    <li className={lead.overdue ? 'lead-card is-overdue' : 'lead-card'} data-lead={lead.id}>
      <p className="lead-card-head">
        <a className="lead-card-name" href={`/admin/leads/${lead.id}`}>
          {lead.name}
        </a>
        <span className={`console-status lead-status-${lead.status}`}>{lead.statusLabel}</span>
      </p>
      <p className="lead-card-about">
        <strong>{lead.about}</strong>
        {lead.about !== lead.kind && ` · ${lead.kind}`}
        {' · '}
        <time dateTime={lead.receivedAt} title={lead.received}>
          {lead.ago}
        </time>
      </p>
      {(lead.waited || lead.assignee) && (
        <p className="lead-card-when">
          {lead.waited && <span className={lead.overdue ? 'lead-overdue-tag' : 'lead-card-waited'}>{lead.waited}</span>}
          {lead.assignee && <span className="lead-card-waited">{`Handled by ${lead.assignee}`}</span>}
        </p>
      )}
      <p className="lead-card-actions">
        <a className="button-quiet" href={lead.links.call} aria-label={`Call ${lead.name}`}>
          Call
        </a>
        <a className="button-quiet" href={lead.links.text} aria-label={`Text ${lead.name}`}>
          Text
        </a>
        <a className="button-quiet" href={lead.links.email} aria-label={`E-mail ${lead.name}`}>
          E-mail
        </a>
      </p>
    </li>
  )
}
