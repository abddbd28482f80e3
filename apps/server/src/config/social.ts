import { createPrivateKey } from 'node:crypto'
import { z } from 'zod'
import { type SocialProvider, socialProviders } from '../contract/authRequests.js'
import { ServerConfigError } from '../errors.js'
import { checked } from './checks.js'
import { type EnvField, list, url } from './envFields.js'

/** A social provider's OAuth client, as registered with the provider (its client id and secret). */
export type SocialClientConfig = { clientId: string; clientSecret: string }

/**
 * Sign in with Apple: the Services ID (the client id), the team id, and the id and PKCS#8 PEM of the key made in
 * Apple's developer account, with which the server signs its short-lived client secret (an ES256 JWT).
 */
export type AppleClientConfig = { clientId: string; teamId: string; keyId: string; privateKey: string }

/** The configured social providers; a provider left out answers 503 `NotConfigured`. */
export type SocialConfig = {
  google?: SocialClientConfig
  github?: SocialClientConfig
  apple?: AppleClientConfig
  facebook?: SocialClientConfig
  x?: SocialClientConfig
  discord?: SocialClientConfig
}

/** Each provider's fields, and the suffix of its variable (`KIT_SOCIAL_<PROVIDER>_<SUFFIX>`). */
const FIELDS = {
  apple: { clientId: 'CLIENT_ID', teamId: 'TEAM_ID', keyId: 'KEY_ID', privateKey: 'PRIVATE_KEY' },
  other: { clientId: 'CLIENT_ID', clientSecret: 'CLIENT_SECRET' },
} as const
const fieldsOf = (provider: string) => (provider === 'apple' ? FIELDS.apple : FIELDS.other)

/** Apple's key: a P-256 private key in PEM (`\n` escapes allowed), or the refusal naming its variable. */
function checkApplePrivateKey(value: string): string {
  const privateKey = value.replace(/\\n/g, '\n')
  let ok = false
  try {
    const key = createPrivateKey({ key: privateKey, format: 'pem' })
    ok = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
  } catch {
    ok = false
  }
  if (!ok)
    throw new ServerConfigError(
      'auth.social.apple.privateKey (KIT_SOCIAL_APPLE_PRIVATE_KEY) is not a P-256 private key in PEM',
      {
        details: "Give the contents of the .p8 file from Apple's developer account (`\\n` escapes are fine).",
      },
    )
  return privateKey
}

/** Each configured social client: known provider, every field a non-empty string, Apple's key a P-256 key. */
function checkSocial(social: SocialConfig): SocialConfig {
  const result: Record<string, Record<string, string>> = {}
  for (const [provider, client] of Object.entries(social)) {
    if (client === undefined) continue
    if (!(socialProviders as readonly string[]).includes(provider))
      throw new ServerConfigError(`Unknown social provider "${provider}" in auth.social`, {
        details: `Use some of: ${socialProviders.join(', ')}.`,
      })
    const entry = client as Record<string, unknown>
    for (const [field, suffix] of Object.entries(fieldsOf(provider)))
      if (typeof entry[field] !== 'string' || (entry[field] as string).trim() === '')
        throw new ServerConfigError(
          `auth.social.${provider}.${field} (KIT_SOCIAL_${provider.toUpperCase()}_${suffix}) is missing`,
        )
    result[provider] =
      provider === 'apple'
        ? { ...(client as AppleClientConfig), privateKey: checkApplePrivateKey(entry.privateKey as string) }
        : { ...(client as SocialClientConfig) }
  }
  return result as SocialConfig
}

function checkLinkingProviders(providers: readonly string[]): SocialProvider[] {
  for (const provider of providers)
    if (!(socialProviders as readonly string[]).includes(provider))
      throw new ServerConfigError(
        `Unknown provider "${provider}" in auth.emailLinkingProviders (KIT_EMAIL_LINKING_PROVIDERS)`,
        { details: `Use some of: ${socialProviders.join(', ')}.` },
      )
  return [...providers] as SocialProvider[]
}

/** The stand-in URL: an absolute http(s) URL without query or fragment, no trailing slash. */
function checkStandInUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ServerConfigError(`auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL) "${value}" is not a URL`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new ServerConfigError(
      `auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL) must be an http(s) URL without query or fragment, not "${value}"`,
    )
  return value.replace(/\/+$/, '')
}

/** Social login's fields of `auth`. */
export const socialFields = {
  /** The social providers' OAuth clients. Providers left out are refused. */
  social: z
    .custom<SocialConfig>(
      (value) => typeof value === 'object' && value !== null,
      'auth.social must be an object',
    )
    .optional()
    .transform(checked((social) => checkSocial(social ?? {}))),
  /**
   * Development only (refused otherwise): every provider URL `https://<host><path>` becomes
   * `<socialStandInUrl>/<host><path>`, issuers included, so the unchanged provider code talks to the devnet's
   * stand-ins. Default none: the real providers.
   */
  socialStandInUrl: z.string().optional().transform(checked(checkStandInUrl)),
  /**
   * Social providers whose `email_verified` is trusted to link a login to the existing account with that e-mail
   * (e.g. `['google', 'apple']`). Others get an account of their own. Default none.
   */
  emailLinkingProviders: z
    .array(z.custom<SocialProvider>((value) => typeof value === 'string'))
    .default(() => [])
    .transform(checked(checkLinkingProviders)),
}

/**
 * `KIT_SOCIAL_<PROVIDER>_*`: a provider with all its variables set is configured, one with only some is refused
 * (naming the missing ones).
 */
const social: EnvField<SocialConfig> = {
  variables: socialProviders.flatMap((provider) =>
    Object.values(fieldsOf(provider)).map((suffix) => `KIT_SOCIAL_${provider.toUpperCase()}_${suffix}`),
  ),
  read: (env) => {
    const result: Record<string, Record<string, string>> = {}
    for (const provider of socialProviders) {
      const values = Object.entries(fieldsOf(provider)).map(([field, suffix]) => {
        const name = `KIT_SOCIAL_${provider.toUpperCase()}_${suffix}`
        return { field, name, value: env[name] }
      })
      const missing = values.filter(({ value }) => !value).map(({ name }) => name)
      if (missing.length === values.length) continue
      if (missing.length > 0)
        throw new ServerConfigError(
          `Login with ${provider} is half configured: ${missing.join(', ')} not set`,
          {
            details: `Set all of ${values.map(({ name }) => name).join(', ')}, or none.`,
          },
        )
      result[provider] = Object.fromEntries(
        values.map(({ field, value }) => [
          field,
          field === 'privateKey' ? String(value).replace(/\\n/g, '\n') : String(value),
        ]),
      )
    }
    return result as SocialConfig
  },
}

export const socialEnv = {
  social,
  // Outside development resolveConfig refuses it, naming the variable.
  socialStandInUrl: url('KIT_SOCIAL_STAND_IN_URL', ['http:', 'https:']),
  emailLinkingProviders: list<SocialProvider>('KIT_EMAIL_LINKING_PROVIDERS'),
}
