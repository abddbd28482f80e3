import { kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicySources } from '../exports/utils.js'
import { resolveOptions } from '../options.js'

const networks = [
  withRpcUrls(polygonAmoy, { http: 'https://rpc.example/amoy?key=1' }),
  withRpcUrls(kitDevnet, { http: 'https://rpc.example/devnet' }),
  withRpcUrls(solanaLocalnet, { http: 'http://127.0.0.1:8899' }),
]

describe('contentSecurityPolicySources', () => {
  it('names the frame, the API, the relay, every RPC origin once, and data: images', () => {
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks,
        apiUrl: 'https://api.example/v1',
        frameUrl: 'https://frame.example/embed',
        relayUrl: 'wss://relay.example',
        analytics: { endpoint: 'https://stats.example/e' },
      }),
    )
    expect(sources).toEqual({
      'frame-src': ['https://frame.example'],
      'connect-src': [
        'http://127.0.0.1:8899',
        'https://api.example',
        'https://rpc.example',
        'https://stats.example',
        'wss://relay.example',
      ],
      'img-src': ['data:'],
    })
  })

  it('leaves out the frame without e-mail, social or Farcaster login, and the relay without WalletConnect', () => {
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks: [networks[0]],
        apiUrl: 'https://api.example',
        features: { email: false, socials: [], farcaster: false },
        connectors: { walletConnect: false },
      }),
    )
    expect(sources['frame-src']).toEqual([])
    expect(sources['connect-src']).toEqual(['https://api.example', 'https://rpc.example'])
  })

  it("adds WalletConnect's own RPC map", () => {
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks: [networks[0]],
        connectors: { walletConnect: { rpcMap: { '80002': 'https://wc-rpc.example/amoy' } } },
      }),
    )
    expect(sources['connect-src']).toContain('https://wc-rpc.example')
    // The defaults: the local stack.
    expect(sources['frame-src']).toEqual(['http://127.0.0.1:5174'])
    expect(sources['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8787', 'ws://127.0.0.1:8555']),
    )
  })
})
