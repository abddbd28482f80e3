import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from './database.js'
import { migrate } from './migrate.js'
import { sweepExpired } from './sweep.js'

let db: Database
beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
  await db.query(`insert into users (id, created_at, updated_at) values ('u', now(), now())`)
})
afterAll(() => db.close())

it('deletes one-time records a day after they expire, and keeps live ones', async () => {
  const now = Date.parse('2030-01-10T00:00:00Z')
  const day = 24 * 3600_000
  const at = (offset: number) => new Date(now + offset)
  for (const [id, expires] of [
    ['old', at(-2 * day)],
    ['recent', at(-3600_000)],
    ['live', at(3600_000)],
  ] as const) {
    await db.query(
      `insert into email_codes (id, purpose, email, code_hash, created_at, expires_at) values ($1, 'login', 'a@b.c', 'h', $2, $2)`,
      [id, expires],
    )
    await db.query(
      `insert into sessions (token_hash, id, user_id, method, created_at, expires_at) values ($1, $1, 'u', 'email', $2, $2)`,
      [id, expires],
    )
  }
  await db.query(
    `insert into sessions (token_hash, id, user_id, method, created_at, expires_at, revoked_at) values ('revoked', 'revoked', 'u', 'email', $1, $2, $1)`,
    [at(-3 * day), at(day)],
  )
  expect(await sweepExpired(db, now)).toBe(3)
  expect(
    (await db.query<{ id: string }>('select id from email_codes order by id')).map((row) => row.id),
  ).toEqual(['live', 'recent'])
  expect(
    (await db.query<{ token_hash: string }>('select token_hash from sessions order by token_hash')).map(
      (row) => row.token_hash,
    ),
  ).toEqual(['live', 'recent'])
})

it('also deletes sign-in nonces and sign-in sessions a day after they expire', async () => {
  const now = Date.parse('2030-02-10T00:00:00Z')
  const day = 24 * 3600_000
  for (const [id, expires] of [
    ['old-siwe', new Date(now - 2 * day)],
    ['live-siwe', new Date(now + day)],
  ] as const) {
    await db.query(
      `insert into siwe_nonces (nonce, project_id, created_at, expires_at) values ($1, 'p', $2, $2)`,
      [id, expires],
    )
    await db.query(
      `insert into siwe_sessions (token_hash, project_id, address, chain_id, created_at, expires_at) values ($1, 'p', '0x0', 1, $2, $2)`,
      [id, expires],
    )
  }
  await sweepExpired(db, now)
  expect(
    (await db.query<{ nonce: string }>('select nonce from siwe_nonces')).map((row) => row.nonce),
  ).toEqual(['live-siwe'])
  expect(
    (await db.query<{ token_hash: string }>('select token_hash from siwe_sessions')).map(
      (row) => row.token_hash,
    ),
  ).toEqual(['live-siwe'])
})

it('deletes on-ramp sandbox purchases a week after they were made', async () => {
  const now = Date.parse('2030-02-10T00:00:00Z')
  const day = 24 * 3600_000
  for (const [id, age] of [
    ['p-old', 8 * day],
    ['p-recent', 2 * day],
  ] as const)
    await db.query(
      `insert into onramp_purchases (id, wallet_address, currency, network, payment_amount, payment_currency,
         purchase_amount, status, created_at, client_ip) values ($1, 'w', 'USDC', 'n', '10', 'USD', '9', 'completed', $2, 'ip')`,
      [id, new Date(now - age)],
    )
  await sweepExpired(db, now)
  expect(
    (await db.query<{ id: string }>(`select id from onramp_purchases where id like 'p-%'`)).map(
      (row) => row.id,
    ),
  ).toEqual(['p-recent'])
})

it('forgets a session proof id once the proof is too old to be accepted', async () => {
  const now = Date.parse('2030-03-10T00:00:00Z')
  for (const [jti, expires] of [
    ['used-expired', new Date(now - 1)],
    ['used-live', new Date(now + 30_000)],
  ] as const)
    await db.query('insert into session_proofs (jti, expires_at) values ($1, $2)', [jti, expires])
  await sweepExpired(db, now)
  expect((await db.query<{ jti: string }>('select jti from session_proofs')).map((row) => row.jti)).toEqual([
    'used-live',
  ])
})

it('deletes passkey challenges as soon as they can no longer be answered', async () => {
  const now = Date.parse('2030-04-10T00:00:00Z')
  for (const [hash, expires] of [
    ['expired', new Date(now - 1_000)],
    ['live', new Date(now + 60_000)],
  ] as const)
    await db.query(
      `insert into passkey_challenges (challenge_hash, purpose, created_at, expires_at) values ($1, 'login', $2, $3)`,
      [hash, new Date(now - 120_000), expires],
    )
  await sweepExpired(db, now)
  expect(
    (await db.query<{ challenge_hash: string }>('select challenge_hash from passkey_challenges')).map(
      (row) => row.challenge_hash,
    ),
  ).toEqual(['live'])
})
