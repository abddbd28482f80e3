import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from '../testing/postgres.js'
import { type Database, openDatabase } from './database.js'
import { migrate } from './migrate.js'
import { migrations } from './migrations.js'

type Target = { name: string; open: () => Promise<Database>; teardown?: () => Promise<void> }

// Skipped only outside CI when no Postgres binaries are found; under CI=true their absence fails.
const pgSkipped = skipWithoutPostgres('the real Postgres target')

let postgres: TestPostgres | undefined
const targets: Target[] = [{ name: 'PGlite (in memory)', open: () => openDatabase() }]
if (!pgSkipped)
  targets.push({
    name: 'Postgres server',
    open: async () => {
      postgres ??= await startTestPostgres()
      return openDatabase({ url: postgres.url })
    },
  })

afterAll(async () => {
  await postgres?.stop()
})

describe.each(targets)('data layer on $name', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db.close()
  })

  it('applies every migration once, in order', async () => {
    const first = await migrate(db)
    expect(first).toEqual(migrations.map((migration) => migration.version))
    expect(await migrate(db)).toEqual([])
    const rows = await db.query<{ version: number }>('select version from kit_migrations order by version')
    expect(rows.map((row) => Number(row.version))).toEqual(first)
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction((tx) => tx.query(`insert into projects (id, name) values ('kept', 'Kept')`))
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into projects (id, name) values ('dropped', 'Dropped')`)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    const ids = (await db.query<{ id: string }>('select id from projects order by id')).map((row) => row.id)
    expect(ids).toContain('kept')
    expect(ids).not.toContain('dropped')
  })

  it('stores a Date as its instant even when the local time-zone offset cannot be read', async () => {
    // Another library in the process once made pg format dates as '…+00:NaN'; dates go as ISO strings instead.
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(Number.NaN)
    try {
      const when = new Date('2031-05-06T07:08:09.000Z')
      await db.query(
        'insert into names (name, attributes, registered_at, updated_at) values ($1, $2::jsonb, $3, $3)',
        ['offset.kit.id', '{}', when],
      )
      const [row] = await db.query<{ registered_at: Date }>(
        "select registered_at from names where name = 'offset.kit.id'",
      )
      expect(row?.registered_at.toISOString()).toBe(when.toISOString())
    } finally {
      offset.mockRestore()
    }
  })

  it('round-trips jsonb, timestamptz and bigint the same way', async () => {
    const when = new Date('2030-01-02T03:04:05.000Z')
    await db.query(
      'insert into names (name, attributes, registered_at, updated_at) values ($1, $2::jsonb, $3, $3)',
      ['round.kit.id', JSON.stringify({ avatar: 'a' }), when],
    )
    await db.query(
      'insert into name_addresses (name, coin_type, address, address_key, created_at) values ($1, $2, $3, $4, $5)',
      ['round.kit.id', 2147563650, '0xAb', '0xab', when],
    )
    const [row] = await db.query<{ attributes: unknown; registered_at: Date; coin_type: unknown }>(
      'select n.attributes, n.registered_at, a.coin_type from names n join name_addresses a using (name)',
    )
    expect(row?.attributes).toEqual({ avatar: 'a' })
    expect(row?.registered_at).toBeInstanceOf(Date)
    expect(row?.registered_at.getTime()).toBe(when.getTime())
    expect(Number(row?.coin_type)).toBe(2147563650)
  })
})

describe('PGlite on disk', () => {
  it('keeps data across a reopen of the same directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kit-pglite-'))
    try {
      const first = await openDatabase({ dataDir: dir })
      await migrate(first)
      await first.query(`insert into projects (id, name) values ('persisted', 'P')`)
      await first.close()
      const second = await openDatabase({ dataDir: dir })
      expect(await migrate(second)).toEqual([])
      expect(await second.query('select id from projects')).toEqual([{ id: 'persisted' }])
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
