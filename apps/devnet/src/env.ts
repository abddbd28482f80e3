import { InvalidDevnetOptionError } from './errors.js'
import { DEVNET_EVM_CHAIN_IDS, type DevnetPortOptions } from './startDevnet.js'

/** Environment variables that override the devnet's ports (see apps/devnet/README.md). */
export const DEVNET_PORT_ENV = {
  solanaRpc: 'KIT_DEVNET_SOLANA_RPC_PORT',
  solanaWs: 'KIT_DEVNET_SOLANA_WS_PORT',
  relay: 'KIT_DEVNET_RELAY_PORT',
  smtp: 'KIT_DEVNET_SMTP_PORT',
  mailApi: 'KIT_DEVNET_MAIL_API_PORT',
  farcaster: 'KIT_DEVNET_FARCASTER_PORT',
  identity: 'KIT_DEVNET_IDENTITY_PORT',
  onramp: 'KIT_DEVNET_ONRAMP_PORT',
} as const

/** The variable naming the anvil port of one chain, e.g. `KIT_DEVNET_EVM_80002_PORT`. */
export function evmPortEnvName(chainId: number): string {
  return `KIT_DEVNET_EVM_${chainId}_PORT`
}

function parsePort(name: string, raw: string): number {
  const port = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || port > 65_535) {
    throw new InvalidDevnetOptionError(name, raw, 'an integer port from 0 to 65535')
  }
  return port
}

/** The variable naming the ERC-4337 bundler port of one chain, e.g. `KIT_DEVNET_BUNDLER_80002_PORT`. */
export function bundlerPortEnvName(chainId: number): string {
  return `KIT_DEVNET_BUNDLER_${chainId}_PORT`
}

/** Reads port overrides from environment variables; unset variables keep the defaults. */
export function devnetPortsFromEnv(
  env: Record<string, string | undefined>,
  chainIds: readonly number[] = DEVNET_EVM_CHAIN_IDS,
): DevnetPortOptions {
  const ports: DevnetPortOptions = {}
  for (const [key, name] of Object.entries(DEVNET_PORT_ENV) as [keyof typeof DEVNET_PORT_ENV, string][]) {
    const raw = env[name]
    if (raw !== undefined && raw !== '') ports[key] = parsePort(name, raw)
  }
  const perChain = (envName: (chainId: number) => string): Record<number, number> | undefined => {
    const chainPorts: Record<number, number> = {}
    for (const chainId of chainIds) {
      const raw = env[envName(chainId)]
      if (raw !== undefined && raw !== '') chainPorts[chainId] = parsePort(envName(chainId), raw)
    }
    return Object.keys(chainPorts).length > 0 ? chainPorts : undefined
  }
  const evm = perChain(evmPortEnvName)
  if (evm) ports.evm = evm
  const bundler = perChain(bundlerPortEnvName)
  if (bundler) ports.bundler = bundler
  return ports
}
