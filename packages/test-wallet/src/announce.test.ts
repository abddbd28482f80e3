// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import { createStore } from 'mipd'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'

describe('announce(window)', () => {
  it('announces the EIP-1193 provider through EIP-6963, now and on every request', () => {
    const wallet = createTestWallet()
    const seen: { info: { rdns: string; name: string }; provider: unknown }[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const undo = wallet.announce(window)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.info).toMatchObject({
      name: 'Kit Test Wallet',
      rdns: 'dev.kit.testwallet',
      uuid: wallet.info.uuid,
    })
    expect(seen[0]?.provider).toBe(wallet.provider)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    undo()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    window.removeEventListener('eip6963:announceProvider', listener)
  })

  it('is discovered by an EIP-6963 store (mipd)', () => {
    const wallet = createTestWallet()
    const store = createStore()
    const undo = wallet.announce(window)
    expect(store.findProvider({ rdns: 'dev.kit.testwallet' })?.provider).toBe(wallet.provider)
    undo()
    store.destroy()
  })

  it("registers the Solana wallet so @wallet-standard/app's getWallets() sees it, and unregisters it", () => {
    const wallet = createTestWallet()
    const wallets = getWallets()
    const undo = wallet.announce(window)
    expect(wallets.get()).toContain(wallet.solana?.wallet)
    undo()
    expect(wallets.get()).not.toContain(wallet.solana?.wallet)
  })

  it('a wallet announced before the app loads is registered when the app gets ready', () => {
    const wallet = createTestWallet()
    const undo = wallet.announce(window)
    const registered: unknown[] = []
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: {
          register: (...added: unknown[]) => {
            registered.push(...added)
            return () => {}
          },
        },
      }),
    )
    expect(registered).toEqual([wallet.solana?.wallet])
    undo()
  })
})
