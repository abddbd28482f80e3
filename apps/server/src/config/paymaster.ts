import { isLoopbackHost } from '@kit/chains'
import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked, positive } from './checks.js'
import { type Env, type EnvField, readVariable, splitList, text } from './envFields.js'

const HEX_KEY = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const EIP155 = /^eip155:[1-9][0-9]{0,15}$/

/** A cap in wei of the chain's native token, as a decimal string (amounts exceed JavaScript numbers). */
const wei = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a whole number of wei, written as a decimal string')
  .transform((value) => BigInt(value))

/** The caps of one project on one chain, in wei of that chain's native token (each a user op's maximum cost). */
const chainCapsSchema = z
  .object({
    /** Most one sender (smart account) may be sponsored for per UTC day. */
    perSenderPerDay: wei,
    /**
     * Most one client (an IP address, an IPv6 /64) may have sponsored per UTC day, every sender together: a stranger
     * minting fresh senders drains only this much of the project's budget per address. Default 10 × perSenderPerDay.
     */
    perClientPerDay: wei.optional(),
    /** Most the project may spend per UTC day, every sender together. */
    perDay: wei,
    /** Most the project may spend per UTC calendar month. */
    perMonth: wei,
  })
  .transform(({ perClientPerDay, ...caps }) => ({
    ...caps,
    perClientPerDay: perClientPerDay ?? caps.perSenderPerDay * 10n,
  }))
export type PaymasterChainCaps = z.output<typeof chainCapsSchema>

/**
 * What one project may have sponsored: the chains (each with its caps), optionally the only contracts its users'
 * calls may reach, and the sponsor wallets show. `projectId: '*'` is the policy of every project without its own.
 */
const policySchema = z.object({
  projectId: z.string().regex(/^(\*|[A-Za-z0-9_-]{1,64})$/, 'must be a project id or "*"'),
  /** Sponsored chains (`eip155:<id>`), each with its caps. A chain not listed is not sponsored. */
  chains: z.record(z.string().regex(EIP155, 'must be an eip155:<chain id>'), chainCapsSchema),
  /** When set, every call of a sponsored user op must target one of these contracts. */
  allowedContracts: z
    .array(z.string().regex(ADDRESS, 'must be a 0x address'))
    .transform((list) => list.map((address) => address.toLowerCase() as `0x${string}`))
    .optional(),
  /** The sponsor wallets show ("Paid by <name>"); the project's name when unset. */
  sponsor: z.object({ name: z.string().min(1).max(100), icon: z.string().max(2048).optional() }).optional(),
})
export type PaymasterPolicy = z.output<typeof policySchema>
export type PaymasterPolicyInput = z.input<typeof policySchema>

/**
 * A project sponsored by another ERC-7677 paymaster service (a vendor's, or another Kit server's): Kit forwards the
 * project's `pm_getPaymasterStubData` / `pm_getPaymasterData` calls to `url`, so wallets and the secure frame still
 * talk to Kit alone and the service's key (usually in its URL) stays on the server.
 */
const providerSchema = z.object({
  projectId: z.string().regex(/^(\*|[A-Za-z0-9_-]{1,64})$/, 'must be a project id or "*"'),
  /** The service's JSON-RPC URL: https, or http on this machine's loopback (a sidecar). */
  url: z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
      } catch {
        return false
      }
    }, 'must be an https URL (or http on the loopback)'),
  /** The chains it sponsors for the project (`eip155:<id>`); calls for others are refused here. */
  chains: z.array(z.string().regex(EIP155, 'must be an eip155:<chain id>')).min(1),
  /** The sponsor wallets show ("Paid by <name>"); the project's name when unset. */
  sponsor: z.object({ name: z.string().min(1).max(100) }).optional(),
})
export type PaymasterProvider = z.output<typeof providerSchema>

/** What is resolved: no key means sponsorship is off (every call answers "not configured"). */
type PaymasterShape = {
  signerKey?: `0x${string}` | undefined
  contracts: Record<string, string>
  policies: PaymasterPolicy[]
  providers: PaymasterProvider[]
}

/** A half configuration refuses to start, naming the variable that is missing or wrong. */
function checkPaymaster<T extends PaymasterShape>(paymaster: T): T {
  const { signerKey, contracts, policies, providers } = paymaster
  const forwarded = new Set<string>()
  for (const provider of providers) {
    if (forwarded.has(provider.projectId))
      throw new ServerConfigError(
        `paymaster.providers (KIT_PAYMASTER_PROVIDERS) lists project "${provider.projectId}" twice`,
      )
    forwarded.add(provider.projectId)
    if (policies.some((policy) => policy.projectId === provider.projectId))
      throw new ServerConfigError(
        `Project "${provider.projectId}" has both a paymaster policy (KIT_PAYMASTER_POLICIES) and another service (KIT_PAYMASTER_PROVIDERS): keep one`,
      )
  }
  const hasContracts = Object.keys(contracts).length > 0
  if (signerKey !== undefined && !HEX_KEY.test(signerKey))
    throw new ServerConfigError(
      'paymaster.signerKey (KIT_PAYMASTER_SIGNER_KEY) must be a 0x-prefixed 32-byte hex private key',
    )
  if (!signerKey && (hasContracts || policies.length > 0))
    throw new ServerConfigError(
      'Sponsorship is half configured: paymaster contracts or policies are set but paymaster.signerKey (KIT_PAYMASTER_SIGNER_KEY) is not',
      {
        details:
          "Set the key whose address the paymaster contract's signer is, or remove the paymaster settings.",
      },
    )
  if (signerKey && !hasContracts)
    throw new ServerConfigError(
      'Sponsorship is half configured: KIT_PAYMASTER_SIGNER_KEY is set but paymaster.contracts (KIT_PAYMASTER_CONTRACTS) is empty',
      { details: 'Give the paymaster contract of each sponsored chain, e.g. eip155:8453=0x…' },
    )
  for (const [chain, address] of Object.entries(contracts)) {
    if (!EIP155.test(chain))
      throw new ServerConfigError(
        `paymaster.contracts (KIT_PAYMASTER_CONTRACTS) names "${chain.slice(0, 40)}", which is not an eip155:<chain id>`,
      )
    if (!ADDRESS.test(address))
      throw new ServerConfigError(
        `paymaster.contracts (KIT_PAYMASTER_CONTRACTS) gives "${address.slice(0, 60)}" for ${chain}, which is not a 0x address`,
      )
  }
  const ids = new Set<string>()
  for (const policy of policies) {
    if (ids.has(policy.projectId))
      throw new ServerConfigError(
        `paymaster.policies (KIT_PAYMASTER_POLICIES) lists project "${policy.projectId}" twice`,
      )
    ids.add(policy.projectId)
    for (const chain of Object.keys(policy.chains))
      if (!contracts[chain])
        throw new ServerConfigError(
          `The paymaster policy of project "${policy.projectId}" sponsors ${chain}, which has no paymaster contract in KIT_PAYMASTER_CONTRACTS`,
        )
  }
  return paymaster
}

/** The ERC-7677 paymaster service (`POST /v1/paymaster`): its signer, contracts, policies and limits. */
export const paymasterSchema = z
  .object({
    /**
     * The private key of the paymaster contract's signer (OpenZeppelin `PaymasterSigner` with `SignerECDSA`). Without
     * it sponsorship is off. The public development key is refused outside development.
     */
    signerKey: z
      .custom<`0x${string}`>((value) => typeof value === 'string', 'must be a 0x hex string')
      .optional(),
    /** The paymaster contract on each sponsored chain: `{ 'eip155:8453': '0x…' }`. */
    contracts: z.record(z.string(), z.string()).default(() => ({})),
    /** One policy per project (or `*`); a project without one is not sponsored. */
    policies: z.array(policySchema).default(() => []),
    /** Projects (or `*`) sponsored by another ERC-7677 service instead, which Kit forwards to. */
    providers: z.array(providerSchema).default(() => []),
    /** How long a paymaster signature stays valid (its `validUntil`), in seconds. Default 600. */
    validForSeconds: positive(600, 'paymaster.validForSeconds (KIT_PAYMASTER_VALID_SECONDS)'),
    /** Gas the paymaster's validation may use, when the user op does not say. Default 100000. */
    verificationGasLimit: positive(100_000, 'paymaster.verificationGasLimit'),
    /** Gas of the paymaster's `postOp`, when the user op does not say (OpenZeppelin's has none). Default 0. */
    postOpGasLimit: z.int().min(0).default(0),
    /**
     * A secret (at least 32 characters) that reads a project's spend at `GET /v1/paymaster/spend` as
     * `Authorization: Bearer <token>`. Unset: that route is off.
     */
    operatorToken: z.string().default(''),
  })
  .prefault({})
  .transform(checked(checkPaymaster))
  .transform(
    checked((paymaster) => {
      if (paymaster.operatorToken !== '' && paymaster.operatorToken.length < 32)
        throw new ServerConfigError(
          'paymaster.operatorToken (KIT_PAYMASTER_OPERATOR_TOKEN) must be at least 32 characters',
          { details: 'Generate one with `openssl rand -hex 32`.' },
        )
      return paymaster
    }),
  )

export type PaymasterConfig = z.input<typeof paymasterSchema>
export type ResolvedPaymasterConfig = z.output<typeof paymasterSchema>

/** The caps development sponsors with: 1 native token per sender a day, 100 per day, 1000 per month. */
const GENEROUS_CAPS = {
  perSenderPerDay: (10n ** 18n).toString(),
  perDay: (100n * 10n ** 18n).toString(),
  perMonth: (1000n * 10n ** 18n).toString(),
}

/** `KIT_PAYMASTER_SIGNER_KEY`; in development the devnet's paymaster signer (a public dev key). */
const signerKey: EnvField<`0x${string}`> = {
  variables: ['KIT_PAYMASTER_SIGNER_KEY'],
  problems: (env) => {
    const key = readVariable(env, 'KIT_PAYMASTER_SIGNER_KEY')
    return key && !HEX_KEY.test(key)
      ? ['KIT_PAYMASTER_SIGNER_KEY must be a 0x-prefixed 32-byte hex private key']
      : []
  },
  read: (env, local) =>
    (readVariable(env, 'KIT_PAYMASTER_SIGNER_KEY') as `0x${string}` | undefined) ??
    local?.paymaster.signerKey,
}

/** `KIT_PAYMASTER_CONTRACTS=eip155:8453=0x…,eip155:10=0x…`; in development the devnet's on each of its chains. */
const contracts: EnvField<Record<string, string>> = {
  variables: ['KIT_PAYMASTER_CONTRACTS'],
  problems: (env) =>
    splitList(readVariable(env, 'KIT_PAYMASTER_CONTRACTS'))
      .filter((entry) => !/^eip155:[0-9]+=0x[0-9a-fA-F]{40}$/.test(entry))
      .map(
        (entry) =>
          `KIT_PAYMASTER_CONTRACTS must list eip155:<chain id>=<0x address> entries, not "${entry.slice(0, 80)}"`,
      ),
  read: (env, local) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_CONTRACTS')
    if (raw !== undefined)
      return Object.fromEntries(splitList(raw).map((entry) => entry.split('=') as [string, string]))
    if (!local || readVariable(env, 'KIT_PAYMASTER_SIGNER_KEY')) return undefined
    return Object.fromEntries(local.paymaster.chains.map((chain) => [chain, local.paymaster.address]))
  },
}

/** `KIT_PAYMASTER_POLICIES` (a JSON array); in development every project on every devnet chain, generously. */
const policies: EnvField<PaymasterPolicyInput[]> = {
  variables: ['KIT_PAYMASTER_POLICIES'],
  problems: (env) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_POLICIES')
    if (raw === undefined) return []
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      return ['KIT_PAYMASTER_POLICIES is not valid JSON']
    }
    const parsed = z.array(policySchema).safeParse(value)
    if (parsed.success) return []
    const issue = parsed.error.issues[0]
    return [
      `KIT_PAYMASTER_POLICIES must be a JSON array of {projectId, chains: {"eip155:<id>": {perSenderPerDay, perClientPerDay?, perDay, perMonth}}, allowedContracts?, sponsor?}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    ]
  },
  read: (env, local) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_POLICIES')
    if (raw !== undefined) return JSON.parse(raw) as PaymasterPolicyInput[]
    if (!local || readVariable(env, 'KIT_PAYMASTER_SIGNER_KEY')) return undefined
    return [developmentPolicy(local.paymaster.chains)]
  },
}

/** Development's policy: every project, every devnet chain, generous caps, any contract. */
export function developmentPolicy(chains: readonly string[]): PaymasterPolicyInput {
  return { projectId: '*', chains: Object.fromEntries(chains.map((chain) => [chain, GENEROUS_CAPS])) }
}

/** `KIT_PAYMASTER_PROVIDERS` (a JSON array of {projectId, url, chains, sponsor?}); none in development. */
const providers: EnvField<z.input<typeof providerSchema>[]> = {
  variables: ['KIT_PAYMASTER_PROVIDERS'],
  problems: (env) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_PROVIDERS')
    if (raw === undefined) return []
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      return ['KIT_PAYMASTER_PROVIDERS is not valid JSON']
    }
    const parsed = z.array(providerSchema).safeParse(value)
    if (parsed.success) return []
    const issue = parsed.error.issues[0]
    return [
      `KIT_PAYMASTER_PROVIDERS must be a JSON array of {projectId, url, chains: ["eip155:<id>"], sponsor?}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    ]
  },
  read: (env) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_PROVIDERS')
    return raw === undefined ? undefined : (JSON.parse(raw) as z.input<typeof providerSchema>[])
  },
}

/** `KIT_PAYMASTER_VALID_SECONDS`: a whole number of seconds. */
const validForSeconds: EnvField<number> = {
  variables: ['KIT_PAYMASTER_VALID_SECONDS'],
  problems: (env: Env) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_VALID_SECONDS')
    return raw !== undefined && !/^[1-9][0-9]{0,6}$/.test(raw)
      ? ['KIT_PAYMASTER_VALID_SECONDS must be a positive whole number of seconds']
      : []
  },
  read: (env) => {
    const raw = readVariable(env, 'KIT_PAYMASTER_VALID_SECONDS')
    return raw === undefined ? undefined : Number(raw)
  },
}

export const paymasterEnv = {
  signerKey,
  contracts,
  policies,
  providers,
  validForSeconds,
  operatorToken: text('KIT_PAYMASTER_OPERATOR_TOKEN'),
}
