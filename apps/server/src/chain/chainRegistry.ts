import {
  type CaipNetworkId,
  evmNetworks,
  type NativeCurrency,
  parseCaipNetworkId,
  solanaNetworks,
} from '@kit/chains'
import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainUpstream, TokenConfig } from '../config/index.js'
import { BadRequestError } from '../errors.js'

/** An EVM chain the server is connected to. */
export type EvmChain = {
  namespace: 'eip155'
  caipNetworkId: CaipNetworkId
  chainId: number
  name: string
  rpcUrl: string
  /** The chain's ERC-4337 bundler, where the proxy sends the user-operation methods; none: they are refused. */
  bundlerUrl: string | undefined
  nativeCurrency: NativeCurrency
  tokens: TokenConfig[]
  /** The viem chain, with the upstream as its RPC URL (for wallet clients). */
  viemChain: Chain
  client: PublicClient
}

/** A Solana cluster the server is connected to. */
export type SolanaChain = {
  namespace: 'solana'
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  tokens: TokenConfig[]
}

export type ConfiguredChain = EvmChain | SolanaChain

/** The chains of this server instance, with one viem client per EVM chain. */
export type ChainRegistry = {
  list(): ConfiguredChain[]
  /** The chain for a CAIP-2 id, or undefined when it is not configured. */
  find(caipNetworkId: string): ConfiguredChain | undefined
  /** Like `find`, but a clear 400 for a malformed or unconfigured id. */
  require(caipNetworkId: string | undefined): ConfiguredChain
  /** The EVM chain with this numeric id, if configured. */
  evmByChainId(chainId: number): EvmChain | undefined
}

/** Builds the registry (`bundlers`: each EVM chain's ERC-4337 bundler URL); names and native currencies come from @kit/chains when it knows the network. */
export function createChainRegistry(
  upstreams: readonly ChainUpstream[],
  tokens: readonly TokenConfig[],
  timeoutMs: number,
  bundlers: Readonly<Record<string, string>> = {},
): ChainRegistry {
  const chains: ConfiguredChain[] = upstreams.map((upstream) => {
    const { namespace, reference } = parseCaipNetworkId(upstream.caipNetworkId)
    const chainTokens = tokens.filter((token) => token.caipNetworkId === upstream.caipNetworkId)
    if (namespace === 'eip155') {
      const known = evmNetworks.find((network) => network.caipNetworkId === upstream.caipNetworkId)
      const chainId = Number(reference)
      const viemChain = defineChain({
        ...(known ?? {}),
        id: chainId,
        name: known?.name ?? `Chain ${chainId}`,
        nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [upstream.rpcUrl] } },
      })
      return {
        namespace,
        caipNetworkId: upstream.caipNetworkId,
        chainId,
        name: known?.name ?? `Chain ${chainId}`,
        rpcUrl: upstream.rpcUrl,
        bundlerUrl: bundlers[upstream.caipNetworkId],
        nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: chainTokens,
        viemChain,
        client: createPublicClient({
          chain: viemChain,
          transport: http(upstream.rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
        }) as PublicClient,
      }
    }
    const known = solanaNetworks.find((network) => network.caipNetworkId === upstream.caipNetworkId)
    return {
      namespace,
      caipNetworkId: upstream.caipNetworkId,
      name: known?.name ?? `Solana ${reference}`,
      rpcUrl: upstream.rpcUrl,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      tokens: chainTokens,
    }
  })
  const byId = new Map(chains.map((chain) => [chain.caipNetworkId as string, chain]))
  return {
    list: () => [...chains],
    find: (id) => byId.get(id),
    require(id) {
      if (!id)
        throw new BadRequestError('MissingChainId', 'The chainId parameter is required, e.g. eip155:80002')
      try {
        parseCaipNetworkId(id)
      } catch {
        throw new BadRequestError(
          'InvalidChainId',
          `"${id.slice(0, 100)}" is not a CAIP-2 chain id such as eip155:80002`,
        )
      }
      const chain = byId.get(id)
      if (!chain) throw new BadRequestError('UnsupportedChain', `Chain ${id} is not supported by this server`)
      return chain
    },
    evmByChainId(chainId) {
      const chain = byId.get(`eip155:${chainId}`)
      return chain?.namespace === 'eip155' ? chain : undefined
    },
  }
}
