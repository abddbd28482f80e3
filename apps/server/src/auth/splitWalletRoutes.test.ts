import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey } from '../config.js'
import { openDatabase } from '../db/database.js'
import { frameHeaders, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { type LegacyWallet, seedLegacyWallets } from '../testing/legacyWallet.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../testing/sessionProof.js'
import { authShareOf, newSplitWallet, passkeyRecord, passwordRecord } from '../testing/splitWallet.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-split-wallet-'))
const firstMasterKey = generateMasterKey()
const nextMasterKey = generateMasterKey()
const config = {
  database: { dataDir },
  masterKey: firstMasterKey,
  // One user signs in several times in a row here; the per-address e-mail cooldown is another test's subject.
  auth: { keyReleasesPerUser: { max: 50, windowMs: 600_000 }, emailCooldownSeconds: 0 },
}
let server: TestServer
/** A wallet made before split keys, seeded before the server starts: no route makes one any more. */
let legacyWallet: LegacyWallet

beforeAll(async () => {
  const seeded = await seedLegacyWallets(config, ['legacy@example.test'])
  legacyWallet = seeded['legacy@example.test']
  server = await startTestServer(config)
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Logs `email` in by e-mail; with a signer, the login carries its proof and the session is bound to its key. */
const login = (email: string, signer?: ProofSigner) =>
  loginByEmail(server, email, async (url) => (signer ? { dpop: await signer.sign('POST', url) } : {}))

/** Calls a key route as the frame does: its origin, the bearer token and a fresh proof for this very request. */
const keyCall = (
  method: 'POST' | 'PUT',
  route: string,
  token: string,
  signer: ProofSigner | undefined,
  json: unknown = {},
) => frameKeyCall(`${server.url}${route}`, { method, token, signer, json, iatMs: Date.now() + clockOffset })
let clockOffset = 0

/** Every auth share a test made, to look for in the database dump. */
const madeShares: string[] = []
const newWallet = () => {
  const wallet = newSplitWallet()
  madeShares.push(wallet.authShare)
  return wallet
}

describe('a new wallet with split keys', () => {
  let signer: ProofSigner
  let token: string
  const wallet = newWallet()

  beforeAll(async () => {
    signer = await createProofSigner()
    token = await login('split@example.test', signer)
  })

  it('starts with no wallet, stores the auth share and recovery record, and releases exactly that share', async () => {
    expect((await keyCall('POST', '/v1/auth/wallet/state', token, undefined)).body).toEqual({ state: 'none' })
    const stored = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, wallet)
    expect(stored.status).toBe(201)
    expect(stored.body).toEqual({ stored: true, migrated: false })
    const state = await keyCall('POST', '/v1/auth/wallet/state', token, undefined)
    expect(state.body).toMatchObject({
      state: 'split',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      splitId: wallet.splitId,
      recovery: [{ kind: 'passkey', credentialId: wallet.recovery.credentialId }],
    })
    const released = await keyCall('POST', '/v1/auth/wallet/auth-share', token, signer)
    expect(released.status).toBe(200)
    expect(released.headers.get('cache-control')).toBe('no-store')
    expect(released.body).toEqual({
      authShare: wallet.authShare,
      splitId: wallet.splitId,
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
    })
    const recovery = await keyCall('POST', '/v1/auth/wallet/recovery', token, signer)
    expect(recovery.body.records).toEqual([
      expect.objectContaining({ kind: 'passkey', sealed: wallet.recovery.sealed }),
    ])
    expect(server.logs.some((line) => line.msg === 'wallet auth share released')).toBe(true)
    expect(JSON.stringify(server.logs)).not.toContain(wallet.authShare)
  })

  it('refuses a second wallet, and the legacy route no longer makes one for this account', async () => {
    const again = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, newWallet())
    expect(again.status).toBe(409)
    expect(again.body.reasons[0].name).toBe('WalletExists')
    const legacy = await keyCall('POST', '/v1/auth/wallet', token, signer)
    expect(legacy.status).toBe(409)
    expect(legacy.body.reasons[0].name).toBe('SplitWallet')
  })

  it('adds one password and up to ten passkeys; refuses a duplicate passkey or a record of another split', async () => {
    const add = (recovery: unknown, splitId = wallet.splitId) =>
      keyCall('POST', '/v1/auth/wallet/recovery/methods', token, signer, { splitId, recovery })
    expect((await add(passwordRecord())).status).toBe(201)
    const secondPassword = await add(passwordRecord())
    expect(secondPassword.status).toBe(409)
    expect(secondPassword.body.reasons[0].name).toBe('PasswordExists')
    const duplicate = await add(passkeyRecord(wallet.recovery.credentialId))
    expect(duplicate.body.reasons[0].name).toBe('PasskeyExists')
    const otherSplit = await add(passkeyRecord(), randomBytes(16).toString('hex'))
    expect(otherSplit.body.reasons[0].name).toBe('SplitMismatch')
    for (let count = 1; count < 10; count++) expect((await add(passkeyRecord())).status).toBe(201)
    const tooMany = await add(passkeyRecord())
    expect(tooMany.body.reasons[0].name).toBe('TooManyPasskeys')
  })

  it('refuses malformed shares and records with a 400 naming the problem', async () => {
    const fresh = await createProofSigner()
    const freshToken = await login('malformed@example.test', fresh)
    const put = (body: unknown) => keyCall('PUT', '/v1/auth/wallet/shares', freshToken, fresh, body)
    const base = newWallet()
    expect((await put({ ...base, authShare: authShareOf(base.splitId, 1) })).body.reasons[0].name).toBe(
      'InvalidShare',
    )
    expect((await put({ ...base, authShare: authShareOf(randomBytes(16).toString('hex')) })).status).toBe(400)
    expect((await put({ ...base, authShare: 'not base64url!' })).status).toBe(400)
    const kindMismatch = await put({ ...base, recovery: { ...passwordRecord(), kind: 'passkey' } })
    expect(kindMismatch.status).toBe(400)
    const sealedMismatch = await put({
      ...base,
      recovery: { ...passkeyRecord(), sealed: passwordRecord().sealed },
    })
    expect(sealedMismatch.status).toBe(400)
    expect((await put({ ...base, evmAddress: '0x1234' })).status).toBe(400)
    // Nothing was stored by the refused calls.
    expect((await keyCall('POST', '/v1/auth/wallet/state', freshToken, undefined)).body.state).toBe('none')
  })
})

describe('bound sessions: a copied token alone unlocks nothing', () => {
  let signer: ProofSigner
  let token: string

  beforeAll(async () => {
    signer = await createProofSigner()
    token = await login('bound@example.test', signer)
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, newWallet())).status).toBe(201)
  })

  it('refuses the token without a proof, with another key, replayed, or for another route', async () => {
    const noProof = await keyCall('POST', '/v1/auth/wallet/auth-share', token, undefined)
    expect(noProof.status).toBe(401)
    expect(noProof.body.reasons[0].name).toBe('ProofRequired')

    const thief = await createProofSigner()
    const otherKey = await keyCall('POST', '/v1/auth/wallet/auth-share', token, thief)
    expect(otherKey.status).toBe(401)
    expect(otherKey.body.reasons[0].name).toBe('ProofKeyMismatch')

    const url = `${server.url}/v1/auth/wallet/auth-share`
    const proof = await signer.sign('POST', url, token)
    const headers = { ...frameHeaders, authorization: `Bearer ${token}`, dpop: proof }
    expect((await call(url, { method: 'POST', json: {}, headers })).status).toBe(200)
    const replayed = await call(url, { method: 'POST', json: {}, headers })
    expect(replayed.status).toBe(401)
    expect(replayed.body.reasons[0].name).toBe('ProofReplayed')

    const elsewhere = await call(`${server.url}/v1/auth/wallet/recovery`, {
      method: 'POST',
      json: {},
      headers: { ...headers, dpop: await signer.sign('POST', url, token) },
    })
    expect(elsewhere.body.reasons[0].name).toBe('ProofUrl')

    const otherToken = await login('bound@example.test')
    const wrongToken = await call(url, {
      method: 'POST',
      json: {},
      headers: {
        ...frameHeaders,
        authorization: `Bearer ${otherToken}`,
        dpop: await signer.sign('POST', url, token),
      },
    })
    expect(wrongToken.status).toBe(401)
  })

  it('never unlocks a session that was started without a proof', async () => {
    const unbound = await login('bound@example.test')
    const refused = await keyCall('POST', '/v1/auth/wallet/auth-share', unbound, signer)
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].name).toBe('SessionNotBound')
  })

  it('needs a recent login: later, the bound session must sign in again', async () => {
    const fresh = await createProofSigner()
    const freshToken = await login('bound@example.test', fresh)
    server.advance(11 * 60_000)
    clockOffset = 11 * 60_000
    try {
      const late = await keyCall('POST', '/v1/auth/wallet/auth-share', freshToken, fresh)
      expect(late.status).toBe(401)
      expect(late.body.reasons[0].name).toBe('LoginRequired')
    } finally {
      clockOffset = 0
      server.advance(-11 * 60_000)
    }
  })

  it('refuses every route to another origin', async () => {
    const url = `${server.url}/v1/auth/wallet/auth-share`
    const answer = await call(url, {
      method: 'POST',
      json: {},
      headers: {
        origin: 'http://app.test',
        authorization: `Bearer ${token}`,
        dpop: await signer.sign('POST', url, token),
      },
    })
    expect(answer.status).toBe(403)
  })
})

describe('moving a legacy wallet to split keys', () => {
  it('keeps the addresses, deletes the whole keys in the same step, and refuses shares of another wallet', async () => {
    const signer = await createProofSigner()
    const token = await login('legacy@example.test', signer)
    const { keys } = legacyWallet
    const state = await keyCall('POST', '/v1/auth/wallet/state', token, undefined)
    expect(state.body).toEqual({
      state: 'legacy',
      evmAddress: keys.evm.address,
      solanaAddress: keys.solana.address,
    })
    // The frame gets the whole keys one last time, to split them.
    const legacyKeys = await keyCall('POST', '/v1/auth/wallet', token, signer)
    expect(legacyKeys.status).toBe(200)
    expect(legacyKeys.body).toEqual(keys)
    const mismatch = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, newWallet())
    expect(mismatch.status).toBe(409)
    expect(mismatch.body.reasons[0].name).toBe('AddressMismatch')
    const moved = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, {
      ...newWallet(),
      evmAddress: keys.evm.address,
      solanaAddress: keys.solana.address,
    })
    expect(moved.body).toEqual({ stored: true, migrated: true })
    const after = await keyCall('POST', '/v1/auth/wallet/state', token, undefined)
    expect(after.body.state).toBe('split')
    const legacyAgain = await keyCall('POST', '/v1/auth/wallet', token, signer)
    expect(legacyAgain.status).toBe(409)
    expect(legacyAgain.body.reasons[0].name).toBe('SplitWallet')
  })
})

describe('rotating the master key', () => {
  it('opens shares sealed under the previous key, moves them to the new one, and then needs only the new one', async () => {
    const signer = await createProofSigner()
    const token = await login('rotate@example.test', signer)
    const wallet = newWallet()
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, wallet)).status).toBe(201)
    await server.close()
    server = await startTestServer({
      ...config,
      masterKey: nextMasterKey,
      previousMasterKeys: [firstMasterKey],
    })
    const again = await login('rotate@example.test', signer)
    const released = await keyCall('POST', '/v1/auth/wallet/auth-share', again, signer)
    expect(released.body.authShare).toBe(wallet.authShare)
    await server.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    const third = await login('rotate@example.test', signer)
    expect((await keyCall('POST', '/v1/auth/wallet/auth-share', third, signer)).body.authShare).toBe(
      wallet.authShare,
    )
  })

  it('keeps every auth share only sealed in the database, and no whole keys once the legacy wallet moved', async () => {
    await server.close()
    const db = await openDatabase({ dataDir })
    const rows = await db.query<{ ciphertext: string }>('select * from wallet_shares')
    const dump = JSON.stringify(await db.query('select * from wallet_shares, wallet_recovery'))
    const wholeKeys = await db.query('select * from wallets')
    await db.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    expect(rows.length).toBeGreaterThan(3)
    expect(wholeKeys).toEqual([])
    for (const share of madeShares) expect(dump).not.toContain(share)
  })
})
