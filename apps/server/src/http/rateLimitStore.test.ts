import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { type Database, openDatabase, type Queryable } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { sweepExpired } from '../db/sweep.js'
import { DatabaseUnavailableError } from '../errors.js'
import { createSharedRateLimiter } from './rateLimitStore.js'

let db: Database
beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
})
afterAll(() => db.close())

let clock = Date.parse('2030-01-01T00:00:00Z')
const now = () => clock
const limiter = (name: string, max: number, windowMs = 10_000, on: Queryable = db) =>
  createSharedRateLimiter({ db: on, name, max, windowMs, now })

it('counts hits of every instance in one window per key, and tells how long to wait', async () => {
  // Two limiters over one database stand for two server instances.
  const a = limiter('shared', 2)
  const b = limiter('shared', 2)
  expect((await a.hit('ip')).allowed).toBe(true)
  expect(await b.hit('ip')).toMatchObject({ allowed: true, remaining: 0 })
  clock += 2_500
  expect(await a.hit('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
  expect(await b.hit('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
  expect((await b.hit('other')).allowed).toBe(true)
  // Another limiter's keys are counted apart.
  expect((await limiter('elsewhere', 2).hit('ip')).allowed).toBe(true)
  clock += 7_500
  expect((await b.hit('ip')).allowed).toBe(true)
  expect((await a.hit('ip')).allowed).toBe(true)
})

it('spends weights, refuses a weight that does not fit without spending it, peeks, and gives back', async () => {
  const a = limiter('weights', 10)
  const b = limiter('weights', 10)
  expect(await a.hit('k', 7)).toMatchObject({ allowed: true, remaining: 3 })
  expect(await b.hit('k', 4)).toMatchObject({ allowed: false, remaining: 3 })
  expect(await b.peek('k', 3)).toMatchObject({ allowed: true, remaining: 3 })
  expect(await b.hit('k', 3)).toMatchObject({ allowed: true, remaining: 0 })
  await b.spend('k', -5)
  expect(await a.hit('k', 5)).toMatchObject({ allowed: true, remaining: 0 })
  await a.spend('fresh', 12)
  expect(await b.peek('fresh')).toMatchObject({ allowed: false, remaining: 0 })
  expect(await b.peek('unknown', 11)).toEqual({ allowed: false, remaining: 10, retryAfterSeconds: 10 })
})

it('never lets concurrent hits through past the limit', async () => {
  const instances = [limiter('race', 25), limiter('race', 25), limiter('race', 25)]
  const results = await Promise.all(
    Array.from({ length: 60 }, (_, i) => instances[i % 3]?.hit('ip') ?? Promise.reject(new Error('none'))),
  )
  expect(results.filter((result) => result.allowed)).toHaveLength(25)
})

it('sends the hits and peeks that arrive together in one statement, counting each exactly', async () => {
  let queries = 0
  const counting: Queryable = {
    query: (sql, params) => {
      queries += 1
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
  }
  const a = limiter('batched', 3, 10_000, counting)
  // 40 clients at once: the first goes alone, the rest share the next statement.
  const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => a.hit(`ip-${i % 20}`)))
  expect(spread.every((result) => result.allowed)).toBe(true)
  expect(queries).toBe(2)
  expect(await a.peek('ip-1')).toMatchObject({ allowed: true, remaining: 1 })
  queries = 0
  const peeks = await Promise.all(
    Array.from({ length: 20 }, (_, i) => a.peek(i === 0 ? 'new' : `ip-${i}`, 2)),
  )
  expect(peeks.map((result) => result.allowed)).toEqual([true, ...Array<boolean>(19).fill(false)])
  expect(queries).toBe(2)
  // Together they do not fit: nothing is spent by the shared row, and one by one exactly the room left passes.
  queries = 0
  const [crowd] = await Promise.all([
    Promise.all([a.hit('ip-0', 1), ...Array.from({ length: 10 }, () => a.hit('ip-5'))]),
    a.spend('ip-7', 1),
  ])
  expect(crowd.filter((result) => result.allowed)).toHaveLength(2)
  expect(await a.peek('ip-5')).toMatchObject({ allowed: false, remaining: 0 })
  expect(await a.peek('ip-7')).toMatchObject({ allowed: false, remaining: 0 })
  const rows = await db.query<{ key: string; count: number }>(
    `select key, count from rate_limits where bucket = 'batched' and key in ('ip-0', 'ip-5', 'ip-7') order by key`,
  )
  expect(rows.map((row) => [row.key, Number(row.count)])).toEqual([
    ['ip-0', 3],
    ['ip-5', 3],
    ['ip-7', 3],
  ])
})

it('refuses an exhausted key locally until its window ends, without asking the database', async () => {
  let queries = 0
  const counting: Queryable = {
    query: (sql, params) => {
      queries += 1
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
  }
  const a = limiter('flood', 1, 10_000, counting)
  expect((await a.hit('ip')).allowed).toBe(true)
  for (let i = 0; i < 20; i++) expect((await a.hit('ip')).allowed).toBe(false)
  expect(queries).toBe(1)
  clock += 10_000
  expect((await a.hit('ip')).allowed).toBe(true)
  expect(queries).toBe(2)
})

it('counts in the process while the database fails, says so once, and shares again when it is back', async () => {
  let down = true
  const flaky: Queryable = {
    query: (sql, params) =>
      down ? Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')) : db.query(sql, params),
    exec: (sql) => db.exec(sql),
  }
  const states: string[] = []
  const a = createSharedRateLimiter({
    db: flaky,
    name: 'outage',
    max: 2,
    windowMs: 10_000,
    now,
    onDatabase: (state) => states.push(state),
  })
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    expect((await a.hit('ip')).allowed).toBe(true)
    expect((await a.hit('ip')).allowed).toBe(true)
    expect((await a.hit('ip')).allowed).toBe(false)
    expect(states).toEqual(['failed'])
    // The failing database is asked again only after a pause, so requests do not each wait on it.
    down = false
    expect((await a.hit('other')).allowed).toBe(true)
    expect(states).toEqual(['failed'])
    vi.advanceTimersByTime(2_000)
    expect((await a.hit('other')).allowed).toBe(true)
    expect(states).toEqual(['failed', 'recovered'])
  } finally {
    vi.useRealTimers()
  }
})

it('lets errors other than an unreachable database through', async () => {
  const broken: Queryable = {
    query: () => Promise.reject(new Error('syntax error')),
    exec: (sql) => db.exec(sql),
  }
  await expect(limiter('broken', 2, 10_000, broken).hit('ip')).rejects.toThrow('syntax error')
})

it('is swept when its window ends', async () => {
  const a = limiter('sweep', 5, 1_000)
  await a.hit('old')
  clock += 2_000
  await a.hit('new')
  await sweepExpired(db, clock)
  const rows = await db.query<{ key: string }>(`select key from rate_limits where bucket = 'sweep'`)
  expect(rows.map((row) => row.key)).toEqual(['new'])
})
