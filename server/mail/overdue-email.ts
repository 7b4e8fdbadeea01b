/**
 * The reminder to the sales team about a lead nobody has answered: which lead, how long
 * it has waited, and a link to its page in the console.
 */
import { business } from '#app/content/business'
import { LEAD_KIND_LABELS, type Lead } from '#app/domain/leads/lead'
import { escapeHtml } from './lead-email'
import type { OutgoingEmail } from './mailer'
import { oneLine, printable } from './lead-fields'

export interface OverdueOptions {
  /** The sales team (LEAD_EMAIL_TO). */
  to: string
  /** The site's sender (LEAD_EMAIL_FROM). */
  from: string
  /** PUBLIC_ORIGIN, for the link to the console. */
  publicOrigin: string
}

/** "45 minutes", "2 hours 5 minutes", "3 days 4 hours". */
export function waited(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (minutes < 60) return unit(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return [unit(hours, 'hour'), minutes % 60 ? unit(minutes % 60, 'minute') : ''].filter(Boolean).join(' ')
  const days = Math.floor(hours / 24)
  return [unit(days, 'day'), hours % 24 ? unit(hours % 24, 'hour') : ''].filter(Boolean).join(' ')
}

export function leadConsoleUrl(publicOrigin: string, leadId: string): string {
  return `${publicOrigin}/admin/leads/${encodeURIComponent(leadId)}`
}

export function overdueEmail(lead: Lead, now: number, options: OverdueOptions): OutgoingEmail {
  const kind = LEAD_KIND_LABELS[lead.kind]
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const wait = waited(now - Date.parse(lead.createdAt))
  const url = leadConsoleUrl(options.publicOrigin, lead.id)
  const rows: Array<[string, string]> = [
    ['Lead', `${kind} from ${name}`],
    ['Phone', printable(lead.phone)],
    ['Received', lead.createdAt],
    ['Waiting', `${wait} with no answer`],
    ['Reference', lead.id],
  ]
  const text = [
    `A lead has waited ${wait} with no answer on the ${business.name} website's leads desk.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it: ${url}`,
    '',
    'Change its status or add a note once you have contacted them.',
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<h1 style="font-size:18px">A lead has waited ${escapeHtml(wait)} with no answer</h1>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<p><a href="${escapeHtml(url)}">Open the lead in the console</a></p>
<p>Change its status or add a note once you have contacted them.</p>
</body></html>`
  return {
    to: options.to,
    from: { email: options.from, name: `${business.name} Website` },
    subject: oneLine(`Overdue lead (${wait}): ${kind}, ${name}`).slice(0, 200),
    text,
    html,
    customId: `${lead.id}:overdue`,
  }
}
