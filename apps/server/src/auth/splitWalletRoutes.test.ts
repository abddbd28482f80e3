import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey, resolveConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { frameHeaders, lastCode, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../testing/sessionProof.js'
import { authShareOf, newSplitWallet, passkeyRecord, passwordRecord } from '../testing/splitWallet.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-split-wallet-'))
const DAY_MS = 24 * 3600_000
/** Releases of a user's password record per day in this file. */
const PASSWORD_RELEASES = 3
const firstMasterKey = generateMasterKey()
const nextMasterKey = generateMasterKey()
const config = {
  database: { dataDir },
  masterKey: firstMasterKey,
  // One user signs in several times in a row here; the per-address e-mail cooldown is another test's subject.
  auth: {
    keyReleasesPerUser: { max: 50, windowMs: 600_000 },
    passwordReleasesPerUser: { max: PASSWORD_RELEASES, windowMs: DAY_MS },
    emailCooldownSeconds: 0,
  },
}
let server: TestServer

beforeAll(async () => {
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
  method: 'GET' | 'POST' | 'PUT',
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
    const empty = await keyCall('POST', '/v1/auth/wallet/open', token, signer)
    expect(empty.body).toMatchObject({
      user: { email: 'split@example.test' },
      method: 'email',
      session: { id: expect.any(String), expiresAt: expect.any(String) },
      wallet: { state: 'none' },
    })
    expect(empty.body.authShare).toBeUndefined()
    const stored = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, wallet)
    expect(stored.status).toBe(201)
    expect(stored.body).toEqual({ stored: true })
    // A device without a share of this split learns which wallet it is, never the server's share.
    const described = await keyCall('POST', '/v1/auth/wallet/open', token, signer)
    expect(described.body.wallet).toMatchObject({
      state: 'split',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      splitId: wallet.splitId,
      recovery: [{ kind: 'passkey', credentialId: wallet.recovery.credentialId }],
    })
    expect(described.body.authShare).toBeUndefined()
    const otherSplit = await keyCall('POST', '/v1/auth/wallet/open', token, signer, {
      splitId: randomBytes(16).toString('hex'),
    })
    expect(otherSplit.body.authShare).toBeUndefined()
    const released = await keyCall('POST', '/v1/auth/wallet/open', token, signer, { splitId: wallet.splitId })
    expect(released.status).toBe(200)
    expect(released.headers.get('cache-control')).toBe('no-store')
    expect(released.body.authShare).toBe(wallet.authShare)
    expect(released.body.wallet.splitId).toBe(wallet.splitId)
    const recovery = await keyCall('POST', '/v1/auth/wallet/recovery', token, signer)
    expect(recovery.body.records).toEqual([
      expect.objectContaining({ kind: 'passkey', sealed: wallet.recovery.sealed }),
    ])
    expect(server.logs.some((line) => line.msg === 'wallet auth share released')).toBe(true)
    expect(JSON.stringify(server.logs)).not.toContain(wallet.authShare)
  })

  it('refuses a second wallet; no route releases whole keys or the old state and share routes', async () => {
    const again = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, newWallet())
    expect(again.status).toBe(409)
    expect(again.body.reasons[0].name).toBe('WalletExists')
    for (const route of ['/v1/auth/wallet', '/v1/auth/wallet/state', '/v1/auth/wallet/auth-share']) {
      const gone = await keyCall('POST', route, token, signer)
      expect(gone.status, route).toBe(404)
      expect(JSON.stringify(gone.body)).not.toContain(wallet.authShare)
    }
  })

  it('keeps one recovery password even when two are added at once (L10)', async () => {
    const racer = await createProofSigner()
    const racerToken = await login('racer@example.test', racer)
    const racing = newWallet()
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', racerToken, racer, racing)).status).toBe(201)
    const add = () =>
      keyCall('POST', '/v1/auth/wallet/recovery/methods', racerToken, racer, {
        splitId: racing.splitId,
        recovery: passwordRecord(),
      })
    const answers = await Promise.all([add(), add(), add()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    const records = await keyCall('POST', '/v1/auth/wallet/recovery', racerToken, racer)
    expect(
      records.body.records.filter((record: { kind: string }) => record.kind === 'password'),
    ).toHaveLength(1)
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
    expect((await keyCall('POST', '/v1/auth/wallet/open', freshToken, fresh)).body.wallet.state).toBe('none')
  })
})

describe('bound sessions: a copied token alone unlocks nothing', () => {
  let signer: ProofSigner
  let token: string
  const bound = newWallet()
  const open = { splitId: bound.splitId }

  beforeAll(async () => {
    signer = await createProofSigner()
    token = await login('bound@example.test', signer)
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, bound)).status).toBe(201)
  })

  it('refuses the token without a proof, with another key, replayed, or for another route', async () => {
    const noProof = await keyCall('POST', '/v1/auth/wallet/open', token, undefined, open)
    expect(noProof.status).toBe(401)
    expect(noProof.body.reasons[0].name).toBe('ProofRequired')

    const thief = await createProofSigner()
    const otherKey = await keyCall('POST', '/v1/auth/wallet/open', token, thief, open)
    expect(otherKey.status).toBe(401)
    expect(otherKey.body.reasons[0].name).toBe('ProofKeyMismatch')

    const url = `${server.url}/v1/auth/wallet/open`
    const proof = await signer.sign('POST', url, token)
    const headers = { ...frameHeaders, authorization: `Bearer ${token}`, dpop: proof }
    expect((await call(url, { method: 'POST', json: open, headers })).status).toBe(200)
    const replayed = await call(url, { method: 'POST', json: open, headers })
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
      json: open,
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
    const refused = await keyCall('POST', '/v1/auth/wallet/open', unbound, signer, open)
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].name).toBe('SessionNotBound')
  })

  it('opens the wallet for the whole session, days later; what changes who controls it needs a fresh proof', async () => {
    const fresh = await createProofSigner()
    const freshToken = await login('bound@example.test', fresh)
    const later = 3 * 24 * 3600_000
    server.advance(later)
    clockOffset = later
    try {
      const reopened = await keyCall('POST', '/v1/auth/wallet/open', freshToken, fresh, open)
      expect(reopened.status).toBe(200)
      expect(reopened.body.authShare).toBe(bound.authShare)
      for (const [route, body] of [
        ['/v1/auth/wallet/recovery', {}],
        ['/v1/auth/wallet/recovery/methods', { splitId: bound.splitId, recovery: passkeyRecord() }],
      ] as const) {
        const stale = await keyCall('POST', route, freshToken, fresh, body)
        expect(stale.status, route).toBe(401)
        expect(stale.body.reasons[0].name, route).toBe('FreshProofRequired')
      }
      // A code sent to the account's e-mail, entered in the frame, is that fresh proof.
      const sent = await keyCall('POST', '/v1/auth/step-up/email', freshToken, fresh)
      expect(sent.body).toEqual({ sentTo: 'bound@example.test' })
      const wrong = await keyCall('POST', '/v1/auth/step-up/email/verify', freshToken, fresh, {
        otp: '000000',
      })
      expect(wrong.status).toBe(400)
      const proven = await keyCall('POST', '/v1/auth/step-up/email/verify', freshToken, fresh, {
        otp: lastCode(server.outbox, 'bound@example.test'),
      })
      expect(proven.status).toBe(200)
      expect((await keyCall('POST', '/v1/auth/wallet/recovery', freshToken, fresh)).status).toBe(200)
      // A copied token cannot step up: the step-up routes need the bound key too.
      const thief = await createProofSigner()
      expect((await keyCall('POST', '/v1/auth/step-up/email', freshToken, thief)).status).toBe(401)
    } finally {
      clockOffset = 0
      server.advance(-later)
    }
  })

  it('refuses every route to another origin', async () => {
    const url = `${server.url}/v1/auth/wallet/open`
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

describe('the password record, which can be guessed offline once released (N3)', () => {
  type Released = { kind: string; sealed: string }
  const kinds = (answer: { body: { records?: Released[] } }) =>
    (answer.body.records ?? []).map((record) => record.kind)

  it('is released a few times a day per user, held in the database; passkey records are not counted', async () => {
    const signer = await createProofSigner()
    // The proof of a login is dated by the server's clock, which this test moves.
    const loginNow = (email: string) =>
      loginByEmail(server, email, async (url) => ({
        dpop: await signer.sign('POST', url, undefined, Date.now() + clockOffset),
      }))
    let token = await loginNow('guessable@example.test')
    const wallet = newWallet()
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, wallet)).status).toBe(201)
    const added = await keyCall('POST', '/v1/auth/wallet/recovery/methods', token, signer, {
      splitId: wallet.splitId,
      recovery: passwordRecord(),
    })
    expect(added.status).toBe(201)
    const release = (kind?: 'passkey' | 'password') =>
      keyCall('POST', '/v1/auth/wallet/recovery', token, signer, kind ? { kind } : {})

    // A passkey recovery never releases the password record, however often.
    for (let i = 0; i < PASSWORD_RELEASES + 2; i++) {
      const passkeys = await release('passkey')
      expect(passkeys.status).toBe(200)
      expect(kinds(passkeys)).toEqual(['passkey'])
    }
    const first = await release('password')
    expect(kinds(first)).toEqual(['password'])
    // Every release counts, whether asked for alone or with the others.
    expect(kinds(await release())).toEqual(['passkey', 'password'])
    expect((await release('password')).status).toBe(200)

    const refused = await release('password')
    expect(refused.status).toBe(429)
    expect(refused.body.reasons[0]).toEqual({
      name: 'PasswordReleaseRateLimited',
      description: expect.stringContaining('The recovery password was used too often today. Try it again in'),
    })
    expect(refused.body.retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120)
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfter))
    expect(JSON.stringify(refused.body)).not.toContain(passwordRecord().sealed)
    expect((await release()).status).toBe(429)
    expect(
      server.logs.some((line) => line.msg === 'wallet password record release refused: limit reached'),
    ).toBe(true)
    // The passkeys still open the wallet on a new device.
    expect(kinds(await release('passkey'))).toEqual(['passkey'])

    // Another instance on the same database (here: the next one) refuses too, and a new login does not reset it.
    await server.close()
    server = await startTestServer(config)
    token = await loginNow('guessable@example.test')
    expect((await release('password')).body.reasons[0].name).toBe('PasswordReleaseRateLimited')

    // A day later the user may use the password again.
    server.advance(DAY_MS)
    clockOffset = DAY_MS
    try {
      token = await loginNow('guessable@example.test')
      expect(kinds(await release('password'))).toEqual(['password'])
    } finally {
      clockOffset = 0
      server.advance(-DAY_MS)
    }
  })

  it('is refused by default after 5 releases in 24 hours', async () => {
    const resolved = resolveConfig({ masterKey: firstMasterKey, development: true })
    expect(resolved.auth.passwordReleasesPerUser).toEqual({ max: 5, windowMs: DAY_MS })
    expect(() =>
      resolveConfig({
        masterKey: firstMasterKey,
        development: true,
        auth: { passwordReleasesPerUser: { max: 0, windowMs: DAY_MS } },
      }),
    ).toThrow('auth.passwordReleasesPerUser.max must be a positive integer')
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
    const released = await keyCall('POST', '/v1/auth/wallet/open', again, signer, { splitId: wallet.splitId })
    expect(released.body.authShare).toBe(wallet.authShare)
    await server.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    const third = await login('rotate@example.test', signer)
    expect(
      (await keyCall('POST', '/v1/auth/wallet/open', third, signer, { splitId: wallet.splitId })).body
        .authShare,
    ).toBe(wallet.authShare)
  })

  it('keeps every auth share only sealed in the database, and has no table that could hold whole keys', async () => {
    await server.close()
    const db = await openDatabase({ dataDir })
    const rows = await db.query<{ ciphertext: string }>('select * from wallet_shares')
    const dump = JSON.stringify(await db.query('select * from wallet_shares, wallet_recovery'))
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    await db.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    expect(rows.length).toBeGreaterThan(3)
    expect(tables.map((row) => row.table_name)).not.toContain('wallets')
    for (const share of madeShares) expect(dump).not.toContain(share)
  })
})
