// The frame's session and its wallet with split keys: the first login moves a legacy wallet to shares (the user
// protects it on the frame's card), a reload rebuilds the keys from this device's share and the server's, a login on
// a device without a share opens the wallet with the recovery passkey, and a login or reload whose wallet does not
// open leaves no session behind.
import { afterEach, describe, expect, it } from 'vitest'
import { createFramePair, EVM_ADDRESS, scriptedRecoveryUi, SOLANA_ADDRESS } from './testing/framePair.js'

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

/** A reload: a new frame document with the same storage and server; `sameDevice` keeps the device's shares. */
function reload(
  pair: ReturnType<typeof createFramePair>,
  options: {
    sameDevice?: boolean
    loginRequired?: boolean
    /** The server ended the session meanwhile (it signed out elsewhere, or expired). */
    sessionEnded?: boolean
    wrapFetch?: NonNullable<Parameters<typeof createFramePair>[0]>['wrapFetch']
  } = {},
) {
  pair.app?.destroy()
  const next = setup({
    backend: { wallet: pair.backend.wallet },
    ...(options.sameDevice === false ? {} : { deviceShares: pair.deviceShares }),
    ...(options.wrapFetch ? { wrapFetch: options.wrapFetch } : {}),
  })
  for (const [key, value] of pair.storage) next.storage.set(key, value)
  if (!options.sessionEnded) for (const token of pair.backend.sessions) next.backend.sessions.add(token)
  next.backend.loginRequired = options.loginRequired ?? false
  return next
}

const calls = (pair: ReturnType<typeof createFramePair>, call: string) =>
  pair.backend.calls.filter((entry) => entry === call).length

describe('frame session with split keys', () => {
  it('moves a legacy wallet to split keys at the first login, once the user protected it on the card', async () => {
    const pair = setup()
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await logIn(pair)
    expect(pair.recoveryUi.shown).toEqual(['protect'])
    expect(asked).toHaveLength(1)
    expect(calls(pair, 'POST /v1/auth/wallet')).toBe(1)
    expect(calls(pair, 'PUT /v1/auth/wallet/shares')).toBe(1)
    const wallet = pair.backend.wallet
    expect(wallet.kind).toBe('split')
    if (wallet.kind !== 'split') return
    expect([wallet.evmAddress, wallet.solanaAddress]).toEqual([EVM_ADDRESS, SOLANA_ADDRESS])
    expect(wallet.recovery.map((record) => record.kind)).toEqual(['passkey'])
    // The server holds one share and a sealed record; the device holds the other share.
    expect(pair.deviceShares.records.size).toBe(1)
    expect((await pair.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
  })

  it('a later login on the same device unlocks with the server’s share, without a card', async () => {
    const pair = setup()
    await logIn(pair)
    const again = setup({ backend: { wallet: pair.backend.wallet }, deviceShares: pair.deviceShares })
    await logIn(again)
    expect(again.recoveryUi.shown).toEqual([])
    expect(calls(again, 'POST /v1/auth/wallet/auth-share')).toBe(1)
    expect(calls(again, 'POST /v1/auth/wallet')).toBe(0)
    expect((await again.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
  })

  it('a reload within the release window rebuilds the keys from the device’s share and the server’s', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair)
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect((await reloaded.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    expect(reloaded.recoveryUi.shown).toEqual([])
    expect(calls(reloaded, 'POST /v1/auth/wallet/auth-share')).toBe(1)
  })

  it("a reload asks for the user's record and the wallet's state side by side, not one after the other", async () => {
    const pair = setup()
    await logIn(pair)
    // The user's record is held back until the wallet's state is asked for (or a second has passed).
    let stateAsked: () => void = () => undefined
    const stateRequest = new Promise<void>((resolve) => {
      stateAsked = resolve
    })
    let sideBySide = false
    const reloaded = reload(pair, {
      wrapFetch: (fetch) => async (input, init) => {
        const { pathname } = new URL(String(input))
        if (pathname === '/v1/auth/wallet/state') stateAsked()
        if (pathname === '/v1/auth/session')
          sideBySide = await Promise.race([
            stateRequest.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
          ])
        return fetch(input, init)
      },
    })
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(sideBySide).toBe(true)
    expect(calls(reloaded, 'GET /v1/auth/session')).toBe(1)
    expect(calls(reloaded, 'POST /v1/auth/wallet/state')).toBe(1)
  })

  it('a reload of a session the server has ended is not connected, and forgets it', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair, { sessionEnded: true })
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(reloaded.storage.size).toBeLessThan(pair.storage.size)
    await expect(reloaded.client.request('GET_USER')).rejects.toThrow('Not signed in')
  })

  it('a reload past the release window ends the session here and on the server', async () => {
    const pair = setup()
    await logIn(pair)
    const reloaded = reload(pair, { loginRequired: true })
    expect(await reloaded.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(reloaded.storage.size).toBeLessThan(pair.storage.size)
    expect(calls(reloaded, 'POST /v1/auth/logout')).toBe(1)
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

  it('a login on a new device opens the wallet with the recovery passkey, and the device keeps a share', async () => {
    const pair = setup()
    await logIn(pair)
    const device2 = setup({ backend: { wallet: pair.backend.wallet } })
    await logIn(device2)
    expect(device2.recoveryUi.shown).toEqual(['recover'])
    expect(calls(device2, 'POST /v1/auth/wallet/recovery')).toBe(1)
    expect((await device2.client.request('GET_USER')).address).toBe(EVM_ADDRESS)
    expect(device2.deviceShares.records.size).toBe(1)
    // The next login there needs no card.
    const again = setup({ backend: { wallet: pair.backend.wallet }, deviceShares: device2.deviceShares })
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
    expect(pair.backend.wallet.kind).toBe('split')
  })

  it('a login the host gives up on while the card is shown leaves no session and keeps the legacy wallet', async () => {
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
    expect(pair.backend.wallet.kind).toBe('legacy')
    expect(pair.deviceShares.records.size).toBe(0)
    expect(await pair.client.request('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('a new account gets a new wallet, made in the frame', async () => {
    const pair = setup({ backend: { wallet: { kind: 'none' } } })
    await logIn(pair)
    expect(calls(pair, 'POST /v1/auth/wallet')).toBe(0)
    const wallet = pair.backend.wallet
    expect(wallet.kind).toBe('split')
    const user = await pair.client.request('GET_USER')
    expect(wallet.kind === 'split' && wallet.evmAddress).toBe(user.address)
    expect(user.address).not.toBe(EVM_ADDRESS)
  })
})
