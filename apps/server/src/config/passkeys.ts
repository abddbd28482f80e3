import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked, positive } from './checks.js'
import { type EnvField, readVariable, splitList, urlProblem } from './envFields.js'

const required = (name: string) => {
  const message = `${name} is missing`
  return z.string(message).min(1, message)
}

/** Loopback hosts, where browsers allow WebAuthn over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An origin a WebAuthn ceremony may come from: `https://host[:port]`, or http on a loopback host. */
function checkCeremonyOrigin(origin: string): string {
  let parsed: URL | undefined
  try {
    parsed = new URL(origin)
  } catch {}
  const name = 'passkeys.origins (KIT_PASSKEY_ORIGINS)'
  if (!parsed || parsed.origin !== origin.replace(/\/$/, ''))
    throw new ServerConfigError(`${name} has "${origin}", which is not an origin (scheme://host[:port])`)
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)))
    throw new ServerConfigError(`${name} has "${origin}": passkeys need https (http only on localhost)`)
  return parsed.origin
}

/**
 * Passkeys as an account's login (`auth/passkey/`): one relying party for the whole deployment. On when this object
 * is set; otherwise the passkey routes answer 404 `PasskeysUnavailable`. Each field names its environment variable.
 */
export const passkeysSchema = z.object({
  /**
   * `KIT_PASSKEY_RP_ID`: the relying party id, the operator's registrable domain (`example.com`). Passkeys are bound
   * to it for good: changing it later strands every passkey made before.
   */
  rpId: required('passkeys.rpId (KIT_PASSKEY_RP_ID)').regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, {
    error: (issue) =>
      `passkeys.rpId (KIT_PASSKEY_RP_ID) must be a lower-case domain name with no scheme or port, not "${issue.input}"`,
  }),
  /** `KIT_PASSKEY_RP_NAME`: the name the browser shows beside the passkey. Default `Kit`. */
  rpName: z.string().min(1).max(64).default('Kit'),
  /**
   * `KIT_PASSKEY_ORIGINS`: the origins a ceremony may come from (the secure frame's and the app's); served at
   * `/.well-known/webauthn` for related-origin requests when they are not under `rpId`.
   */
  origins: z
    .array(z.string(), 'passkeys.origins (KIT_PASSKEY_ORIGINS) is missing')
    .min(1, 'passkeys.origins (KIT_PASSKEY_ORIGINS) is missing')
    .transform(checked((origins) => origins.map(checkCeremonyOrigin))),
  /** `KIT_PASSKEY_CHALLENGE_TTL_SECONDS`: how long a ceremony's challenge can be answered. Default 300 s. */
  challengeTtlSeconds: positive(300, 'passkeys.challengeTtlSeconds (KIT_PASSKEY_CHALLENGE_TTL_SECONDS)'),
})
export type PasskeysConfig = z.input<typeof passkeysSchema>

const SWITCH = 'KIT_PASSKEYS'
const OFF = new Set(['0', 'off', 'false'])
const ON = new Set(['1', 'on', 'true'])

/**
 * `KIT_PASSKEYS` (`on`/`off`) and `KIT_PASSKEY_*`. Passkeys are on when switched on or when any of their variables is
 * set, and then the RP id and the origins are required (the schema's refusal names the missing variable). Under
 * `KIT_DEV=1` they are on unless switched off, for RP id `localhost` and the local frame's and demo's origins.
 */
export const passkeysEnv: EnvField<PasskeysConfig> = {
  variables: [
    SWITCH,
    'KIT_PASSKEY_RP_ID',
    'KIT_PASSKEY_RP_NAME',
    'KIT_PASSKEY_ORIGINS',
    'KIT_PASSKEY_CHALLENGE_TTL_SECONDS',
  ],
  problems: (env) => {
    const value = readVariable(env, SWITCH)?.toLowerCase()
    const problems =
      value === undefined || ON.has(value) || OFF.has(value)
        ? []
        : [`${SWITCH} must be "on" or "off", not "${value.slice(0, 20)}"`]
    for (const origin of splitList(readVariable(env, 'KIT_PASSKEY_ORIGINS')))
      problems.push(
        ...urlProblem({ KIT_PASSKEY_ORIGINS: origin }, 'KIT_PASSKEY_ORIGINS', ['https:', 'http:']),
      )
    const ttl = readVariable(env, 'KIT_PASSKEY_CHALLENGE_TTL_SECONDS')
    if (ttl !== undefined && !/^[1-9]\d{0,5}$/.test(ttl.trim()))
      problems.push('KIT_PASSKEY_CHALLENGE_TTL_SECONDS must be a positive whole number of seconds')
    return problems
  },
  read: (env, local) => {
    const switched = readVariable(env, SWITCH)?.toLowerCase()
    if (switched !== undefined && OFF.has(switched)) return undefined
    const rpId = readVariable(env, 'KIT_PASSKEY_RP_ID') ?? (local ? 'localhost' : undefined)
    const origins = readVariable(env, 'KIT_PASSKEY_ORIGINS')
    const rpName = readVariable(env, 'KIT_PASSKEY_RP_NAME')
    const ttl = readVariable(env, 'KIT_PASSKEY_CHALLENGE_TTL_SECONDS')
    const on =
      (switched !== undefined && ON.has(switched)) ||
      local !== undefined ||
      [rpId, origins, rpName, ttl].some((value) => value !== undefined)
    if (!on) return undefined
    const developmentOrigins = local && [
      ...splitList(env.KIT_FRAME_ORIGINS ?? local.origins.frame),
      ...splitList(env.KIT_DEMO_ORIGINS ?? local.origins.demo),
    ]
    const originList = origins === undefined ? developmentOrigins : splitList(origins)
    // What is missing stays missing: the schema then refuses to start, naming the variable.
    return {
      ...(rpId ? { rpId } : {}),
      ...(originList ? { origins: originList } : {}),
      ...(rpName ? { rpName } : {}),
      ...(ttl ? { challengeTtlSeconds: Number(ttl) } : {}),
    } as PasskeysConfig
  },
}
