import { kitDevnet, mainnet, polygonAmoy, solanaDevnet } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import type { ConnectorEvent } from '../types.js'
import {
  createWalletConnectConnector,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_METHODS,
  walletConnectDeepLink,
} from './walletConnect.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A stand-in for @walletconnect/universal-provider: records init options and calls, emits events on demand. */
function fakeSdk(options: { approve?: string[]; fail?: unknown } = {}) {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>()
  const calls: { method: string; args: unknown[] }[] = []
  let inits: Record<string, unknown>[] = []
  const provider = {
    session: undefined as
      | undefined
      | { topic: string; namespaces: Record<string, { accounts: string[]; chains?: string[] }> },
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler])
    },
    removeListener() {},
    emit(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args)
    },
    async request(request: unknown) {
      calls.push({ method: 'request', args: [request] })
      return '0xsignature'
    },
    async connect(parameters: unknown) {
      calls.push({ method: 'connect', args: [parameters] })
      provider.emit('display_uri', 'wc:topic@2?relay-protocol=irn&symKey=abc')
      if (options.fail) throw options.fail
      const accounts = options.approve ?? [`eip155:80002:${ADDRESS}`, `eip155:31337:${ADDRESS}`]
      provider.session = { topic: 't', namespaces: { eip155: { accounts } } }
      return provider.session
    },
    async disconnect() {
      calls.push({ method: 'disconnect', args: [] })
      provider.session = undefined
    },
    setDefaultChain(chain: string, rpcUrl?: string) {
      calls.push({ method: 'setDefaultChain', args: [chain, rpcUrl] })
    },
    abortPairingAttempt() {
      calls.push({ method: 'abortPairingAttempt', args: [] })
    },
  }
  return {
    provider,
    calls,
    get inits() {
      return inits
    },
    load: async () => ({
      UniversalProvider: {
        init: async (init: Record<string, unknown>) => {
          inits = [...inits, init]
          return provider
        },
      },
    }),
  }
}

function setup(options: Parameters<typeof fakeSdk>[0] = {}) {
  const sdk = fakeSdk(options)
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'App', description: '', url: 'http://app.test', icons: [] },
    networks: [polygonAmoy, kitDevnet, mainnet, solanaDevnet],
    rpcMap: { '80002': 'http://rpc.test/80002' },
    loadProvider: sdk.load,
  })
  return { sdk, connector }
}

describe('WalletConnect connector', () => {
  it('loads the SDK only when it connects, with telemetry off, the relay and in-memory storage in Node', async () => {
    const { sdk, connector } = setup()
    expect(connector).toMatchObject({ id: WALLET_CONNECT_ID, type: 'walletConnect', namespace: 'eip155' })
    expect(sdk.inits).toEqual([])
    await connector.connect({ caipNetworkId: 'eip155:80002' })
    expect(sdk.inits).toEqual([
      expect.objectContaining({
        projectId: 'p',
        relayUrl: 'ws://127.0.0.1:1',
        telemetryEnabled: false,
        customStoragePrefix: 'kit',
        storageOptions: { database: ':memory:' },
        metadata: { name: 'App', description: '', url: 'http://app.test', icons: [] },
      }),
    ])
    await connector.connect({ caipNetworkId: 'eip155:80002' })
    expect(sdk.inits).toHaveLength(1)
  })

  it('asks for the app’s EVM chains, the wanted one first, with the RPC map and the methods', async () => {
    const { sdk, connector } = setup()
    await connector.connect({ caipNetworkId: 'eip155:31337' })
    expect(sdk.calls.find((call) => call.method === 'connect')?.args[0]).toEqual({
      optionalNamespaces: {
        eip155: {
          methods: [...WALLET_CONNECT_METHODS],
          chains: ['eip155:31337', 'eip155:80002', 'eip155:1'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { '80002': 'http://rpc.test/80002' },
        },
      },
    })
  })

  it('the pairing URI is reported to listeners and as an event, and cleared once settled', async () => {
    const { connector } = setup()
    const uris: string[] = []
    const events: ConnectorEvent[] = []
    connector.onDisplayUri((uri) => uris.push(uri))
    connector.onEvent?.((event) => events.push(event))
    const result = await connector.connect({ caipNetworkId: 'eip155:31337' })
    expect(uris).toEqual(['wc:topic@2?relay-protocol=irn&symKey=abc'])
    expect(events).toEqual([{ type: 'displayUri', uri: 'wc:topic@2?relay-protocol=irn&symKey=abc' }])
    expect(connector.uri).toBeUndefined()
    expect(result).toEqual({
      address: ADDRESS,
      caipNetworkId: 'eip155:31337',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
    })
  })

  it('uses the wanted chain when approved, else the first approved chain the app has; sets it as default', async () => {
    const { sdk, connector } = setup({ approve: [`eip155:1:${ADDRESS}`] })
    await expect(connector.connect({ caipNetworkId: 'eip155:80002' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:1',
    })
    expect(sdk.calls.filter((call) => call.method === 'setDefaultChain').at(-1)?.args[0]).toBe('eip155:1')
  })

  it('a declined proposal is a UserRejectedRequestError; no EVM account is a ConnectorError', async () => {
    await expect(
      setup({ fail: { code: 5000, message: 'User rejected.' } }).connector.connect({
        caipNetworkId: undefined,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(
      setup({ approve: [] }).connector.connect({ caipNetworkId: undefined }),
    ).rejects.toBeInstanceOf(ConnectorError)
  })

  it('restores a stored session, switches only to approved chains, and forwards session events', async () => {
    const { sdk, connector } = setup()
    await expect(connector.reconnect?.({ caipNetworkId: undefined })).resolves.toBeUndefined()
    await connector.connect({ caipNetworkId: 'eip155:80002' })
    await expect(connector.reconnect?.({ caipNetworkId: 'eip155:80002' })).resolves.toMatchObject({
      address: ADDRESS,
    })
    await connector.switchNetwork?.(kitDevnet)
    expect(sdk.calls.at(-1)).toEqual({ method: 'setDefaultChain', args: ['eip155:31337', undefined] })
    await expect(connector.switchNetwork?.(mainnet)).rejects.toMatchObject({
      shortMessage: 'Switch declined',
    })
    const events: ConnectorEvent[] = []
    connector.onEvent?.((event) => events.push(event))
    sdk.provider.emit('accountsChanged', [`eip155:80002:${ADDRESS}`])
    sdk.provider.emit('chainChanged', '31337')
    sdk.provider.emit('session_delete', { topic: 't' })
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [ADDRESS] },
      { type: 'chainChanged', caipNetworkId: 'eip155:31337' },
      { type: 'disconnect' },
    ])
    await connector.disconnect()
    expect(sdk.calls.at(-1)?.method).toBe('disconnect')
  })

  it('signs with personal_sign through the session', async () => {
    const { sdk, connector } = setup()
    await connector.connect({ caipNetworkId: undefined })
    await expect(connector.signMessage?.({ message: 'hi', address: ADDRESS })).resolves.toBe('0xsignature')
    expect(sdk.calls.at(-1)?.args[0]).toEqual({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
  })

  it('builds deep links for native and universal links', () => {
    const uri = 'wc:abc@2?symKey=1'
    expect(walletConnectDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('https://link.trustwallet.com', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
  })
})
