import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../errors.js'
import type { EnvField } from './envFields.js'
import { generateMasterKey, resolveConfig, serverConfigEnv } from './index.js'

const base = { masterKey: generateMasterKey(), log: false as const }

/** Every variable the tables read. */
const variablesOf = (table: object): string[] =>
  Object.values(table).flatMap((entry: EnvField<unknown> | object) =>
    'read' in entry ? [...entry.variables] : variablesOf(entry),
  )

describe('resolveConfig', () => {
  it('fills in each feature’s defaults', () => {
    const config = resolveConfig(base)
    expect(config.port).toBe(8787)
    expect(config.auth.deviceWaitsReserved).toBe(250)
    expect(config.limits.perIp).toEqual({ max: 600, windowMs: 60_000 })
    expect(config.onramp.sandboxLimits.queueLength).toBe(20)
    expect(config.isTrustedProxy('10.0.0.1')).toBe(false)
  })

  it('throws a refusal as it was written, details included', () => {
    let error: unknown
    try {
      resolveConfig({ ...base, limits: { frameServerToken: 'short' } })
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ServerConfigError)
    expect((error as ServerConfigError).shortMessage).toBe(
      'limits.frameServerToken (KIT_FRAME_SERVER_TOKEN) must be at least 32 characters',
    )
    expect((error as ServerConfigError).details).toContain('openssl rand -hex 32')
  })

  it('names a setting of the wrong type', () => {
    expect(() => resolveConfig({ ...base, port: '80' as never })).toThrow('port is invalid')
    expect(() => resolveConfig({ ...base, auth: { deviceWaitsPerIp: 1.5 } })).toThrow(
      'auth.deviceWaitsPerIp must be a positive integer',
    )
  })
})

it('reads every variable the README documents, each beside its field', () => {
  const documented = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').match(
    /\b(KIT_[A-Z0-9_]+|DATABASE_URL)\b/g,
  )
  // Refused by name (config/removed.ts), the devnet's ports (devnetConfig.ts), a test's seed, a name pattern.
  const notFields =
    /^(KIT_FARCASTER_CONNECT_URL|KIT_LOCAL_OIDC|KIT_TRUST_PROXY|KIT_OIDC_.*|KIT_DEVNET_.*|KIT_FUZZ_SEED|KIT_SOCIAL_)$/
  const read = new Set(variablesOf(serverConfigEnv))
  const missing = [...new Set(documented)].filter((name) => !read.has(name) && !notFields.test(name))
  expect(missing).toEqual([])
})
