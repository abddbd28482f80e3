// Sign-in with wallet (EIP-4361) with the test wallet on the devnet: after connecting on EVM the modal asks to
// sign in, the signed message verifies with viem, the backend session survives a reload, and an
// account change or a disconnect signs out.
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiweError } from '../errors/wallet.js'
import { createInjectedConnector } from '../exports/connectors.js'
import { createKit, type Kit } from '../kit.js'
import type { SiweConfig } from '../options.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createSiweTestBackend, type SiweTestBackend } from '../testing/index.js'
import type { KitStorageBackend } from '../types.js'

let devnet: Devnet
let wallet: TestWallet
let networks: ReturnType<typeof withRpcUrls<typeof polygonAmoy>>[]
const kits: Kit[] = []

function newKit(
  backend: SiweTestBackend,
  storage: KitStorageBackend = createMemoryStorage(),
  siwe: Partial<SiweConfig> = {},
) {
  const kit = createKit({
    projectId: 'kit-integration',
    networks,
    storage,
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, injected: false, solana: false },
    siwe: { ...backend, ...siwe },
  })
  kit.connectors.register(createInjectedConnector({ provider: wallet.provider, info: wallet.info }))
  kits.push(kit)
  return kit
}

async function connectedKit(
  backend: SiweTestBackend,
  storage?: KitStorageBackend,
  siwe?: Partial<SiweConfig>,
) {
  const kit = newKit(backend, storage, siwe)
  await kit.connection.connect(wallet.info.rdns)
  return kit
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  networks = [
    withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
    withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }) as never,
  ]
  wallet = createTestWallet({
    evm: {
      chains: [80002, 31337].map((chainId) => ({ chainId, rpcUrl: devnet.evm[chainId]?.rpcUrl ?? '' })),
    },
    solana: false,
  })
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  await devnet?.stop()
})

describe('sign-in with wallet', { timeout: 30_000 }, () => {
  it('after connecting on EVM the modal asks to sign in; the signed message verifies with viem; the session is kept', async () => {
    const backend = createSiweTestBackend()
    const kit = await connectedKit(backend)
    await expect.poll(() => kit.getState().router.view).toBe('ConnectingSiwe')
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.siwe.isAuthenticated()).toBe(false)

    const session = await kit.siwe.signIn()
    const address = wallet.evm.addresses[0] as Address
    expect(session).toEqual({ address, chainId: 80002 })
    expect(kit.getState().siwe).toMatchObject({ status: 'success', session })
    expect(kit.siwe.isAuthenticated()).toBe(true)
    // Signed in: the ConnectingSiwe step is done.
    expect(kit.getState().modal.open).toBe(false)

    const [{ message, signature } = { message: '', signature: '' }] = backend.verified
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({ address, chainId: 80002, version: '1', domain: 'localhost' })
    const client = createPublicClient({ transport: http(devnet.evm[80002]?.rpcUrl) })
    expect(await verifySiweMessage(client, { message, signature: signature as Hex })).toBe(true)
  })

  it('the session survives a reload: the restored connection is signed in without asking again', async () => {
    const backend = createSiweTestBackend()
    const storage = createMemoryStorage()
    const first = await connectedKit(backend, storage)
    await first.siwe.signIn()
    first.destroy()

    const reloaded = newKit(backend, storage)
    await expect.poll(() => reloaded.getState().account.status).toBe('connected')
    await expect.poll(() => reloaded.getState().siwe.status).toBe('success')
    expect(reloaded.siwe.isAuthenticated()).toBe(true)
    expect(reloaded.getState().modal.open).toBe(false)
  })

  it('after choosing an account type it goes to ConnectingSiwe on an EVM chain', async () => {
    const backend = createSiweTestBackend()
    const kit = await connectedKit(backend)
    await kit.siwe.signIn()
    kit.modal.open({ view: 'AccountSettings' })
    // The injected wallet has no smart accounts: the choice falls back to eoa, then navigates.
    await expect(kit.account.selectPreferredAccountType('smartAccount')).resolves.toBe('eoa')
    expect(kit.getState().router.view).toBe('ConnectingSiwe')
  })

  it('an account change in the wallet signs out and asks again', async () => {
    const backend = createSiweTestBackend()
    const kit = await connectedKit(backend)
    await kit.siwe.signIn()
    const [first, second] = wallet.evm.addresses as [Address, Address]
    wallet.evm.selectAccount(second)
    try {
      await expect.poll(() => kit.getState().account.address).toBe(second)
      await expect.poll(() => backend.session).toBeNull()
      expect(kit.getState().siwe.status).toBe('idle')
      expect(kit.getState().router.view).toBe('ConnectingSiwe')
      expect(kit.getState().modal.open).toBe(true)
    } finally {
      wallet.evm.selectAccount(first)
    }
  })

  it('a network change keeps the session when signOutOnNetworkChange is off, and signs out by default', async () => {
    const keep = createSiweTestBackend()
    const kit = await connectedKit(keep, undefined, { signOutOnNetworkChange: false })
    await kit.siwe.signIn()
    await kit.network.switchNetwork('eip155:31337')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(keep.session).not.toBeNull()
    expect(kit.siwe.isAuthenticated()).toBe(true)
    await kit.network.switchNetwork('eip155:80002')

    const strict = createSiweTestBackend()
    const other = await connectedKit(strict)
    await other.siwe.signIn()
    await other.network.switchNetwork('eip155:31337')
    await expect.poll(() => strict.session).toBeNull()
    await expect.poll(() => other.getState().router.view).toBe('ConnectingSiwe')
    await other.network.switchNetwork('eip155:80002')
  })

  it('a declined signature fails with "Signature declined" and keeps no session', async () => {
    const backend = createSiweTestBackend()
    const kit = await connectedKit(backend)
    wallet.setPolicy('reject')
    try {
      await expect(kit.siwe.signIn()).rejects.toSatisfy(
        (error) => error instanceof SiweError && error.shortMessage === 'Signature declined',
      )
    } finally {
      wallet.setPolicy('approve')
    }
    expect(kit.getState().siwe).toMatchObject({
      status: 'error',
      error: 'Signature declined',
      session: undefined,
    })
    expect(backend.session).toBeNull()
  })

  it('a backend that does not accept the signature fails with "Error verifying SIWE signature"', async () => {
    const backend = createSiweTestBackend({ verifyMessage: async () => false })
    const kit = await connectedKit(backend)
    await expect(kit.siwe.signIn()).rejects.toMatchObject({ shortMessage: 'Error verifying SIWE signature' })
    expect(kit.siwe.isAuthenticated()).toBe(false)
  })

  it('a disconnect signs out of the backend', async () => {
    const backend = createSiweTestBackend()
    const kit = await connectedKit(backend)
    await kit.siwe.signIn()
    await kit.connection.disconnect()
    await expect.poll(() => backend.session).toBeNull()
    expect(kit.getState().siwe.status).toBe('idle')
  })
})
