import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateMasterKey } from '../config.js'
import { frameHeaders, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { type LegacyWallet, seedLegacyWallets } from '../testing/legacyWallet.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../testing/sessionProof.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The legacy route only serves the move of a wallet made before split keys: such wallets are seeded into the
// database before the server starts, since no route makes one any more.
const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-wallet-'))
const masterKey = generateMasterKey()
// Few releases per user, so the limit is reached by one test.
const config = {
  database: { dataDir },
  masterKey,
  auth: { keyReleasesPerUser: { max: 4, windowMs: 600_000 }, emailCooldownSeconds: 0 },
}
let server: TestServer
let legacy: Record<
  'legacy@example.test' | 'logged@example.test' | 'recent@example.test' | 'often@example.test',
  LegacyWallet
>
/** How far the test moved the server's clock: proofs are dated by it. */
let clockOffset = 0

beforeAll(async () => {
  legacy = await seedLegacyWallets(config, [
    'legacy@example.test',
    'logged@example.test',
    'recent@example.test',
    'often@example.test',
  ])
  server = await startTestServer(config)
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Logs `email` in; with a signer, the session is bound to its key. */
const login = (email: string, signer?: ProofSigner) =>
  loginByEmail(server, email, async (url) =>
    signer ? { dpop: await signer.sign('POST', url, undefined, Date.now() + clockOffset) } : {},
  )

/** `POST /v1/auth/wallet` as the frame calls it, with a proof when there is a signer. */
const release = (token: string, signer: ProofSigner | undefined, headers: Record<string, string> = {}) =>
  frameKeyCall(`${server.url}/v1/auth/wallet`, { token, signer, headers, iatMs: Date.now() + clockOffset })

it('never makes a wallet: an account without one gets 404 NoLegacyWallet, and nothing is stored', async () => {
  const signer = await createProofSigner()
  const token = await login('new@example.test', signer)
  for (let i = 0; i < 2; i++) {
    const answer = await release(token, signer)
    expect(answer.status).toBe(404)
    expect(answer.body.reasons[0]).toEqual({
      name: 'NoLegacyWallet',
      description: 'This account has no wallet to move: the secure frame makes new wallets itself',
    })
  }
  const state = await frameKeyCall(`${server.url}/v1/auth/wallet/state`, { token })
  expect(state.body).toEqual({ state: 'none' })
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${token}` },
  })
  expect(session.body.user.wallet).toBeNull()
})

it("releases a legacy wallet's keys to the frame, with a proof of the session's key", async () => {
  const { keys } = legacy['legacy@example.test']
  const signer = await createProofSigner()
  const token = await login('legacy@example.test', signer)
  const released = await release(token, signer)
  expect(released.status).toBe(200)
  expect(released.headers.get('cache-control')).toBe('no-store')
  expect(released.body).toEqual(keys)
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${token}` },
  })
  expect(session.body.user.wallet).toEqual({
    evmAddress: keys.evm.address,
    solanaAddress: keys.solana.address,
  })
  expect(JSON.stringify(session.body)).not.toContain(keys.evm.privateKey)
})

it('refuses a token alone: no proof, a proof of another key, a replayed proof, an unbound session', async () => {
  const signer = await createProofSigner()
  const token = await login('legacy@example.test', signer)
  const noProof = await release(token, undefined)
  expect(noProof.status).toBe(401)
  expect(noProof.body.reasons[0].name).toBe('ProofRequired')
  const otherKey = await release(token, await createProofSigner())
  expect(otherKey.status).toBe(401)
  expect(otherKey.body.reasons[0].name).toBe('ProofKeyMismatch')
  const url = `${server.url}/v1/auth/wallet`
  const headers = {
    ...frameHeaders,
    authorization: `Bearer ${token}`,
    dpop: await signer.sign('POST', url, token),
  }
  expect((await call(url, { method: 'POST', headers })).status).toBe(200)
  const replayed = await call(url, { method: 'POST', headers })
  expect(replayed.status).toBe(401)
  expect(replayed.body.reasons[0].name).toBe('ProofReplayed')
  const unbound = await release(await login('legacy@example.test'), signer)
  expect(unbound.status).toBe(401)
  expect(unbound.body.reasons[0].name).toBe('SessionNotBound')
})

it('releases keys only to a session, and only to the frame origin', async () => {
  const signer = await createProofSigner()
  const token = await login('legacy@example.test', signer)
  const url = `${server.url}/v1/auth/wallet`
  expect((await call(url, { method: 'POST', headers: frameHeaders })).status).toBe(401)
  expect((await release('not-a-real-session-token-xxxx', signer)).status).toBe(401)
  const otherOrigin = await release(token, signer, { origin: 'http://app.test' })
  expect(otherOrigin.status).toBe(403)
  const noOrigin = await call(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, dpop: await signer.sign('POST', url, token) },
  })
  expect(noOrigin.status).toBe(403)
})

it('logs each release with the user id and the client IP', async () => {
  // A user of its own: the releases above count against the first user's limit.
  const { userId, keys } = legacy['logged@example.test']
  const signer = await createProofSigner()
  expect((await release(await login('logged@example.test', signer), signer)).status).toBe(200)
  const entry = server.logs.filter((line) => line.msg === 'wallet keys released').at(-1)
  expect(entry).toMatchObject({ level: 'info', userId, ip: '127.0.0.1', method: 'email' })
  expect(entry?.loginAgeSeconds).toBeTypeOf('number')
  expect(JSON.stringify(server.logs)).not.toContain(keys.evm.privateKey)
  expect(JSON.stringify(server.logs)).not.toContain(keys.solana.secretKey)
})

it('releases keys only soon after the login: a session older than the window must sign in again', async () => {
  const signer = await createProofSigner()
  const fresh = await login('recent@example.test', signer)
  const advance = (ms: number) => {
    server.advance(ms)
    clockOffset += ms
  }
  advance(9 * 60_000)
  expect((await release(fresh, signer)).status).toBe(200)
  advance(60_000 + 1000)
  const late = await release(fresh, signer)
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
  const again = await login('recent@example.test', signer)
  expect((await release(again, signer)).status).toBe(200)
})

it('limits key releases per user', async () => {
  const signer = await createProofSigner()
  const token = await login('often@example.test', signer)
  for (let i = 0; i < 4; i++) expect((await release(token, signer)).status).toBe(200)
  const limited = await release(token, signer)
  expect(limited.status).toBe(429)
  expect(limited.body.reasons[0].name).toBe('KeyReleaseRateLimited')
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another user is not affected.
  const other = await createProofSigner()
  expect((await release(await login('logged@example.test', other), other)).status).toBe(200)
})
