import type { Chain } from 'viem'

/** The chain namespaces Kit supports, as CAIP-2 namespaces. */
export type ChainNamespace = 'eip155' | 'solana'

/** A CAIP-2 network id such as `eip155:80002` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id such as `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** The native currency of a network. */
export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** RPC endpoints of a network. */
export type RpcUrls = {
  readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] | undefined }
}

/** A block explorer of a network. */
export type BlockExplorer = { readonly name: string; readonly url: string }

/** The fields every network has, in both namespaces. */
export type NetworkFields = {
  /** CAIP-2 id: the one key that identifies a network across namespaces. */
  readonly caipNetworkId: CaipNetworkId
  readonly chainNamespace: ChainNamespace
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: RpcUrls
  readonly blockExplorers?: { readonly default: BlockExplorer } | undefined
  readonly testnet: boolean
  /** An image URL or data URI; never fetched from a host the integrator did not configure. */
  readonly icon?: string | undefined
}

/**
 * How a smart account exists on an EVM network: `7702`, the EOA upgraded in place (EIP-7702, the same address);
 * `4337`, a counterfactual ERC-4337 account (its own address) where the network has no EIP-7702.
 */
export type SmartAccountSupport = { readonly kind: '7702' | '4337' }

/** An EVM network: a viem `Chain`, so it works with viem clients as it is. */
export type EvmNetwork = Chain &
  NetworkFields & {
    readonly id: number
    readonly chainNamespace: 'eip155'
    readonly caipNetworkId: `eip155:${number}`
    /** The smart-account path the network supports; wallets take `4337` when it is not said. */
    readonly smartAccount?: SmartAccountSupport | undefined
  }

/** A Solana cluster. `id` is the CAIP-2 reference (the genesis hash prefix). */
export type SolanaNetwork = NetworkFields & {
  readonly id: string
  readonly chainNamespace: 'solana'
  readonly caipNetworkId: `solana:${string}`
}

/** Any network Kit can connect to. */
export type Network = EvmNetwork | SolanaNetwork
