import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { authEnv, authSchema } from './auth.js'
import { bundlerEnv, bundlersSchema, checkBundlerChains } from './bundlers.js'
import { chainEnv, chainFields } from './chains.js'
import { databaseEnv, databaseSchema } from './database.js'
import { checkDevelopmentSafety } from './developmentSafety.js'
import type { EnvTable } from './envFields.js'
import { checkPreviousKeys, keyEnv, keyFields } from './keys.js'
import { checkReadyUpstreams, lifecycleEnv, lifecycleFields } from './lifecycle.js'
import { limitsEnv, limitsSchema } from './limits.js'
import { listenEnv, listenFields } from './listen.js'
import { mailEnv, mailSchema } from './mail.js'
import { namesSchema } from './names.js'
import { onrampEnv, onrampSchema } from './onramp.js'
import { passkeysEnv, passkeysSchema } from './passkeys.js'
import { paymasterEnv, paymasterSchema } from './paymaster.js'
import { projectEnv, projectFields } from './projects.js'
import { refuseRemovedSettings } from './removed.js'
import { walletListEnv, walletListSchema } from './wallets.js'

export { type SocialProvider, socialProviders } from '../contract/authRequests.js'
export type { ChainUpstream, TokenConfig } from './chains.js'
export type { FarcasterConfig } from './farcaster.js'
export { DEVELOPMENT_MASTER_KEY, generateMasterKey, parseMasterKey } from './keys.js'
export type { LogEntry } from './lifecycle.js'
export type { Mailer, MailMessage } from './mail.js'
export type {
  CoinbaseConfig,
  MoonPayConfig,
  OnrampSandboxLimits,
  StripeConfig,
  TransakConfig,
} from './onramp.js'
export type { PasskeysConfig } from './passkeys.js'
export type {
  PaymasterChainCaps,
  PaymasterConfig,
  PaymasterPolicy,
  PaymasterPolicyInput,
} from './paymaster.js'
export type { ProjectConfig } from './projects.js'
export type { AppleClientConfig, SocialClientConfig, SocialConfig } from './social.js'

/** The whole configuration: one schema per feature (`config/<feature>.ts`), each with its defaults. */
export const serverConfigSchema = z
  .object({
    ...listenFields,
    database: databaseSchema,
    ...keyFields,
    ...projectFields,
    ...chainFields,
    bundlers: bundlersSchema,
    walletList: walletListSchema,
    names: namesSchema,
    onramp: onrampSchema,
    paymaster: paymasterSchema,
    mail: mailSchema,
    auth: authSchema,
    /** Passkeys as a login (`KIT_PASSKEY_*`); off when unset. */
    passkeys: passkeysSchema.optional(),
    limits: limitsSchema,
    ...lifecycleFields,
  })
  // Resolved, the proxies are the matcher the client-IP rule asks.
  .transform(({ trustedProxies, ...config }) => ({ ...config, isTrustedProxy: trustedProxies }))

/** Configuration of `createServer`. Everything has a default except what only the operator can know. */
export type ServerConfig = z.input<typeof serverConfigSchema>
/** The configuration with every default filled in. */
export type ResolvedConfig = z.output<typeof serverConfigSchema>

/** Where each setting comes from in the environment, feature by feature (`configFromEnv` walks it). */
export const serverConfigEnv: EnvTable<ServerConfig> = {
  ...listenEnv,
  database: databaseEnv,
  ...keyEnv,
  ...projectEnv,
  ...chainEnv,
  ...bundlerEnv,
  walletList: walletListEnv,
  onramp: onrampEnv,
  paymaster: paymasterEnv,
  mail: mailEnv,
  auth: authEnv,
  passkeys: passkeysEnv,
  limits: limitsEnv,
  ...lifecycleEnv,
}

/** The sentence for an issue zod raised itself (a value of the wrong type), naming the setting. */
const describeIssue = (issue: z.core.$ZodRawIssue) =>
  `${issue.path?.join('.') || 'The configuration'} is invalid (${issue.code}${'expected' in issue ? `: expected ${issue.expected}` : ''})`

/**
 * Fills in defaults and checks what can be checked before start-up.
 * @throws {ServerConfigError} naming the setting (and its environment variable) to fix.
 */
export function resolveConfig(config: ServerConfig): ResolvedConfig {
  refuseRemovedSettings(config)
  const result = serverConfigSchema.safeParse(config, { error: describeIssue })
  if (!result.success) {
    const issue = result.error.issues[0]
    const error = issue?.code === 'custom' ? issue.params?.error : undefined
    throw error instanceof ServerConfigError
      ? error
      : new ServerConfigError(issue?.message ?? 'Invalid configuration')
  }
  const resolved = result.data
  checkDevelopmentSafety(resolved)
  checkPreviousKeys(resolved.masterKey, resolved.previousMasterKeys)
  checkReadyUpstreams(resolved.ready.upstreams, resolved.chains)
  checkBundlerChains(resolved.bundlers, resolved.chains)
  return resolved
}
