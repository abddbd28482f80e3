import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey, resolveConfig } from '../config/index.js'
import { openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { migrations } from '../db/migrations.js'
import { frameHeaders, lastCode, loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../testing/sessionProof.js'
import {
  authShareOf,
  holderShare,
  newSplitWallet,
  passkeyRecord,
  passwordRecord,
} from '../testing/splitWallet.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { createKeyVault } from './keyVault.js'
import { MAX_DEVICE_SPLITS } from './walletAuthShares.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-split-wallet-'))
const DAY_MS = 24 * 3600_000
/** Releases of a user's password record per day in this file. */
const PASSWORD_RELEASES = 3
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
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
  // Many devices of one user sign in from this one address (the device cap); the per-IP limits are tested elsewhere.
  limits: {
    authPerIp: { max: 100_000, windowMs: 60_000 },
    mailPerIp: { max: 100_000, windowMs: 60_000 },
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

type Holder = { splitId: string; authShare: string }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Logs `email` in by e-mail; with a signer, the login carries its proof and the session is bound to its key. */
const loginTo = (target: TestServer, email: string, signer?: ProofSigner) =>
  loginByEmail(target, email, async (url) => ({
    'user-agent': CHROME_LINUX,
    ...(signer ? { dpop: await signer.sign('POST', url) } : {}),
  }))
const login = (email: string, signer?: ProofSigner) => loginTo(server, email, signer)

/** Calls a key route as the frame does: its origin, the bearer token and a fresh proof for this very request. */
const keyCallTo = (
  target: TestServer,
  method: Method,
  route: string,
  token: string,
  signer: ProofSigner | undefined,
  json: unknown = {},
) => frameKeyCall(`${target.url}${route}`, { method, token, signer, json, iatMs: Date.now() + clockOffset })
const keyCall = (
  method: Method,
  route: string,
  token: string,
  signer: ProofSigner | undefined,
  json?: unknown,
) => keyCallTo(server, method, route, token, signer, json)
let clockOffset = 0

/** A signed-in device: its proof key and the session bound to it. */
type Device = { token: string; signer: ProofSigner }
const signIn = async (email: string): Promise<Device> => {
  const signer = await createProofSigner()
  return { signer, token: await login(email, signer) }
}
/** The auth share `open` releases to `device` for `splitId`, if any. */
const openShare = async (device: Device, splitId: string): Promise<string | undefined> => {
  const answer = await keyCall('POST', '/v1/auth/wallet/open', device.token, device.signer, { splitId })
  expect(answer.status).toBe(200)
  return answer.body.authShare
}
const recordsOf = async (device: Device) =>
  (await keyCall('POST', '/v1/auth/wallet/recovery', device.token, device.signer)).body.records as {
    id: string
    kind: string
    splitId: string
    sealed: string
  }[]
const addDevice = (device: Device, holder: Holder) =>
  keyCall('POST', '/v1/auth/wallet/devices', device.token, device.signer, holder)
const addMethod = (device: Device, recovery: unknown) =>
  keyCall('POST', '/v1/auth/wallet/recovery/methods', device.token, device.signer, { recovery })
const removeMethod = (device: Device, id: string) =>
  keyCall('DELETE', `/v1/auth/wallet/recovery/methods/${id}`, device.token, device.signer)
const recoveryShare = (device: Device, recordId: string) =>
  keyCall('POST', '/v1/auth/wallet/recovery/share', device.token, device.signer, { recordId })

/** Every auth share a test made, to look for in the database dump. */
const madeShares: string[] = []
const newWallet = () => {
  const wallet = newSplitWallet()
  madeShares.push(wallet.device.authShare, wallet.recovery.authShare)
  return wallet
}
/** Splits a test revoked: none may be left in the database. */
const revokedSplits: string[] = []
/** The device split a test made, with the proof key it was stored under. */
const deviceSplits: { splitId: string; thumbprint: string }[] = []

describe('a new wallet with one split per holder', () => {
  let device: Device
  const wallet = newWallet()

  beforeAll(async () => {
    device = await signIn('split@example.test')
    deviceSplits.push({ splitId: wallet.device.splitId, thumbprint: device.signer.thumbprint })
  })

  it("starts with no wallet, stores this device's split and the first method's, and releases only the device's", async () => {
    const { token, signer } = device
    const empty = await keyCall('POST', '/v1/auth/wallet/open', token, signer)
    expect(empty.body).toMatchObject({
      user: { email: 'split@example.test' },
      method: 'email',
      session: { id: expect.any(String), expiresAt: expect.any(String) },
      wallet: { state: 'none' },
      // Passkeys are off on this server: the frame makes recovery passkeys under its own host.
      passkeyRpId: null,
    })
    expect(empty.body.authShare).toBeUndefined()
    const stored = await keyCall('PUT', '/v1/auth/wallet/shares', token, signer, wallet)
    expect(stored.status).toBe(201)
    expect(stored.body).toEqual({ stored: true })
    // A device without a split of its own learns which wallet it is, never a share.
    const described = await keyCall('POST', '/v1/auth/wallet/open', token, signer)
    expect(described.body.wallet).toEqual({
      state: 'split',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      recovery: [
        { id: expect.any(String), kind: 'passkey', credentialId: wallet.recovery.credentialId, rpId: null },
      ],
    })
    expect(described.body.authShare).toBeUndefined()
    expect(await openShare(device, randomBytes(16).toString('hex'))).toBeUndefined()
    // The recovery method's split is released only through `recovery/share`, to a fresh proof.
    expect(await openShare(device, wallet.recovery.splitId)).toBeUndefined()
    const released = await keyCall('POST', '/v1/auth/wallet/open', token, signer, {
      splitId: wallet.device.splitId,
    })
    expect(released.status).toBe(200)
    expect(released.headers.get('cache-control')).toBe('no-store')
    expect(released.body.authShare).toBe(wallet.device.authShare)
    expect(released.body.wallet.splitId).toBeUndefined()
    expect(server.logs.some((line) => line.msg === 'wallet auth share released')).toBe(true)
    expect(JSON.stringify(server.logs)).not.toContain(wallet.device.authShare)
  })

  it('refuses a second wallet; no route releases whole keys or the old state and share routes', async () => {
    const again = await keyCall('PUT', '/v1/auth/wallet/shares', device.token, device.signer, newWallet())
    expect(again.status).toBe(409)
    expect(again.body.reasons[0].name).toBe('WalletExists')
    for (const route of ['/v1/auth/wallet', '/v1/auth/wallet/state', '/v1/auth/wallet/auth-share']) {
      const gone = await keyCall('POST', route, device.token, device.signer)
      expect(gone.status, route).toBe(404)
      expect(JSON.stringify(gone.body)).not.toContain(wallet.device.authShare)
    }
  })

  it('keeps one recovery password even when two are added at once (L10)', async () => {
    const racer = await signIn('racer@example.test')
    expect(
      (await keyCall('PUT', '/v1/auth/wallet/shares', racer.token, racer.signer, newWallet())).status,
    ).toBe(201)
    const answers = await Promise.all([1, 2, 3].map(() => addMethod(racer, passwordRecord())))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    expect((await recordsOf(racer)).filter((record) => record.kind === 'password')).toHaveLength(1)
  })

  it('adds one password and up to ten passkeys, each with its own split; refuses a duplicate or a stored split', async () => {
    const password = passwordRecord()
    const added = await addMethod(device, password)
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ added: true })
    const secondPassword = await addMethod(device, passwordRecord())
    expect(secondPassword.status).toBe(409)
    expect(secondPassword.body.reasons[0].name).toBe('PasswordExists')
    const duplicate = await addMethod(device, passkeyRecord(wallet.recovery.credentialId))
    expect(duplicate.body.reasons[0].name).toBe('PasskeyExists')
    // One row per split: a method cannot take over the device's split (or any other one stored).
    const taken = passkeyRecord()
    const reused = await addMethod(device, {
      ...taken,
      splitId: wallet.device.splitId,
      authShare: authShareOf(wallet.device.splitId),
    })
    expect(reused.status).toBe(409)
    expect(reused.body.reasons[0].name).toBe('SplitExists')
    expect(await openShare(device, wallet.device.splitId)).toBe(wallet.device.authShare)
    // The old body (one split for every method) is refused.
    const old = await keyCall('POST', '/v1/auth/wallet/recovery/methods', device.token, device.signer, {
      splitId: wallet.device.splitId,
      recovery: { kind: 'passkey', credentialId: taken.credentialId, sealed: taken.sealed },
    })
    expect(old.status).toBe(400)
    for (let count = 1; count < 10; count++)
      expect((await addMethod(device, passkeyRecord())).status).toBe(201)
    const tooMany = await addMethod(device, passkeyRecord())
    expect(tooMany.body.reasons[0].name).toBe('TooManyPasskeys')
    const records = await recordsOf(device)
    expect(records).toHaveLength(11)
    expect(new Set(records.map((record) => record.splitId)).size).toBe(11)
    expect(records.find((record) => record.kind === 'password')?.splitId).toBe(password.splitId)
  })

  it('refuses malformed shares and records with a 400 naming the problem, and stores nothing', async () => {
    const fresh = await signIn('malformed@example.test')
    const put = (body: unknown) => keyCall('PUT', '/v1/auth/wallet/shares', fresh.token, fresh.signer, body)
    const base = newWallet()
    const invalidShare = async (body: unknown) => {
      const answer = await put(body)
      expect(answer.status).toBe(400)
      expect(answer.body.reasons[0].name).toBe('InvalidShare')
    }
    // A device share offered as an auth share, a share of another split, for either holder.
    await invalidShare({
      ...base,
      device: { ...base.device, authShare: authShareOf(base.device.splitId, 1) },
    })
    await invalidShare({ ...base, device: { ...base.device, authShare: authShareOf(base.recovery.splitId) } })
    await invalidShare({
      ...base,
      recovery: { ...base.recovery, authShare: authShareOf(base.recovery.splitId, 3) },
    })
    await invalidShare({
      ...base,
      recovery: { ...base.recovery, authShare: authShareOf(base.device.splitId) },
    })
    // One split for two holders: the server's share would open either.
    await invalidShare({ ...base, recovery: { ...base.recovery, ...base.device } })
    expect((await put({ ...base, device: { ...base.device, authShare: 'not base64url!' } })).status).toBe(400)
    const kindMismatch = await put({ ...base, recovery: { ...passwordRecord(), kind: 'passkey' } })
    expect(kindMismatch.status).toBe(400)
    const sealedMismatch = await put({
      ...base,
      recovery: { ...passkeyRecord(), sealed: passwordRecord().sealed },
    })
    expect(sealedMismatch.status).toBe(400)
    expect((await put({ ...base, evmAddress: '0x1234' })).status).toBe(400)
    // The old body (one split id and auth share for the wallet) is refused.
    const { device: _device, ...withoutDevice } = base
    expect((await put({ ...withoutDevice, ...base.device })).status).toBe(400)
    // Nothing was stored by the refused calls.
    expect((await keyCall('POST', '/v1/auth/wallet/open', fresh.token, fresh.signer)).body.wallet.state).toBe(
      'none',
    )
    // Without a wallet, there is nothing to add a device or a method to.
    const noWallet = await addDevice(fresh, holderShare())
    expect(noWallet.status).toBe(404)
    expect(noWallet.body.reasons[0].name).toBe('NoSplitWallet')
    expect((await addMethod(fresh, passkeyRecord())).body.reasons[0].name).toBe('NoSplitWallet')
  })
})

describe('recovering on a new device', () => {
  let owner: Device
  const wallet = newWallet()

  beforeAll(async () => {
    owner = await signIn('recover@example.test')
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', owner.token, owner.signer, wallet)).status).toBe(
      201,
    )
  })

  it("releases the records with their splits, then the auth share of the opened record's split, once asked", async () => {
    const laptop = await signIn('recover@example.test')
    const answer = await keyCall('POST', '/v1/auth/wallet/recovery', laptop.token, laptop.signer)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body).toEqual({
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      records: [
        {
          id: expect.any(String),
          kind: 'passkey',
          credentialId: wallet.recovery.credentialId,
          sealed: wallet.recovery.sealed,
          splitId: wallet.recovery.splitId,
        },
      ],
    })
    const share = await recoveryShare(laptop, answer.body.records[0].id)
    expect(share.status).toBe(200)
    expect(share.headers.get('cache-control')).toBe('no-store')
    expect(share.body).toEqual({ splitId: wallet.recovery.splitId, authShare: wallet.recovery.authShare })
    expect(server.logs.some((line) => line.msg === 'wallet recovery share released')).toBe(true)
    expect(JSON.stringify(server.logs)).not.toContain(wallet.recovery.authShare)

    // Then the laptop stores a split of its own, which it opens with from then on (never the recovery share).
    const own = holderShare()
    madeShares.push(own.authShare)
    const added = await addDevice(laptop, own)
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ added: true })
    deviceSplits.push({ splitId: own.splitId, thumbprint: laptop.signer.thumbprint })
    expect(await openShare(laptop, own.splitId)).toBe(own.authShare)
    expect(await openShare(owner, wallet.device.splitId)).toBe(wallet.device.authShare)
    expect(await openShare(laptop, wallet.recovery.splitId)).toBeUndefined()
  })

  it("refuses a record that is not this user's, and a device split with a wrong header", async () => {
    const stranger = await signIn('stranger@example.test')
    expect(
      (await keyCall('PUT', '/v1/auth/wallet/shares', stranger.token, stranger.signer, newWallet())).status,
    ).toBe(201)
    const ownerRecord = (await recordsOf(owner))[0]?.id as string
    for (const recordId of [ownerRecord, randomUUID()]) {
      const refused = await recoveryShare(stranger, recordId)
      expect(refused.status).toBe(404)
      expect(refused.body.reasons[0]).toEqual({
        name: 'NoRecoveryMethod',
        description: 'This wallet has no such recovery method',
      })
      expect(JSON.stringify(refused.body)).not.toContain(wallet.recovery.authShare)
    }
    const split = randomBytes(16).toString('hex')
    for (const authShare of [authShareOf(split, 1), authShareOf(randomBytes(16).toString('hex'))]) {
      const refused = await addDevice(owner, { splitId: split, authShare })
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0].name).toBe('InvalidShare')
    }
    expect(await openShare(owner, split)).toBeUndefined()
  })

  it('replaces the earlier split of the same browser when it recovers again', async () => {
    const tablet = await signIn('recover@example.test')
    const first = holderShare()
    const second = holderShare()
    madeShares.push(first.authShare, second.authShare)
    expect((await addDevice(tablet, first)).status).toBe(201)
    expect((await addDevice(tablet, second)).status).toBe(201)
    expect(await openShare(tablet, first.splitId)).toBeUndefined()
    expect(await openShare(tablet, second.splitId)).toBe(second.authShare)
    // A retry of the same addition (its answer was lost) replaces the row with itself.
    expect((await addDevice(tablet, second)).status).toBe(201)
    expect(await openShare(tablet, second.splitId)).toBe(second.authShare)
    revokedSplits.push(first.splitId)
  })

  it(`keeps at most ${MAX_DEVICE_SPLITS} devices: the least recently used one is revoked`, async () => {
    const creator = await signIn('many@example.test')
    const many = newWallet()
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', creator.token, creator.signer, many)).status).toBe(
      201,
    )
    const devices: { device: Device; split: Holder }[] = []
    const add = async () => {
      // Each addition strictly later than the one before, whatever the clock's resolution.
      server.advance(5)
      const device = await signIn('many@example.test')
      const split = holderShare()
      expect((await addDevice(device, split)).status).toBe(201)
      devices.push({ device, split })
    }
    for (let count = 1; count < MAX_DEVICE_SPLITS; count++) await add()
    for (const { device, split } of devices) {
      server.advance(5)
      expect(await openShare(device, split.splitId)).toBe(split.authShare)
    }
    // The creator's split (the oldest row) was used last: the least recently used is now the first added device.
    server.advance(5)
    expect(await openShare(creator, many.device.splitId)).toBe(many.device.authShare)
    expect(server.logs.some((line) => line.msg === 'wallet device splits revoked: too many devices')).toBe(
      false,
    )
    await add()
    const [oldest, next] = devices
    expect(await openShare(oldest?.device as Device, oldest?.split.splitId as string)).toBeUndefined()
    expect(await openShare(next?.device as Device, next?.split.splitId as string)).toBe(next?.split.authShare)
    expect(await openShare(creator, many.device.splitId)).toBe(many.device.authShare)
    const newest = devices.at(-1)
    expect(await openShare(newest?.device as Device, newest?.split.splitId as string)).toBe(
      newest?.split.authShare,
    )
    expect(server.logs.some((line) => line.msg === 'wallet device splits revoked: too many devices')).toBe(
      true,
    )
    revokedSplits.push(oldest?.split.splitId as string)
  })
})

describe('removing a recovery method', () => {
  it('deletes the record and its split: a copy of the record opens nothing; the last method stays', async () => {
    const owner = await signIn('remove@example.test')
    const wallet = newWallet()
    expect((await keyCall('PUT', '/v1/auth/wallet/shares', owner.token, owner.signer, wallet)).status).toBe(
      201,
    )
    const password = passwordRecord()
    expect((await addMethod(owner, password)).status).toBe(201)
    const records = await recordsOf(owner)
    const passwordId = records.find((record) => record.kind === 'password')?.id as string
    const passkeyId = records.find((record) => record.kind === 'passkey')?.id as string
    expect((await recoveryShare(owner, passwordId)).body.authShare).toBe(password.authShare)

    const stranger = await signIn('remove-stranger@example.test')
    expect(
      (await keyCall('PUT', '/v1/auth/wallet/shares', stranger.token, stranger.signer, newWallet())).status,
    ).toBe(201)
    const notTheirs = await removeMethod(stranger, passwordId)
    expect(notTheirs.status).toBe(404)
    expect(notTheirs.body.reasons[0]).toEqual({
      name: 'NoRecoveryMethod',
      description: 'This wallet has no such recovery method',
    })
    expect((await removeMethod(owner, randomUUID())).body.reasons[0].name).toBe('NoRecoveryMethod')

    const removed = await removeMethod(owner, passwordId)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ removed: true })
    expect(server.logs.some((line) => line.msg === 'wallet recovery method removed')).toBe(true)
    // Whoever kept a copy of the record (and opened it) gets no share of its split any more.
    expect((await recoveryShare(owner, passwordId)).body.reasons[0].name).toBe('NoRecoveryMethod')
    expect(await openShare(owner, password.splitId)).toBeUndefined()
    expect((await recordsOf(owner)).map((record) => record.kind)).toEqual(['passkey'])
    revokedSplits.push(password.splitId)
    expect((await removeMethod(owner, passwordId)).status).toBe(404)

    const last = await removeMethod(owner, passkeyId)
    expect(last.status).toBe(409)
    expect(last.body.reasons[0]).toEqual({
      name: 'LastRecoveryMethod',
      description: 'A wallet keeps at least one way to open it on a new device',
    })
    expect((await recoveryShare(owner, passkeyId)).body.authShare).toBe(wallet.recovery.authShare)
    // A password can be set again, with a split of its own.
    expect((await addMethod(owner, passwordRecord())).status).toBe(201)
  })
})

describe('bound sessions: a copied token alone unlocks nothing', () => {
  let signer: ProofSigner
  let token: string
  const bound = newWallet()
  const open = { splitId: bound.device.splitId }

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
    const recordId = (await recordsOf({ token, signer }))[0]?.id as string
    const later = 3 * 24 * 3600_000
    server.advance(later)
    clockOffset = later
    try {
      const reopened = await keyCall('POST', '/v1/auth/wallet/open', freshToken, fresh, open)
      expect(reopened.status).toBe(200)
      expect(reopened.body.authShare).toBe(bound.device.authShare)
      for (const [method, route, body] of [
        ['PUT', '/v1/auth/wallet/shares', newSplitWallet()],
        ['POST', '/v1/auth/wallet/recovery', {}],
        ['POST', '/v1/auth/wallet/recovery/share', { recordId }],
        ['POST', '/v1/auth/wallet/devices', holderShare()],
        ['POST', '/v1/auth/wallet/recovery/methods', { recovery: passkeyRecord() }],
        ['DELETE', `/v1/auth/wallet/recovery/methods/${recordId}`, undefined],
      ] as const) {
        const stale = await keyCall(method, route, freshToken, fresh, body)
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
    for (const [method, route] of [
      ['POST', '/v1/auth/wallet/open'],
      ['POST', '/v1/auth/wallet/recovery/share'],
      ['POST', '/v1/auth/wallet/devices'],
      ['DELETE', `/v1/auth/wallet/recovery/methods/${randomUUID()}`],
    ] as const) {
      const url = `${server.url}${route}`
      const answer = await frameKeyCall(url, {
        method,
        token,
        signer,
        headers: { origin: 'http://app.test' },
      })
      expect(answer.status, route).toBe(403)
    }
  })

  it("names the server's passkey RP ID, the operator's domain, to the frame's bound session", async () => {
    const withPasskeys = await startTestServer({
      passkeys: { rpId: 'example.com', origins: ['https://wallet.example.com'] },
    })
    try {
      const signer = await createProofSigner()
      const token = await loginTo(withPasskeys, 'rp-id@example.test', signer)
      const send = () => keyCallTo(withPasskeys, 'POST', '/v1/auth/wallet/open', token, signer)
      const none = await send()
      expect(none.status).toBe(200)
      expect(none.body).toMatchObject({ wallet: { state: 'none' }, passkeyRpId: 'example.com' })
      expect(
        (await keyCallTo(withPasskeys, 'PUT', '/v1/auth/wallet/shares', token, signer, newSplitWallet()))
          .status,
      ).toBe(201)
      expect((await send()).body).toMatchObject({ wallet: { state: 'split' }, passkeyRpId: 'example.com' })
      // Each passkey's RP ID as its record names it, for a step-up that has no records at hand; null for the rest.
      const named = {
        ...passkeyRecord(),
        sealed: JSON.stringify({ version: 1, method: 'passkey-prf', rpId: 'example.com' }),
      }
      const odd = {
        ...passkeyRecord(),
        sealed: JSON.stringify({ version: 1, method: 'passkey-prf', rpId: 'https://x.example' }),
      }
      for (const recovery of [named, odd, passwordRecord()])
        expect(
          (
            await keyCallTo(withPasskeys, 'POST', '/v1/auth/wallet/recovery/methods', token, signer, {
              recovery,
            })
          ).status,
        ).toBe(201)
      const listed = (await send()).body.wallet.recovery as {
        kind: string
        credentialId: string
        rpId: unknown
      }[]
      expect(listed.map(({ kind, rpId }) => [kind, rpId])).toEqual([
        ['passkey', null],
        ['passkey', 'example.com'],
        ['passkey', null],
        ['password', null],
      ])
      // Only in the bound session's answer: without the session's proof there is none.
      const unbound = await keyCallTo(withPasskeys, 'POST', '/v1/auth/wallet/open', token, undefined)
      expect(unbound.status).toBe(401)
      expect(JSON.stringify(unbound.body)).not.toContain('example.com')
    } finally {
      await withPasskeys.close()
    }
  })

  it('counts recovery shares against the key-release limit', async () => {
    const limited = await startTestServer({ auth: { keyReleasesPerUser: { max: 2, windowMs: 600_000 } } })
    try {
      const signer = await createProofSigner()
      const token = await loginTo(limited, 'limited@example.test', signer)
      const send = (method: Method, route: string, json?: unknown) =>
        keyCallTo(limited, method, route, token, signer, json)
      const wallet = newSplitWallet()
      expect((await send('PUT', '/v1/auth/wallet/shares', wallet)).status).toBe(201)
      // One release for the records, one for the share: the limit is spent.
      const records = await send('POST', '/v1/auth/wallet/recovery')
      const recordId = records.body.records[0].id
      expect((await send('POST', '/v1/auth/wallet/recovery/share', { recordId })).status).toBe(200)
      const refused = await send('POST', '/v1/auth/wallet/recovery/share', { recordId })
      expect(refused.status).toBe(429)
      expect(refused.body.reasons[0].name).toBe('KeyReleaseRateLimited')
      expect(JSON.stringify(refused.body)).not.toContain(wallet.recovery.authShare)
    } finally {
      await limited.close()
    }
  })
})

describe('a legacy wallet (one 3-share split, as migration 16 leaves it)', () => {
  const legacyDir = mkdtempSync(path.join(tmpdir(), 'kit-legacy-wallet-'))
  const masterKey = generateMasterKey()
  const splitId = randomBytes(16).toString('hex')
  const authShare = authShareOf(splitId)
  const email = 'legacy@example.test'
  let legacy: TestServer
  const passkeyId = randomUUID()
  const passwordId = randomUUID()

  beforeAll(async () => {
    // A database of the release before: the wallet's one split, its auth share sealed to the user alone.
    const db = await openDatabase({ dataDir: legacyDir })
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 16),
    )
    const userId = randomUUID()
    const at = new Date()
    await db.query('insert into users (id, email, created_at, updated_at) values ($1, $2, $3, $3)', [
      userId,
      email,
      at,
    ])
    const sealed = createKeyVault([Buffer.from(masterKey, 'hex')], 'auth-share').seal(
      authShare,
      `auth-share:${userId}`,
    )
    await db.query(
      `insert into wallet_shares
         (user_id, evm_address, solana_address, split_id, key_version, iv, auth_tag, ciphertext, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        userId,
        `0x${'ab'.repeat(20)}`,
        newSplitWallet().solanaAddress,
        splitId,
        sealed.keyVersion,
        sealed.iv,
        sealed.authTag,
        sealed.ciphertext,
        at,
      ],
    )
    for (const [id, record] of [
      [passkeyId, passkeyRecord()],
      [passwordId, passwordRecord()],
    ] as const)
      await db.query(
        `insert into wallet_recovery (id, user_id, split_id, kind, credential_id, sealed, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          userId,
          splitId,
          record.kind,
          'credentialId' in record ? record.credentialId : null,
          record.sealed,
          at,
        ],
      )
    await db.close()
    legacy = await startTestServer({ ...config, database: { dataDir: legacyDir }, masterKey })
  })
  afterAll(async () => {
    await legacy.close()
    rmSync(legacyDir, { recursive: true, force: true })
  })

  it('still opens with the old split: on its old device, through a record, after a method is removed', async () => {
    const signer = await createProofSigner()
    const token = await loginTo(legacy, email, signer)
    const send = (method: Method, route: string, json?: unknown) =>
      keyCallTo(legacy, method, route, token, signer, json)
    const opened = await send('POST', '/v1/auth/wallet/open', { splitId })
    expect(opened.body.wallet).toMatchObject({ state: 'split', evmAddress: `0x${'ab'.repeat(20)}` })
    expect(opened.body.authShare).toBe(authShare)
    const records = await send('POST', '/v1/auth/wallet/recovery')
    expect(records.body.records.map((record: { splitId: string }) => record.splitId)).toEqual([
      splitId,
      splitId,
    ])
    for (const recordId of [passkeyId, passwordId])
      expect((await send('POST', '/v1/auth/wallet/recovery/share', { recordId })).body).toEqual({
        splitId,
        authShare,
      })
    // A device that recovers gets a split of its own; the legacy split keeps opening the wallet's other holders.
    const own = holderShare()
    expect((await send('POST', '/v1/auth/wallet/devices', own)).status).toBe(201)
    expect((await send('POST', '/v1/auth/wallet/open', { splitId: own.splitId })).body.authShare).toBe(
      own.authShare,
    )
    // Removing a legacy method removes its record only: old devices still open with the legacy split.
    expect((await send('DELETE', `/v1/auth/wallet/recovery/methods/${passwordId}`)).status).toBe(200)
    expect((await send('POST', '/v1/auth/wallet/recovery/share', { recordId: passwordId })).status).toBe(404)
    expect((await send('POST', '/v1/auth/wallet/open', { splitId })).body.authShare).toBe(authShare)
    expect(
      (await send('POST', '/v1/auth/wallet/recovery/share', { recordId: passkeyId })).body.authShare,
    ).toBe(authShare)
    expect((await send('DELETE', `/v1/auth/wallet/recovery/methods/${passkeyId}`)).body.reasons[0].name).toBe(
      'LastRecoveryMethod',
    )
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
    const released = await keyCall('POST', '/v1/auth/wallet/open', again, signer, {
      splitId: wallet.device.splitId,
    })
    expect(released.body.authShare).toBe(wallet.device.authShare)
    const recordId = (await recordsOf({ token: again, signer }))[0]?.id
    expect((await recoveryShare({ token: again, signer }, recordId as string)).body.authShare).toBe(
      wallet.recovery.authShare,
    )
    await server.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    const third = await login('rotate@example.test', signer)
    expect(await openShare({ token: third, signer }, wallet.device.splitId)).toBe(wallet.device.authShare)
    expect((await recoveryShare({ token: third, signer }, recordId as string)).body.authShare).toBe(
      wallet.recovery.authShare,
    )
  })

  it('keeps every auth share only sealed in the database, one row per holder, and no table that could hold whole keys', async () => {
    await server.close()
    const db = await openDatabase({ dataDir })
    const holders = await db.query<{
      split_id: string
      kind: string
      proof_thumbprint: string | null
      label: string | null
    }>('select split_id, kind, proof_thumbprint, label from wallet_auth_shares')
    const moved = await db.query(
      'select 1 from wallet_shares where ciphertext is not null or split_id is not null',
    )
    const dump = JSON.stringify(
      await db.query('select * from wallet_shares, wallet_recovery, wallet_auth_shares'),
    )
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    await db.close()
    server = await startTestServer({ ...config, masterKey: nextMasterKey })
    expect(holders.length).toBeGreaterThan(20)
    expect(moved).toEqual([])
    expect(tables.map((row) => row.table_name)).not.toContain('wallets')
    for (const share of madeShares) expect(dump).not.toContain(share)
    const splits = new Map(holders.map((row) => [row.split_id, row]))
    for (const split of revokedSplits) expect(splits.has(split), split).toBe(false)
    // A device's split names the proof key and the browser of the session that stored it.
    for (const { splitId, thumbprint } of deviceSplits)
      expect(splits.get(splitId)).toEqual({
        split_id: splitId,
        kind: 'device',
        proof_thumbprint: thumbprint,
        label: 'Chrome on Linux',
      })
  })
})
