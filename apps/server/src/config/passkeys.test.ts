import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../errors.js'
import { configFromEnv } from './fromEnv.js'
import { generateMasterKey, resolveConfig } from './index.js'

const production = { KIT_MASTER_KEY: generateMasterKey() }
/** The configuration `env` starts with, or the refusal it starts with. */
const start = (env: Record<string, string>) => resolveConfig(configFromEnv(env))

describe('passkeys configuration', () => {
  it('is off in production unless switched on or given', () => {
    expect(start(production).passkeys).toBeUndefined()
  })

  it('refuses to start in production with passkeys on but no RP id, naming the variable', () => {
    for (const env of [
      { ...production, KIT_PASSKEYS: 'on', KIT_PASSKEY_ORIGINS: 'https://frame.example.com' },
      { ...production, KIT_PASSKEY_ORIGINS: 'https://frame.example.com' },
    ])
      expect(() => start(env)).toThrow('passkeys.rpId (KIT_PASSKEY_RP_ID) is missing')
    expect(() => start({ ...production, KIT_PASSKEY_RP_ID: 'example.com' })).toThrow(
      'passkeys.origins (KIT_PASSKEY_ORIGINS) is missing',
    )
  })

  it('takes the RP id and origins given, and refuses plain http off localhost or a URL as RP id', () => {
    const config = start({
      ...production,
      KIT_PASSKEY_RP_ID: 'example.com',
      KIT_PASSKEY_ORIGINS: 'https://frame.example.com, https://app.example.org',
    })
    expect(config.passkeys).toEqual({
      rpId: 'example.com',
      rpName: 'Kit',
      origins: ['https://frame.example.com', 'https://app.example.org'],
      challengeTtlSeconds: 300,
    })
    expect(() =>
      start({
        ...production,
        KIT_PASSKEY_RP_ID: 'example.com',
        KIT_PASSKEY_ORIGINS: 'http://frame.example.com',
      }),
    ).toThrow(ServerConfigError)
    expect(() =>
      start({
        ...production,
        KIT_PASSKEY_RP_ID: 'https://example.com',
        KIT_PASSKEY_ORIGINS: 'https://a.example.com',
      }),
    ).toThrow('KIT_PASSKEY_RP_ID')
    expect(() => start({ ...production, KIT_PASSKEYS: 'maybe' })).toThrow(
      'KIT_PASSKEYS must be "on" or "off"',
    )
  })

  it('defaults to localhost and the local frame and demo in development (KIT_DEV=1), unless switched off', () => {
    expect(start({ KIT_DEV: '1' }).passkeys).toEqual({
      rpId: 'localhost',
      rpName: 'Kit',
      origins: [
        'http://127.0.0.1:5174',
        'http://localhost:5174',
        'http://127.0.0.1:5173',
        'http://localhost:5173',
      ],
      challengeTtlSeconds: 300,
    })
    expect(start({ KIT_DEV: '1', KIT_PASSKEYS: 'off' }).passkeys).toBeUndefined()
  })
})
