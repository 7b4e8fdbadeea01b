import { business } from '#app/content/business'
import { LANGUAGE_NAMES } from '#app/content/languages'
import { INTERESTS } from '#app/domain/leads/contact'
import type { Lead } from '#app/domain/leads/lead'
import type { OutgoingEmail } from './mailer'

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** Header values must stay on one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

export function interestLabel(value: string): string {
  return INTERESTS.find((i) => i.value === value)?.label ?? value
}

export function leadEmail(lead: Lead, to: string, from: string): OutgoingEmail {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const interest = interestLabel(lead.interest)
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Interest', interest],
    ['Received', lead.createdAt],
    ['Reference', lead.id],
    ...(lead.visit.language ? [['Language', `${LANGUAGE_NAMES[lead.visit.language]}: the customer wrote from the ${LANGUAGE_NAMES[lead.visit.language]} site`] as [string, string]] : []),
  ]
  const text = [
    `New ${interest.toLowerCase()} from the ${business.name} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<h1 style="font-size:18px">New ${escapeHtml(interest.toLowerCase())} from the website</h1>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
</body></html>`
  return {
    to,
    from: { email: from, name: `${business.name} Website` },
    replyTo: { email: oneLine(lead.email), name },
    subject: oneLine(`${interest}: ${name}`).slice(0, 200),
    text,
    html,
    customId: lead.id,
  }
}
