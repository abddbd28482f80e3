import { describe, expect, it } from 'vitest'
import { generateMasterKey, resolveConfig } from '../../config/index.js'
import { configFromEnv } from '../../config/fromEnv.js'

const base = { masterKey: generateMasterKey(), log: false as const }

describe('Farcaster configuration', () => {
  it('reads KIT_FARCASTER_* and defaults the relay to the public one', () => {
    const config = configFromEnv({
      KIT_MASTER_KEY: generateMasterKey(),
      KIT_FARCASTER_OPTIMISM_RPC_URL: 'https://optimism.example/rpc',
      KIT_FARCASTER_DOMAIN: 'kit.example',
    })
    expect(resolveConfig(config).auth.farcaster).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      optimismRpcUrl: 'https://optimism.example/rpc',
      domain: 'kit.example',
      channelTtlSeconds: 300,
    })
  })

  it('is off without an Optimism RPC outside development, and on the devnet in development', () => {
    expect(
      resolveConfig(configFromEnv({ KIT_MASTER_KEY: generateMasterKey() })).auth.farcaster,
    ).toBeUndefined()
    expect(resolveConfig(configFromEnv({ KIT_DEV: '1' })).auth.farcaster).toEqual({
      relayUrl: 'http://127.0.0.1:8557',
      optimismRpcUrl: 'http://127.0.0.1:8546',
      channelTtlSeconds: 300,
    })
  })

  it('refuses the removed KIT_FARCASTER_CONNECT_URL, naming the new variables', () => {
    expect(() => configFromEnv({ KIT_DEV: '1', KIT_FARCASTER_CONNECT_URL: 'http://x/{channel}' })).toThrow(
      /KIT_FARCASTER_CONNECT_URL is no longer supported/,
    )
    expect(() => resolveConfig({ ...base, auth: { farcasterConnectUrl: 'http://x' } as never })).toThrow(
      'KIT_FARCASTER_OPTIMISM_RPC_URL',
    )
  })

  it('refuses a bad relay URL, RPC URL or domain', () => {
    const farcaster = (value: object) => () =>
      resolveConfig({ ...base, auth: { farcaster: { optimismRpcUrl: 'http://rpc.test', ...value } } })
    expect(farcaster({ relayUrl: 'ftp://relay' })).toThrow('KIT_FARCASTER_RELAY_URL')
    expect(farcaster({ optimismRpcUrl: 'not a url' })).toThrow('KIT_FARCASTER_OPTIMISM_RPC_URL')
    expect(farcaster({ domain: 'https://kit.example/' })).toThrow('KIT_FARCASTER_DOMAIN')
  })
})
