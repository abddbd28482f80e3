// The connector's session logic against a scripted Sign client: what the EVM provider answers itself, what goes to
// the wallet and what to the app's RPC, how a switch falls back, and the typed errors. The real client and wallet
// are in walletConnect.integration.test.ts.
import { BaseError, ConnectorError, UserRejectedRequestError } from '@kit/core/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SignClient } from '../engine/signClient.js'
import type { SignClientEvents, WcSession } from '../engine/types.js'
import { WalletConnectInputError, WalletConnectRejectedError } from '../errors.js'
import { createNamespaceSession, type SessionHooks, type SharedClient } from './session.js'
import { withSignature } from './solanaTransaction.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
afterEach(() => {
  vi.restoreAllMocks()
})
type Network = SessionHooks['networks'][number]
const network = (id: number) =>
  ({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
  }) as unknown as Network

type Listeners = { [E in keyof SignClientEvents]?: (payload: SignClientEvents[E]) => void }

function scripted(
  methods: string[],
  answer: (method: string) => unknown = () => '0xsigned',
  extraAccounts: string[] = [],
) {
  const requests: { chainId: string; method: string }[] = []
  const listeners: Listeners = {}
  const disconnected: string[] = []
  const session: WcSession = {
    topic: 't1',
    pairingTopic: 'p1',
    expiry: 2_000_000_000,
    namespaces: {
      eip155: {
        accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`, ...extraAccounts],
        methods,
        events: [],
      },
    },
    peer: { publicKey: '00', metadata: { name: 'w', description: '', url: '', icons: [] } },
  }
  const client = {
    sessions: [session],
    restore: async () => [session],
    on: (name: keyof SignClientEvents, listener: never) => {
      listeners[name] = listener
      return () => undefined
    },
    request: async ({ chainId, request }: { chainId: string; request: { method: string } }) => {
      requests.push({ chainId, method: request.method })
      const result = answer(request.method)
      if (result instanceof Error) throw result
      return result
    },
    disconnect: async (topic: string) => {
      disconnected.push(topic)
    },
  } as unknown as SignClient
  const shared: SharedClient = { client, restore: async () => [session] }
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `read:${body.method}` }))
  })
  const events: unknown[] = []
  // At the debug level the session writes to the console, as Kit's logger does.
  const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  const hooks: SessionHooks = {
    namespace: 'eip155',
    networks: [network(1), network(10)],
    rpcMap: { 1: 'https://rpc.example/1', 10: 'https://rpc.example/10' },
    fetch: fetch as unknown as typeof globalThis.fetch,
    emit: (event) => events.push(event),
    setUri: () => undefined,
    redirect: () => undefined,
    logLevel: 'debug',
  }
  /** What the Sign client would emit: a wallet event or update on the session topic. */
  const wallet = {
    event: (name: string, data: unknown, chainId = 'eip155:1') =>
      listeners.session_event?.({ topic: 't1', chainId, event: { name, data } }),
    update: (namespaces: WcSession['namespaces']) => listeners.session_update?.({ topic: 't1', namespaces }),
  }
  return {
    session: createNamespaceSession(shared, hooks),
    requests,
    fetch,
    events,
    debug,
    wallet,
    disconnected,
  }
}

describe('the EVM provider of a WalletConnect session', () => {
  it('answers accounts and chain itself, sends signing to the wallet and reads to the app RPC of the active chain', async () => {
    const { session, requests, fetch } = scripted(['personal_sign'])
    await session.reconnect('eip155:1')
    const provider = session.provider() as {
      request(call: { method: string; params?: unknown }): Promise<unknown>
    }
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe('0xsigned')
    expect(requests).toEqual([{ chainId: 'eip155:1', method: 'personal_sign' }])
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('read:eth_blockNumber')
    expect(fetch.mock.calls[0]?.[0]).toBe('https://rpc.example/1')
    // Nothing else reached the wallet.
    expect(requests).toHaveLength(1)
  })

  it('EIP-5792 methods reach the wallet only when the session approved them; otherwise 4200, so Kit answers them', async () => {
    const without = scripted(['personal_sign', 'eth_sendTransaction'])
    await without.session.reconnect('eip155:1')
    const provider = without.session.provider() as {
      request(call: { method: string; params?: unknown }): Promise<unknown>
    }
    for (const method of ['wallet_sendCalls', 'wallet_getCapabilities', 'wallet_getCallsStatus'])
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(without.requests).toEqual([])

    const withCalls = scripted(['wallet_sendCalls', 'wallet_getCapabilities'], () => ({ id: 'batch' }))
    await withCalls.session.reconnect('eip155:1')
    const granted = withCalls.session.provider() as typeof provider
    expect(await granted.request({ method: 'wallet_sendCalls', params: [{}] })).toEqual({ id: 'batch' })
    expect(withCalls.requests).toEqual([{ chainId: 'eip155:1', method: 'wallet_sendCalls' }])
    await expect(
      granted.request({ method: 'wallet_getCallsStatus', params: ['batch'] }),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('switches locally between approved chains when the wallet did not grant wallet_switchEthereumChain; refuses others', async () => {
    const { session, requests, events } = scripted(['personal_sign'])
    await session.reconnect('eip155:1')
    await session.switchNetwork(network(10))
    expect(events).toContainEqual({ type: 'chainChanged', caipNetworkId: 'eip155:10' })
    expect(requests).toEqual([])
    const refused = session.switchNetwork(network(137))
    await expect(refused).rejects.toBeInstanceOf(ConnectorError)
    await expect(refused).rejects.toMatchObject({ code: 4902 })
  })

  it('asks the wallet when it granted wallet_switchEthereumChain, and keeps the chain when it refuses', async () => {
    const { session, requests } = scripted(['wallet_switchEthereumChain'], () =>
      Object.assign(new WalletConnectRejectedError({ walletCode: 4001 })),
    )
    await session.reconnect('eip155:1')
    const provider = session.provider() as {
      request(call: { method: string; params?: unknown }): Promise<unknown>
    }
    await expect(session.switchNetwork(network(10))).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(requests).toEqual([{ chainId: 'eip155:1', method: 'wallet_switchEthereumChain' }])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('a failed read is a typed error naming the RPC; a chain without an RPC URL is refused before any request', async () => {
    const { session, fetch } = scripted([])
    await session.reconnect('eip155:1')
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: -32000, message: 'boom' } })))
    const provider = session.provider() as { request(call: { method: string }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_call' })).rejects.toMatchObject({
      name: 'ConnectorError',
      shortMessage: 'The RPC request failed',
      code: -32000,
    })
    const bare = scripted([])
    await bare.session.reconnect('eip155:1')
    await bare.session.disconnect()
    await expect(
      (bare.session.provider() as { request(call: { method: string }): Promise<unknown> }).request({
        method: 'eth_call',
      }),
    ).rejects.toBeInstanceOf(BaseError)
  })
})

describe("the wallet's account changes", () => {
  const OTHER = '0x2222222222222222222222222222222222222222'
  const OUTSIDER = '0x3333333333333333333333333333333333333333'
  type Provider = { request(call: { method: string }): Promise<unknown>; on(e: string, l: () => void): void }

  it('ignores an accountsChanged to an account outside the session (or malformed), with a debug log: the account stays', async () => {
    const { session, events, debug, wallet } = scripted(['personal_sign'], undefined, [`eip155:1:${OTHER}`])
    await session.reconnect('eip155:1')
    const provider = session.provider() as Provider
    const heard = vi.fn()
    provider.on('accountsChanged', heard)
    wallet.event('accountsChanged', [OUTSIDER])
    wallet.event('accountsChanged', [`eip155:1:${OUTSIDER}`, 'eip155:1:not an account', 7])
    // Approved on eip155:10 only: not an account of the event's chain.
    wallet.event('accountsChanged', [`eip155:10:${OTHER}`])
    wallet.event('accountsChanged', OTHER)
    expect(events).toEqual([])
    expect(heard).not.toHaveBeenCalled()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS, OTHER])
    expect(debug).toHaveBeenCalledTimes(4)
    expect(debug.mock.calls[0]?.[0]).toBe('[kit]')
    expect(debug.mock.calls[0]?.[2]).toEqual([OUTSIDER])
  })

  it('follows an accountsChanged to an approved account, bare or CAIP-10, and drops the entries that are not', async () => {
    const { session, events, debug, wallet } = scripted(['personal_sign'], undefined, [`eip155:1:${OTHER}`])
    await session.reconnect('eip155:1')
    const provider = session.provider() as Provider
    wallet.event('accountsChanged', [OUTSIDER, `eip155:1:${OTHER}`])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [OTHER] }])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([OTHER, ADDRESS])
    expect(debug).toHaveBeenCalledTimes(1)
    wallet.event('accountsChanged', [ADDRESS])
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', accounts: [ADDRESS] })
  })

  it('after a session update, uses only accounts the update approves; an update that approves none ends the connection', async () => {
    const { session, events, wallet, disconnected } = scripted(['personal_sign'])
    await session.reconnect('eip155:1')
    const provider = session.provider() as Provider
    wallet.update({ eip155: { accounts: [`eip155:1:${OTHER}`], methods: ['personal_sign'], events: [] } })
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [OTHER] }])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([OTHER])
    wallet.update({ eip155: { accounts: [], methods: ['personal_sign'], events: [] } })
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(disconnected).toEqual(['t1'])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('withSignature', () => {
  const signer = new Uint8Array(32).fill(1)
  const other = new Uint8Array(32).fill(2)
  // Legacy: one signature slot, header [1, 0, 1], keys [signer, program], blockhash, no instruction.
  const legacy = new Uint8Array([
    1,
    ...new Uint8Array(64),
    1,
    0,
    1,
    2,
    ...signer,
    ...other,
    ...new Uint8Array(32),
    0,
  ])

  it("puts the signature in the signer's slot of a legacy and a v0 transaction", () => {
    const signature = new Uint8Array(64).fill(9)
    expect(withSignature(legacy, signer, signature).subarray(1, 65)).toEqual(signature)
    const v0 = new Uint8Array([
      1,
      ...new Uint8Array(64),
      0x80,
      1,
      0,
      1,
      2,
      ...signer,
      ...other,
      ...new Uint8Array(32),
      0,
      0,
    ])
    expect(withSignature(v0, signer, signature).subarray(1, 65)).toEqual(signature)
    // The input is left as it was.
    expect(legacy.subarray(1, 65)).toEqual(new Uint8Array(64))
  })

  it('refuses a signer that is not one, a bad signature and bytes that are not a transaction', () => {
    expect(() => withSignature(legacy, other, new Uint8Array(64))).toThrow(WalletConnectInputError)
    expect(() => withSignature(legacy, signer, new Uint8Array(10))).toThrow(WalletConnectInputError)
    expect(() => withSignature(new Uint8Array([0xff, 0xff, 0xff, 0xff]), signer, new Uint8Array(64))).toThrow(
      WalletConnectInputError,
    )
    expect(() => withSignature(new Uint8Array([]), signer, new Uint8Array(64))).toThrow(
      WalletConnectInputError,
    )
  })
})
