import type { Hex } from 'viem'

/**
 * anvil's first five dev keys (mnemonic "test test … junk"): the accounts apps/devnet funds with native coin and
 * Kit USD. Public test keys: never use them on a real chain.
 */
export const DEFAULT_EVM_PRIVATE_KEYS: readonly Hex[] = Object.freeze([
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
])

/** An EVM chain the wallet can use. */
export type TestWalletChain = { chainId: number; rpcUrl: string; name?: string }

/** The devnet's chains on their default ports (apps/devnet/README.md). */
export const DEFAULT_EVM_CHAINS: readonly TestWalletChain[] = Object.freeze([
  { chainId: 80002, rpcUrl: 'http://127.0.0.1:8545', name: 'Polygon Amoy (devnet)' },
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8546', name: 'Kit Devnet' },
])

/** The devnet's Solana endpoints on their default ports. */
export const DEFAULT_SOLANA_RPC_URL = 'http://127.0.0.1:8899'
export const DEFAULT_SOLANA_WS_URL = 'ws://127.0.0.1:8900'

/** The wallet-standard chain of the local cluster (`@kit/chains` solanaLocalnet). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'

/** How many Solana dev accounts the devnet funds (seeds "kit-devnet/solana/0" … "/4"). */
export const DEFAULT_SOLANA_ACCOUNT_COUNT = 5
