// A passkey made on the frame's cards (protect a new wallet, add a way to open it) is also a login of the account
// where the server has passkeys: the server registers it under its RP ID, and its PRF output seals the wallet's record,
// which names that RP ID. Where the server has none, the card makes a recovery passkey alone, as before.
import { afterEach, describe, expect, it } from 'vitest'
import { PasskeyError } from '../keys/errors.js'
import type { AddMethodOptions } from '../ui/recoveryUi.js'
import {
  CODES,
  createFramePair,
  scriptedRecoveryUi,
  TEST_PASSKEY,
  testPasskeyRegistration,
} from '../testing/framePair.js'

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  for (const pair of pairs.splice(0)) pair.destroy()
  document.body.replaceChildren()
})

function setup(options: Parameters<typeof createFramePair>[0] = {}) {
  const pair = createFramePair(options)
  pairs.push(pair)
  return pair
}

async function logInByEmail(pair: ReturnType<typeof createFramePair>) {
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: CODES.login })
}

/** The wallet's records as the fake server keeps them: kind, credential and the RP ID the record names. */
function recordsOf(pair: ReturnType<typeof createFramePair>) {
  const { wallet } = pair.backend
  if (wallet.kind !== 'split') throw new Error('test: no split wallet')
  return wallet.recovery.map((record) => ({
    kind: record.kind,
    credentialId: record.credentialId,
    rpId: (JSON.parse(record.sealed) as { rpId?: string }).rpId,
  }))
}

/** An add card whose user confirms with the wallet's passkey, then presses "Create a passkey". */
function addingAPasskey(recoveryUi = scriptedRecoveryUi()) {
  const errors: unknown[] = []
  recoveryUi.addMethod = async (card: AddMethodOptions) => {
    await card.confirm(await card.getPasskey())
    try {
      await card.add(await card.createPasskey())
      return 'passkey'
    } catch (error) {
      errors.push(error)
      throw error
    }
  }
  return { recoveryUi, errors }
}

describe('a passkey made on the cards is also a login', () => {
  it('the protect card: the server registers it, and the new wallet is sealed under its PRF output, naming the server’s RP ID', async () => {
    const pair = setup({ backend: { wallet: { kind: 'none' }, passkeyRpId: 'frame.example' } })
    await logInByEmail(pair)
    expect(pair.recoveryUi.shown).toEqual(['protect'])
    expect(pair.backend.loginPasskeys).toEqual(['login-passkey-1'])
    expect(recordsOf(pair)).toEqual([
      { kind: 'passkey', credentialId: 'login-passkey-1', rpId: 'frame.example' },
    ])
    // The challenge was spent by the registration.
    expect(pair.backend.stepUpChallenges).toEqual([])
  })

  it('without server passkeys the protect card makes a recovery passkey alone, asking the server nothing of passkeys', async () => {
    const pair = setup({ backend: { wallet: { kind: 'none' }, passkeyRpId: null } })
    await logInByEmail(pair)
    expect(pair.backend.loginPasskeys).toEqual([])
    expect(pair.backend.calls.filter((call) => call.includes('/passkey/'))).toEqual([])
    expect(recordsOf(pair).map((record) => record.credentialId)).toEqual([TEST_PASSKEY.credentialId])
  })

  it('a server naming an RP ID the frame does not use (another domain) is not followed: a recovery passkey alone', async () => {
    const pair = setup({ backend: { wallet: { kind: 'none' }, passkeyRpId: 'evil.test' } })
    await logInByEmail(pair)
    expect(pair.backend.loginPasskeys).toEqual([])
    expect(pair.backend.calls.filter((call) => call.includes('/passkey/'))).toEqual([])
    expect(recordsOf(pair).map((record) => record.credentialId)).toEqual([TEST_PASSKEY.credentialId])
  })

  it('the add card: the new passkey is registered as a login and gets a record of its own', async () => {
    const { recoveryUi } = addingAPasskey()
    const excluded: unknown[] = []
    const pair = setup({
      backend: { passkeyRpId: 'frame.example' },
      recoveryUi,
      passkeyRegistration: async (options) => {
        excluded.push((options.options as { excludeCredentials?: unknown }).excludeCredentials)
        const made = await testPasskeyRegistration(options)
        const id = 'new-passkey'
        return {
          ...made,
          credential: { ...made.credential, id, rawId: id },
          prf: made.prf && { ...made.prf, credentialId: id },
        }
      },
    })
    await logInByEmail(pair)
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'passkey' })
    // The wallet's passkey (an older record: the frame's host, the server's RP ID here) is excluded too.
    expect(excluded).toEqual([[{ id: TEST_PASSKEY.credentialId, type: 'public-key' }]])
    expect(pair.backend.loginPasskeys).toEqual(['new-passkey'])
    expect(recordsOf(pair).map(({ credentialId, rpId }) => ({ credentialId, rpId }))).toEqual([
      { credentialId: TEST_PASSKEY.credentialId, rpId: undefined },
      { credentialId: 'new-passkey', rpId: 'frame.example' },
    ])
  })

  it('a new passkey without PRF output is not registered and adds nothing: the card says so', async () => {
    const { recoveryUi, errors } = addingAPasskey()
    const pair = setup({
      backend: { passkeyRpId: 'frame.example' },
      recoveryUi,
      passkeyRegistration: async (options) => ({
        ...(await testPasskeyRegistration(options)),
        prf: undefined,
      }),
    })
    await logInByEmail(pair)
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow()
    expect(errors).toEqual([expect.any(PasskeyError)])
    expect(errors[0]).toMatchObject({ reason: 'prf-unsupported' })
    expect(pair.backend.loginPasskeys).toEqual([])
    expect(recordsOf(pair)).toHaveLength(1)
  })

  it('removing such a passkey on "Ways to open your wallet" removes the login with its record', async () => {
    const { recoveryUi } = addingAPasskey()
    const pair = setup({ backend: { passkeyRpId: 'frame.example' }, recoveryUi })
    await logInByEmail(pair)
    await pair.client.request('ADD_RECOVERY_METHOD')
    const [added] = pair.backend.loginPasskeys
    const record = pair.backend.wallet.kind === 'split' ? pair.backend.wallet.recovery[1] : undefined
    pair.accountUi.onMethods = async (card) => {
      await card.remove(String(record?.id))
      return { removed: 1 }
    }
    await expect(pair.client.request('MANAGE_RECOVERY_METHODS')).resolves.toEqual({ removed: 1 })
    expect(pair.backend.calls).toContain(`DELETE /v1/auth/passkey/credentials/${added}`)
    expect(pair.backend.loginPasskeys).toEqual([])
    expect(recordsOf(pair).map((entry) => entry.credentialId)).toEqual([TEST_PASSKEY.credentialId])
  })
})
