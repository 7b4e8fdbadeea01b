import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '#app/tests/helpers/database'
import type { Database } from '../db/database'
import { seedVehicles } from './seed'
import { seedInventory, vehicleRepository } from './vehicles'

let db: TestDatabase

beforeEach(async () => {
  db = await openTestDatabase()
})
afterEach(async () => {
  await db.destroy()
})

/** Counts the SELECTs that read `table`, as the repository builds them for either database. */
function countingReadsOf(table: string): KyselyPlugin & { reads: number } {
  const counter = {
    reads: 0,
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes(`"name":"${table}"`)) counter.reads++
      return node
    },
    transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
  }
  return counter
}

/** The same database, with every query the repository builds passing through `plugin`. */
const withPlugin = (plugin: KyselyPlugin): Database => ({ ...db, kysely: db.kysely.withPlugin(plugin) })

describe('seed inventory', () => {
  it('loads every seed vehicle once, and leaves later edits alone on the next start', async () => {
    expect(await seedInventory(db)).toBe(true)
    const vehicles = vehicleRepository(db)
    expect(await vehicles.list()).toHaveLength(seedVehicles.length)
    await db.run("UPDATE vehicles SET price = 1 WHERE id = 'denago-ev-city'")
    expect(await seedInventory(db)).toBe(false)
    expect((await vehicles.get('denago-ev-city'))?.price).toBe(1)
  })

  it('bumps the inventory version on every change', async () => {
    await seedInventory(db)
    const vehicles = vehicleRepository(db)
    const before = await vehicles.version()
    await db.run("UPDATE vehicles SET in_stock = 0 WHERE id = 'denago-ev-city'")
    expect(await vehicles.version()).toBe(before + 1)
  })
})

describe('vehicle repository', () => {
  it('reads the rows once per inventory version, however many requests ask at once', async () => {
    await seedInventory(db)
    const counter = countingReadsOf('vehicles')
    const vehicles = vehicleRepository(withPlugin(counter))
    const reads = () => counter.reads
    const answers = await Promise.all([vehicles.list(), vehicles.get('denago-ev-city'), vehicles.getMany(['denago-ev-city']), vehicles.list()])
    expect(reads()).toBe(1)
    expect(answers[0]).toHaveLength(seedVehicles.length)
    expect(answers[1]?.id).toBe('denago-ev-city')
    await vehicles.list()
    expect(reads()).toBe(1)
    await db.run("DELETE FROM vehicles WHERE id = 'denago-ev-city'")
    expect(await vehicles.get('denago-ev-city')).toBeUndefined()
    expect(await vehicles.list()).toHaveLength(seedVehicles.length - 1)
    expect(reads()).toBe(2)
  })

  it('trusts a read of the version for versionMaxAgeMs, and a fresh version() read at once', async () => {
    await seedInventory(db)
    // The repository's own clock, moved by hand: a busy machine's slow queries cannot age the read.
    let clock = Date.now()
    const vehicles = vehicleRepository(db, { versionMaxAgeMs: 200, now: () => clock })
    const price = async () => (await vehicles.get('denago-ev-city'))?.price
    const before = await price()
    await db.run("UPDATE vehicles SET price = 1 WHERE id = 'denago-ev-city'")
    clock += 199
    expect(await price()).toBe(before)
    clock += 1
    expect(await price()).toBe(1)
    await db.run("UPDATE vehicles SET price = 2 WHERE id = 'denago-ev-city'")
    expect(await price()).toBe(1)
    // The HTML cache checks the version itself: what it renders next must be that new.
    await vehicles.version()
    expect(await price()).toBe(2)
  })

  it('hands out vehicles no caller can change for the next one', async () => {
    await seedInventory(db)
    const vehicles = vehicleRepository(db)
    const [first] = await vehicles.list()
    expect(() => {
      ;(first as { price: number }).price = 1
    }).toThrow(TypeError)
    expect(() => (first.features as string[]).push('x')).toThrow(TypeError)
    expect((await vehicles.list())[0].price).not.toBe(1)
  })
})
