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
  expect(queries).toBe(1)
  now += 6_000
  await Promise.all([store.get('shop'), store.get('x'), store.allOrigins()])
  expect(queries).toBe(2)
})

it('sees an upsert at once, even when a load was under way', async () => {
  const store = createProjectStore(db, () => 0)
  const before = store.get('late')
  await store.upsert([{ id: 'late', name: 'Late', allowedOrigins: [] }])
  await before
  expect((await store.get('late'))?.name).toBe('Late')
})
