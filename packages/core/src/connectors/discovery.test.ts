// @vitest-environment jsdom
import { mainnet, polygonAmoy, solanaDevnet } from '@kit/chains'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createKit, type Kit } from '../kit.js'
import type { KitOptions } from '../options.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createFakeConnector } from '../testing/fakes.js'

const kits: Kit[] = []
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

function newKit(options: Partial<KitOptions> = {}) {
  const kit = createKit({
    projectId: 'p',
    networks: [polygonAmoy, mainnet, solanaDevnet],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    // The secure-frame logins are off unless a test is about them, so the lists below stay about wallets.
    features: { email: false, socials: [], farcaster: false },
    ...options,
  })
  kits.push(kit)
  return kit
}

const provider = (flags: Record<string, unknown> = {}) => ({ request: async () => null, ...flags })

/** Announces like a wallet (EIP-6963): now, and on every request. */
function announce(info: { uuid: string; name: string; rdns: string; icon?: string }, wallet: object) {
  const detail = Object.freeze({ info: { icon: 'data:image/svg+xml,<svg/>', ...info }, provider: wallet })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', send))
}

/** Registers a wallet-standard wallet like a wallet would (window event protocol). */
function registerSolanaWallet(wallet: Wallet) {
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register(wallet: Wallet): () => void }) => cleanups.push(register(wallet)),
    }),
  )
}

function solanaWallet(name: string, features: Record<string, unknown>): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:devnet'],
    features,
    accounts: [],
  } as Wallet
}

const ids = (kit: Kit) =>
  kit
    .getState()
    .connectors.list.map((entry) => entry.id)
    .sort()

describe('wallet discovery', () => {
  it('finds nothing until asked: creating a kit registers no wallet and listens to nothing', () => {
    announce({ uuid: '1', name: 'Early', rdns: 'com.early' }, provider())
    const kit = newKit()
    expect(kit.getState().connectors.list).toEqual([])
  })

  it('prepared before the first open: the wallets are there when it opens, and no catalogue was asked for', async () => {
    const kit = newKit()
    announce({ uuid: '1', name: 'Alpha', rdns: 'com.alpha' }, provider())
    await kit.modal.prepare()
    expect(kit.getState().modal.open).toBe(false)
    expect(kit.getState().walletList.source).toBe('none')
    expect(ids(kit)).toEqual(['com.alpha'])
  })

  it('on open: EIP-6963 wallets (one per rdns), and no WalletConnect unless the host adds one', async () => {
    const kit = newKit()
    announce({ uuid: '1', name: 'Alpha', rdns: 'com.alpha' }, provider())
    announce({ uuid: '2', name: 'Alpha again', rdns: 'com.alpha' }, provider())
    kit.modal.open()
    await kit.connectors.discover()
    expect(ids(kit)).toEqual(['com.alpha'])
    expect(kit.connectors.get('com.alpha')).toMatchObject({
      name: 'Alpha',
      type: 'injected',
      rdns: 'com.alpha',
    })
    // A wallet announcing later is added too.
    announce({ uuid: '3', name: 'Beta', rdns: 'com.beta' }, provider())
    expect(ids(kit)).toContain('com.beta')
  })

  it('falls back to window.ethereum, and drops it once the same wallet announces itself', async () => {
    const legacy = provider({ isMetaMask: true })
    ;(window as { ethereum?: unknown }).ethereum = legacy
    const kit = newKit({ connectors: { walletConnect: false } })
    await kit.connectors.discover()
    expect(ids(kit)).toEqual(['injected'])
    expect(kit.connectors.get('injected')?.name).toBe('MetaMask')
    announce({ uuid: '4', name: 'MetaMask', rdns: 'io.metamask' }, legacy)
    expect(ids(kit)).toEqual(['io.metamask'])
  })

  it('finds Solana wallets through the wallet standard, ignoring wallets that cannot sign Solana transactions', async () => {
    const kit = newKit({ connectors: { walletConnect: false, injected: false } })
    await kit.connectors.discover()
    const connect = { connect: async () => ({ accounts: [] }) }
    registerSolanaWallet(
      solanaWallet('Sol', { 'standard:connect': connect, 'solana:signAndSendTransaction': {} }),
    )
    registerSolanaWallet(solanaWallet('NoSign', { 'standard:connect': connect }))
    expect(ids(kit)).toEqual(['solana:Sol'])
  })

  it('follows the options: nothing when turned off; nothing after destroy', async () => {
    const solanaOnly = newKit({ networks: [solanaDevnet], connectors: { solana: false } })
    await solanaOnly.connectors.discover()
    expect(ids(solanaOnly)).toEqual([])
    const off = newKit({ connectors: { walletConnect: false, injected: false, solana: false } })
    await off.connectors.discover()
    expect(ids(off)).toEqual([])
    const kit = newKit({ connectors: { walletConnect: false } })
    await kit.connectors.discover()
    kit.destroy()
    announce({ uuid: '5', name: 'Late', rdns: 'com.late' }, provider())
    expect(ids(kit)).toEqual([])
  })

  it("registers the host's connectors (one or a list per factory) with the kit's options, and closes them on destroy", async () => {
    const seen: unknown[] = []
    const closed: string[] = []
    const closing = (id: string, namespace: 'eip155' | 'solana' = 'eip155') => ({
      ...createFakeConnector({ id, namespace, type: 'walletConnect' }),
      close: async () => void closed.push(id),
    })
    const kit = newKit({
      relayUrl: 'wss://relay.example',
      connectors: [
        (parameters) => {
          seen.push(parameters.options.relayUrl, parameters.options.projectId)
          return [closing('pairing'), closing('pairingSolana', 'solana')]
        },
        () => {
          throw new Error('broken factory')
        },
        () => createFakeConnector({ id: 'plain' }),
      ],
    })
    await kit.connectors.discover()
    // A factory that throws is skipped: the others still register.
    expect(ids(kit)).toEqual(['pairing', 'pairingSolana', 'plain'])
    expect(seen).toEqual(['wss://relay.example', 'p'])
    kit.destroy()
    expect(closed.sort()).toEqual(['pairing', 'pairingSolana'])
  })

  it('registers the secure-frame auth connector once when an e-mail, social or Farcaster login is on', async () => {
    const kit = newKit({ features: { email: true, socials: [], farcaster: false } })
    kit.modal.open()
    await kit.connectors.discover()
    await kit.connectors.discover()
    const auth = kit.getState().connectors.list.filter((entry) => entry.type === 'auth')
    expect(auth).toHaveLength(1)
    expect(kit.connectors.getAuthConnector()?.type).toBe('auth')
  })

  it('registers no auth connector when every secure-frame login is off', async () => {
    const kit = newKit({ features: { email: false, socials: [], farcaster: false } })
    kit.modal.open()
    await kit.connectors.discover()
    expect(kit.connectors.getAuthConnector()).toBeUndefined()
  })
})
