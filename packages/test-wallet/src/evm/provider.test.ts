import { recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../createTestWallet.js'
import { DEFAULT_EVM_PRIVATE_KEYS } from '../defaults.js'

// Chains on ports nothing listens on: these tests cover what the wallet answers itself.
const chains = [
  { chainId: 80002, rpcUrl: 'http://127.0.0.1:1', name: 'Amoy' },
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Kit Devnet' },
]

function connectedWallet(policy: 'approve' | 'reject' | 'ask' = 'approve') {
  return createTestWallet({ evm: { chains }, solana: false, policy })
}

const addressOf0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('EIP-1193 provider: accounts and connection', () => {
  it('shares no account before eth_requestAccounts, all of them after, and emits connect + accountsChanged', async () => {
    const { provider } = connectedWallet()
    const connect = vi.fn()
    const accountsChanged = vi.fn()
    provider.on('connect', connect).on('accountsChanged', accountsChanged)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    expect(accounts).toHaveLength(DEFAULT_EVM_PRIVATE_KEYS.length)
    expect((accounts as string[])[0]).toBe(addressOf0)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(accounts)
    expect(connect).toHaveBeenCalledWith({ chainId: '0x13882' })
    expect(accountsChanged).toHaveBeenCalledWith(accounts)
  })

  it('a rejected connection yields the EIP-1193 user-rejected error (4001)', async () => {
    const { provider } = connectedWallet('reject')
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('with ask, the request waits in pendingRequests until resolve()', async () => {
    const wallet = connectedWallet('ask')
    const onRequest = vi.fn()
    wallet.on('request', onRequest)
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1))
    expect(wallet.pendingRequests[0]).toMatchObject({ ecosystem: 'evm', method: 'eth_requestAccounts' })
    expect(onRequest).toHaveBeenCalledOnce()
    wallet.resolve(wallet.pendingRequests[0]?.id ?? '', true)
    await expect(connecting).resolves.toHaveLength(5)
  })

  it('disconnect() empties the accounts and emits accountsChanged([]) and disconnect (4900)', async () => {
    const wallet = connectedWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged).on('disconnect', disconnect)
    wallet.disconnect()
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(disconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('wallet_revokePermissions disconnects; wallet_getPermissions reflects the state', async () => {
    const { provider } = connectedWallet()
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'wallet_getPermissions' })).toMatchObject([
      { parentCapability: 'eth_accounts' },
    ])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('selectAccount() puts another address first and emits accountsChanged', async () => {
    const wallet = connectedWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const listener = vi.fn()
    wallet.provider.on('accountsChanged', listener)
    const second = wallet.evm.addresses[1] ?? '0x'
    wallet.evm.selectAccount(second)
    expect(listener).toHaveBeenCalledWith(expect.arrayContaining([second]))
    expect(((await wallet.provider.request({ method: 'eth_accounts' })) as string[])[0]).toBe(second)
    expect(() => wallet.evm.selectAccount('0x0000000000000000000000000000000000000001')).toThrow()
  })
})

describe('EIP-1193 provider: chains', () => {
  it('reports the chain id as hex and as net_version', async () => {
    const { provider } = connectedWallet()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x13882')
    expect(await provider.request({ method: 'net_version' })).toBe('80002')
  })

  it('wallet_switchEthereumChain switches to a known chain and emits chainChanged', async () => {
    const { provider } = connectedWallet()
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(chainChanged).toHaveBeenCalledWith('0x7a69')
  })

  it('wallet_switchEthereumChain to an unknown chain fails with 4902', async () => {
    const { provider } = connectedWallet()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.',
    })
  })

  it('a rejected switch keeps the chain and fails with 4001', async () => {
    const { provider } = connectedWallet('reject')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x13882')
  })

  it('wallet_addEthereumChain adds the chain and switches to it', async () => {
    const { provider } = connectedWallet()
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x1',
          chainName: 'Mainnet',
          rpcUrls: ['http://127.0.0.1:1'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(chainChanged).toHaveBeenCalledWith('0x1')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x13882' }] })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).resolves.toBeNull()
  })

  it('rejects malformed chain parameters with -32602', async () => {
    const { provider } = connectedWallet()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 80002 }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5', rpcUrls: [] }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('EIP-1193 provider: signing', () => {
  it('personal_sign signs hex and plain messages with the requested account', async () => {
    const { provider } = connectedWallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const hexSignature = (await provider.request({
      method: 'personal_sign',
      params: [toHex('hello kit'), addressOf0],
    })) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hello kit', signature: hexSignature })).toBe(addressOf0)
    const plainSignature = (await provider.request({
      method: 'personal_sign',
      params: ['plain text', addressOf0.toLowerCase()],
    })) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'plain text', signature: plainSignature })).toBe(addressOf0)
  })

  it('eth_signTypedData_v4 signs EIP-712 data given as JSON', async () => {
    const { provider } = connectedWallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const typedData = {
      domain: { name: 'Kit', version: '1', chainId: 80002 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [addressOf0, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await recoverTypedDataAddress({
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature,
      }),
    ).toBe(addressOf0)
  })

  it('signing before connecting, or with a foreign address, fails with 4100', async () => {
    const { provider } = connectedWallet()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', addressOf0] }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x00', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('a rejected signature yields 4001', async () => {
    const wallet = connectedWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setPolicy('reject')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x00', addressOf0] }),
    ).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('wallet_getCapabilities answers per chain for an own address', async () => {
    const { provider } = connectedWallet()
    await provider.request({ method: 'eth_requestAccounts' })
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [addressOf0, ['0x7a69']] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })
})

describe('EIP-5792 (wallet_sendCalls and co.)', () => {
  const call = { to: addressOf0, value: '0x1' }
  const batch = (extra: Record<string, unknown>) => ({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x13882', atomicRequired: false, calls: [call, call], ...extra }],
  })

  it('refuses what it cannot do, with the EIP codes, before asking the user', async () => {
    const wallet = createTestWallet({ evm: { chains }, solana: false, policy: 'ask' })
    wallet.setPolicy('approve')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setPolicy('ask')
    await expect(wallet.provider.request(batch({ atomicRequired: true }))).rejects.toMatchObject({
      code: 5760,
    })
    await expect(wallet.provider.request(batch({ chainId: '0x7a69' }))).rejects.toMatchObject({ code: 5710 })
    await expect(
      wallet.provider.request(batch({ capabilities: { paymasterService: { url: 'https://pm' } } })),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(wallet.provider.request(batch({ calls: [] }))).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: 5730 })
    expect(wallet.pendingRequests).toEqual([])
  })

  it('walletCalls: false has none of the three methods (4200), like a wallet from before the EIP', async () => {
    const wallet = createTestWallet({ evm: { chains, walletCalls: false }, solana: false })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    for (const request of [
      batch({}),
      { method: 'wallet_getCapabilities', params: [addressOf0] },
      { method: 'wallet_getCallsStatus', params: ['0x1234'] },
    ])
      await expect(wallet.provider.request(request)).rejects.toMatchObject({ code: 4200 })
  })
})

describe('EIP-1193 provider: what it refuses', () => {
  it('never forwards signing methods to the node, and refuses unknown methods (4200)', async () => {
    const { provider } = connectedWallet()
    await provider.request({ method: 'eth_requestAccounts' })
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v3',
      'anvil_setBalance',
      'foo',
    ]) {
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    }
  })

  it('refuses a malformed request (-32600) and non-array params (-32602)', async () => {
    const { provider } = connectedWallet()
    await expect(provider.request(undefined as never)).rejects.toMatchObject({ code: -32600 })
    await expect(provider.request({ method: 'eth_chainId', params: { a: 1 } })).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('reports an unreachable RPC as 4901 instead of hanging', async () => {
    const { provider } = connectedWallet()
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })
})

describe('createTestWallet options', () => {
  it('rejects malformed options with a typed error', () => {
    expect(() => createTestWallet({ evm: { chains: [] } })).toThrow(
      'Invalid test wallet option "evm.chains".',
    )
    expect(() => createTestWallet({ evm: { privateKeys: ['0x1234'] } })).toThrow(
      'Invalid test wallet option "evm.privateKeys".',
    )
    expect(() => createTestWallet({ evm: { chains, initialChainId: 1 } })).toThrow(
      'Invalid test wallet option "evm.initialChainId".',
    )
    expect(() => createTestWallet({ solana: { chains: ['nope'] as never } })).toThrow(
      'Invalid test wallet option "solana.chains".',
    )
  })

  it('describes itself as Kit Test Wallet (dev.kit.testwallet) with an SVG icon and a uuid', () => {
    const { info } = createTestWallet({ solana: false })
    expect(info.name).toBe('Kit Test Wallet')
    expect(info.rdns).toBe('dev.kit.testwallet')
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(atob(info.icon.split(',')[1] ?? '')).toContain('<svg')
  })
})
