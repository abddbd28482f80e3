import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createProjectStore } from './projectStore.js'

let db: Database
let queries = 0
beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
})
afterAll(() => db.close())

const counted = (): Database => ({
  ...db,
  query: (sql, params) => {
    queries += 1
    return db.query(sql, params)
  },
})

it('answers a burst of lookups, known ids or made-up ones, with one query per cache period', async () => {
  let now = 1_000_000
  const store = createProjectStore(counted(), () => now)
  await store.upsert([{ id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example'] }])
  queries = 0
  const lookups = Array.from({ length: 50 }, (_, index) =>
    store.get(index === 0 ? 'shop' : `random-${index}`),
  )
  const [shop, ...random] = await Promise.all(lookups)
  expect(shop?.allowedOrigins).toEqual(['https://shop.example'])
  expect(random.every((project) => project === undefined)).toBe(true)
  // The upsert loaded the copy: the burst is served from it.
  expect(queries).toBe(0)
  now += 6_000
  await Promise.all([store.get('shop'), store.get('x'), store.allOrigins()])
  expect(queries).toBe(1)
})

it('keeps serving the last good copy while the database is away, and picks up changes when it is back', async () => {
  let now = 1_000_000
  let down = false
  const errors: unknown[] = []
  const flaky: Database = {
    ...db,
    query: (sql, params) => (down ? Promise.reject(new Error('ECONNREFUSED')) : db.query(sql, params)),
  }
  const store = createProjectStore(
    flaky,
    () => now,
    (error) => errors.push(error),
  )
  await store.upsert([{ id: 'kept', name: 'Kept', allowedOrigins: ['https://kept.example'] }])
  down = true
  now += 60_000
  expect((await store.get('kept'))?.allowedOrigins).toEqual(['https://kept.example'])
  expect(await store.allOrigins()).toContain('https://kept.example')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(errors).toHaveLength(1)
  // A failed refresh waits a period before the next try, so an outage does not cost a query per request.
  await store.get('kept')
  expect(errors).toHaveLength(1)
  down = false
  await db.query(`update projects set name = 'Renamed' where id = 'kept'`)
  now += 6_000
  await store.get('kept')
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect((await store.get('kept'))?.name).toBe('Renamed')
})

it('answers the first lookup from the database, and throws its error when it is away', async () => {
  const store = createProjectStore({ ...db, query: () => Promise.reject(new Error('ECONNREFUSED')) }, () => 0)
  await expect(store.get('any')).rejects.toThrow('ECONNREFUSED')
})

it('sees an upsert at once, even when a load was under way', async () => {
  const store = createProjectStore(db, () => 0)
  const before = store.get('late')
  await store.upsert([{ id: 'late', name: 'Late', allowedOrigins: [] }])
  await before
  expect((await store.get('late'))?.name).toBe('Late')
})
