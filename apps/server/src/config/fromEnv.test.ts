import { KIT_USD_EVM_ADDRESS, KIT_USD_SOLANA_MINT } from '@kit/devnet'
import { describe, expect, it } from 'vitest'
import { DEVNET_KIT_USD_EVM, DEVNET_KIT_USD_MINT } from '../devnetConfig.js'
import { configFromEnv } from './fromEnv.js'
import { DEVELOPMENT_MASTER_KEY, parseMasterKey, resolveConfig } from './index.js'

describe('configFromEnv', () => {
  it('defaults to the local stack in development mode (KIT_DEV=1)', () => {
    const config = configFromEnv({ KIT_DEV: '1' })
    expect(config.development).toBe(true)
    // Unset variables are left to the schema's defaults.
    expect(resolveConfig(config).port).toBe(8787)
    expect(config.database).toEqual({ dataDir: '.data/server' })
    expect(config.projects?.[0]).toEqual({
      id: 'demo',
      name: 'Kit demo',
      allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    })
    expect(config.chains).toEqual([
      { caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:8545', sandbox: true },
      { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8546', sandbox: true },
      { caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899', sandbox: true },
    ])
    expect(config.frameOrigins).toEqual(['http://127.0.0.1:5174', 'http://localhost:5174'])
    expect(config.tokens?.map((token) => token.caipNetworkId)).toEqual([
      'eip155:80002',
      'eip155:31337',
      'solana:localnet',
    ])
    expect(config.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525' })
    // The devnet makes its social clients at start: scripts/stack.mjs passes them, nothing defaults here.
    expect(config.auth?.social).toEqual({})
    expect(config.auth?.socialStandInUrl).toBeUndefined()
    expect(config.masterKey).toBe(DEVELOPMENT_MASTER_KEY)
    expect(parseMasterKey(DEVELOPMENT_MASTER_KEY)).toHaveLength(32)
  })

  it('knows the devnet token addresses', () => {
    expect(DEVNET_KIT_USD_EVM).toBe(KIT_USD_EVM_ADDRESS)
    expect(DEVNET_KIT_USD_MINT).toBe(KIT_USD_SOLANA_MINT)
  })

  it('follows the devnet port variables and explicit settings', () => {
    const config = configFromEnv({
      KIT_DEV: '1',
      KIT_SERVER_PORT: '9000',
      KIT_DEVNET_EVM_80002_PORT: '18545',
      KIT_RPC_31337: 'http://node:1',
      KIT_DEVNET_SMTP_PORT: '12525',
      KIT_DEMO_ORIGINS: 'http://a.test, http://b.test',
      KIT_FRAME_ORIGINS: 'http://frame.test',
      DATABASE_URL: 'postgres://x@y/z',
      KIT_SOCIAL_GOOGLE_CLIENT_ID: 'id',
      KIT_SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
      KIT_SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
      KIT_SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
      KIT_SOCIAL_APPLE_KEY_ID: 'KEY1234567',
      KIT_SOCIAL_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      KIT_SOCIAL_STAND_IN_URL: 'http://127.0.0.1:8556',
      KIT_LOG: 'quiet',
    })
    expect(config.port).toBe(9000)
    expect(config.chains?.[0]?.rpcUrl).toBe('http://127.0.0.1:18545')
    expect(config.chains?.[1]).toEqual({ caipNetworkId: 'eip155:31337', rpcUrl: 'http://node:1' })
    expect(config.mail?.smtpUrl).toBe('smtp://127.0.0.1:12525')
    expect(config.projects?.[0]?.allowedOrigins).toEqual(['http://a.test', 'http://b.test'])
    expect(config.frameOrigins).toEqual(['http://frame.test'])
    expect(config.database).toEqual({ url: 'postgres://x@y/z' })
    expect(config.auth?.social).toEqual({
      google: { clientId: 'id', clientSecret: 'secret' },
      // `\n` escapes in the variable become line breaks of the PEM.
      apple: {
        clientId: 'com.example.web',
        teamId: 'TEAM123456',
        keyId: 'KEY1234567',
        privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
      },
    })
    expect(config.auth?.socialStandInUrl).toBe('http://127.0.0.1:8556')
    expect(config.log).toBe(false)
  })

  it('defaults to nothing of the local stack without KIT_DEV, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(() => configFromEnv({ NODE_ENV })).toThrow('KIT_MASTER_KEY is not set')
      const config = configFromEnv({ NODE_ENV, KIT_MASTER_KEY: 'a'.repeat(64) })
      expect(config.development).toBe(false)
      expect(config.auth?.social).toEqual({})
      expect(config.auth?.socialStandInUrl).toBeUndefined()
      expect(config.mail).toEqual({})
      expect(config.projects).toEqual([])
      expect(resolveConfig(config).frameOrigins).toEqual([])
      expect(config.chains).toEqual([])
      expect(config.tokens).toEqual([])
      expect(config.masterKey).toBe('a'.repeat(64))
    }
  })

  it('reads the master keys being rotated out, and refuses the current key among them', () => {
    const current = 'a'.repeat(64)
    const config = configFromEnv({
      KIT_MASTER_KEY: current,
      KIT_PREVIOUS_MASTER_KEYS: `${'b'.repeat(64)}, ${'c'.repeat(64)}`,
    })
    expect(config.previousMasterKeys).toEqual(['b'.repeat(64), 'c'.repeat(64)])
    expect(resolveConfig(config).previousMasterKeys).toEqual([
      Buffer.from('b'.repeat(64), 'hex'),
      Buffer.from('c'.repeat(64), 'hex'),
    ])
    expect(configFromEnv({ KIT_MASTER_KEY: current }).previousMasterKeys).toBeUndefined()
    expect(() =>
      resolveConfig(configFromEnv({ KIT_MASTER_KEY: current, KIT_PREVIOUS_MASTER_KEYS: current })),
    ).toThrow('A previous master key is the current one')
    expect(() =>
      resolveConfig(configFromEnv({ KIT_MASTER_KEY: current, KIT_PREVIOUS_MASTER_KEYS: 'short' })),
    ).toThrow('The master key must be 32 bytes')
  })

  it('reads production settings: explicit chains (not sandbox), their tokens, proxies and linking providers', () => {
    const config = configFromEnv({
      KIT_MASTER_KEY: 'a'.repeat(64),
      KIT_RPC_80002: 'https://rpc.example/amoy',
      KIT_TOKEN_EVM_ADDRESS: '0x0000000000000000000000000000000000000001',
      KIT_FRAME_ORIGINS: 'https://frame.example',
      KIT_TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8',
      KIT_EMAIL_LINKING_PROVIDERS: 'google,apple',
    })
    expect(config.chains).toEqual([{ caipNetworkId: 'eip155:80002', rpcUrl: 'https://rpc.example/amoy' }])
    expect(config.tokens?.map((token) => `${token.caipNetworkId} ${token.address}`)).toEqual([
      'eip155:80002 0x0000000000000000000000000000000000000001',
    ])
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', 'fd00::/8'])
    expect(config.auth?.emailLinkingProviders).toEqual(['google', 'apple'])
  })

  it('passes a stand-in URL asked for outside development on, so that the server refuses to start', () => {
    const config = configFromEnv({
      KIT_MASTER_KEY: 'a'.repeat(64),
      KIT_SOCIAL_STAND_IN_URL: 'http://127.0.0.1:1',
    })
    expect(config.auth?.socialStandInUrl).toBe('http://127.0.0.1:1')
    expect(config.development).toBe(false)
  })

  it('refuses the removed OIDC variables, naming the new ones', () => {
    for (const removed of [
      { KIT_LOCAL_OIDC: '1' },
      { KIT_LOCAL_OIDC: '0' },
      { KIT_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' },
    ]) {
      let message = ''
      try {
        configFromEnv({ KIT_DEV: '1', ...removed })
      } catch (error) {
        message = `${(error as Error).message}`
      }
      expect(message).toContain(`${Object.keys(removed)[0]} is no longer supported`)
      expect(message).toContain('KIT_SOCIAL_<PROVIDER>_CLIENT_ID')
      expect(message).toContain('KIT_SOCIAL_APPLE_PRIVATE_KEY')
      expect(message).toContain('KIT_SOCIAL_STAND_IN_URL')
    }
  })

  it('refuses a half-configured provider, naming the missing variables', () => {
    expect(() => configFromEnv({ KIT_DEV: '1', KIT_SOCIAL_GITHUB_CLIENT_ID: 'id' })).toThrow(
      'Login with github is half configured: KIT_SOCIAL_GITHUB_CLIENT_SECRET not set',
    )
    expect(() =>
      configFromEnv({ KIT_DEV: '1', KIT_SOCIAL_APPLE_CLIENT_ID: 'id', KIT_SOCIAL_APPLE_TEAM_ID: 't' }),
    ).toThrow('KIT_SOCIAL_APPLE_KEY_ID, KIT_SOCIAL_APPLE_PRIVATE_KEY not set')
  })

  it('refuses KIT_TRUST_PROXY and tells the operator to list the proxies', () => {
    expect(() => configFromEnv({ KIT_DEV: '1', KIT_TRUST_PROXY: '1' })).toThrow(
      'KIT_TRUST_PROXY is no longer supported: set KIT_TRUSTED_PROXIES',
    )
  })

  it('refuses malformed values', () => {
    const dev = { KIT_DEV: '1' }
    expect(() => configFromEnv({ ...dev, KIT_SERVER_PORT: 'eighty' })).toThrow(
      'KIT_SERVER_PORT must be a non-negative integer',
    )
    expect(() => configFromEnv({ ...dev, KIT_TREASURY_EVM_KEY: '0x12' })).toThrow('KIT_TREASURY_EVM_KEY')
    expect(() => configFromEnv({ ...dev, KIT_PROJECTS: '{nope' })).toThrow('KIT_PROJECTS is not valid JSON')
    expect(() => configFromEnv({ KIT_DEV: 'yes' })).toThrow('KIT_DEV must be 1')
  })

  it('reads the pool, readiness and shutdown settings', () => {
    const config = configFromEnv({
      KIT_DEV: '1',
      DATABASE_URL: 'postgres://kit@db:5432/kit',
      KIT_DB_POOL_SIZE: '25',
      KIT_DB_CONNECT_TIMEOUT_MS: '1500',
      KIT_DB_STATEMENT_TIMEOUT_MS: '2500',
      KIT_DB_IDLE_TX_TIMEOUT_MS: '4000',
      KIT_READY_TIMEOUT_MS: '800',
      KIT_READY_UPSTREAMS: 'eip155:80002',
      KIT_SHUTDOWN_TIMEOUT_MS: '7000',
    })
    expect(config.database).toEqual({
      url: 'postgres://kit@db:5432/kit',
      poolSize: 25,
      connectTimeoutMs: 1500,
      statementTimeoutMs: 2500,
      idleInTransactionTimeoutMs: 4000,
    })
    expect(config.ready).toEqual({ timeoutMs: 800, upstreams: ['eip155:80002'] })
    expect(config.shutdownTimeoutMs).toBe(7000)
  })

  it('names every problem at once, one sentence each', () => {
    let message = ''
    try {
      configFromEnv({
        KIT_DEV: '1',
        KIT_DB_POOL_SIZE: '0',
        KIT_DB_STATEMENT_TIMEOUT_MS: 'soon',
        DATABASE_URL: 'mysql://db/kit',
        KIT_PUBLIC_URL: 'kit.example',
        KIT_CHAINS: '[{"caipNetworkId":"eip155:1"}]',
        KIT_LOG: 'loud',
        KIT_READY_UPSTREAMS: 'mainnet',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('The environment has 7 problems')
    for (const expected of [
      '- KIT_DB_POOL_SIZE must be an integer from 1 to 1000, not "0"',
      '- KIT_DB_STATEMENT_TIMEOUT_MS must be an integer from 1 to 3600000, not "soon"',
      '- DATABASE_URL must be a postgres:// or postgresql:// URL',
      '- KIT_PUBLIC_URL must be a http:// or https:// URL',
      '- KIT_CHAINS must be a JSON array of {caipNetworkId, rpcUrl, sandbox?}',
      '- KIT_LOG must be "json" (the default) or "quiet"',
      '- KIT_READY_UPSTREAMS must list CAIP-2 ids',
    ])
      expect(message).toContain(expected)
  })
})
