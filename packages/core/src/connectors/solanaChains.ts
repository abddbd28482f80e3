import type { Network } from '@kit/chains'

// Wallet-standard names Solana clusters by name; Kit (CAIP-2) by genesis-hash prefix.
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
  localnet: 'localnet',
}

/** The wallet-standard chain of a Kit Solana network, e.g. `solana:devnet` for `solana:EtWTRABZ…`. */
export function walletStandardChain(caipNetworkId: string): `solana:${string}` {
  const reference = caipNetworkId.slice('solana:'.length)
  return `solana:${CLUSTER_NAMES[reference] ?? reference}`
}

/** The configured Solana network a wallet-standard chain stands for, if any. */
export function networkOfWalletStandardChain(
  networks: readonly Network[],
  chain: string,
): Network | undefined {
  return networks.find(
    (network) => network.chainNamespace === 'solana' && walletStandardChain(network.caipNetworkId) === chain,
  )
}
