// The recovery card's "Use your passkey" after a login on a device without a share: it asks under the RP ID the
// wallet's passkey was registered with. A passkey login's passkey is under the server's RP ID (the operator's domain),
// which need not be the frame's host; a passkey the frame made is under the frame's host.
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { LoginAnswer } from '../authApi.js'
import { PasskeyError } from '../keys/errors.js'
import type { GetRecoveryPasskeyOptions, RecoveryPasskeys } from '../keys/passkey.js'
import type { RecoveryUi } from '../ui/recoveryUi.js'
import type { FrameContext } from './context.js'
import { createSessions, type PasskeyLoginUnlock } from './session.js'

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
