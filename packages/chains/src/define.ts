import type { Chain } from 'viem'
import { monogramIcon } from './icon.js'
import type { EvmNetwork, NativeCurrency, RpcUrls, SmartAccountSupport, SolanaNetwork } from './types.js'

type Branding = { icon?: string; badge?: [letters: string, color: string] }

/**
 * Turns a viem `Chain` into a Kit network: adds the CAIP-2 id, namespace, testnet flag and icon, and the smart-account
 * path the network supports (`smartAccount`, when known).
 */
export function defineEvmNetwork<const chain extends Chain>(
  chain: chain,
  branding: Branding & { name?: string; smartAccount?: SmartAccountSupport } = {},
): chain & EvmNetwork {
  return {
    ...(branding.smartAccount ? { smartAccount: branding.smartAccount } : {}),
    ...chain,
    name: branding.name ?? chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    testnet: chain.testnet === true,
    icon: branding.icon ?? (branding.badge ? monogramIcon(...branding.badge) : undefined),
  }
}

type SolanaDefinition = {
  /** The CAIP-2 reference: the first 32 characters of the genesis hash. */
  reference: string
  name: string
  rpcUrl: string
  webSocketUrl?: string
  explorer?: { name: string; url: string }
  testnet: boolean
}

const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Defines a Solana cluster as a Kit network. */
export function defineSolanaNetwork(definition: SolanaDefinition): SolanaNetwork {
  const rpcUrls: RpcUrls = {
    default: {
      http: [definition.rpcUrl],
      ...(definition.webSocketUrl ? { webSocket: [definition.webSocketUrl] } : {}),
    },
  }
  return {
    id: definition.reference,
    caipNetworkId: `solana:${definition.reference}`,
    chainNamespace: 'solana',
    name: definition.name,
    nativeCurrency: SOL,
    rpcUrls,
    ...(definition.explorer ? { blockExplorers: { default: definition.explorer } } : {}),
    testnet: definition.testnet,
    icon: monogramIcon('S', definition.testnet ? '#6b5bd6' : '#9945ff'),
  }
}
