import type { PageContextServer } from 'vike/types'
import { formatDealerTime } from '#app/content/format'

export interface ConsoleVersionsData {
  canRestore: boolean
  versions: Array<{ id: number; savedText: string; actor: string; changed: string; restoredFrom: number | null; current: boolean }>
}

/** Words for the parts of the settings a version changed. */
const PART_NAMES: Record<string, string> = {
  hours: 'hours',
  closures: 'closures',
  phones: 'phones',
  emails: 'e-mail',
  address: 'address',
  geo: 'map position',
  mapUrl: 'map link',
  banner: 'banner',
}

export async function data(pageContext: PageContextServer): Promise<ConsoleVersionsData> {
  const versions = await pageContext.services.settings.versions(50)
  return {
    canRestore: pageContext.console?.operator?.role === 'owner',
    versions: versions.map((version, index) => ({
      id: version.id,
      savedText: formatDealerTime(version.createdAt),
      actor: version.actor,
      changed: version.changed.map((part) => PART_NAMES[part] ?? part).join(', ') || '—',
      restoredFrom: version.restoredFrom,
      current: index === 0,
    })),
  }
}
