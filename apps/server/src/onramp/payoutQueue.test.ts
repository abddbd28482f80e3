import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { TooManyRequestsError } from '../errors.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from '../testing/postgres.js'
import { createPayoutQueue } from './payoutQueue.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Two instances: on PGlite two queues over one database; on Postgres each with its own pool and listener.
type Target = { name: string; open(): Promise<[Database, Database]> }
let postgres: TestPostgres | undefined
const targets: Target[] = [
  {
    name: 'PGlite',
    open: async () => {
      const db = await openDatabase()
      return [db, db]
    },
  },
]
if (!skipWithoutPostgres('the payout queue on Postgres'))
  targets.push({
    name: 'Postgres',
    open: async () => {
      postgres = await startTestPostgres()
      return [await openDatabase({ url: postgres.url }), await openDatabase({ url: postgres.url })]
    },
  })
afterAll(async () => {
  await postgres?.stop()
})

describe.each(targets)('the payout queue on $name', ({ open }) => {
  let db: Database
  let other: Database
  beforeAll(async () => {
    ;[db, other] = await open()
    await migrate(db)
  })
  afterAll(async () => {
    await db.close()
    if (other !== db) await other.close()
  })
  beforeEach(() => db.query('delete from payout_queue'))

  const instance = (maxQueue = 5, leaseMs = 60_000, on: Database = db) =>
    createPayoutQueue({ db: on, now: Date.now, maxQueue, leaseMs })

  it('runs payouts of every instance one at a time, in the order they came, each starting as the last ends', async () => {
    const a = instance()
    const b = instance(5, 60_000, other)
    const log: string[] = []
    let running = 0
    // The first payout runs until the other two are in the queue; each later one takes 150 ms.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const job = (name: string, until: () => Promise<unknown>) => async () => {
      running += 1
      expect(running).toBe(1)
      log.push(`start ${name}`)
      await until()
      log.push(`end ${name}`)
      running -= 1
      return name
    }
    // Each enters once the one before it is in the queue (a fixed sleep lost that race on a busy machine: the
    // second instance's first query opens its connection).
    const first = a.run(job('a1', () => held))
    await expect.poll(() => b.length(), { timeout: 10_000 }).toBe(1)
    const second = b.run(job('b1', () => sleep(150)))
    await expect.poll(() => a.length(), { timeout: 10_000 }).toBe(2)
    const third = a.run(job('a2', () => sleep(150)))
    await expect.poll(() => b.length(), { timeout: 10_000 }).toBe(3)
    const started = Date.now()
    release()
    expect(await Promise.all([first, second, third])).toEqual(['a1', 'b1', 'a2'])
    expect(log).toEqual(['start a1', 'end a1', 'start b1', 'end b1', 'start a2', 'end a2'])
    // Woken by the finished payout's notification, not by a later check: no gap between turns.
    expect(Date.now() - started).toBeLessThan(2 * 150 + 300)
    expect(await a.length()).toBe(0)
  })

  it('refuses a payout at once when the queue of all instances is full', async () => {
    const a = instance(2)
    const b = instance(2, 60_000, other)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Both hold their turn: the two enter concurrently, so either may come first.
    const first = a.run(() => held)
    const second = a.run(() => held)
    // Both are in the queue before the third asks (a fixed sleep lost that race on a busy machine).
    await expect.poll(() => b.length(), { timeout: 10_000 }).toBe(2)
    const refused = await b.run(async () => {}).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TooManyRequestsError)
    expect((refused as TooManyRequestsError).toBody().reasons[0]?.name).toBe('SandboxQueueFull')
    release()
    await Promise.all([first, second])
    await expect(b.run(async () => 'after')).resolves.toBe('after')
  })

  it('keeps the order of entries made in the same millisecond', async () => {
    // A stopped clock: every entry has the same entered_at.
    const stopped = Date.now()
    const a = createPayoutQueue({ db, now: () => stopped, maxQueue: 6, leaseMs: 60_000 })
    const b = createPayoutQueue({ db: other, now: () => stopped, maxQueue: 6, leaseMs: 60_000 })
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const order: number[] = []
    const runs = [a.run(() => held)]
    await expect.poll(() => a.length()).toBe(1)
    for (const index of [1, 2, 3, 4, 5]) {
      runs.push((index % 2 ? b : a).run(async () => void order.push(index)))
      await expect.poll(() => a.length()).toBe(index + 1)
    }
    release()
    await Promise.all(runs)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })

  it('goes on when the lease of a payout whose instance died ends', async () => {
    // An instance died while paying out: its entry runs until its lease ends, and no one will announce the next turn.
    await db.query(
      `insert into payout_queue (id, entered_at, expires_at, running) values ('dead', $1, $2, true)`,
      [new Date(Date.now() - 1_000).toISOString(), new Date(Date.now() + 400).toISOString()],
    )
    const started = Date.now()
    await expect(instance().run(async () => 'next')).resolves.toBe('next')
    expect(Date.now() - started).toBeGreaterThanOrEqual(350)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('gives the turn back when a payout fails', async () => {
    const a = instance()
    await expect(
      a.run(async () => {
        throw new Error('upstream down')
      }),
    ).rejects.toThrow('upstream down')
    await expect(instance().run(async () => 'next')).resolves.toBe('next')
  })
})
