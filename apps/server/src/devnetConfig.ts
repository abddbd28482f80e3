import type { CaipNetworkId } from '@kit/chains'
import type { AppleClientConfig, ServerConfig, SocialClientConfig, TokenConfig } from './config/index.js'
import { type Env, integerProblem, type LocalStack, readVariable } from './config/envFields.js'
import { developmentPolicy } from './config/paymaster.js'

/** Kit USD on the devnet: the same ERC20 address on every anvil chain (deployer nonce 0), and the SPL mint. */
export const DEVNET_KIT_USD_EVM = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const DEVNET_KIT_USD_MINT = 'A51kzkC3hjtq11j9YhMyfP1qjeVNECzEcPvN9GvHPQh7'

/**
 * The devnet's paymaster signer: the dev mnemonic's ("test test … junk") account index 8, a public key that only
 * development accepts. The same account deploys the paymaster (`apps/devnet/contracts/KitPaymaster.sol`) as its
 * first transaction on every devnet chain, so the contract's address is this account's nonce-0 CREATE address.
 */
export const DEVNET_PAYMASTER_SIGNER_INDEX = 8
export const DEVNET_PAYMASTER_SIGNER_KEY =
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97' as const
export const DEVNET_PAYMASTER_SIGNER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
export const DEVNET_PAYMASTER_ADDRESS = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'

/** The devnet's default ports, which `KIT_DEV=1` falls back to when its `KIT_DEVNET_*_PORT` variables are unset. */
export const DEVNET_PORTS = {
  evm: { 80002: 8545, 31337: 8546 },
  /** The ERC-4337 bundler (Alto) of each EVM chain. */
  bundler: { 80002: 8547, 31337: 8548 },
  solanaRpc: 8899,
  farcaster: 8557,
  smtp: 2525,
} as const

/** Each devnet service's port variable, its default port and its scheme. */
const SERVICES = {
  evm80002: ['KIT_DEVNET_EVM_80002_PORT', DEVNET_PORTS.evm[80002], 'http'],
  evm31337: ['KIT_DEVNET_EVM_31337_PORT', DEVNET_PORTS.evm[31337], 'http'],
  bundler80002: ['KIT_DEVNET_BUNDLER_80002_PORT', DEVNET_PORTS.bundler[80002], 'http'],
  bundler31337: ['KIT_DEVNET_BUNDLER_31337_PORT', DEVNET_PORTS.bundler[31337], 'http'],
  solanaRpc: ['KIT_DEVNET_SOLANA_RPC_PORT', DEVNET_PORTS.solanaRpc, 'http'],
  farcaster: ['KIT_DEVNET_FARCASTER_PORT', DEVNET_PORTS.farcaster, 'http'],
  smtp: ['KIT_DEVNET_SMTP_PORT', DEVNET_PORTS.smtp, 'smtp'],
} as const

/** The local stack `KIT_DEV=1` falls back to: the devnet's services, the demo's and the frame's dev servers. */
export const localStack: LocalStack = {
  url: (env, service) => {
    const [variable, port, scheme] = SERVICES[service]
    return `${scheme}://127.0.0.1:${Number(readVariable(env, variable) ?? port)}`
  },
  origins: {
    demo: 'http://127.0.0.1:5173,http://localhost:5173',
    frame: 'http://127.0.0.1:5174,http://localhost:5174',
  },
  kitUsd: { evm: DEVNET_KIT_USD_EVM, mint: DEVNET_KIT_USD_MINT },
  paymaster: {
    signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
    address: DEVNET_PAYMASTER_ADDRESS,
    chains: Object.keys(DEVNET_PORTS.evm).map((chainId) => `eip155:${chainId}`),
  },
}

/** `KIT_DEVNET_*_PORT` variables that are not ports. */
export function devnetPortProblems(env: Env): string[] {
  return Object.keys(env)
    .filter((name) => /^KIT_DEVNET_[A-Z0-9_]+_PORT$/.test(name))
    .flatMap((name) => integerProblem(env, name, 0, 65_535))
}

/** The parts of a running `@kit/devnet` the server needs (structural, so the server never depends on it). */
export type DevnetLike = {
  /** Each EVM chain's node, and its ERC-4337 bundler when the devnet runs one. */
  evm: Record<number, { chainId: number; rpcUrl: string; bundlerUrl?: string | undefined }>
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
  /** Its account-abstraction contracts (the same addresses on every chain) and the paymaster's signer. */
  accountAbstraction?: { paymaster: string; paymasterSigner: { privateKey: `0x${string}` } }
  /** The Sign-In-With-Farcaster relay and the chain holding the Farcaster ID registry. */
  farcaster?: { relayUrl: string; optimismRpcUrl: string }
  /** The social providers' stand-ins: their base URL and the OAuth client registered with each. */
  /** The on-ramp providers' stand-ins: their base URL and the keys they accept. */
  onramp?: {
    url: string
    keys: {
      moonpay: { apiKey: string; secretKey: string; webhookKey: string }
      transak: { apiKey: string; apiSecret: string }
    }
  }
  identity?: {
    url: string
    clients: {
      google: SocialClientConfig
      github: SocialClientConfig
      apple: AppleClientConfig
      facebook: SocialClientConfig
      x: SocialClientConfig
      discord: SocialClientConfig
    }
  }
}

/** The chains in the order the kit lists them: the spec's test chain 80002 first. */
const PREFERRED_ORDER = [80002, 31337]

/**
 * Server settings for a running devnet: its chains as upstreams, Kit USD as the test token on every chain, the
 * SMTP catcher for mail, one dev account as the on-ramp treasury (index 4 by default, so wallets can use
 * the first ones without racing the treasury for nonces), and the six social logins with the devnet's clients,
 * their provider URLs rewritten to its identity stand-ins (`auth.socialStandInUrl`), so the server runs the same
 * provider code as against the real services, and Sign-In With Farcaster through the devnet's relay, verified
 * against the ID registry on its chain. Development mode is on (the stand-ins need it) and every devnet
 * chain is a sandbox chain the on-ramp sandbox may pay out on. The paymaster service signs with dev account index 8
 * for the devnet's paymaster contract, sponsoring every project on every devnet chain with generous caps. The server's redirect URI must still be registered
 * with the stand-ins: `devnet.identity.allowRedirectUri(`${serverUrl}/auth/social/callback`)`. With
 * `passkeyOrigins` (the secure frame's origin on `http://localhost:<port>`), passkey accounts are on, with `localhost`
 * as the relying party (browsers take no IP address as one).
 */
export function serverConfigForDevnet(
  devnet: DevnetLike,
  options: { treasuryIndex?: number; passkeyOrigins?: readonly string[] } = {},
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
  const sponsoredChains = chainIds.map((chainId) => `eip155:${chainId}`)
  const paymasterAddress = devnet.accountAbstraction?.paymaster ?? DEVNET_PAYMASTER_ADDRESS
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
    bundlers: Object.fromEntries(
      chainIds.flatMap((chainId) => {
        const bundlerUrl = devnet.evm[chainId]?.bundlerUrl
        return bundlerUrl ? [[`eip155:${chainId}`, bundlerUrl]] : []
      }),
    ),
    mail: { smtpUrl: `smtp://${devnet.smtp.host}:${devnet.smtp.port}` },
    auth: {
      ...(devnet.identity
        ? { social: { ...devnet.identity.clients }, socialStandInUrl: devnet.identity.url }
        : {}),
      ...(devnet.farcaster
        ? {
            farcaster: {
              relayUrl: devnet.farcaster.relayUrl,
              optimismRpcUrl: devnet.farcaster.optimismRpcUrl,
            },
          }
        : {}),
    },
    onramp: {
      treasury: {
        ...(treasuryEvm ? { evmPrivateKey: treasuryEvm.privateKey } : {}),
        ...(treasurySolana
          ? { solanaSecretKey: Buffer.from(treasurySolana.secretKey).toString('base64') }
          : {}),
      },
      // The devnet's MoonPay and Transak stand-ins beside the sandbox, reached through the development rewrite.
      ...(devnet.onramp
        ? {
            providers: { moonpay: devnet.onramp.keys.moonpay, transak: devnet.onramp.keys.transak },
            standInUrl: devnet.onramp.url,
          }
        : {}),
    },
    ...(options.passkeyOrigins?.length
      ? { passkeys: { rpId: 'localhost', rpName: 'Kit devnet', origins: [...options.passkeyOrigins] } }
      : {}),
    paymaster: {
      signerKey: devnet.accountAbstraction?.paymasterSigner.privateKey ?? DEVNET_PAYMASTER_SIGNER_KEY,
      contracts: Object.fromEntries(sponsoredChains.map((chain) => [chain, paymasterAddress])),
      policies: [developmentPolicy(sponsoredChains)],
    },
  }
}
