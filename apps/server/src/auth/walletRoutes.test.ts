import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateMasterKey } from '../config.js'
import { openDatabase } from '../db/database.js'
import { frameHeaders, lastApprovalLink, lastCode } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-wallet-'))
const masterKey = generateMasterKey()
let server: TestServer
let token = ''

beforeAll(async () => {
  server = await startTestServer({ database: { dataDir }, masterKey })
  const email = 'wallet@example.test'
  const deviceId = randomUUID()
  await call(`${server.url}/v1/auth/email/connect`, { json: { email, deviceId }, headers: frameHeaders })
  const link = lastApprovalLink(server.outbox, email)
  await call(`${server.url}/auth/device/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
  })
  const login = await call(`${server.url}/v1/auth/email/verify`, {
    json: { email, deviceId, otp: lastCode(server.outbox, email) },
    headers: frameHeaders,
  })
  token = login.body.token
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
  server = await startTestServer({ database: { dataDir }, masterKey })
  const again = await walletCall({ ...frameHeaders, authorization: `Bearer ${token}` })
  expect(again.body).toEqual(keys)
})
