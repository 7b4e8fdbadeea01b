import type { TeamNotice } from '#app/server/operators'

/**
 * What the Team page says after a redirect (`?notice=user-disabled`): fixed texts chosen by
 * key, so a link can never make the console show words of its own.
 */
export const TEAM_NOTICE_TEXTS: Readonly<Record<TeamNotice, string>> = {
  'user-disabled': 'User disabled. They were signed out everywhere at once, and their set-up links stopped working.',
  'token-revoked': 'Token revoked. Anything still using it now gets 401.',
}

export function teamNotice(key: string | undefined): string | undefined {
  return key !== undefined && Object.hasOwn(TEAM_NOTICE_TEXTS, key) ? TEAM_NOTICE_TEXTS[key as TeamNotice] : undefined
}
