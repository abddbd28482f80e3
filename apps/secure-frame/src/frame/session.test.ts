// The recovery card's "Use your passkey" after a login on a device without a share: it asks under the RP ID the
// wallet's passkey was registered with. A passkey login's passkey is under the server's RP ID (the operator's domain),
// which need not be the frame's host; a passkey the frame made is under the frame's host.
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { LoginAnswer } from '../authApi.js'
import { AuthServiceError } from '../errors.js'
import { PasskeyError, RecoveryOpenError } from '../keys/errors.js'
import type {
  CreateRecoveryPasskeyOptions,
  GetRecoveryPasskeyOptions,
  RecoveryPasskeys,
} from '../keys/passkey.js'
import { newPasskeyPrfSalt } from '../keys/recoveryShare.js'
import type { RecoverySecret, StoredRecoveryMethod, StoredShares, WalletKeys } from '../keys/types.js'
import { generateWalletKeys, newRecoveryMethod } from '../keys/walletAccess.js'
import type { RecoveryUi } from '../ui/recoveryUi.js'
import type { FrameContext } from './context.js'
import { createSessions, type PasskeyLoginUnlock } from './session.js'
import { createStepUp, type StepUp } from './stepUp.js'
import { createWalletManagement } from './walletManagement.js'

const FRAME_ORIGIN = 'https://wallet.example.com'
const SERVER_RP_ID = 'example.com'
const CREDENTIAL = base64urlnopad.encode(new Uint8Array(16).fill(5))
const b64 = (length: number, fill: number) => base64urlnopad.encode(new Uint8Array(length).fill(fill))
const EVM = '0x000000000000000000000000000000000000dEaD'
const SOLANA = '11111111111111111111111111111111'
const user = { id: 'user-1', email: null, userName: null, identities: [] }

/** A frame whose server holds a passkey-sealed wallet for the user and whose device holds no share of it. */
function frameWithoutShare() {
  const asked: GetRecoveryPasskeyOptions[] = []
  const passkeys: RecoveryPasskeys = {
    create: async () => {
      throw new Error('no passkey is made here')
    },
    // Every ceremony fails as a passkey without PRF output would: the automatic step, then the card's press.
    get: async (options) => {
      asked.push(options)
      throw new PasskeyError('prf-unsupported')
    },
  }
  const recoveryUi = {
    recover: async (card: Parameters<RecoveryUi['recover']>[0]) => card.recover(await card.getPasskey()),
  } as unknown as RecoveryUi
  const record = {
    id: 'record-1',
    kind: 'passkey',
    credentialId: CREDENTIAL,
    splitId: 'split-1',
    sealed: JSON.stringify({
      version: 1,
      method: 'passkey-prf',
      prfSalt: b64(32, 7),
      salt: b64(32, 1),
      iv: b64(12, 2),
      ciphertext: b64(48, 3),
    }),
  }
  const api = {
    openWallet: async () => ({
      user,
      session: { id: 'session-1' },
      wallet: {
        state: 'split',
        evmAddress: EVM,
        solanaAddress: SOLANA,
        recovery: [{ id: 'record-1', kind: 'passkey', credentialId: CREDENTIAL }],
      },
    }),
    recoveryRecords: async () => ({ evmAddress: EVM, solanaAddress: SOLANA, records: [record] }),
    logout: async () => ({}),
    serverNow: () => Date.now(),
  }
  const context = {
    frameOrigin: FRAME_ORIGIN,
    api,
    store: { setSession() {}, clearSession() {} },
    deviceShares: { load: async () => undefined },
    proofKeys: { forget() {} },
    passkeys,
    recoveryUi,
    emit() {},
  } as unknown as FrameContext
  const sessions = createSessions(context, document)
  const signIn = (passkey?: PasskeyLoginUnlock) =>
    sessions.signedIn(
      { token: 'token-1', user } as unknown as LoginAnswer,
      { signal: new AbortController().signal, waitForUser() {} },
      passkey,
    )
  return { asked, signIn }
}

describe("the recovery card's passkey", () => {
  it("asks under the server's RP ID for the passkey that signed in, when its automatic PRF step failed", async () => {
    const frame = frameWithoutShare()
    const unlock = { rpId: SERVER_RP_ID, credentialId: CREDENTIAL, prf: undefined }
    await expect(frame.signIn(unlock)).rejects.toBeInstanceOf(PasskeyError)
    // The automatic step, then "Use your passkey" on the card: both under the RP ID the passkey was made for.
    expect(frame.asked.map((options) => options.rpId)).toEqual([SERVER_RP_ID, SERVER_RP_ID])
    expect(frame.asked[1]?.passkeys.map((ref) => ref.credentialId)).toEqual([CREDENTIAL])
  })

  it("asks under the frame's host for the passkeys the frame made, after a login without a passkey", async () => {
    const frame = frameWithoutShare()
    await expect(frame.signIn()).rejects.toBeInstanceOf(PasskeyError)
    expect(frame.asked.map((options) => options.rpId)).toEqual(['wallet.example.com'])
  })

  it("asks under the frame's host when the passkey that signed in has no record of the wallet", async () => {
    const frame = frameWithoutShare()
    const other = base64urlnopad.encode(new Uint8Array(16).fill(6))
    await expect(
      frame.signIn({ rpId: SERVER_RP_ID, credentialId: other, prf: undefined }),
    ).rejects.toBeInstanceOf(PasskeyError)
    expect(frame.asked.map((options) => options.rpId)).toEqual(['wallet.example.com'])
  })
})

// One relying party for a self-hoster: the server's RP ID is the operator's domain (example.com), the frame runs on a
// host of its own (wallet.example.com). New recovery passkeys are made under the server's RP ID and their records
// name it, so they are asked there later (a reload, an e-mail login on a new device, a step-up), while records of the
// older format (no RP ID: made under the frame's host) are still asked under the frame's host.
const FRAME_HOST = 'wallet.example.com'
const prfBytes = (fill: number) => new Uint8Array(32).fill(fill)

/** A stand-in authenticator: its passkeys, each under one RP ID with one PRF output, answering only there. */
function authenticator() {
  const held = new Map<string, { rpId: string; prfOutput: Uint8Array<ArrayBuffer> }>()
  const created: CreateRecoveryPasskeyOptions[] = []
  const asked: GetRecoveryPasskeyOptions[] = []
  let made = 0
  const passkeys: RecoveryPasskeys = {
    async create(options) {
      created.push(options)
      const credentialId = base64urlnopad.encode(new Uint8Array(16).fill(100 + ++made))
      const prfOutput = prfBytes(made)
      held.set(credentialId, { rpId: options.rpId, prfOutput })
      // As the browser's ceremony, the secret says which RP ID it ran under.
      return { kind: 'passkey', credentialId, prfOutput, prfSalt: newPasskeyPrfSalt(), rpId: options.rpId }
    },
    async get(options) {
      asked.push(options)
      for (const ref of options.passkeys) {
        const passkey = held.get(ref.credentialId)
        if (passkey?.rpId === options.rpId)
          return {
            kind: 'passkey',
            credentialId: ref.credentialId,
            prfOutput: new Uint8Array(passkey.prfOutput),
            prfSalt: new Uint8Array(ref.prfSalt),
            rpId: options.rpId,
          }
      }
      // What a browser says when none of the passkeys asked is on the device for that RP ID.
      throw new PasskeyError('cancelled')
    },
  }
  /** A passkey already on the authenticator (made before this test), under `rpId`. */
  const hold = (credentialId: string, rpId: string, prfOutput: Uint8Array<ArrayBuffer>) =>
    held.set(credentialId, { rpId, prfOutput })
  return { passkeys, created, asked, hold }
}

type FakeRecord = {
  id: string
  kind: 'passkey' | 'password'
  credentialId: string | null
  sealed: string
  splitId: string
}

/**
 * A frame on wallet.example.com whose server has passkeys under `serverRpId`. `wallet` is what the server holds:
 * nothing yet, or records (with the auth share of each record's split); `records` lets a test change what the server
 * sends of them.
 */
function selfHostedFrame(options: {
  serverRpId: string | null
  wallet?: { keys: WalletKeys; methods: StoredRecoveryMethod[] }
  records?: (records: FakeRecord[]) => FakeRecord[]
  user?: typeof user
}) {
  const device = authenticator()
  const account = options.user ?? user
  const stored: unknown[] = []
  let wallet = options.wallet
  const recordsOf = (): FakeRecord[] =>
    (wallet?.methods ?? []).map((method, index) => ({
      id: `record-${index}`,
      kind: method.kind,
      credentialId: method.kind === 'passkey' ? method.credentialId : null,
      sealed: method.sealed,
      splitId: method.splitId,
    }))
  const addresses = () => ({
    evmAddress: wallet?.keys.evm.address ?? EVM,
    solanaAddress: wallet?.keys.solana.address ?? SOLANA,
  })
  const api = {
    openWallet: async () => ({
      user: account,
      method: 'email',
      session: { id: 'session-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      passkeyRpId: options.serverRpId,
      wallet: wallet
        ? {
            state: 'split',
            ...addresses(),
            recovery: recordsOf().map(({ id, kind, credentialId, sealed }) => ({
              id,
              kind,
              credentialId,
              // As the server reads it from the record.
              rpId: (JSON.parse(sealed) as { rpId?: string }).rpId ?? null,
            })),
          }
        : { state: 'none' },
    }),
    storeShares: async (_token: string, shares: StoredShares) => {
      stored.push(shares)
      return { stored: true }
    },
    recoveryRecords: async () => {
      const records = recordsOf()
      return { ...addresses(), records: options.records ? options.records(records) : records }
    },
    recoveryAuthShare: async (_token: string, recordId: string) => {
      const method = wallet?.methods[Number(recordId.slice('record-'.length))]
      if (!method) throw new Error('no such record')
      return { splitId: method.splitId, authShare: method.authShare }
    },
    addDevice: async () => ({ added: true }),
    addRecoveryMethod: async (_token: string, recovery: StoredRecoveryMethod) => {
      if (wallet) wallet = { ...wallet, methods: [...wallet.methods, recovery] }
      return { added: true }
    },
    // No login passkey to step up with: the step-up confirms with a recovery passkey.
    passkeyList: async () => ({ passkeys: [] }),
    passkeyStepUpOptions: async () => {
      throw new AuthServiceError('No passkey', { status: 409, reason: 'NoPasskey' })
    },
    // The server registers no login passkey here: the cards make recovery passkeys alone.
    passkeyAddOptions: async () => {
      throw new AuthServiceError('Passkeys are not available', { status: 404, reason: 'PasskeysUnavailable' })
    },
    // The records are released only to a fresh proof, which a step-up does not have yet.
    logout: async () => ({}),
    serverNow: () => Date.now(),
  }
  const recoveryUi = {
    // The user picks "Create a passkey" on the protect card.
    protect: async (card: Parameters<RecoveryUi['protect']>[0]) => card.protect(await card.createPasskey()),
    // The user picks "Use your passkey" on the recovery card.
    recover: async (card: Parameters<RecoveryUi['recover']>[0]) => card.recover(await card.getPasskey()),
    confirmUser: async (card: {
      getPasskey(): Promise<RecoverySecret>
      confirm(secret: RecoverySecret): Promise<void>
    }) => card.confirm(await card.getPasskey()),
    addMethod: async (card: Parameters<RecoveryUi['addMethod']>[0]) => {
      await card.confirm(await card.getPasskey())
      const secret = await card.createPasskey()
      await card.add(secret)
      return secret.kind
    },
  } as unknown as RecoveryUi
  const context = {
    frameOrigin: FRAME_ORIGIN,
    api,
    store: { setSession() {}, clearSession() {} },
    deviceShares: { load: async () => undefined, save: async () => undefined },
    proofKeys: { forget() {} },
    passkeys: device.passkeys,
    // The server registers no login passkey here (its add options refuse): no ceremony of them runs.
    loginPasskeys: {
      assert: () => Promise.reject(new Error('test: no login passkey ceremony expected')),
      register: () => Promise.reject(new Error('test: no login passkey ceremony expected')),
    },
    recoveryUi,
    accountUi: {},
    emit() {},
  } as unknown as FrameContext
  const sessions = createSessions(context, document)
  const signIn = (passkey?: PasskeyLoginUnlock) =>
    sessions.signedIn(
      { token: 'token-1', user: account } as unknown as LoginAnswer,
      { signal: new AbortController().signal, waitForUser() {} },
      passkey,
    )
  return { ...device, context, signIn, stored }
}

/** A wallet whose one recovery record a passkey of `rpId` sealed; `named: false` writes the older format. */
async function walletSealedBy(rpId: string, named = true) {
  const keys = generateWalletKeys()
  const credentialId = base64urlnopad.encode(new Uint8Array(16).fill(9))
  const prfOutput = prfBytes(42)
  const secret = { kind: 'passkey' as const, credentialId, prfOutput, prfSalt: newPasskeyPrfSalt() }
  const method = await newRecoveryMethod(keys, named ? { ...secret, rpId } : secret, user.id)
  return { keys, methods: [method], credentialId, prfOutput, rpId }
}

describe('one relying party for a self-hoster', () => {
  it("the protect card makes the recovery passkey under the server's RP ID, and its record names it", async () => {
    const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID })
    await frame.signIn()
    expect(frame.created.map((options) => options.rpId)).toEqual([SERVER_RP_ID])
    const [shares] = frame.stored as StoredShares[]
    expect(JSON.parse(shares?.recovery.sealed ?? '{}')).toMatchObject({ rpId: SERVER_RP_ID })
  })

  it("the protect card makes it under the frame's host when the server has passkeys off", async () => {
    const frame = selfHostedFrame({ serverRpId: null })
    await frame.signIn()
    expect(frame.created.map((options) => options.rpId)).toEqual([FRAME_HOST])
    const [shares] = frame.stored as StoredShares[]
    expect(JSON.parse(shares?.recovery.sealed ?? '{}')).toMatchObject({ rpId: FRAME_HOST })
  })

  it("a passkey sign-up's record names the login passkey's RP ID", async () => {
    const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID })
    const credentialId = base64urlnopad.encode(new Uint8Array(16).fill(3))
    const prf = {
      kind: 'passkey' as const,
      credentialId,
      prfOutput: prfBytes(3),
      prfSalt: newPasskeyPrfSalt(),
    }
    await frame.signIn({ rpId: SERVER_RP_ID, credentialId, prf })
    expect(frame.created).toEqual([])
    const [shares] = frame.stored as StoredShares[]
    expect(JSON.parse(shares?.recovery.sealed ?? '{}')).toMatchObject({ rpId: SERVER_RP_ID })
  })

  it("a record made there is asked under the server's RP ID with no sign-in passkey (an e-mail login on a new device), and opens", async () => {
    const sealed = await walletSealedBy(SERVER_RP_ID)
    const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID, wallet: sealed })
    frame.hold(sealed.credentialId, SERVER_RP_ID, sealed.prfOutput)
    const session = await frame.signIn()
    expect(session.evm.address).toBe(sealed.keys.evm.address)
    expect(frame.asked.map((options) => options.rpId)).toEqual([SERVER_RP_ID])
  })

  it("an older record (no RP ID) is still asked under the frame's host, and opens", async () => {
    const sealed = await walletSealedBy(FRAME_HOST, false)
    expect(JSON.parse(sealed.methods[0]?.sealed ?? '{}')).not.toHaveProperty('rpId')
    const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID, wallet: sealed })
    frame.hold(sealed.credentialId, FRAME_HOST, sealed.prfOutput)
    const session = await frame.signIn()
    expect(session.evm.address).toBe(sealed.keys.evm.address)
    expect(frame.asked.map((options) => options.rpId)).toEqual([FRAME_HOST])
  })

  it('a record whose RP ID the server changed does not open', async () => {
    const sealed = await walletSealedBy(FRAME_HOST)
    const frame = selfHostedFrame({
      serverRpId: SERVER_RP_ID,
      wallet: sealed,
      records: (records) =>
        records.map((record) => ({ ...record, sealed: record.sealed.replace(FRAME_HOST, SERVER_RP_ID) })),
    })
    // The passkey answers wherever it is asked: only the record's encryption can refuse the change.
    frame.hold(sealed.credentialId, SERVER_RP_ID, sealed.prfOutput)
    await expect(frame.signIn()).rejects.toThrow(RecoveryOpenError)
    expect(frame.asked.map((options) => options.rpId)).toEqual([SERVER_RP_ID])
  })

  it("after a reload, the step-up ('Confirm it's you') asks under the RP ID the record names, without the records", async () => {
    const sealed = await walletSealedBy(SERVER_RP_ID)
    const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID, wallet: sealed })
    frame.hold(sealed.credentialId, SERVER_RP_ID, sealed.prfOutput)
    const session = await frame.signIn()
    frame.asked.length = 0
    // The proof is no longer fresh, and the server releases no records without one.
    session.freshUntil = 0
    const api = frame.context.api as unknown as { recoveryRecords: () => Promise<unknown> }
    api.recoveryRecords = async () => {
      throw new AuthServiceError('Fresh proof required', { status: 403, reason: 'FreshProofRequired' })
    }
    await createStepUp(frame.context).confirmUser(session, {
      signal: new AbortController().signal,
      waitForUser() {},
    })
    expect(frame.asked.map((options) => options.rpId)).toEqual([SERVER_RP_ID])
    expect(frame.asked[0]?.passkeys.map((ref) => ref.credentialId)).toEqual([sealed.credentialId])
  })

  describe('the add card ("Add a way to open your wallet")', () => {
    /** A fresh session: the step-up has nothing to do. */
    const freshStepUp = { withFreshProof: (_current, _request, work) => work() } as StepUp
    const request = { signal: new AbortController().signal, waitForUser() {} }

    it("confirms under the record's RP ID, and makes the new passkey under the server's, not replacing the wallet's passkey there", async () => {
      const sealed = await walletSealedBy(SERVER_RP_ID)
      const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID, wallet: sealed })
      frame.hold(sealed.credentialId, SERVER_RP_ID, sealed.prfOutput)
      const session = await frame.signIn()
      frame.asked.length = 0
      const management = createWalletManagement(frame.context, freshStepUp)
      await expect(management.addRecoveryMethod(session, request)).resolves.toEqual({ kind: 'passkey' })
      expect(frame.asked.map((options) => options.rpId)).toEqual([SERVER_RP_ID])
      expect(frame.created.map((options) => [options.rpId, options.excludeCredentialIds])).toEqual([
        [SERVER_RP_ID, [sealed.credentialId]],
      ])
      const added = session.recoveryMethods.at(-1)
      expect(added).toMatchObject({ kind: 'passkey', rpId: SERVER_RP_ID })
      const records = await frame.context.api.recoveryRecords('token-1', 'passkey')
      expect(JSON.parse(records.records.at(-1)?.sealed ?? '{}')).toMatchObject({ rpId: SERVER_RP_ID })
    })

    it("confirms an older record under the frame's host; the new passkey, under the server's, excludes none of it", async () => {
      const sealed = await walletSealedBy(FRAME_HOST, false)
      const frame = selfHostedFrame({ serverRpId: SERVER_RP_ID, wallet: sealed })
      frame.hold(sealed.credentialId, FRAME_HOST, sealed.prfOutput)
      const session = await frame.signIn()
      frame.asked.length = 0
      await createWalletManagement(frame.context, freshStepUp).addRecoveryMethod(session, request)
      expect(frame.asked.map((options) => options.rpId)).toEqual([FRAME_HOST])
      expect(frame.created.map((options) => [options.rpId, options.excludeCredentialIds])).toEqual([
        [SERVER_RP_ID, []],
      ])
    })
  })
})
