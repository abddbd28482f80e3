// Test networks shaped like @kit/chains' (which @kit/react does not depend on): the spec's test chain first.
// RPC URLs point at the discard port: nothing answers there unless a test's msw mock does (test/api.ts).
import type { KitOptions } from '@kit/core'

type Network = KitOptions['networks'][number]

const badge = (letter: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21" font-size="15" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`

export const polygonAmoy = {
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/amoy'] } },
  blockExplorers: { default: { name: 'OKLink', url: 'https://www.oklink.com/amoy' } },
  caipNetworkId: 'eip155:80002',
  chainNamespace: 'eip155',
  testnet: true,
  icon: badge('P', '#7b3fe4'),
  smartAccount: { kind: '7702' },
} as const satisfies Network

export const mainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/mainnet'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  testnet: false,
  icon: badge('E', '#627eea'),
} as const satisfies Network

export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/solana'] } },
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  testnet: true,
  icon: badge('S', '#6b5bd6'),
} as const satisfies Network

export const testNetworks: readonly Network[] = [polygonAmoy, mainnet, solanaDevnet]
