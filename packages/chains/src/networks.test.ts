import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  defineEvmNetwork,
  evmNetworks,
  findNetwork,
  isEvmNetwork,
  isSolanaNetwork,
  kitDevnet,
  type Network,
  polygonAmoy,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaNetworks,
  solanaTestnet,
  withRpcUrls,
} from '../src/exports/index.js'

describe('Polygon Amoy (the spec test chain)', () => {
  it('has chain id 80002, 18 native decimals and the testnet flag', () => {
    expect(polygonAmoy.id).toBe(80002)
    expect(polygonAmoy.caipNetworkId).toBe('eip155:80002')
    expect(polygonAmoy.chainNamespace).toBe('eip155')
    expect(polygonAmoy.nativeCurrency.decimals).toBe(18)
    expect(polygonAmoy.testnet).toBe(true)
    expect(polygonAmoy.name).toBe('Polygon Amoy')
    expect(polygonAmoy.blockExplorers?.default.url).toBe('https://amoy.polygonscan.com')
    expect(polygonAmoy.icon).toMatch(/^data:image\/svg\+xml,/)
  })

  it('is usable as a viem chain', () => {
    const client = createPublicClient({ chain: polygonAmoy, transport: http('http://127.0.0.1:1') })
    expect(client.chain.id).toBe(80002)
  })
})

describe('the fixed network lists', () => {
  it('has about 24 EVM chains including every one the product names, and the local devnet', () => {
    const ids = evmNetworks.map((network) => network.id)
    for (const id of [
      1, 11155111, 10, 11155420, 42161, 421614, 137, 80002, 8453, 84532, 56, 97, 43114, 43113, 324, 100,
    ])
      expect(ids).toContain(id)
    for (const id of [42220, 1313161554, 7777777, 59144, 534352, 5000, 81457, 31337])
      expect(ids).toContain(id)
    expect(evmNetworks.length).toBeGreaterThanOrEqual(24)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every network the shared fields with a consistent CAIP-2 id', () => {
    for (const network of [...evmNetworks, ...solanaNetworks] as Network[]) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(typeof network.name).toBe('string')
      expect(network.nativeCurrency.decimals).toBeGreaterThan(0)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(typeof network.testnet).toBe('boolean')
      expect(network.icon?.startsWith('data:')).toBe(true)
    }
  })

  it('has the three Solana clusters with their CAIP-2 ids, and a local cluster', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solana.testnet).toBe(false)
    expect(solanaDevnet.testnet).toBe(true)
    expect(solana.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(solanaLocalnet.rpcUrls.default.webSocket?.[0]).toBe('ws://127.0.0.1:8900')
  })

  it('names the local EVM devnet on chain 31337', () => {
    expect(kitDevnet.id).toBe(31337)
    expect(kitDevnet.name).toBe('Kit Devnet')
    expect(kitDevnet.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
  })
})

describe('lookup and helpers', () => {
  const networks: Network[] = [polygonAmoy, kitDevnet, solanaDevnet]

  it('finds by CAIP-2 id, numeric chain id, string chain id and Solana reference', () => {
    expect(findNetwork(networks, 'eip155:80002')).toBe(polygonAmoy)
    expect(findNetwork(networks, 31337)).toBe(kitDevnet)
    expect(findNetwork(networks, '31337')).toBe(kitDevnet)
    expect(findNetwork(networks, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet)
  })

  it('returns undefined for an unknown id', () => {
    expect(findNetwork(networks, 1)).toBeUndefined()
    expect(findNetwork(networks, 'eip155:1')).toBeUndefined()
  })

  it('tells the namespaces apart', () => {
    expect(isEvmNetwork(polygonAmoy)).toBe(true)
    expect(isSolanaNetwork(polygonAmoy)).toBe(false)
    expect(isSolanaNetwork(solanaDevnet)).toBe(true)
  })

  it('replaces RPC endpoints without touching the original', () => {
    const local = withRpcUrls(polygonAmoy, { http: 'http://127.0.0.1:9545' })
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
    expect(local.id).toBe(80002)
    expect(polygonAmoy.rpcUrls.default.http[0]).not.toBe('http://127.0.0.1:9545')
    const sol = withRpcUrls(solanaLocalnet, { http: 'http://127.0.0.1:1', webSocket: 'ws://127.0.0.1:2' })
    expect(sol.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:1'], webSocket: ['ws://127.0.0.1:2'] })
  })

  it('defines a custom EVM network from a viem chain', () => {
    const custom = defineEvmNetwork({
      id: 1337,
      name: 'Custom',
      nativeCurrency: { name: 'Token', symbol: 'TKN', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:7000'] } },
      testnet: true,
    })
    expect(custom.caipNetworkId).toBe('eip155:1337')
    expect(custom.testnet).toBe(true)
    expect(custom.icon).toBeUndefined()
  })
})

describe('smart-account support per network', () => {
  it('every EVM network says which smart-account path it takes; the devnet and Amoy upgrade the EOA (EIP-7702)', () => {
    for (const network of evmNetworks) expect(['7702', '4337']).toContain(network.smartAccount?.kind)
    expect(kitDevnet.smartAccount).toEqual({ kind: '7702' })
    expect(polygonAmoy.smartAccount).toEqual({ kind: '7702' })
    expect(evmNetworks.find((network) => network.id === 324)?.smartAccount).toEqual({ kind: '4337' })
  })
})
