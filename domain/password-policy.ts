/**
 * What an operator's password must be (OWASP ASVS 5.0 §6.2): 12 to 128 characters, any
 * characters at all, no composition rules; refused when it is a known breached or
 * common password (the ~49,000 of zxcvbn's list, with digits or symbols tacked on, or
 * repeated), or when it contains the e-mail's local part or the dealer's name.
 */
import { dictionary } from '@zxcvbn-ts/language-common'
import { business, DOMAIN } from '../content/business'

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

let breached: Set<string> | undefined
function breachedList(): Set<string> {
  breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return breached
}

/** Fold case and collapse what people put between words, for containment checks. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s._\-+']+/g, '')

function isCommon(password: string): boolean {
  const list = breachedList()
  const lower = password.normalize('NFKC').toLowerCase()
  if (list.has(lower)) return true
  // "password1234!", "!!qwertyuiop": a listed word with digits and symbols around it.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '')
  if (core.length >= 4 && list.has(core)) return true
  // "monkeymonkey", "abcabcabcabc": one short piece repeated.
  const repeat = /^(.{1,6}?)\1+$/u.exec(lower)
  if (repeat) return true
  return false
}

export interface PasswordContext {
  email: string
  /** Defaults to the dealer's name. */
  dealerName?: string
}

/** null when the password may be used, else the reason, phrased for the person choosing it. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`
  if (isCommon(password)) return 'This password is on a list of common or breached passwords. Choose another one; a few unrelated words work well.'
  const folded = fold(password)
  const local = fold(context.email.split('@')[0] ?? '')
  if (local.length >= 3 && folded.includes(local)) return 'Do not use your e-mail address in your password.'
  if (dealerTerms(context.dealerName).some((term) => folded.includes(term))) return 'Do not use the dealership’s name in your password.'
  return null
}

/**
 * The dealer's name as people fold it into a password: whole ("lehighcountygolfcarts"),
 * shortened ("lcgolfcarts"), its web address ("lehighcountygolfcarts" of the domain), its
 * first word ("lehigh") and any two of its words in a row ("golfcarts", "lehighcounty").
 */
function dealerTerms(dealerName?: string): string[] {
  const names = dealerName ? [dealerName] : [business.name, business.shortName, DOMAIN.split('.')[0] ?? '']
  const terms = new Set<string>()
  for (const name of names) {
    const words = name.normalize('NFKC').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
    terms.add(words.join(''))
    if (words[0]) terms.add(words[0])
    for (let i = 0; i + 1 < words.length; i++) terms.add(words[i] + words[i + 1])
  }
  return [...terms].filter((term) => term.length >= 5)
}
