import { KIT_USD_EVM_ADDRESS, KIT_USD_SOLANA_MINT } from '@kit/devnet'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_MASTER_KEY, DEVNET_KIT_USD_EVM, DEVNET_KIT_USD_MINT, configFromEnv } from './env.js'
import { parseMasterKey } from './config.js'

describe('configFromEnv', () => {
  it('defaults to the local stack', () => {
    const config = configFromEnv({})
    expect(config.port).toBe(8787)
    expect(config.database).toEqual({ dataDir: '.data/server' })
    expect(config.projects?.[0]).toEqual({
      id: 'demo',
      name: 'Kit demo',
      allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    })
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:8545' },
      { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8546' },
      { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' },
    ])
    expect(config.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525' })
    expect(config.auth?.localOidc).toBe(true)
    expect(config.masterKey).toBe(DEVELOPMENT_MASTER_KEY)
    expect(parseMasterKey(DEVELOPMENT_MASTER_KEY)).toHaveLength(32)
  })

  it('knows the devnet token addresses', () => {
    expect(DEVNET_KIT_USD_EVM).toBe(KIT_USD_EVM_ADDRESS)
    expect(DEVNET_KIT_USD_MINT).toBe(KIT_USD_SOLANA_MINT)
  })

  it('follows the devnet port variables and explicit settings', () => {
    const config = configFromEnv({
      KIT_SERVER_PORT: '9000',
      KIT_DEVNET_EVM_80002_PORT: '18545',
      KIT_RPC_31337: 'http://node:1',
      KIT_DEVNET_SMTP_PORT: '12525',
      KIT_DEMO_ORIGINS: 'http://a.test, http://b.test',
      KIT_FRAME_ORIGINS: 'http://frame.test',
      DATABASE_URL: 'postgres://x@y/z',
      KIT_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      KIT_OIDC_GOOGLE_CLIENT_ID: 'id',
      KIT_OIDC_GOOGLE_CLIENT_SECRET: 'secret',
      KIT_LOG: 'quiet',
    })
    expect(config.port).toBe(9000)
    expect(config.chains?.[0]?.rpcUrl).toBe('http://127.0.0.1:18545')
    expect(config.chains?.[1]?.rpcUrl).toBe('http://node:1')
    expect(config.mail?.smtpUrl).toBe('smtp://127.0.0.1:12525')
    expect(config.projects?.[0]?.allowedOrigins).toEqual(['http://a.test', 'http://b.test'])
    expect(config.frameOrigins).toEqual(['http://frame.test'])
    expect(config.database).toEqual({ url: 'postgres://x@y/z' })
    expect(config.auth?.social?.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    })
    expect(config.log).toBe(false)
  })

  it('is strict in production: a master key is required and the OIDC stand-in is off', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(
      'KIT_MASTER_KEY is required in production',
    )
    const config = configFromEnv({ NODE_ENV: 'production', KIT_MASTER_KEY: 'a'.repeat(64) })
    expect(config.auth?.localOidc).toBe(false)
    expect(config.mail).toEqual({})
  })

  it('refuses malformed values', () => {
    expect(() => configFromEnv({ KIT_SERVER_PORT: 'eighty' })).toThrow(
      'KIT_SERVER_PORT must be a non-negative integer',
    )
    expect(() => configFromEnv({ KIT_TREASURY_EVM_KEY: '0x12' })).toThrow('KIT_TREASURY_EVM_KEY')
    expect(() => configFromEnv({ KIT_OIDC_X_ISSUER: 'https://x' })).toThrow('KIT_OIDC_X_CLIENT_ID')
    expect(() => configFromEnv({ KIT_PROJECTS: '{nope' })).toThrow('KIT_PROJECTS is not valid JSON')
  })
})
