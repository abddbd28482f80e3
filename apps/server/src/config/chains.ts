import type { CaipNetworkId } from '@kit/chains'
import { z } from 'zod'
import { type Env, type EnvField, jsonArray, type LocalStack, urlProblem, readVariable } from './envFields.js'

const caipNetworkId = z.custom<CaipNetworkId>((value) => typeof value === 'string', 'must be a CAIP-2 id')

/**
 * A chain the server reads and proxies to. `sandbox: true` marks a test chain (the devnet's) on which the
 * development on-ramp sandbox may pay out; it never pays out on any other chain.
 */
const chainSchema = z.object({ caipNetworkId, rpcUrl: z.string(), sandbox: z.boolean().exactOptional() })
export type ChainUpstream = z.input<typeof chainSchema>

/** A test token whose balance is reported next to the native one (ERC20 on EVM, an SPL mint on Solana). */
const tokenSchema = z.object({
  caipNetworkId,
  /** ERC20 contract address or SPL mint address. */
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  /** Price in USD used for balances and on-ramp quotes (sandbox price table). */
  priceUsd: z.number(),
  iconUrl: z.string().optional(),
})
export type TokenConfig = z.input<typeof tokenSchema>

/** Default sandbox prices (USD) for native currencies, by symbol. */
export const defaultNativePricesUsd: Record<string, number> = { ETH: 3000, POL: 0.5, MATIC: 0.5, SOL: 150 }

/** The chains, their test tokens and the sandbox's price table. */
export const chainFields = {
  /** Chains to read balances from and proxy JSON-RPC to. */
  chains: z.array(chainSchema).default(() => []),
  /** Test tokens whose balances are reported and which the on-ramp sandbox sells. */
  tokens: z.array(tokenSchema).default(() => []),
  /** Native-currency prices in USD by symbol (sandbox price table). */
  nativePricesUsd: z
    .record(z.string(), z.number())
    .optional()
    .transform((prices) => ({ ...defaultNativePricesUsd, ...prices })),
}

const chainsFromJson = jsonArray('KIT_CHAINS', chainSchema, '{caipNetworkId, rpcUrl, sandbox?}')

const solanaCaip = (env: Env) => (readVariable(env, 'KIT_SOLANA_CAIP') ?? 'solana:localnet') as CaipNetworkId

/**
 * The chains: explicit URLs win; in development, else the devnet's (marked as sandbox chains the on-ramp sandbox
 * may pay out on); then `KIT_CHAINS`.
 */
function chainsFromEnv(env: Env, local: LocalStack | undefined): ChainUpstream[] {
  const upstream = (
    id: CaipNetworkId,
    variable: string,
    service: Parameters<LocalStack['url']>[1],
  ): ChainUpstream[] => {
    const rpcUrl = readVariable(env, variable)
    if (rpcUrl) return [{ caipNetworkId: id, rpcUrl }]
    return local ? [{ caipNetworkId: id, rpcUrl: local.url(env, service), sandbox: true }] : []
  }
  return [
    ...upstream('eip155:80002', 'KIT_RPC_80002', 'evm80002'),
    ...upstream('eip155:31337', 'KIT_RPC_31337', 'evm31337'),
    ...upstream(solanaCaip(env), 'KIT_SOLANA_RPC', 'solanaRpc'),
    ...(chainsFromJson.read(env, local) ?? []),
  ]
}

const tokensFromJson = jsonArray(
  'KIT_TOKENS',
  tokenSchema,
  '{caipNetworkId, address, name, symbol, decimals, priceUsd}',
)

/** `KIT_TOKENS`, else Kit USD on the configured chains (`KIT_TOKEN_EVM_ADDRESS`, `KIT_TOKEN_SPL_MINT`). */
function tokensFromEnv(env: Env, local: LocalStack | undefined): TokenConfig[] {
  const listed = tokensFromJson.read(env, local)
  if (listed) return listed
  const configured = new Set(chainsFromEnv(env, local).map((chain) => chain.caipNetworkId))
  const evmToken = readVariable(env, 'KIT_TOKEN_EVM_ADDRESS') ?? local?.kitUsd.evm
  const splMint = readVariable(env, 'KIT_TOKEN_SPL_MINT') ?? local?.kitUsd.mint
  const kitUsd = (caipNetworkId: CaipNetworkId, address: string): TokenConfig => ({
    caipNetworkId,
    address,
    name: 'Kit USD',
    symbol: 'kUSD',
    decimals: 6,
    priceUsd: 1,
  })
  const solana = solanaCaip(env)
  return [
    ...(evmToken
      ? (['eip155:80002', 'eip155:31337'] as const)
          .filter((id) => configured.has(id))
          .map((id) => kitUsd(id, evmToken))
      : []),
    ...(splMint && configured.has(solana) ? [kitUsd(solana, splMint)] : []),
  ]
}

const chains: EnvField<ChainUpstream[]> = {
  variables: ['KIT_RPC_80002', 'KIT_RPC_31337', 'KIT_SOLANA_RPC', 'KIT_SOLANA_CAIP', 'KIT_CHAINS'],
  problems: (env) => [
    ...['KIT_RPC_80002', 'KIT_RPC_31337', 'KIT_SOLANA_RPC'].flatMap((name) =>
      urlProblem(env, name, ['http:', 'https:']),
    ),
    ...(env.KIT_SOLANA_CAIP && !/^solana:[A-Za-z0-9]{1,32}$/.test(env.KIT_SOLANA_CAIP)
      ? [
          `KIT_SOLANA_CAIP must be a CAIP-2 id such as solana:localnet, not "${env.KIT_SOLANA_CAIP.slice(0, 60)}"`,
        ]
      : []),
    ...(chainsFromJson.problems?.(env) ?? []),
  ],
  read: chainsFromEnv,
}

const tokens: EnvField<TokenConfig[]> = {
  variables: ['KIT_TOKENS', 'KIT_TOKEN_EVM_ADDRESS', 'KIT_TOKEN_SPL_MINT'],
  problems: (env) => tokensFromJson.problems?.(env) ?? [],
  read: tokensFromEnv,
}

export const chainEnv = { chains, tokens }
