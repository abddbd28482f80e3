import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from '../testing/postgres.js'
import { type Database, openDatabase } from './database.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves with the first value `take` returns that is not undefined, checking every 20 ms for up to `ms`. */
async function eventually<T>(take: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = take()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(20)
  }
}

it('rejects channel names that are not plain identifiers', async () => {
  const db = await openDatabase()
  await expect(db.listen('kit; drop table users', () => {})).rejects.toThrow('Invalid notification channel')
  await db.close()
})

describe.skipIf(skipWithoutPostgres('LISTEN/NOTIFY on Postgres'))('LISTEN/NOTIFY between instances', () => {
  let postgres: TestPostgres
  let a: Database
  let b: Database
  beforeAll(async () => {
    postgres = await startTestPostgres()
    a = await openDatabase({ url: postgres.url })
    b = await openDatabase({ url: postgres.url })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await postgres?.stop()
  })

  const listeners = () =>
    b.query<{ count: string }>(
      `select count(*) as count from pg_stat_activity where application_name = 'kit-server-listen'`,
    )

  it('delivers a NOTIFY from one instance to the other, only after its transaction commits', async () => {
    const heard: Array<string | undefined> = []
    const stop = await a.listen('kit_test', (payload) => heard.push(payload))
    await b.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['kit_test', 'one'])
      await sleep(100)
      expect(heard).toEqual([])
    })
    expect(await eventually(() => heard[0])).toBe('one')
    await b
      .transaction(async (tx) => {
        await tx.query('select pg_notify($1, $2)', ['kit_test', 'rolled back'])
        throw new Error('abort')
      })
      .catch(() => {})
    await b.query('select pg_notify($1, $2)', ['kit_test', 'two'])
    expect(await eventually(() => heard[1])).toBe('two')
    await stop()
    // The listening connection is closed with the last listener.
    let open = -1
    for (let i = 0; i < 50 && open !== 0; i++) {
      open = Number((await listeners())[0]?.count)
      if (open !== 0) await sleep(50)
    }
    expect(open).toBe(0)
  })

  it('listens again after its connection is lost, and tells the handler to re-check', async () => {
    const heard: Array<string | undefined> = []
    const stop = await a.listen('kit_test', (payload) => heard.push(payload))
    await b.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kit-server-listen'`,
    )
    // Back within the retry interval: the handler hears `undefined` (some may have been missed) …
    expect(await eventually(() => (heard.length > 0 ? heard : undefined))).toEqual([undefined])
    // … and notifications flow again.
    await b.query('select pg_notify($1, $2)', ['kit_test', 'after'])
    expect(await eventually(() => heard[1])).toBe('after')
    await stop()
  })
})
