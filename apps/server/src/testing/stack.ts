import { DEVNET_EVM_CHAIN_IDS, type Devnet, startDevnet } from '@kit/devnet'
import type { CaipNetworkId } from '@kit/chains'
import type { ServerConfig, TokenConfig } from '../config.js'
import { startTestServer, type TestServer } from './testServer.js'

/** The devnet and a server wired to it, as the demo runs them. */
export type TestStack = { devnet: Devnet; server: TestServer; stop(): Promise<void> }

/** Index of the dev account that pays out sandbox purchases in tests (the others stay free for test wallets). */
export const TREASURY_INDEX = 4

/** The server configuration that points at a running devnet. */
export function devnetServerConfig(devnet: Devnet): Partial<ServerConfig> {
  // The spec's test chain (80002) first, as the devnet lists it.
  const chainIds = DEVNET_EVM_CHAIN_IDS.filter((chainId) => devnet.evm[chainId])
  const tokens: TokenConfig[] = chainIds.flatMap((chainId) => {
    const token = devnet.tokens.evm[chainId]
    return token
      ? [
          {
            caipNetworkId: `eip155:${chainId}` as CaipNetworkId,
            address: token.address,
            name: token.name,
            symbol: token.symbol,
            decimals: token.decimals,
            priceUsd: 1,
          },
        ]
      : []
  })
  tokens.push({
    caipNetworkId: 'solana:localnet',
    address: devnet.tokens.solana.address,
    name: devnet.tokens.solana.name,
    symbol: devnet.tokens.solana.symbol,
    decimals: devnet.tokens.solana.decimals,
    priceUsd: 1,
  })
  const treasuryEvm = devnet.accounts.evm[TREASURY_INDEX]
  const treasurySolana = devnet.accounts.solana[TREASURY_INDEX]
  return {
    chains: [
      ...chainIds.map((chainId) => ({
        caipNetworkId: `eip155:${chainId}` as CaipNetworkId,
        rpcUrl: devnet.evm[chainId]?.rpcUrl ?? '',
      })),
      { caipNetworkId: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl },
    ],
    tokens,
    onramp: {
      treasury: {
        ...(treasuryEvm ? { evmPrivateKey: treasuryEvm.privateKey } : {}),
        ...(treasurySolana
          ? { solanaSecretKey: Buffer.from(treasurySolana.secretKey).toString('base64') }
          : {}),
      },
    },
  }
}

/** Starts a devnet on free ports and a server using it; `stop()` ends both. */
export async function startTestStack(overrides: Partial<ServerConfig> = {}): Promise<TestStack> {
  const devnet = await startDevnet({ ports: 0 })
  try {
    const server = await startTestServer({ ...devnetServerConfig(devnet), ...overrides })
    return {
      devnet,
      server,
      async stop() {
        await server.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
