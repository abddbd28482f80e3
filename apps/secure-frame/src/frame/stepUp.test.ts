// The step-up of an account without an e-mail, through the bridge: its login passkey proves the user on the frame's
// card, and the server checks the assertion (a challenge it issued, one of the account's passkeys) before the
// session counts as fresh. Without a login passkey, the frame says to sign in again, as before.
import { afterEach, describe, expect, it } from 'vitest'
import { PasskeyError } from '../keys/errors.js'
import type { ConfirmUserOptions } from '../ui/recoveryUi.js'
import {
  createFramePair,
  type PasskeyAssertion,
  scriptedRecoveryUi,
  testPasskeyAssertion,
} from '../testing/framePair.js'

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  for (const pair of pairs.splice(0)) pair.destroy()
  document.body.replaceChildren()
})

const ELEVEN_MINUTES = 11 * 60_000
const LOGIN_PASSKEY = 'login-passkey-1'

/** A Farcaster account (no e-mail) with a login passkey, whose login is `minutes` old on both clocks. */
async function oldLoginWithoutEmail(options: Parameters<typeof createFramePair>[0] = {}) {
  const clock = { aheadMs: 0 }
  const pair = createFramePair({
    now: () => Date.now() + clock.aheadMs,
    ...options,
    backend: { loginPasskeys: [LOGIN_PASSKEY], passkeyRpId: 'frame.example', ...options.backend },
  })
  pairs.push(pair)
  await pair.client.request('GET_FARCASTER_URI')
  await pair.client.request('CONNECT_FARCASTER')
  clock.aheadMs += ELEVEN_MINUTES
  pair.backend.clockAheadMs += ELEVEN_MINUTES
  return pair
}

const calls = (pair: ReturnType<typeof createFramePair>, call: string) =>
  pair.backend.calls.filter((entry) => entry === call).length

describe('a step-up by the login passkey', () => {
  it('an old login adds a way to open the wallet after its passkey, checked by the server, on the frame’s card', async () => {
    const asked: unknown[] = []
    const pair = await oldLoginWithoutEmail({
      passkeyAssertion: async (options) => {
        asked.push(options.options)
        return testPasskeyAssertion(options)
      },
    })
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(pair.recoveryUi.shown).toEqual(['recover', 'confirm-passkey', 'add'])
    // The server's own options (its RP id, the account's passkeys), and its check of the assertion.
    expect(asked).toEqual([
      expect.objectContaining({
        rpId: 'frame.example',
        allowCredentials: [{ id: LOGIN_PASSKEY, type: 'public-key' }],
      }),
    ])
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/verify')).toBe(1)
    expect(pair.backend.stepUpChallenges.filter((challenge) => challenge.startsWith('step-up'))).toEqual([])
    const wallet = pair.backend.wallet
    expect(wallet.kind === 'split' && wallet.recovery.map((record) => record.kind)).toEqual([
      'passkey',
      'password',
    ])
  })

  it('an old login adds an e-mail after its passkey: the change goes on to the code for the new address', async () => {
    const pair = await oldLoginWithoutEmail()
    await expect(pair.client.request('UPDATE_EMAIL', { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(pair.recoveryUi.shown).toEqual(['recover', 'confirm-passkey'])
    expect(pair.accountUi.shown).toEqual([
      { card: 'change-email', currentEmail: null, newEmail: 'new@example.com' },
    ])
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/verify')).toBe(1)
  })

  it('the export asks the login passkey too, and shows the keys only after the server’s check', async () => {
    const pair = await oldLoginWithoutEmail()
    await pair.client.request('EXPORT_KEY')
    expect(pair.recoveryUi.shown).toEqual(['recover', 'confirm-passkey', 'export'])
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/verify')).toBe(1)
  })

  it('a refused assertion changes nothing: no fresh session, nothing added', async () => {
    const pair = await oldLoginWithoutEmail({
      // Another passkey than the account's: the server refuses it.
      passkeyAssertion: async (options) => {
        const result = await testPasskeyAssertion(options)
        return { ...result, credential: { ...result.credential, id: 'stranger', rawId: 'stranger' } }
      },
    })
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow(
      'This passkey is not registered for an account here',
    )
    expect(pair.recoveryUi.shown).toEqual(['recover', 'confirm-passkey'])
    const wallet = pair.backend.wallet
    expect(wallet.kind === 'split' && wallet.recovery).toHaveLength(1)
    // Still stale by the server's clock (11 minutes ahead of the process's).
    const serverNow = Date.now() + ELEVEN_MINUTES
    expect([...pair.backend.sessions.values()].every((session) => session.freshUntil < serverNow)).toBe(true)
  })

  it('a try that fails (cancelled) asks the server for a new challenge; the next press uses it', async () => {
    let tries = 0
    const assertion: PasskeyAssertion = async (options) => {
      tries++
      if (tries === 1) throw new PasskeyError('cancelled')
      return testPasskeyAssertion(options)
    }
    const recoveryUi = scriptedRecoveryUi()
    const failures: unknown[] = []
    const scriptedConfirm = recoveryUi.confirmUser
    recoveryUi.confirmUser = async (card: ConfirmUserOptions) => {
      // The user presses twice: the first prompt is dismissed.
      if (card.proveWithPasskey) failures.push(await card.proveWithPasskey().catch((error: unknown) => error))
      return scriptedConfirm(card)
    }
    const pair = await oldLoginWithoutEmail({ passkeyAssertion: assertion, recoveryUi })
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(failures).toEqual([expect.objectContaining({ name: 'PasskeyError', reason: 'cancelled' })])
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/options')).toBe(2)
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/verify')).toBe(1)
  })

  it('an account without a login passkey is told to sign in again, as before; no card is shown', async () => {
    const pair = await oldLoginWithoutEmail({ backend: { loginPasskeys: [] } })
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow('Sign in again to continue')
    expect(pair.recoveryUi.shown).toEqual(['recover'])
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/options')).toBe(0)
  })

  it('a server without passkeys is not asked for any: nothing refused in the browser’s console', async () => {
    const pair = await oldLoginWithoutEmail({ backend: { passkeyRpId: null } })
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow('Sign in again to continue')
    expect(pair.backend.calls.filter((call) => call.includes('/passkey/'))).toEqual([])
  })

  it('a fresh login needs no step-up', async () => {
    const pair = createFramePair({
      backend: { loginPasskeys: [LOGIN_PASSKEY], passkeyRpId: 'frame.example' },
    })
    pairs.push(pair)
    await pair.client.request('GET_FARCASTER_URI')
    await pair.client.request('CONNECT_FARCASTER')
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(calls(pair, 'POST /v1/auth/passkey/step-up/options')).toBe(0)
  })
})
