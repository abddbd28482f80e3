// The frame's session and its wallet with split keys: the first login on a device opens a wallet made elsewhere on
// the recovery card, a reload (or a visit days later) rebuilds the keys from this device's share and the server's in
// one round trip, a new account gets a wallet made in the frame, and a login or reload whose wallet does not open
// leaves no session behind. No whole-key (legacy) route exists any more, and a frame that holds a share never takes
// the server's word over it (N4).
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from './errors.js'
import { RecoveryOpenError } from './keys/errors.js'
import { describeShare } from './keys/shares.js'
import { generateWalletKeys } from './keys/walletAccess.js'
import {
  createFramePair,
  EVM_ADDRESS,
  type FakeBackend,
  type FakeWallet,
  FIXED_KEYS,
  scriptedRecoveryUi,
  fakeRecoveryMethod,
  splitWalletOf,
  TEST_PASSWORD,
} from './testing/framePair.js'

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

async function logIn(pair: ReturnType<typeof createFramePair>) {
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: '123456' })
}

/** Another frame document on the same device (the device's shares) against the same server state. */
function sameDevice(
  pair: ReturnType<typeof createFramePair>,
  options: Parameters<typeof createFramePair>[0] = {},
) {
  return setup({ backend: { wallet: pair.backend.wallet }, deviceShares: pair.deviceShares, ...options })
}

/**
 * A reload: a new frame document with the same storage and server; `sameDevice: false` is another browser holding
 * the same token.
 */
function reload(
  pair: ReturnType<typeof createFramePair>,
  options: {
    sameDevice?: boolean
    /** The server ended the session meanwhile (it signed out elsewhere, or expired). */
    sessionEnded?: boolean
    wrapFetch?: NonNullable<Parameters<typeof createFramePair>[0]>['wrapFetch']
    backend?: Partial<FakeBackend>
    now?: () => number
  } = {},
) {
  pair.app?.destroy()
  const next = setup({
    backend: { wallet: pair.backend.wallet, ...options.backend },
    ...(options.sameDevice === false ? {} : { deviceShares: pair.deviceShares }),
    ...(options.wrapFetch ? { wrapFetch: options.wrapFetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  for (const [key, value] of pair.storage) next.storage.set(key, value)
  if (!options.sessionEnded)
    for (const [token, session] of pair.backend.sessions) next.backend.sessions.set(token, session)
  return next
}

const calls = (pair: ReturnType<typeof createFramePair>, call: string) =>
  pair.backend.calls.filter((entry) => entry === call).length
/** The calls to the auth API (not the project's config, not the chain). */
const authCalls = (pair: ReturnType<typeof createFramePair>) =>
  pair.backend.calls.filter((entry) => entry.includes(' /v1/auth/'))
/** The routes of the whole-key wallets that no longer exist. */
const LEGACY_ROUTES = [
  'POST /v1/auth/wallet',
  'POST /v1/auth/wallet/state',
  'POST /v1/auth/wallet/auth-share',
]
const DAY_MS = 24 * 60 * 60_000

describe('frame session with split keys', () => {
  it('the first login on a device opens the wallet made elsewhere on the recovery card; the device keeps a share', async () => {
    const pair = setup()
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await logIn(pair)
    expect(pair.recoveryUi.shown).toEqual(['recover'])
    expect(asked).toHaveLength(1)
    expect((await pair.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    expect(pair.deviceShares.records.size).toBe(1)
    // The share is pinned to the wallet it belongs to, and is of a split of this device's own: the server keeps the
    // other share of it, apart from the recovery method's split (never the recovery share on a device).
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    const held = await pair.deviceShares.load('user-1')
    expect(held).toMatchObject({ evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress })
    expect(describeShare(held?.share ?? '').role).toBe('device')
    expect(wallet.authShares.get(held?.splitId ?? '')?.holder).toBe('device')
    expect(wallet.recovery.map((record) => record.splitId)).not.toContain(held?.splitId)
  })

  it('a later login on the same device unlocks with one call after the login answer, without a card', async () => {
    const pair = setup()
    await logIn(pair)
    const again = sameDevice(pair)
    await logIn(again)
    expect(again.recoveryUi.shown).toEqual([])
    expect(authCalls(again)).toEqual([
      'POST /v1/auth/email/connect',
      'POST /v1/auth/email/verify',
      'POST /v1/auth/wallet/open',
    ])
    expect((await again.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
  })

  it('a reload makes exactly one round trip to the server: /wallet/open gives user, wallet and share', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair)
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect((await reloaded.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    expect(reloaded.recoveryUi.shown).toEqual([])
    expect(authCalls(reloaded)).toEqual(['POST /v1/auth/wallet/open'])
  })

  it('a returning visitor days later is still signed in, with no prompt: the frame keeps no window of its own', async () => {
    const pair = setup()
    await logIn(pair)
    // Three days on, for the device and the server alike.
    const later = () => Date.now() + 3 * DAY_MS
    const reloaded = reload(pair, { now: later, backend: { clockAheadMs: 3 * DAY_MS } })
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect((await reloaded.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    expect(reloaded.recoveryUi.shown).toEqual([])
    expect(calls(reloaded, 'POST /v1/auth/logout')).toBe(0)
  })

  it('a reload of a session the server has ended (another device signed it out, or it expired) signs out', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair, { sessionEnded: true })
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(reloaded.storage.has('kit-frame/session')).toBe(false)
    await expect(reloaded.client.request('GET_USER')).rejects.toThrow('Not signed in')
  })

  it('a restored session on a device without a share is not connected: it never prompts on load', async () => {
    const pair = setup()
    await logIn(pair)
    const elsewhere = reload(pair, { sameDevice: false })
    expect(await elsewhere.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(elsewhere.recoveryUi.shown).toEqual([])
    expect(calls(elsewhere, 'POST /v1/auth/logout')).toBe(1)
  })

  it('a login on a second device also opens on the recovery card, and the next login there needs none', async () => {
    const pair = setup()
    await logIn(pair)
    const device2 = setup({ backend: { wallet: pair.backend.wallet } })
    await logIn(device2)
    expect(device2.recoveryUi.shown).toEqual(['recover'])
    expect(calls(device2, 'POST /v1/auth/wallet/recovery')).toBe(1)
    expect((await device2.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    const again = sameDevice(device2)
    await logIn(again)
    expect(again.recoveryUi.shown).toEqual([])
  })

  it('the card’s wait stops the request timeout: the user may take longer than it', async () => {
    const recoveryUi = scriptedRecoveryUi({ hold: true })
    const pair = setup({ recoveryUi })
    await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const login = pair.client.request('CONNECT_OTP', { otp: '123456' }, { timeoutMs: 200 })
    await new Promise((resolve) => setTimeout(resolve, 400))
    recoveryUi.continue()
    await expect(login).resolves.toBeUndefined()
    expect(pair.deviceShares.records.size).toBe(1)
  })

  it('a login the host gives up on while the card is shown leaves no session and no share', async () => {
    const recoveryUi = scriptedRecoveryUi({ hold: true })
    const pair = setup({ recoveryUi })
    await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const controller = new AbortController()
    const asked = new Promise((resolve) => pair.client.on('INPUT_REQUESTED', resolve))
    const login = pair.client.request('CONNECT_OTP', { otp: '123456' }, { signal: controller.signal })
    await asked
    controller.abort()
    await expect(login).rejects.toThrow('Request was aborted')
    await expect.poll(() => calls(pair, 'POST /v1/auth/logout')).toBe(1)
    expect(pair.deviceShares.records.size).toBe(0)
    expect(await pair.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('a new account gets a new wallet, made in the frame and stored on the server before the device keeps it', async () => {
    const pair = setup({ backend: { wallet: { kind: 'none' } } })
    await logIn(pair)
    expect(pair.recoveryUi.shown).toEqual(['protect'])
    const wallet = pair.backend.wallet
    expect(wallet.kind).toBe('split')
    const user = await pair.client.request('GET_USER')
    expect(wallet.kind === 'split' && wallet.evmAddress).toBe(user.address)
    expect(user.address).not.toBe(EVM_ADDRESS)
    expect(calls(pair, 'PUT /v1/auth/wallet/shares')).toBe(1)
    // The card named the account being signed in, for the user to confirm before the wallet was made (L15).
    expect(pair.recoveryUi.accounts).toEqual(['ada@example.com'])
  })

  it('a login the user says is not their account makes no wallet there and leaves no session (L15)', async () => {
    const recoveryUi = scriptedRecoveryUi()
    // "Not my account" on the protect card.
    recoveryUi.protect = async (card) => {
      recoveryUi.accounts.push(card.account)
      throw new UserRejectedError()
    }
    const pair = setup({ backend: { wallet: { kind: 'none' } }, recoveryUi })
    await pair.client.request('CONNECT_EMAIL', { email: 'attacker@example.net' })
    await expect(pair.client.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'User rejected the request',
    )
    expect(recoveryUi.accounts).toEqual(['attacker@example.net'])
    expect(calls(pair, 'PUT /v1/auth/wallet/shares')).toBe(0)
    expect(pair.backend.wallet.kind).toBe('none')
    expect(pair.deviceShares.records.size).toBe(0)
    await expect.poll(() => calls(pair, 'POST /v1/auth/logout')).toBe(1)
    expect(await pair.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
  })
})

describe('the recovery password’s record leaves the server only for a recovery with the password (N3)', () => {
  /** The fixed wallet, sealed for the stand-in passkey and for {@link TEST_PASSWORD}. */
  async function walletWithPassword(): Promise<FakeWallet> {
    const wallet = await splitWalletOf(FIXED_KEYS)
    await fakeRecoveryMethod(wallet, FIXED_KEYS, { kind: 'password', password: TEST_PASSWORD })
    return wallet
  }

  /** Watches the kinds of records the frame asks for. */
  function watchRecords() {
    const kinds: unknown[] = []
    const wrapFetch =
      (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
      async (input, init) => {
        if (String(input).includes('/v1/auth/wallet/recovery?'))
          kinds.push(JSON.parse(String(init?.body ?? '{}')).kind)
        return fetch(input, init)
      }
    return { kinds, wrapFetch }
  }

  it('a passkey recovery, and a later login on the device, never ask for it', async () => {
    const wallet = await walletWithPassword()
    const watched = watchRecords()
    const pair = setup({ backend: { wallet }, wrapFetch: watched.wrapFetch })
    await logIn(pair)
    expect(pair.recoveryUi.shown).toEqual(['recover'])
    expect(watched.kinds).toEqual(['passkey'])
    // The device now holds its share: the next login asks for no record at all.
    const again = sameDevice(pair, { wrapFetch: watched.wrapFetch })
    await logIn(again)
    expect(watched.kinds).toEqual(['passkey'])
    expect(calls(again, 'POST /v1/auth/wallet/recovery')).toBe(0)
  })

  it('a password recovery asks for it once, a mistyped password included', async () => {
    const wallet = await walletWithPassword()
    const watched = watchRecords()
    const recoveryUi = scriptedRecoveryUi()
    recoveryUi.recover = async (card) => {
      await expect(
        card.recover({ kind: 'password', password: 'not-the-password-at-all' }),
      ).rejects.toBeInstanceOf(RecoveryOpenError)
      return card.recover({ kind: 'password', password: TEST_PASSWORD })
    }
    const pair = setup({ backend: { wallet }, wrapFetch: watched.wrapFetch, recoveryUi })
    await logIn(pair)
    expect((await pair.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    // The passkeys' records come first (their PRF inputs), the password's only once typed, and once.
    expect(watched.kinds).toEqual(['passkey', 'password'])
  }, 30_000)
})

describe('no whole-key (legacy) wallets', () => {
  it('no legacy route is called in a login, a reload or a new wallet', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair)
    await reloaded.client.request('GET_USER')
    const fresh = setup({ backend: { wallet: { kind: 'none' } } })
    await logIn(fresh)
    for (const each of [pair, reloaded, fresh])
      for (const route of LEGACY_ROUTES) expect(calls(each, route)).toBe(0)
  })

  it('a server answering a `legacy` wallet is refused: no keys, no session, no share', async () => {
    const pair = setup({
      backend: { walletAnswer: { state: 'legacy', evmAddress: EVM_ADDRESS, solanaAddress: 'So1ana' } },
    })
    await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(pair.client.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'The sign-in service sent an unexpected answer',
    )
    expect(pair.recoveryUi.shown).toEqual([])
    expect(pair.deviceShares.records.size).toBe(0)
    for (const route of LEGACY_ROUTES) expect(calls(pair, route)).toBe(0)
    expect(await pair.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
  })
})

describe('a device that holds a share never takes the server’s word over it (N4)', () => {
  /** Signed in once on this device: it holds a share of the fixed wallet. */
  async function deviceWithShare() {
    const pair = setup()
    await logIn(pair)
    const held = await pair.deviceShares.load('user-1')
    if (!held) throw new Error('no share kept')
    return { pair, held }
  }

  it('the server says there is no wallet: refused with a clear error, no new wallet over it, the share kept', async () => {
    const { pair, held } = await deviceWithShare()
    const next = sameDevice(pair, { backend: { wallet: { kind: 'none' } } })
    await next.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(next.client.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'This device holds a share of a wallet the server no longer knows',
    )
    expect(next.recoveryUi.shown).toEqual([])
    expect(calls(next, 'PUT /v1/auth/wallet/shares')).toBe(0)
    expect(next.backend.wallet.kind).toBe('none')
    expect(await next.deviceShares.load('user-1')).toEqual(held)
    // A reload meets the same refusal: signed out, the share still kept.
    const reloaded = reload(pair, { backend: { wallet: { kind: 'none' } } })
    await expect(reloaded.client.request('IS_CONNECTED')).rejects.toThrow('the server no longer knows')
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await reloaded.deviceShares.load('user-1')).toEqual(held)
  })

  it('the server names other addresses for the split this device holds: refused, the share kept', async () => {
    const { pair, held } = await deviceWithShare()
    const next = sameDevice(pair, {
      backend: {
        // The same split (the server gives its share of it), described with another address.
        wallet: pair.backend.wallet,
        walletAnswer: {
          state: 'split',
          evmAddress: '0x000000000000000000000000000000000000dEaD',
          solanaAddress: held.solanaAddress,
          recovery: [],
        },
      },
    })
    await next.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(next.client.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'This device holds a share of a wallet the server no longer knows',
    )
    expect(await next.deviceShares.load('user-1')).toEqual(held)
  })

  it('the server revoked this device (signed out from another): the recovery card opens the wallet, and the device gets a new split of its own (N8)', async () => {
    const { pair, held } = await deviceWithShare()
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    // What ending this device from another does on the server: its split's share is deleted.
    wallet.authShares.delete(held.splitId)
    const next = sameDevice(pair)
    await logIn(next)
    expect(next.recoveryUi.shown).toEqual(['recover'])
    // The same wallet: no warning of another address.
    expect(next.recoveryUi.replacing).toEqual([undefined])
    expect((await next.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    const kept = await next.deviceShares.load('user-1')
    expect(kept?.splitId).not.toBe(held.splitId)
    expect(wallet.authShares.get(kept?.splitId ?? '')?.holder).toBe('device')
  })

  it('the server no longer answers for the share (another wallet): it is replaced only on the recovery card, which says the address changed', async () => {
    const { pair, held } = await deviceWithShare()
    const other = await splitWalletOf(generateWalletKeys())
    // The user gives up on the card: nothing replaced.
    const hold = scriptedRecoveryUi({ hold: true })
    const next = sameDevice(pair, { backend: { wallet: other }, recoveryUi: hold })
    await next.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const controller = new AbortController()
    const asked = new Promise((resolve) => next.client.on('INPUT_REQUESTED', resolve))
    const login = next.client.request('CONNECT_OTP', { otp: '123456' }, { signal: controller.signal })
    await asked
    await expect.poll(() => hold.shown).toEqual(['recover'])
    expect(hold.replacing).toEqual([{ from: held.evmAddress, to: other.evmAddress }])
    controller.abort()
    await expect(login).rejects.toThrow('Request was aborted')
    expect(await next.deviceShares.load('user-1')).toEqual(held)
    // The user opens the new wallet there: only then does this device keep a share of it.
    const third = sameDevice(pair, { backend: { wallet: other } })
    await logIn(third)
    expect(third.recoveryUi.shown).toEqual(['recover'])
    expect((await third.client.request('GET_USER')).address).toBe(other.evmAddress)
    const kept = await third.deviceShares.load('user-1')
    expect(kept).toMatchObject({ evmAddress: other.evmAddress })
    expect(other.authShares.get(kept?.splitId ?? '')?.holder).toBe('device')
  })
})

describe('the server’s clock (L2)', () => {
  it('a device whose clock is two hours behind the server signs in and opens the wallet: proofs carry server time', async () => {
    const pair = setup({ backend: { clockAheadMs: 2 * 60 * 60_000 } })
    await logIn(pair)
    expect((await pair.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    const serverSeconds = Math.floor((Date.now() + pair.backend.clockAheadMs) / 1000)
    expect(pair.backend.proofs.length).toBeGreaterThan(0)
    for (const { iat } of pair.backend.proofs) expect(Math.abs(iat - serverSeconds)).toBeLessThanOrEqual(5)
  })
})
