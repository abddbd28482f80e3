// @vitest-environment node
// The frame's split-key wallet against a real Kit server (in-memory PGlite): a new wallet, a second device recovering
// with a passkey's PRF output or the password, each opening in one call to `/wallet/open`, a copied token refused,
// and the server's database with its master key unable to rebuild any key.
import { randomUUID, webcrypto } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createServer, generateMasterKey, type KitServer, type MailMessage } from '@kit/server'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/src/db/database.js'
import { createKeyVault } from '../../../server/src/auth/keyVault.js'
import { parseMasterKey } from '../../../server/src/config/index.js'
import { createAuthApi } from '../authApi.js'
import { AuthServiceError } from '../errors.js'
import {
  createDeviceShareStore,
  type DeviceShareBackend,
  type DeviceShareRecord,
} from './deviceShareStore.js'
import { RecoveryMethodMissingError, RecoveryOpenError } from './errors.js'
import { createProofKey, signProof } from './proofKey.js'
import { combineShares } from './shares.js'
import type { RecoverySecret } from './types.js'
import {
  openWallet,
  protectWallet,
  recoverWallet,
  passkeyRecordsOf,
  recoveryPasskeysOf,
  type WalletAccessContext,
} from './walletAccess.js'

const FRAME_ORIGIN = 'http://frame.test'
const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-wallet-access-'))
const masterKey = generateMasterKey()
const outbox: MailMessage[] = []
let server: KitServer

beforeAll(async () => {
  server = await createServer({
    development: true,
    port: 0,
    masterKey,
    database: { dataDir },
    projects: [{ id: 'test', name: 'Test', allowedOrigins: ['http://app.test'] }],
    frameOrigins: [FRAME_ORIGIN],
    log: false,
    auth: { emailCooldownSeconds: 0 },
    mail: { mailer: { send: async (message) => void outbox.push(message) } },
  })
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The frame's fetch: a browser on the frame's page sends its origin. */
const frameFetch: typeof fetch = (input, init = {}) =>
  fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: FRAME_ORIGIN } })

/** One browser profile: its proof key, its device-share storage and its client of the auth API (over `fetchImpl`). */
async function device(fetchImpl: typeof fetch = frameFetch) {
  const keyPair = await createProofKey()
  const records = new Map<string, DeviceShareRecord>()
  const backend: DeviceShareBackend = {
    get: async (userId) => records.get(userId),
    put: async (userId, record) => void records.set(userId, record),
    delete: async (userId) => void records.delete(userId),
  }
  const api = createAuthApi({
    rpIdPolicy: () => true,
    serverUrl: server.url,
    projectId: 'test',
    fetch: fetchImpl,
    signProof: (request) => signProof(keyPair, request),
  })
  return { api, deviceShares: createDeviceShareStore(backend), records }
}
type Device = Awaited<ReturnType<typeof device>>

/** An e-mail login on `on`: the device approved from the mail, then the code. */
async function login(on: Device, email: string): Promise<WalletAccessContext> {
  const deviceId = randomUUID()
  const started = await on.api.emailConnect(email, deviceId)
  if (started.action === 'VERIFY_DEVICE') {
    const mail = outbox.filter((message) => message.to === email).at(-1)
    const link = mail?.text.match(/(https?:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1] ?? ''
    await fetch(`${server.url}/auth/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
  }
  const code =
    outbox
      .filter((message) => message.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  const answer = await on.api.emailVerify(email, deviceId, code)
  return { api: on.api, deviceShares: on.deviceShares, token: answer.token, userId: answer.user.id }
}

const passkey = (): RecoverySecret => ({
  kind: 'passkey',
  credentialId: Buffer.from(webcrypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
  prfOutput: webcrypto.getRandomValues(new Uint8Array(32)),
  prfSalt: webcrypto.getRandomValues(new Uint8Array(32)),
})

/** A recovery password the frame's strength floor accepts (zxcvbn score 3 or more). */
const RECOVERY_PASSWORD = 'marmalade-quasar-31-tundra-whistle'

describe('a wallet with split keys', () => {
  const secret = passkey()
  let first: Device
  let address = ''

  it('is made in the frame on the first login, and the next login here rebuilds it from two shares', async () => {
    first = await device()
    const session = await login(first, 'ada@example.test')
    const { access: opened } = await openWallet(session)
    expect(opened.state).toBe('needs-protection')
    if (opened.state !== 'needs-protection') return
    address = opened.keys.evm.address
    await protectWallet(session, opened.keys, secret)
    expect(first.records.size).toBe(1)

    const { answer, access: again } = await openWallet(await login(first, 'ada@example.test'))
    expect(again.state).toBe('unlocked')
    if (again.state !== 'unlocked') return
    expect(again.keys).toEqual(opened.keys)
    expect(privateKeyToAccount(again.keys.evm.privateKey as `0x${string}`).address).toBe(address)
    expect(answer.wallet).toMatchObject({ state: 'split', evmAddress: address })
  })

  it('is recovered on a second device with the passkey, which then needs only the server’s share', async () => {
    const second = await device()
    const session = await login(second, 'ada@example.test')
    const { access: opened } = await openWallet(session)
    expect(opened).toMatchObject({ state: 'needs-recovery', replaces: undefined })
    if (opened.state !== 'needs-recovery') return
    if (secret.kind !== 'passkey') return
    const records = await second.api.recoveryRecords(session.token, 'passkey')
    expect(recoveryPasskeysOf(records)).toEqual([
      { credentialId: secret.credentialId, prfSalt: new Uint8Array(secret.prfSalt) },
    ])
    const wrongPrf: RecoverySecret = { ...secret, prfOutput: new Uint8Array(32) }
    await expect(recoverWallet(session, records, wrongPrf)).rejects.toThrow(RecoveryOpenError)
    await expect(recoverWallet(session, records, passkey())).rejects.toThrow(RecoveryMethodMissingError)
    await expect(
      recoverWallet(session, records, { kind: 'password', password: 'never set' }),
    ).rejects.toThrow('No recovery password is set for this wallet')
    const keys = await recoverWallet(session, records, secret)
    expect(keys.evm.address).toBe(address)
    const { access: later } = await openWallet(await login(second, 'ada@example.test'))
    expect(later.state).toBe('unlocked')
  })

  it('refuses a copied token replayed from elsewhere: another key, or no proof at all', async () => {
    const session = await login(first, 'ada@example.test')
    const held = await first.deviceShares.load(session.userId)
    const thief = await device()
    const stolen = thief.api.openWallet(session.token, held?.splitId)
    await expect(stolen).rejects.toMatchObject({ status: 401, reason: 'ProofKeyMismatch' })
    const bare = createAuthApi({
      rpIdPolicy: () => true,
      serverUrl: server.url,
      projectId: 'test',
      fetch: frameFetch,
    })
    await expect(bare.openWallet(session.token, held?.splitId)).rejects.toBeInstanceOf(AuthServiceError)
    await expect(bare.openWallet(session.token, held?.splitId)).rejects.toMatchObject({
      reason: 'ProofRequired',
    })
  })
})

describe('the passkeys a recovery asks (L9)', () => {
  const records = (sealed: unknown[]) => ({
    evmAddress: '0x1',
    solanaAddress: 's',
    records: sealed.map((record, index) => ({
      id: `r${index}`,
      kind: 'passkey' as const,
      credentialId: `credential-${index}`,
      sealed: JSON.stringify(record),
      splitId: `split-${index}`,
    })),
  })
  const current = {
    version: 1,
    method: 'passkey-prf',
    prfSalt: 'A'.repeat(43),
    salt: 's',
    iv: 'i',
    ciphertext: 'c',
  }
  const { prfSalt: _, ...older } = current

  it('each with its own record’s PRF input; a record without one is left out', () => {
    expect(recoveryPasskeysOf(records([older, current]))).toEqual([
      { credentialId: 'credential-1', prfSalt: new Uint8Array(32) },
    ])
  })

  it('says so clearly when no passkey record has a PRF input', () => {
    expect(() => recoveryPasskeysOf(records([older]))).toThrow(
      'This passkey’s recovery record is from an older version and cannot be opened',
    )
    expect(() => recoveryPasskeysOf({ ...records([]), records: [] })).not.toThrow()
  })

  it('each with the RP ID its record names, when it names one', () => {
    expect(recoveryPasskeysOf(records([current, { ...current, rpId: 'example.com' }]))).toEqual([
      { credentialId: 'credential-0', prfSalt: new Uint8Array(32) },
      { credentialId: 'credential-1', prfSalt: new Uint8Array(32), rpId: 'example.com' },
    ])
  })

  it('lists every passkey record with its RP ID for what a new passkey must not replace, unreadable ones too', () => {
    const unreadable = { id: 'bad', kind: 'passkey' as const, credentialId: 'bad', sealed: '{', splitId: 's' }
    const listed = records([older, { ...current, rpId: 'example.com' }])
    expect(passkeyRecordsOf({ ...listed, records: [...listed.records, unreadable] })).toEqual([
      { credentialId: 'credential-0' },
      { credentialId: 'credential-1', rpId: 'example.com' },
      { credentialId: 'bad' },
    ])
  })
})

/** How one request fails: it never reaches the server, a gateway answers for it, or its answer is lost on the way. */
type Fault = 'unreachable' | 'gateway' | 'lost'

/** The frame's fetch on a network that fails the next request to a path once, as planned. */
function flakyNetwork() {
  const plan = new Map<string, Fault>()
  const sent: string[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    const { pathname } = new URL(String(input))
    sent.push(pathname)
    const fault = plan.get(pathname)
    plan.delete(pathname)
    if (fault === 'unreachable') throw new TypeError('fetch failed')
    if (fault === 'gateway') return new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 })
    const answer = await frameFetch(input, init)
    if (fault !== 'lost') return answer
    await answer.arrayBuffer()
    throw new TypeError('network error: the connection closed before the answer arrived')
  }
  return { plan, sent, fetchImpl }
}

describe('a network blip while the wallet opens', () => {
  it('does not end the login: each read is tried again, a repeated release included', async () => {
    const network = flakyNetwork()
    const home = await device(network.fetchImpl)
    const session = await login(home, 'blip@example.test')
    network.plan.set('/v1/auth/wallet/open', 'unreachable')
    const { access: opened } = await openWallet(session)
    if (opened.state !== 'needs-protection') throw new Error(`unexpected ${opened.state}`)
    await protectWallet(session, opened.keys, passkey())

    const again = await login(home, 'blip@example.test')
    const sentBefore = network.sent.length
    network.plan.set('/v1/auth/wallet/open', 'lost')
    const { access: unlocked } = await openWallet(again)
    if (unlocked.state !== 'unlocked') throw new Error(`unexpected ${unlocked.state}`)
    expect(unlocked.keys).toEqual(opened.keys)
    // The server released the share twice (the first answer was lost); each try carried a proof of its own.
    expect(
      network.sent.slice(sentBefore).filter((pathname) => pathname === '/v1/auth/wallet/open'),
    ).toHaveLength(2)
  })
})

describe('a device that cannot keep its share (storage blocked)', () => {
  it('still protects the wallet, which the next login there opens with the passkey', async () => {
    const blocked = await device()
    const refusing = createDeviceShareStore(undefined)
    const session = { ...(await login(blocked, 'private@example.test')), deviceShares: refusing }
    const { access: opened } = await openWallet(session)
    if (opened.state !== 'needs-protection') throw new Error(`unexpected ${opened.state}`)
    const secret = passkey()
    await expect(protectWallet(session, opened.keys, secret)).resolves.toEqual({ deviceKept: false })
    const again = { ...(await login(blocked, 'private@example.test')), deviceShares: refusing }
    const { access: next } = await openWallet(again)
    if (next.state !== 'needs-recovery') throw new Error(`unexpected ${next.state}`)
    const keys = await recoverWallet(again, await blocked.api.recoveryRecords(again.token, 'passkey'), secret)
    expect(keys.evm.address).toBe(opened.keys.evm.address)
  })
})

describe('password recovery', () => {
  it('opens with the password on a new device, and not with another', async () => {
    const first = await device()
    const session = await login(first, 'grace@example.test')
    const { access: opened } = await openWallet(session)
    if (opened.state !== 'needs-protection') throw new Error(opened.state)
    await protectWallet(session, opened.keys, { kind: 'password', password: RECOVERY_PASSWORD })
    const second = await device()
    const elsewhere = await login(second, 'grace@example.test')
    const { access: needs } = await openWallet(elsewhere)
    if (needs.state !== 'needs-recovery') throw new Error(needs.state)
    // Asked for the passkeys' records, the server gives none of the password's (it counts those releases).
    expect((await second.api.recoveryRecords(elsewhere.token, 'passkey')).records).toEqual([])
    const records = await second.api.recoveryRecords(elsewhere.token, 'password')
    await expect(recoverWallet(elsewhere, records, { kind: 'password', password: 'wrong' })).rejects.toThrow(
      RecoveryOpenError,
    )
    const keys = await recoverWallet(elsewhere, records, { kind: 'password', password: RECOVERY_PASSWORD })
    expect(keys).toEqual(opened.keys)
  }, 30_000)
})

describe("the server's database and master key", () => {
  it('hold one auth share per holder and sealed records: no pair of them rebuilds a key', async () => {
    await server.close()
    const db = await openDatabase({ dataDir })
    const shares = await db.query<{
      user_id: string
      split_id: string
      kind: string
      key_version: number
      iv: string
      auth_tag: string
      ciphertext: string
    }>('select user_id, split_id, kind, key_version, iv, auth_tag, ciphertext from wallet_auth_shares')
    const records = await db.query<{ user_id: string; sealed: string }>(
      'select user_id, sealed from wallet_recovery',
    )
    await db.close()
    server = await createServer({
      port: 0,
      masterKey,
      database: { dataDir },
      frameOrigins: [FRAME_ORIGIN],
      log: false,
    })
    // One wallet per test above that made one (new, network blip, storage-blocked and password), each with a
    // device's split and a recovery method's split of its own.
    const users = new Set(shares.map((row) => row.user_id))
    expect(users.size).toBe(4)
    for (const user of users) {
      const kinds = shares.filter((row) => row.user_id === user).map((row) => row.kind)
      expect(kinds).toContain('device')
      expect(kinds).toContain('recovery')
    }
    const vault = createKeyVault(parseMasterKey(masterKey), 'auth-share')
    const opened = shares.map((row) => ({
      userId: row.user_id,
      authShare: vault.open(
        { keyVersion: row.key_version, iv: row.iv, authTag: row.auth_tag, ciphertext: row.ciphertext },
        `auth-share:${row.user_id}:${row.split_id}`,
      ),
    }))
    for (const { userId, authShare } of opened) {
      // Everything else the database holds for this user, tried as the second share: none is one.
      const sealedValues = records
        .filter((record) => record.user_id === userId)
        .flatMap((record) => Object.values(JSON.parse(record.sealed) as Record<string, unknown>))
        .filter((value): value is string => typeof value === 'string')
      expect(sealedValues.length).toBeGreaterThan(0)
      const otherAuthShares = opened
        .filter((other) => other.userId === userId)
        .map((other) => other.authShare)
      for (const candidate of [...sealedValues, ...otherAuthShares])
        await expect(combineShares(authShare, candidate)).rejects.toThrow()
    }
  })
})
