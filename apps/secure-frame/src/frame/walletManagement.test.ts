// The wallet's own cards after a login, through the bridge: adding a way to open the wallet (confirmed with one it
// has), and exporting its keys, shown only in the frame. Sessions last, so both ask for a fresh proof of the user on
// the frame's card once the login is more than a few minutes old: a code sent to the e-mail, or (no e-mail) the
// recovery passkey for the export; an account without e-mail whose login is old signs in again to add a method.
import { base58, base64 } from '@scure/base'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from '../errors.js'
import { CODES, createFramePair, EVM_KEY, SOLANA_SECRET, TEST_PASSWORD } from '../testing/framePair.js'

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  for (const pair of pairs.splice(0)) pair.destroy()
  document.body.replaceChildren()
})

const ELEVEN_MINUTES = 11 * 60_000

/** A frame pair whose device and server clocks the test moves together. */
function setup(options: Parameters<typeof createFramePair>[0] = {}) {
  const clock = { aheadMs: 0 }
  const pair = createFramePair({ now: () => Date.now() + clock.aheadMs, ...options })
  pairs.push(pair)
  return Object.assign(pair, {
    /** Time passes, for the device and the server alike. */
    later(ms: number) {
      clock.aheadMs += ms
      pair.backend.clockAheadMs += ms
    },
  })
}

async function logInByEmail(pair: ReturnType<typeof createFramePair>) {
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: CODES.login })
}

/** A Farcaster login: an account without an e-mail. */
async function logInWithFarcaster(pair: ReturnType<typeof createFramePair>) {
  await pair.client.request('GET_FARCASTER_URI')
  await pair.client.request('CONNECT_FARCASTER')
}

const exportedKeys = { evm: EVM_KEY, solana: base58.encode(base64.decode(SOLANA_SECRET)) }

describe('adding a way to open the wallet', () => {
  it('confirms with the passkey the wallet has, then stores the new method with a split of its own', async () => {
    const pair = setup()
    await logInByEmail(pair)
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(asked).toHaveLength(1)
    expect(pair.recoveryUi.shown).toEqual(['recover', 'add'])
    // Right after the login: no step-up.
    expect(pair.accountUi.shown).toEqual([])
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    expect(wallet.recovery.map((record) => record.kind)).toEqual(['passkey', 'password'])
    // Each method's share is of its own split: the server revokes one by deleting that split's share (N8).
    const [passkeySplit, passwordSplit] = wallet.recovery.map((record) => record.splitId)
    expect(passwordSplit).not.toBe(passkeySplit)
    expect(wallet.authShares.get(passwordSplit ?? '')?.holder).toBe('recovery')
    // The password now opens the wallet on a new device, to the same keys.
    const device2 = setup({
      backend: { wallet },
      recoveryUi: {
        ...pair.recoveryUi,
        shown: [],
        async recover(card) {
          return card.recover({ kind: 'password', password: TEST_PASSWORD })
        },
      },
    })
    await logInByEmail(device2)
    expect((await device2.client.request('GET_USER')).address).toBe(
      (await pair.client.request('GET_USER')).address,
    )
  }, 30_000)

  it('an old login with an e-mail: a code sent to it and typed on the frame’s card first, then the card', async () => {
    const pair = setup()
    await logInByEmail(pair)
    pair.later(ELEVEN_MINUTES)
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(pair.accountUi.shown).toEqual([{ card: 'step-up' }])
    expect(pair.backend.calls).toContain('POST /v1/auth/step-up/email/verify')
    expect(pair.recoveryUi.shown).toEqual(['recover', 'add'])
  }, 30_000)

  it('an old login without an e-mail: refused, sign in again (the server must see the proof)', async () => {
    const pair = setup()
    await logInWithFarcaster(pair)
    pair.later(ELEVEN_MINUTES)
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow('Sign in again to continue')
    expect(pair.accountUi.shown).toEqual([])
    expect(pair.recoveryUi.shown).toEqual(['recover'])
    const wallet = pair.backend.wallet
    expect(wallet.kind === 'split' && wallet.recovery).toHaveLength(1)
  })

  it('needs a signed-in session', async () => {
    const pair = setup()
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow('Not signed in')
  })
})

describe('removing a way to open the wallet (N8)', () => {
  it('removes the passkey once a password is added: its record and its split go, so a copy of it opens nothing', async () => {
    const pair = setup()
    await logInByEmail(pair)
    await pair.client.request('ADD_RECOVERY_METHOD')
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    const [passkey] = wallet.recovery
    if (!passkey) throw new Error('no passkey record')
    const copied = { ...passkey }
    pair.accountUi.onMethods = async (card) => {
      expect(card.methods.map((method) => method.kind)).toEqual(['passkey', 'password'])
      await card.remove(passkey.id)
      return { removed: 1 }
    }
    await expect(pair.client.request('MANAGE_RECOVERY_METHODS')).resolves.toEqual({ removed: 1 })
    expect(pair.accountUi.shown).toMatchObject([{ card: 'methods' }])
    expect(wallet.recovery.map((record) => record.kind)).toEqual(['password'])
    expect(wallet.authShares.has(copied.splitId)).toBe(false)
    expect(pair.backend.calls).toContain(`DELETE /v1/auth/wallet/recovery/methods/${passkey.id}`)
    // The card, opened again, lists only what is left.
    pair.accountUi.onMethods = async () => ({ removed: 0 })
    await pair.client.request('MANAGE_RECOVERY_METHODS')
    expect(pair.accountUi.shown.at(-1)).toEqual({
      card: 'methods',
      methods: [{ id: wallet.recovery[0]?.id, kind: 'password' }],
    })
  }, 30_000)

  it('never removes the last one: the server refuses, the card says so', async () => {
    const pair = setup()
    await logInByEmail(pair)
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    pair.accountUi.onMethods = async (card) => {
      await expect(card.remove(card.methods[0]?.id ?? '')).rejects.toThrow(
        'A wallet keeps at least one way to open it on a new device',
      )
      return { removed: 0 }
    }
    await expect(pair.client.request('MANAGE_RECOVERY_METHODS')).resolves.toEqual({ removed: 0 })
    expect(wallet.recovery).toHaveLength(1)
  })

  it('an old login asks for a code to the e-mail on the frame’s card first', async () => {
    const pair = setup()
    await logInByEmail(pair)
    pair.later(ELEVEN_MINUTES)
    await expect(pair.client.request('MANAGE_RECOVERY_METHODS')).resolves.toEqual({ removed: 0 })
    expect(pair.accountUi.shown).toMatchObject([{ card: 'step-up' }, { card: 'methods' }])
  }, 30_000)

  it('needs a signed-in session', async () => {
    const pair = setup()
    await expect(pair.client.request('MANAGE_RECOVERY_METHODS')).rejects.toThrow('Not signed in')
  })
})

describe('exporting the key', () => {
  it('shows the keys on the frame’s card right after a login, and posts nothing of them to the host', async () => {
    const pair = setup()
    await logInByEmail(pair)
    await expect(pair.client.request('EXPORT_KEY')).resolves.toBeUndefined()
    expect(pair.recoveryUi.exported).toEqual([exportedKeys])
    expect(pair.accountUi.shown).toEqual([])
    const posted = JSON.stringify(pair.postedToHost)
    expect(posted).not.toContain(EVM_KEY.slice(2))
    expect(posted).not.toContain(exportedKeys.solana)
  })

  it('a session days old (or restored) asks for a code to the e-mail on the frame’s card; a cancel there shows nothing', async () => {
    const pair = setup()
    await logInByEmail(pair)
    pair.later(3 * 24 * 60 * 60_000)
    // The user cancels the step-up card.
    pair.accountUi.onStepUp = async () => {
      throw new UserRejectedError()
    }
    await expect(pair.client.request('EXPORT_KEY')).rejects.toThrow('User rejected the request')
    expect(pair.recoveryUi.exported).toEqual([])
    // The user types the code sent to the account's e-mail.
    pair.accountUi.onStepUp = async (card) => {
      await expect(card.send()).resolves.toBe('ada@example.com')
      await expect(card.verify('000000')).rejects.toThrow('The code is wrong or expired')
      await card.verify(CODES.stepUp)
    }
    await expect(pair.client.request('EXPORT_KEY')).resolves.toBeUndefined()
    expect(pair.accountUi.shown).toEqual([{ card: 'step-up' }, { card: 'step-up' }])
    expect(pair.recoveryUi.exported).toEqual([exportedKeys])
    // Fresh for a while after the step-up: no second code.
    await pair.client.request('EXPORT_KEY')
    expect(pair.accountUi.shown).toHaveLength(2)
  })

  it('without an e-mail, an old session confirms with the wallet’s recovery passkey on the frame’s card', async () => {
    const pair = setup()
    await logInWithFarcaster(pair)
    pair.later(ELEVEN_MINUTES)
    await expect(pair.client.request('EXPORT_KEY')).resolves.toBeUndefined()
    expect(pair.recoveryUi.shown).toEqual(['recover', 'confirm', 'export'])
    expect(pair.recoveryUi.exported).toEqual([exportedKeys])
  })
})
