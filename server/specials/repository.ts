/**
 * Specials as the dealer keeps them, drafts included, and the scheduled ones the public site
 * reads. Every write runs in one transaction with its audit entry; the specials table's
 * triggers bump the inventory version, so cached pages, the sitemap and the API follow at once in
 * this process (inventoryTransaction) and within a second in every other, and each cached page expires by itself when a special starts or ends
 * (`nextChange`).
 */
import { recordAudit, type Actor } from '../audit'
import { inventoryTransaction, type Database, type Queries } from '../db/database'
import type { Tables } from '../db/tables'
import { readInventoryVersion } from '../inventory'
import { nextPriceChange } from '#app/domain/specials/shopper-price'
import { isLive, type Special, type SpecialInput, type SpecialScope, type SpecialDiscount, type SpecialStatus } from '#app/domain/specials/special'

type SpecialRow = Omit<Tables['specials'], 'id' | 'fine_print' | 'title_es' | 'text_es' | 'fine_print_es' | 'status' | 'created_at' | 'updated_at'> & {
  id: number | string
  fine_print: string
  title_es: string
  text_es: string
  fine_print_es: string
  status: string
  created_at: string
  updated_at: string
}

const COLUMNS = ['id', 'title', 'text', 'fine_print', 'title_es', 'text_es', 'fine_print_es', 'starts_at', 'ends_at', 'status', 'scope', 'discount', 'created_at', 'updated_at'] as const

/** The one mapper of the specials table. */
function toSpecial(row: SpecialRow): Special {
  return {
    id: Number(row.id),
    title: row.title,
    text: row.text,
    finePrint: row.fine_print,
    titleEs: row.title_es,
    textEs: row.text_es,
    finePrintEs: row.fine_print_es,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status as SpecialStatus,
    scope: JSON.parse(row.scope) as SpecialScope,
    discount: JSON.parse(row.discount) as SpecialDiscount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function columns(input: SpecialInput) {
  return {
    title: input.title,
    text: input.text,
    fine_print: input.finePrint,
    title_es: input.titleEs ?? '',
    text_es: input.textEs ?? '',
    fine_print_es: input.finePrintEs ?? '',
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    status: input.status,
    scope: JSON.stringify(input.scope),
    discount: JSON.stringify(input.discount),
  }
}

/** The special without what the database keeps about it (for diffs and the audit log). */
export function specialInput(special: Special): SpecialInput {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = special
  return input
}

/** JSON with object keys sorted, so two specials compare by content, not by the order their fields came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

const sameInput = (a: SpecialInput, b: SpecialInput) => stableJson(a) === stableJson(b)

export type SpecialWrite = { ok: true; special: Special; changed: boolean } | { ok: false; status: 404; error: string }

export interface SpecialRepository {
  /** Every special, the latest to start first. */
  list(): Promise<Special[]>
  get(id: number): Promise<Special | undefined>
  create(actor: Actor, input: SpecialInput): Promise<Special>
  update(actor: Actor, id: number, input: SpecialInput): Promise<SpecialWrite>
  remove(actor: Actor, id: number): Promise<SpecialWrite>
  /** Scheduled specials that had not ended when read: what the public site may show (read again when the inventory version moves). */
  published(): Promise<readonly Special[]>
  /** The specials live at `at`, ending soonest first. */
  live(at: number): Promise<Special[]>
  /** When a scheduled special next starts or ends after `at` (a cached page's prices stop being true then). */
  nextChange(at: number): Promise<number | undefined>
}

export interface SpecialRepositoryOptions {
  /**
   * The inventory version as pages go by it (services.vehicles.recentVersion): specials' triggers
   * bump it, and the scheduled specials are read again when it moves. Absent: read every time.
   */
  version?: () => Promise<number>
}

const NOT_FOUND = { ok: false, status: 404, error: 'Special not found' } as const

export function specialRepository(db: Database, { version = () => readInventoryVersion(db) }: SpecialRepositoryOptions = {}): SpecialRepository {
  let loaded: { version: number; specials: Promise<readonly Special[]> } | undefined

  const getIn = async (tx: Queries, id: number) => {
    const row = await tx.kysely.selectFrom('specials').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    return row ? toSpecial(row as SpecialRow) : undefined
  }

  async function published(): Promise<readonly Special[]> {
    const current = await version()
    if (!loaded || loaded.version !== current) {
      const specials = db.kysely
        .selectFrom('specials')
        .select(COLUMNS)
        .where('status', '=', 'scheduled')
        .where('ends_at', '>', new Date().toISOString())
        .orderBy('ends_at')
        .orderBy('id')
        .execute()
        .then((rows) => Object.freeze(rows.map((row) => Object.freeze(toSpecial(row as SpecialRow)))))
      loaded = { version: current, specials }
      specials.catch(() => {
        if (loaded?.specials === specials) loaded = undefined
      })
    }
    return loaded.specials
  }

  const now = () => new Date().toISOString()

  return {
    async list() {
      const rows = await db.kysely.selectFrom('specials').select(COLUMNS).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute()
      return rows.map((row) => toSpecial(row as SpecialRow))
    },

    get: (id) => getIn(db, id),

    create(actor, input) {
      return inventoryTransaction(db, async (tx) => {
        const at = now()
        const row = await tx.kysely
          .insertInto('specials')
          .values({ ...columns(input), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        const special = (await getIn(tx, Number(row.id)))!
        await recordAudit(tx, { actor, action: 'special.create', entity: 'special', entityId: String(special.id), after: input })
        return special
      })
    },

    update(actor, id, input) {
      return inventoryTransaction(db, async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return NOT_FOUND
        if (sameInput(specialInput(before), input)) return { ok: true, special: before, changed: false }
        await tx.kysely.updateTable('specials').set({ ...columns(input), updated_at: now() }).where('id', '=', id).execute()
        const special = (await getIn(tx, id))!
        await recordAudit(tx, { actor, action: 'special.update', entity: 'special', entityId: String(id), before: specialInput(before), after: input })
        return { ok: true, special, changed: true }
      })
    },

    remove(actor, id) {
      return inventoryTransaction(db, async (tx) => {
        const before = await getIn(tx, id)
        if (!before) return NOT_FOUND
        await tx.kysely.deleteFrom('specials').where('id', '=', id).execute()
        await recordAudit(tx, { actor, action: 'special.delete', entity: 'special', entityId: String(id), before: specialInput(before) })
        return { ok: true, special: before, changed: true }
      })
    },

    published,

    async live(at) {
      return (await published()).filter((special) => isLive(special, at))
    },

    async nextChange(at) {
      return nextPriceChange(await published(), at)
    },
  }
}
