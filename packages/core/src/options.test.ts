import { mainnet, polygonAmoy, solana } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { DEFAULT_API_TIMEOUT_MS, SOCIAL_PROVIDERS } from './constants.js'
import { DEFAULT_API_URL, DEFAULT_FRAME_URL, DEFAULT_RELAY_URL } from './constants.js'
import { KitOptionsError } from './errors/kit.js'
import { resolveOptions } from './options/resolveOptions.js'
import { createFakeConnector } from './testing/fakes.js'

const base = { projectId: 'p', networks: [polygonAmoy] }

function issuesOf(input: unknown) {
  try {
    resolveOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(KitOptionsError)
    return (error as KitOptionsError).issues
  }
  throw new Error('expected KitOptionsError')
}

describe('createKit options', () => {
  it('applies the defaults: first network, local URLs, log level error, .kit.id, features', () => {
    const options = resolveOptions(base)
    expect(options.defaultNetwork).toBe(polygonAmoy)
    expect(options.apiUrl).toBe(DEFAULT_API_URL)
    expect(options.frameUrl).toBe(DEFAULT_FRAME_URL)
    expect(options.relayUrl).toBe(DEFAULT_RELAY_URL)
    expect(options.logLevel).toBe('error')
    expect(options.names.suffix).toBe('.kit.id')
    expect(options.apiTimeoutMs).toBe(DEFAULT_API_TIMEOUT_MS)
    expect(options.analytics.endpoint).toBeUndefined()
    expect(options.features).toEqual({
      email: true,
      socials: SOCIAL_PROVIDERS,
      farcaster: true,
      onramp: true,
      send: true,
      names: true,
      siwe: false,
      accountTypes: true,
    })
  })

  it('defaults the on-ramp provider to the server sandbox page with the projectId as public key', () => {
    const options = resolveOptions({ ...base, apiUrl: 'https://api.example/' })
    expect(options.apiUrl).toBe('https://api.example')
    expect(options.onramp.providers).toEqual([
      expect.objectContaining({ name: 'sandbox', url: 'https://api.example/onramp', publicKey: 'p' }),
    ])
  })

  it('freezes the resolved options', () => {
    const options = resolveOptions(base)
    expect(Object.isFrozen(options)).toBe(true)
    expect(Object.isFrozen(options.features)).toBe(true)
    expect(Object.isFrozen(options.networks)).toBe(true)
  })

  it('keeps the network objects as given (viem chains are not copied)', () => {
    expect(resolveOptions({ ...base, networks: [polygonAmoy, mainnet] }).networks[1]).toBe(mainnet)
  })

  it('accepts the default network as an object or its CAIP-2 id', () => {
    expect(
      resolveOptions({ ...base, networks: [polygonAmoy, solana], defaultNetwork: solana }).defaultNetwork,
    ).toBe(solana)
    expect(
      resolveOptions({ ...base, networks: [polygonAmoy, mainnet], defaultNetwork: 'eip155:1' })
        .defaultNetwork,
    ).toBe(mainnet)
  })

  it('lists every problem at once, each with its path', () => {
    const issues = issuesOf({
      projectId: '',
      networks: [],
      apiUrl: 'ftp://x',
      relayUrl: 'http://not-ws',
      themeMode: 'blue',
      logLevel: 'loud',
      features: { socials: ['google', 'myspace'], siwe: 'yes' },
      apiTimeoutMs: -1,
      unknownOption: 1,
    })
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'projectId', message: 'must not be empty' },
        { path: 'networks', message: 'must contain at least one network' },
        { path: 'apiUrl', message: 'must be an http(s) URL' },
        { path: 'relayUrl', message: 'must be a ws(s) URL' },
        { path: 'themeMode', message: 'must be "light" or "dark"' },
        { path: 'logLevel', message: 'must be one of silent, error, warn, info, debug' },
        {
          path: 'features.socials[1]',
          message: 'must be one of google, github, apple, facebook, x, discord',
        },
        { path: 'features.siwe', message: 'must be true or false' },
        { path: 'apiTimeoutMs', message: 'must be a positive integer' },
        { path: 'unknownOption', message: 'is not a known option' },
      ]),
    )
    expect(issues).toHaveLength(10)
  })

  it('names every problem in the error message, one per line', () => {
    try {
      resolveOptions({ networks: 'x' })
      throw new Error('unreachable')
    } catch (error) {
      expect(error).toBeInstanceOf(KitOptionsError)
      const message = (error as KitOptionsError).message
      expect((error as KitOptionsError).shortMessage).toBe('Invalid Kit options')
      expect(message).toContain('- projectId: is required')
      expect(message).toContain('- networks: must be a list of networks from @kit/chains')
    }
  })

  it('refuses farcaster among the social providers: it is separate', () => {
    expect(issuesOf({ ...base, features: { socials: ['farcaster'] } })).toEqual([
      { path: 'features.socials[0]', message: 'must be one of google, github, apple, facebook, x, discord' },
    ])
  })

  it("chain reads go through the blockchain API unless told otherwise ('blockchainApi')", () => {
    expect(resolveOptions(base).rpc).toBe('blockchainApi')
    expect(resolveOptions({ ...base, rpc: 'network' }).rpc).toBe('network')
    expect(issuesOf({ ...base, rpc: 'infura' })).toEqual([
      { path: 'rpc', message: 'must be one of blockchainApi, network' },
    ])
  })

  it("social logins leave the page by pop-up with a redirect fallback unless told otherwise ('auto')", () => {
    expect(resolveOptions(base).socialLoginMode).toBe('auto')
    expect(resolveOptions({ ...base, socialLoginMode: 'redirect' }).socialLoginMode).toBe('redirect')
    expect(issuesOf({ ...base, socialLoginMode: 'tab' })).toEqual([
      { path: 'socialLoginMode', message: 'must be one of auto, popup, redirect' },
    ])
  })

  it('refuses a network that is not a Kit network, and duplicates', () => {
    expect(issuesOf({ ...base, networks: [{ id: 1, name: 'x' }] })).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'networks[0].caipNetworkId' })]),
    )
    expect(issuesOf({ ...base, networks: [polygonAmoy, polygonAmoy] })).toEqual([
      { path: 'networks[1]', message: 'duplicates eip155:80002' },
    ])
  })

  it('refuses a default network that is not in the list', () => {
    expect(issuesOf({ ...base, defaultNetwork: mainnet })).toEqual([
      { path: 'defaultNetwork', message: 'eip155:1 is not one of networks' },
    ])
    expect(issuesOf({ ...base, defaultNetwork: 'nope' })).toEqual([
      { path: 'defaultNetwork', message: 'must be a network or its CAIP-2 id' },
    ])
  })

  it('refuses a storage without the Web Storage methods, a fetch that is not a function, unknown theme variables', () => {
    expect(
      issuesOf({
        ...base,
        storage: { getItem() {} },
        fetch: 'nope',
        themeVariables: { '--w3m-accent': 'red' },
      }),
    ).toEqual([
      { path: 'themeVariables', message: expect.stringContaining('must only set --kit-accent') },
      { path: 'storage', message: 'must have getItem, setItem and removeItem functions' },
      { path: 'fetch', message: 'must be a fetch function' },
    ])
  })

  it('refuses anything that is not an object', () => {
    expect(issuesOf(undefined)).toEqual([{ path: '', message: 'is required' }])
  })

  it('finds injected and Solana wallets by default; each can be turned off; hosts add connectors', () => {
    expect(resolveOptions(base).connectors).toEqual({ injected: true, solana: true, extra: [] })
    const factory = () => createFakeConnector()
    expect(
      resolveOptions({ ...base, connectors: { injected: false, solana: false, extra: [factory] } })
        .connectors,
    ).toEqual({ injected: false, solana: false, extra: [factory] })
    // A list is short for `extra`, the discovery defaults kept.
    expect(resolveOptions({ ...base, connectors: [factory] }).connectors).toEqual({
      injected: true,
      solana: true,
      extra: [factory],
    })
    // `walletConnect: false` still means what it says: core has no WalletConnect of its own.
    expect(resolveOptions({ ...base, connectors: { walletConnect: false } }).connectors.extra).toEqual([])
    for (const [connectors, path, message] of [
      [{ injected: 'yes' }, 'connectors.injected', 'must be true or false'],
      [{ walletConnect: true }, 'connectors.walletConnect', 'moved to @kit/walletconnect'],
      [{ walletConnect: { rpcMap: {} } }, 'connectors.walletConnect', 'moved to @kit/walletconnect'],
      [{ extra: factory }, 'connectors.extra', 'must be array'],
      [['walletConnect'], 'connectors.extra[0]', 'must be a function'],
      [{ other: true }, 'connectors.other', 'is not a known option'],
      [null, 'connectors', 'must be object'],
    ])
      expect(issuesOf({ ...base, connectors })).toEqual([{ path, message }])
  })

  it('sign-in with wallet: on when its callbacks are given; features.siwe without them is an error', () => {
    const siwe = {
      getNonce: async () => 'nonce123',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    expect(resolveOptions(base).features.siwe).toBe(false)
    expect(resolveOptions({ ...base, siwe }).features.siwe).toBe(true)
    expect(resolveOptions({ ...base, siwe, features: { siwe: false } }).features.siwe).toBe(false)
    expect(issuesOf({ ...base, features: { siwe: true } })).toEqual([
      { path: 'siwe', message: 'is required when features.siwe is on' },
    ])
    expect(issuesOf({ ...base, siwe: { getNonce: siwe.getNonce } })[0]).toEqual({
      path: 'siwe',
      message: 'must have getNonce, verifyMessage, getSession and signOut functions',
    })
  })

  it('reports a missing value as required and a wrong one with its own message, inside lists and objects too', () => {
    expect(
      issuesOf({
        ...base,
        metadata: { description: 1, url: '', icons: ['a', 2] },
        onramp: { providers: [{ label: 'l', name: 'n', feeRange: '', url: 'http://x', publicKey: 'k' }] },
      }),
    ).toEqual([
      { path: 'metadata.name', message: 'is required' },
      { path: 'metadata.description', message: 'must be a string' },
      { path: 'metadata.icons[1]', message: 'must be a string' },
      { path: 'onramp.providers[0].supportedNamespaces', message: 'is required' },
    ])
    expect(issuesOf({ ...base, features: [] })).toEqual([{ path: 'features', message: 'must be object' }])
    expect(issuesOf({ ...base, features: null })).toEqual([{ path: 'features', message: 'must be object' }])
    expect(issuesOf({ ...base, networks: [undefined] })).toEqual([
      { path: 'networks[0]', message: 'is required' },
    ])
    expect(issuesOf(null)).toEqual([{ path: '', message: 'must be object' }])
  })

  it('refuses unknown keys at every level, but leaves the other keys of a network alone', () => {
    expect(
      issuesOf({
        ...base,
        networks: [{ ...polygonAmoy, extra: true }],
        analytics: { endpoint: 'https://a.example', batch: true },
        names: { suffix: '.kit.id', prefix: 'x' },
      }),
    ).toEqual([
      { path: 'analytics.batch', message: 'is not a known option' },
      { path: 'names.prefix', message: 'is not a known option' },
    ])
    // Keys that objects inherit are not options either.
    expect(issuesOf({ ...base, features: { toString: true } })).toEqual([
      { path: 'features.toString', message: 'is not a known option' },
    ])
  })
})
