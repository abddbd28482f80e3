import type { CaipNetworkId } from '@kit/chains'
import type { ServerConfig, TokenConfig } from './config.js'

/** The parts of a running `@kit/devnet` the server needs (structural, so the server never depends on it). */
export type DevnetLike = {
  evm: Record<number, { chainId: number; rpcUrl: string }>
  solana: { rpcUrl: string }
  smtp: { host: string; port: number }
  accounts: {
    evm: ReadonlyArray<{ privateKey: `0x${string}` }>
    solana: ReadonlyArray<{ secretKey: Uint8Array }>
  }
  tokens: {
    evm: Record<number, { address: string; name: string; symbol: string; decimals: number }>
    solana: { address: string; name: string; symbol: string; decimals: number }
  }
}

/** The chains in the order the kit lists them: the spec's test chain 80002 first. */
const PREFERRED_ORDER = [80002, 31337]

/**
 * Server settings for a running devnet: its chains as upstreams, Kit USD as the test token on every chain, the
 * SMTP catcher for mail, one dev account as the on-ramp treasury (index 4 by default, so wallets can use
 * the first ones without racing the treasury for nonces), and the local OIDC stand-in for the social logins
 * (a devnet has no real provider to reach; `npm run demo` offers all six socials). Development mode is on (the
 * stand-ins need it) and every devnet chain is a sandbox chain the on-ramp sandbox may pay out on.
 */
export function serverConfigForDevnet(
  devnet: DevnetLike,
  options: { treasuryIndex?: number } = {},
): Partial<ServerConfig> {
  const chainIds = Object.keys(devnet.evm)
    .map(Number)
    .sort((a, b) => {
      const rank = (id: number) =>
        PREFERRED_ORDER.includes(id) ? PREFERRED_ORDER.indexOf(id) : PREFERRED_ORDER.length
      return rank(a) - rank(b) || a - b
    })
  const tokens: TokenConfig[] = chainIds.flatMap((chainId) => {
    const token = devnet.tokens.evm[chainId]
    return token ? [{ caipNetworkId: `eip155:${chainId}` as CaipNetworkId, ...token, priceUsd: 1 }] : []
  })
  tokens.push({ caipNetworkId: 'solana:localnet', ...devnet.tokens.solana, priceUsd: 1 })
  const index = options.treasuryIndex ?? 4
  const treasuryEvm = devnet.accounts.evm[index]
  const treasurySolana = devnet.accounts.solana[index]
  return {
    development: true,
    chains: [
      ...chainIds.map((chainId) => ({
        caipNetworkId: `eip155:${chainId}` as CaipNetworkId,
        rpcUrl: devnet.evm[chainId]?.rpcUrl ?? '',
        sandbox: true,
      })),
      { caipNetworkId: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl, sandbox: true },
    ],
    tokens,
    mail: { smtpUrl: `smtp://${devnet.smtp.host}:${devnet.smtp.port}` },
    auth: { localOidc: true },
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
