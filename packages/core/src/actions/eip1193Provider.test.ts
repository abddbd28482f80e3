// The EIP-1193 provider's own rules, with a scripted wallet: requests during a restore wait for it, every refusal
// carries a code, and the methods Kit answers itself (net_version, wallet_addEthereumChain, EIP-2255 permissions).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { RpcMethodNotAllowedError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createFakeConnector, FAKE_EVM_ADDRESS, type FakeConnectorOptions } from '../testing/fakes.js'
import { createTestKit, flush } from '../test-utils.js'
import { getProvider } from './getProvider.js'
import { ProviderRpcError, toProviderRpcError } from './providerRpcError.js'
import { waitForRestore } from './waitForRestore.js'

const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})
const track = (kit: Kit) => {
  kits.push(kit)
  return kit
}

/** A fake wallet whose provider answers `request` with `answer`. */
function walletAnswering(
  answer: (method: string, params: unknown) => unknown,
  options: FakeConnectorOptions = {},
) {
  const connector = createFakeConnector({ id: 'wallet', ...options })
  connector.getProvider = async () => ({
    request: async ({ method, params }: { method: string; params?: unknown }) => answer(method, params),
  })
  return connector
}

async function connectedKit(answer: (method: string, params: unknown) => unknown = () => null) {
  const kit = track(createTestKit())
  const connector = walletAnswering(answer)
  kit.connectors.register(connector)
  await kit.connection.connect(connector.id)
  return { kit, provider: getProvider(kit, 'eip155'), connector }
}

describe('requests made while a returning visitor is being restored', () => {
  it('wait for the restore and answer as the wallet will: eth_accounts gives the account, no login form', async () => {
    const storage = createMemoryStorage()
    const first = track(createTestKit({ storage }))
    first.connectors.register(walletAnswering(() => null))
    await first.connection.connect('wallet')
    const reloaded = track(createTestKit({ storage }))
    expect(reloaded.getState().account.status).toBe('reconnecting')
    const provider = getProvider(reloaded, 'eip155')
    const accounts = provider.request({ method: 'eth_accounts' })
    const requested = provider.request({ method: 'eth_requestAccounts' })
    await flush()
    // The wallet registers a moment later (as an injected wallet or the frame does).
    reloaded.connectors.register(walletAnswering(() => null))
    await expect(accounts).resolves.toEqual([FAKE_EVM_ADDRESS])
    await expect(requested).resolves.toEqual([FAKE_EVM_ADDRESS])
    expect(reloaded.getState().modal.open).toBe(false)
  })

  it('are answered as disconnected when the restore finds no session', async () => {
    const storage = createMemoryStorage()
    const first = track(createTestKit({ storage }))
    first.connectors.register(walletAnswering(() => null))
    await first.connection.connect('wallet')
    const reloaded = track(createTestKit({ storage }))
    const accounts = getProvider(reloaded, 'eip155').request({ method: 'eth_accounts' })
    reloaded.connectors.register(walletAnswering(() => null, { reconnect: 'none' }))
    await expect(accounts).resolves.toEqual([])
  })

  it('wait a bounded time only', async () => {
    const storage = createMemoryStorage()
    const first = track(createTestKit({ storage }))
    first.connectors.register(walletAnswering(() => null))
    await first.connection.connect('wallet')
    const reloaded = track(createTestKit({ storage }))
    const started = Date.now()
    const state = await waitForRestore(reloaded, 30)
    expect(state.account.status).toBe('reconnecting')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('every refusal carries an EIP-1193 / EIP-1474 code', () => {
  it("keeps a wallet's or the frame's code", async () => {
    const { provider } = await connectedKit(() => {
      throw Object.assign(new Error('These calls must run all together'), { code: 5760 })
    })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: `0x${'1'.repeat(40)}` }] }] }),
    ).rejects.toMatchObject({ code: 5760 })
  })

  it.each([
    ['a method outside both lists', () => new RpcMethodNotAllowedError('eth_sign'), 4200],
    ['invalid params', () => new KitValidationError('Invalid request'), -32602],
    ['anything else', () => new Error('boom'), -32603],
    ['a user who declined, in the wording of a wallet', () => new Error('User rejected the request.'), 4001],
  ])('gives %s its code', async (_label, thrown, code) => {
    const { provider } = await connectedKit(() => {
      throw thrown()
    })
    const error = await provider
      .request({ method: 'personal_sign', params: ['0x00', FAKE_EVM_ADDRESS] })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code })
    expect(typeof (error as Error).message).toBe('string')
  })

  it('wraps what has no code, keeping it as the cause and its short message', () => {
    const original = new KitValidationError('Invalid request', { details: 'why' })
    const wrapped = toProviderRpcError(original)
    expect(wrapped).toBeInstanceOf(ProviderRpcError)
    expect(wrapped).toMatchObject({ code: -32602, shortMessage: 'Invalid request', cause: original })
  })

  it('a wallet_sendCalls call without a to is refused with -32602 before the wallet sees it', async () => {
    const seen: string[] = []
    const { provider } = await connectedKit((method) => seen.push(method))
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ value: '0x1' }] }] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(seen).toEqual([])
  })
})

describe('the methods Kit answers itself', () => {
  it('gives accounts in lower case, as MetaMask does, while Kit keeps the checksummed address', async () => {
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const kit = track(createTestKit())
    const connector = createFakeConnector({ id: 'wallet', address: checksummed })
    kit.connectors.register(connector)
    const provider = getProvider(kit, 'eip155')
    const changed: string[][] = []
    provider.on('accountsChanged', (accounts) => changed.push(accounts))
    await kit.connection.connect(connector.id)
    const lower = checksummed.toLowerCase()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([lower])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([lower])
    expect(changed).toEqual([[lower]])
    expect(kit.getState().account.address).toBe(checksummed)
  })

  it('net_version is the chain id in decimal', async () => {
    const { provider } = await connectedKit()
    await expect(provider.request({ method: 'net_version' })).resolves.toBe('80002')
  })

  it('wallet_addEthereumChain switches to a chain the app configured, and refuses others with 4902', async () => {
    const { kit, provider } = await connectedKit()
    await expect(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x1', chainName: 'Ethereum', rpcUrls: ['https://evil.example'] }],
      }),
    ).resolves.toBeNull()
    expect(kit.getState().network.active).toBe('eip155:1')
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x539', rpcUrls: [] }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{}] })).rejects.toMatchObject(
      {
        code: -32602,
      },
    )
  })

  it('EIP-2255: eth_accounts is held while connected, requested through the modal, revoked by disconnecting', async () => {
    const { kit, provider } = await connectedKit()
    const [permission] = (await provider.request({ method: 'wallet_getPermissions' })) as [
      { parentCapability: string; caveats: { type: string; value: string[] }[]; date: number },
    ]
    expect(permission).toMatchObject({
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [FAKE_EVM_ADDRESS] }],
    })
    expect(typeof permission.date).toBe('number')
    await expect(
      provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toMatchObject([{ parentCapability: 'eth_accounts' }])
    await expect(
      provider.request({ method: 'wallet_requestPermissions', params: [{ eth_sign: {} }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull()
    expect(kit.getState().account.status).toBe('disconnected')
    await expect(provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([])
  })

  it("wallet_watchAsset is Kit's own (EIP-747): checked before anything reaches the wallet", async () => {
    const seen: string[] = []
    const { provider } = await connectedKit((method) => seen.push(method))
    await expect(
      provider.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC721', options: { address: `0x${'1'.repeat(40)}`, symbol: 'NFT', decimals: 0 } },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      getProvider(track(createTestKit()), 'eip155').request({
        method: 'wallet_watchAsset',
        params: [{ type: 'ERC20', options: { address: `0x${'1'.repeat(40)}`, symbol: 'T', decimals: 18 } }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(seen).toEqual([])
  })

  it('wallet_requestPermissions without a connection opens the modal', async () => {
    const kit = track(createTestKit())
    const pending = getProvider(kit, 'eip155').request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    await vi.waitFor(() => expect(kit.getState().modal.open).toBe(true))
    kit.modal.close()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })
})
