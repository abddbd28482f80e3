// @vitest-environment jsdom
// getProvider against real wallets on the devnet: the test wallet's EIP-1193 side (anvil) and its wallet-standard
// Solana side (litesvm), connected through Kit. The host's provider follows connects, account and chain changes,
// a connector switch and disconnects, and its requests reach the connected wallet.
import '../integration/nodeTypedArrays.js'
import { createPublicKey, verify } from 'node:crypto'
import { kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { describeEip1193Conformance, type Eip1193ConformanceTarget } from '../testing/eip1193Conformance.js'
import type { KitEip1193Events } from './eip1193Provider.js'
import { ProviderChainDisconnectedError } from './errors.js'
import { getProvider } from './getProvider.js'

const RDNS = 'dev.kit.testwallet'
const OTHER_RDNS = 'dev.kit.other'
const SOLANA_ID = 'solana:Kit Test Wallet'
let devnet: Devnet
let wallet: TestWallet
let other: TestWallet
const undo: (() => void)[] = []
const kits: Kit[] = []

function newKit() {
  const kit = createKit({
    projectId: 'kit-integration',
    networks: [
      withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
      withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
      withRpcUrls(solanaLocalnet, { http: devnet.solana.rpcUrl, webSocket: devnet.solana.wsUrl }),
    ],
    storage: createMemoryStorage(),
    // A closed port: the profile lookup fails at once, which never holds a connection up.
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false },
  })
  kits.push(kit)
  return kit
}

async function found(kit: Kit, id: string) {
  kit.modal.open()
  await expect.poll(() => kit.connectors.get(id)).toBeDefined()
  kit.modal.close()
}

/** Records every EIP-1193 event of the kit's provider, in order. */
function record(kit: Kit) {
  const seen: [keyof KitEip1193Events, unknown][] = []
  const provider = getProvider(kit, 'eip155')
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
    provider.on(event, (value: unknown) =>
      seen.push([event, value instanceof Error ? { code: (value as { code?: number }).code } : value]),
    )
  return seen
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  const chains = [
    { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
    { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
    { chainId: 1337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
  ]
  const keys = devnet.accounts.evm.map((account) => account.privateKey)
  wallet = createTestWallet({
    evm: { chains, privateKeys: keys },
    solana: { rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl },
  })
  other = createTestWallet({
    evm: { chains, privateKeys: keys.slice(2) },
    solana: false,
    info: { rdns: OTHER_RDNS, name: 'Other Wallet' },
  })
  undo.push(wallet.announce(window), other.announce(window))
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  for (const stop of undo) stop()
  await devnet?.stop()
})

describe('getProvider(kit, "eip155") over the injected test wallet', { timeout: 30_000 }, () => {
  it('emits connect and accountsChanged on connect, chainChanged and accountsChanged as they change, and accountsChanged([]) then disconnect on disconnect', async () => {
    const kit = newKit()
    await found(kit, RDNS)
    const provider = getProvider(kit, 'eip155')
    const seen = record(kit)
    // The provider gives addresses in lower case, as MetaMask does.
    const [walletFirst, walletSecond] = wallet.evm.addresses as [Address, Address]
    const [first, second] = [walletFirst.toLowerCase(), walletSecond.toLowerCase()]

    await kit.connection.connect(RDNS)
    await expect.poll(() => seen.length).toBe(2)
    expect(seen).toEqual([
      ['connect', { chainId: '0x13882' }],
      ['accountsChanged', [first]],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([first])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([first])

    // The user picks another account in the wallet.
    seen.length = 0
    wallet.evm.selectAccount(walletSecond)
    await expect.poll(() => seen).toEqual([['accountsChanged', [second]]])
    wallet.evm.selectAccount(walletFirst)
    await expect.poll(() => seen.at(-1)).toEqual(['accountsChanged', [first]])

    // The app switches through Kit, then the user switches in the wallet.
    seen.length = 0
    await kit.network.switchNetwork('eip155:31337')
    await expect.poll(() => seen).toEqual([['chainChanged', '0x7a69']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x13882' }] })
    await expect.poll(() => seen.at(-1)).toEqual(['chainChanged', '0x13882'])

    // The host switches through the provider: Kit's state and the wallet follow.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(kit.getState().network.active).toBe('eip155:31337')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    seen.length = 0
    await kit.connection.disconnect()
    await expect
      .poll(() => seen)
      .toEqual([
        ['accountsChanged', []],
        ['disconnect', { code: 4900 }],
      ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', first] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('follows a switch to another connector, and a disconnect from the wallet side', async () => {
    const kit = newKit()
    await found(kit, RDNS)
    await found(kit, OTHER_RDNS)
    await kit.connection.connect(RDNS)
    // Both wallets on the same chain: the switch changes only the account.
    await kit.network.switchNetwork('eip155:80002')
    const seen = record(kit)
    await kit.connection.connect(OTHER_RDNS)
    const otherAccount = other.evm.addresses[0]?.toLowerCase()
    await expect.poll(() => seen).toEqual([['accountsChanged', [otherAccount]]])
    expect(await getProvider(kit, 'eip155').request({ method: 'eth_accounts' })).toEqual([otherAccount])

    seen.length = 0
    other.disconnect()
    await expect
      .poll(() => seen)
      .toEqual([
        ['accountsChanged', []],
        ['disconnect', { code: 4900 }],
      ])
  })

  it('sends requests to the connected wallet: personal_sign verifies', async () => {
    const kit = newKit()
    await found(kit, RDNS)
    await kit.connection.connect(RDNS)
    const [address] = wallet.evm.addresses as [Address]
    const signature = await getProvider(kit, 'eip155').request({
      method: 'personal_sign',
      params: ['0x68656c6c6f206b6974', address],
    })
    expect(
      await verifyMessage({ address, message: 'hello kit', signature: signature as `0x${string}` }),
    ).toBe(true)
  })

  it('sends nothing while the wallet is on a chain the app did not configure (4901)', async () => {
    const kit = newKit()
    await found(kit, RDNS)
    await kit.connection.connect(RDNS)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await expect.poll(() => kit.getState().network.unsupported).toBe(true)
    const error = await getProvider(kit, 'eip155')
      .request({ method: 'personal_sign', params: ['0x68', wallet.evm.addresses[0]] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderChainDisconnectedError)
    expect(error).toMatchObject({ code: 4901, shortMessage: 'Unsupported chain' })
    await kit.network.switchNetwork('eip155:80002')
  })

  it('a Solana connection is no EVM connection: eth_accounts is []', async () => {
    const kit = newKit()
    await found(kit, SOLANA_ID)
    await kit.connection.connect(SOLANA_ID)
    expect(await getProvider(kit, 'eip155').request({ method: 'eth_accounts' })).toEqual([])
    await kit.connection.disconnect()
  })
})

describe('getProvider(kit, "solana") over the wallet-standard test wallet', { timeout: 30_000 }, () => {
  it('follows the connection, signs a message that verifies, and signs and sends a transfer that lands', async () => {
    const kit = newKit()
    await found(kit, SOLANA_ID)
    const provider = getProvider(kit, 'solana')
    const seen: [string, unknown][] = []
    provider.on('connect', (key) => seen.push(['connect', key]))
    provider.on('disconnect', () => seen.push(['disconnect', undefined]))
    await kit.connection.connect(SOLANA_ID)
    const publicKey = devnet.accounts.solana[0]?.publicKey as string
    expect(provider.publicKey).toBe(publicKey)
    expect(provider.caipNetworkId).toBe('solana:localnet')
    await expect.poll(() => seen).toEqual([['connect', publicKey]])

    const message = new TextEncoder().encode('hello kit')
    const signature = await provider.signMessage(message)
    const key = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(new PublicKey(publicKey).toBytes()).toString('base64url'),
      },
      format: 'jwk',
    })
    expect(verify(null, message, key, signature)).toBe(true)

    const connection = new Connection(devnet.solana.rpcUrl, 'confirmed')
    const receiver = new PublicKey(new Uint8Array(32).fill(7))
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(publicKey),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(publicKey),
        toPubkey: receiver,
        lamports: 1_000_000,
      }),
    )
    const sent = await provider.signAndSendTransaction(
      new Uint8Array(transaction.serialize({ requireAllSignatures: false })),
    )
    expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect
      .poll(() => connection.getBalance(receiver), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1_000_000)

    await kit.connection.disconnect()
    await expect.poll(() => seen.at(-1)).toEqual(['disconnect', undefined])
    expect(provider.publicKey).toBeUndefined()
  })
})

describe('the EIP-1193 conformance suite over the injected test wallet', { timeout: 30_000 }, () => {
  let target: Eip1193ConformanceTarget
  beforeAll(async () => {
    const kit = newKit()
    kit.modal.open()
    await vi.waitFor(() => {
      if (!kit.connectors.get(RDNS)) throw new Error('the wallet is not found yet')
    })
    kit.modal.close()
    await kit.connection.connect(RDNS)
    target = {
      provider: getProvider(kit, 'eip155'),
      otherChainId: '0x7a69',
      async asUser(answer, request) {
        wallet.setPolicy(answer)
        try {
          return await request()
        } finally {
          wallet.setPolicy('approve')
        }
      },
      disconnect: () => kit.connection.disconnect(),
    }
  })
  describeEip1193Conformance({ describe, it }, 'the injected test wallet', () => target)
})
