// The wallet's own cards after a login, through the bridge: adding a way to open the wallet (confirmed with one it
// has), and exporting its keys, shown only in the frame and only soon after a login in this frame.
import { base58, base64 } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFramePair, EVM_KEY, memoryDeviceShares, SOLANA_SECRET } from '../testing/framePair.js'
import { EXPORT_LOGIN_WINDOW_MS } from './walletManagement.js'

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  vi.useRealTimers()
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

describe('adding a way to open the wallet', () => {
  it('confirms with the passkey the wallet has, then stores the new method sealed with the same share', async () => {
    const pair = setup()
    await logIn(pair)
    const asked: string[] = []
    pair.client.on('INPUT_REQUESTED', ({ id }) => asked.push(id))
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).resolves.toEqual({ kind: 'password' })
    expect(asked).toHaveLength(1)
    expect(pair.recoveryUi.shown).toEqual(['protect', 'add'])
    const wallet = pair.backend.wallet
    if (wallet.kind !== 'split') throw new Error('no split wallet')
    expect(wallet.recovery.map((record) => record.kind)).toEqual(['passkey', 'password'])
    // The password now opens the wallet on a new device, to the same keys.
    const device2 = setup({
      backend: { wallet },
      recoveryUi: {
        ...pair.recoveryUi,
        shown: [],
        async recover(card) {
          return card.recover({ kind: 'password', password: 'correct horse battery' })
        },
      },
    })
    await logIn(device2)
    expect((await device2.client.request('GET_USER')).address).toBe(
      (await pair.client.request('GET_USER')).address,
    )
  }, 30_000)

  it('needs a signed-in session', async () => {
    const pair = setup()
    await expect(pair.client.request('ADD_RECOVERY_METHOD')).rejects.toThrow('Not signed in')
  })
})

describe('exporting the key', () => {
  it('shows the keys on the frame’s card right after a login, and posts nothing of them to the host', async () => {
    const pair = setup()
    await logIn(pair)
    await expect(pair.client.request('EXPORT_KEY')).resolves.toBeUndefined()
    expect(pair.recoveryUi.exported).toEqual([
      { evm: EVM_KEY, solana: base58.encode(base64.decode(SOLANA_SECRET)) },
    ])
    const posted = JSON.stringify(pair.postedToHost)
    expect(posted).not.toContain(EVM_KEY.slice(2))
    expect(posted).not.toContain(base58.encode(base64.decode(SOLANA_SECRET)))
  })

  it('asks for a fresh login: a session older than the window, or restored after a reload, is refused', async () => {
    const deviceShares = memoryDeviceShares()
    const pair = setup({ deviceShares })
    await logIn(pair)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + EXPORT_LOGIN_WINDOW_MS + 1)
    await expect(pair.client.request('EXPORT_KEY')).rejects.toThrow('Sign in again to export your key')
    vi.spyOn(Date, 'now').mockRestore()
    // A reload: the same session, restored, was not logged in by this frame.
    pair.app?.destroy()
    const reloaded = setup({ backend: { wallet: pair.backend.wallet }, deviceShares })
    for (const [key, value] of pair.storage) reloaded.storage.set(key, value)
    for (const token of pair.backend.sessions) reloaded.backend.sessions.add(token)
    await expect(reloaded.client.request('EXPORT_KEY')).rejects.toThrow('Sign in again to export your key')
    expect(reloaded.recoveryUi.exported).toEqual([])
  })
})
