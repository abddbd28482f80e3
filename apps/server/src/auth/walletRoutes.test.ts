import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateMasterKey } from '../config.js'
import { openDatabase } from '../db/database.js'
import { frameHeaders, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-wallet-'))
const masterKey = generateMasterKey()
// Few releases per user, so the limit is reached by one test; the count is in the database, so it survives a restart.
const config = {
  database: { dataDir },
  masterKey,
  auth: { keyReleasesPerUser: { max: 4, windowMs: 600_000 } },
}
let server: TestServer
let token = ''

const login = (email: string) => loginByEmail(server, email)

beforeAll(async () => {
  server = await startTestServer(config)
  token = await login('wallet@example.test')
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const walletCall = (headers: Record<string, string>) =>
  call(`${server.url}/v1/auth/wallet`, { method: 'POST', headers })

it('creates the embedded wallet once and releases the same keys to the frame', async () => {
  const first = await walletCall({ ...frameHeaders, authorization: `Bearer ${token}` })
  expect(first.status).toBe(200)
  expect(first.headers.get('cache-control')).toBe('no-store')
  expect(privateKeyToAccount(first.body.evm.privateKey).address).toBe(first.body.evm.address)
  expect(Buffer.from(first.body.solana.secretKey, 'base64')).toHaveLength(64)
  const second = await walletCall({ ...frameHeaders, authorization: `Bearer ${token}` })
  expect(second.body).toEqual(first.body)
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${token}` },
  })
  expect(session.body.user.wallet).toEqual({
    evmAddress: first.body.evm.address,
    solanaAddress: first.body.solana.address,
  })
  expect(JSON.stringify(session.body)).not.toContain(first.body.evm.privateKey)
})

it('releases keys only to a session, and only to the frame origin', async () => {
  expect((await walletCall(frameHeaders)).status).toBe(401)
  expect(
    (await walletCall({ ...frameHeaders, authorization: 'Bearer not-a-real-session-token-xxxx' })).status,
  ).toBe(401)
  const otherOrigin = await walletCall({ origin: 'http://app.test', authorization: `Bearer ${token}` })
  expect(otherOrigin.status).toBe(403)
  const noOrigin = await walletCall({ authorization: `Bearer ${token}` })
  expect(noOrigin.status).toBe(403)
})

it('stores the keys only encrypted, and they survive a restart with the same master key', async () => {
  const keys = (await walletCall({ ...frameHeaders, authorization: `Bearer ${token}` })).body
  await server.close()
  const db = await openDatabase({ dataDir })
  const dump = JSON.stringify(await db.query('select * from wallets'))
  await db.close()
  expect(dump).toContain(keys.evm.address)
  expect(dump).not.toContain(keys.evm.privateKey.slice(2))
  expect(dump).not.toContain(keys.solana.secretKey)
  server = await startTestServer(config)
  const again = await walletCall({ ...frameHeaders, authorization: `Bearer ${token}` })
  expect(again.body).toEqual(keys)
})

it('logs each release with the user id and the client IP', async () => {
  // A user of its own: the releases above count against the first user's limit, across the restart too.
  const own = await login('logged@example.test')
  const keys = (await walletCall({ ...frameHeaders, authorization: `Bearer ${own}` })).body
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${own}` },
  })
  const entry = server.logs.filter((line) => line.msg === 'wallet keys released').at(-1)
  expect(entry).toMatchObject({
    level: 'info',
    userId: session.body.user.id,
    ip: '127.0.0.1',
    method: 'email',
  })
  expect(JSON.stringify(entry)).not.toContain(keys.evm.privateKey)
})

it('releases keys only soon after the login: a session older than the window must sign in again', async () => {
  const fresh = await login('recent@example.test')
  server.advance(9 * 60_000)
  expect((await walletCall({ ...frameHeaders, authorization: `Bearer ${fresh}` })).status).toBe(200)
  server.advance(60_000 + 1000)
  const late = await walletCall({ ...frameHeaders, authorization: `Bearer ${fresh}` })
  expect(late.status).toBe(401)
  expect(late.body.reasons[0]).toEqual({
    name: 'LoginRequired',
    description: 'Sign in again to unlock your wallet',
  })
  // The session itself still works for everything that releases no keys.
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${fresh}` },
  })
  expect(session.status).toBe(200)
  // A new login opens a new window.
  const again = await login('recent@example.test')
  expect((await walletCall({ ...frameHeaders, authorization: `Bearer ${again}` })).status).toBe(200)
})

it('limits key releases per user', async () => {
  const fresh = await login('often@example.test')
  const headers = { ...frameHeaders, authorization: `Bearer ${fresh}` }
  for (let i = 0; i < 4; i++) expect((await walletCall(headers)).status).toBe(200)
  const limited = await walletCall(headers)
  expect(limited.status).toBe(429)
  expect(limited.body.reasons[0].name).toBe('KeyReleaseRateLimited')
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another user is not affected.
  const other = await login('other@example.test')
  expect((await walletCall({ ...frameHeaders, authorization: `Bearer ${other}` })).status).toBe(200)
})
