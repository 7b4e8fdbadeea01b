/**
 * The dealer's site settings, kept as versions: each save adds the whole document as the
 * newest version, with its audit entry (before and after) in the same transaction; a restore
 * saves an older one again. The newest is what every page shows, read again when a new
 * version appears (when the inventory version pages go by moves: a save bumps it, and this
 * process's own save is read at once), and the facts a page reads are
 * worked out once per version and period of the clock (domain/settings/facts.ts).
 */
import { actorLabel, recordAudit, type Actor } from '../audit'
import type { Database, Queries } from '../db/database'
import { readInventoryVersion } from '../inventory'
import { siteFacts, type SiteFacts } from '#app/domain/settings/facts'
import { DEFAULT_LANGUAGE, type Language } from '#app/content/languages'
import { SEED_SETTINGS, validateSettings, type SiteSettings } from '#app/domain/settings/settings'

export interface SettingsVersion {
  /** 0: nothing saved yet, the seed stands. */
  id: number
  createdAt: string
  actor: string
  /** The version this one restored, if it was a restore. */
  restoredFrom: number | null
  settings: SiteSettings
}

export type VersionSummary = Omit<SettingsVersion, 'settings'> & {
  /** The parts that differ from the version before it: hours, closures, phones, emails, address, geo, mapUrl, banner. */
  changed: string[]
}

export type SaveResult = { ok: true; version: SettingsVersion; changed: boolean } | { ok: false; status: 409; error: string }
export type RestoreResult = SaveResult | { ok: false; status: 404; error: string } | { ok: false; status: 400; error: string; fields: Record<string, string> }

export interface SettingsRepository {
  /** The settings every page shows now. */
  current(): Promise<SettingsVersion>
  /** What pages read at `now`, worded in `language` (English unless told): the same object until the settings or the clock's answer (open, closed …) change. */
  facts(now: number, language?: Language): Promise<SiteFacts>
  /** Saved versions, newest first. */
  versions(limit?: number): Promise<VersionSummary[]>
  version(id: number): Promise<SettingsVersion | undefined>
  /** Saves validated settings as the newest version; `basedOn` (the version the form showed) refuses a save over someone else's. */
  save(actor: Actor, settings: SiteSettings, options?: { basedOn?: number }): Promise<SaveResult>
  /** Saves version `id`'s settings again as the newest, in one step. */
  restore(actor: Actor, id: number): Promise<RestoreResult>
}

export interface SettingsRepositoryOptions {
  /**
   * The inventory version as pages go by it (services.vehicles.recentVersion): a saved version
   * bumps it, and the settings are read again when it moves. Absent: read every time.
   */
  version?: () => Promise<number>
}

interface VersionRow {
  id: number | string
  created_at: string
  actor: string
  document: string
  restored_from: number | string | null
}

const SEED_VERSION: SettingsVersion = { id: 0, createdAt: '', actor: 'seed', restoredFrom: null, settings: SEED_SETTINGS }
const SECTIONS = ['hours', 'closures', 'phones', 'emails', 'address', 'geo', 'mapUrl', 'banner'] as const

/** A stored document as settings: checked again (a document from an older release may lack a newer field, which the seed then fills). */
function parseDocument(document: string): SiteSettings {
  const stored = JSON.parse(document) as Record<string, unknown>
  const checked = validateSettings(stored)
  if (checked.ok) return checked.value
  const filled = validateSettings({ ...SEED_SETTINGS, ...stored })
  return filled.ok ? filled.value : SEED_SETTINGS
}

function toVersion(row: VersionRow): SettingsVersion {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    actor: row.actor,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    settings: parseDocument(row.document),
  }
}

const sameSettings = (a: SiteSettings, b: SiteSettings) => JSON.stringify(a) === JSON.stringify(b)

function changedSections(before: SiteSettings | undefined, after: SiteSettings): string[] {
  if (!before) return [...SECTIONS]
  return SECTIONS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
}

async function latestIn(tx: Queries): Promise<SettingsVersion | undefined> {
  const row = await tx.kysely.selectFrom('site_settings_versions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row ? toVersion(row as VersionRow) : undefined
}

async function insertVersion(tx: Queries, actor: string, settings: SiteSettings, restoredFrom: number | null): Promise<SettingsVersion> {
  const row = await tx.kysely
    .insertInto('site_settings_versions')
    .values({ actor, document: JSON.stringify(settings), restored_from: restoredFrom })
    .returning(['id', 'created_at', 'actor', 'document', 'restored_from'])
    .executeTakeFirstOrThrow()
  return toVersion(row as VersionRow)
}

/** Stores the seed as the first version of a database that has none; true when it did. */
export async function seedSettings(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await tx.kysely.selectFrom('site_settings_versions').select('id').limit(1).executeTakeFirst()) return false
    await insertVersion(tx, 'seed', SEED_SETTINGS, null)
    return true
  })
}

export function settingsRepository(db: Database, { version: inventoryVersion = () => readInventoryVersion(db) }: SettingsRepositoryOptions = {}): SettingsRepository {
  /** The newest version as read at an inventory version. */
  let loaded: { at: number; version: Promise<SettingsVersion> } | undefined
  /** Per language, the facts last worked out and while they hold. */
  const shown = new Map<Language, { version: SettingsVersion; from: number; until: number; facts: SiteFacts }>()

  async function current(): Promise<SettingsVersion> {
    const at = await inventoryVersion()
    if (!loaded || loaded.at !== at) {
      // The same version as before (the inventory moved for something else) stays the same object,
      // so what was worked out from it (the facts, the footer) is kept.
      const previous = loaded?.version.catch(() => undefined)
      const version = latestIn(db).then(async (latest) => {
        const next = latest ?? SEED_VERSION
        const before = await previous
        return before && before.id === next.id ? before : next
      })
      loaded = { at, version }
      version.catch(() => {
        if (loaded?.version === version) loaded = undefined
      })
    }
    return loaded.version
  }

  async function write(actor: Actor, settings: SiteSettings, restoredFrom: number | null, basedOn?: number): Promise<SaveResult> {
    const result = await db.transaction(async (tx): Promise<SaveResult> => {
      const before = (await latestIn(tx)) ?? SEED_VERSION
      if (basedOn !== undefined && basedOn !== before.id) return { ok: false, status: 409, error: 'The settings were saved by someone else meanwhile' }
      if (sameSettings(before.settings, settings)) return { ok: true, version: before, changed: false }
      const version = await insertVersion(tx, actorLabel(actor), settings, restoredFrom)
      await recordAudit(tx, {
        actor,
        action: restoredFrom === null ? 'settings.update' : 'settings.restore',
        entity: 'settings',
        entityId: String(version.id),
        before: before.settings,
        after: restoredFrom === null ? settings : { ...settings, restoredFrom },
      })
      return { ok: true, version, changed: true }
    })
    // This process's pages and readers show its own change from this answer on (as after an
    // inventoryTransaction); other processes when they see the inventory version move.
    if (result.ok && result.changed) db.inventoryChanged()
    return result
  }

  return {
    current,

    async facts(now, language = DEFAULT_LANGUAGE) {
      const last = shown.get(language)
      // A page still renders when the database cannot be read (its error page, say): with the
      // settings read last, or the seed.
      const version = await current().catch(() => last?.version ?? SEED_VERSION)
      if (last && last.version === version && now >= last.from && now < last.until) return last.facts
      const facts = siteFacts(version.settings, now, language)
      shown.set(language, { version, from: now, until: facts.validUntil, facts })
      return facts
    },

    async versions(limit = 50) {
      const rows = await db.kysely
        .selectFrom('site_settings_versions')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(Math.min(Math.max(limit, 1), 200) + 1)
        .execute()
      const versions = rows.map((row) => toVersion(row as VersionRow))
      return versions.slice(0, limit).map(({ settings, ...rest }, i) => ({ ...rest, changed: changedSections(versions[i + 1]?.settings, settings) }))
    },

    async version(id) {
      const row = await db.kysely.selectFrom('site_settings_versions').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toVersion(row as VersionRow) : undefined
    },

    save: (actor, settings, { basedOn } = {}) => write(actor, settings, null, basedOn),

    async restore(actor, id) {
      const row = await db.kysely.selectFrom('site_settings_versions').select('document').where('id', '=', id).executeTakeFirst()
      if (!row) return { ok: false, status: 404, error: 'Version not found' }
      // Restored as it was saved, if the rules of today still accept it.
      const checked = validateSettings(JSON.parse(row.document))
      if (!checked.ok) return { ok: false, status: 400, error: 'That version no longer passes the checks; change the settings by hand instead', fields: checked.fields }
      return write(actor, checked.value, id)
    },
  }
}
