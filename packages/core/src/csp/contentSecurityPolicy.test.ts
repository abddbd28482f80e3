import { kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicySources } from '../exports/utils.js'
import type { ConnectorFactory, ResolvedKitOptions } from '../options.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { createFakeConnector } from '../testing/fakes.js'

const networks = [
  withRpcUrls(polygonAmoy, { http: 'https://rpc.example/amoy?key=1' }),
  withRpcUrls(kitDevnet, { http: 'https://rpc.example/devnet' }),
  withRpcUrls(solanaLocalnet, { http: 'http://127.0.0.1:8899' }),
]

/** A connector factory like walletConnect(): it reaches the kit's relay. */
const relayConnector: ConnectorFactory = Object.assign(() => createFakeConnector(), {
  contentSecurityPolicy: (options: ResolvedKitOptions) => ({ 'connect-src': [options.relayUrl] }),
})

describe('contentSecurityPolicySources', () => {
  it("names the frame, the API, an added connector's relay, every RPC origin once, and data: images", () => {
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks,
        apiUrl: 'https://api.example/v1',
        frameUrl: 'https://frame.example/embed',
        relayUrl: 'wss://relay.example',
        analytics: { endpoint: 'https://stats.example/e' },
        connectors: [relayConnector],
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

  it('leaves out the frame without e-mail, social or Farcaster login, and the relay when no connector uses it', () => {
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks: [networks[0]],
        apiUrl: 'https://api.example',
        relayUrl: 'wss://relay.example',
        features: { email: false, socials: [], farcaster: false },
      }),
    )
    expect(sources['frame-src']).toEqual([])
    expect(sources['connect-src']).toEqual(['https://api.example', 'https://rpc.example'])
  })

  it('adds every source an added connector names, as origins, to the defaults of the local stack', () => {
    const reaching: ConnectorFactory = Object.assign(() => createFakeConnector(), {
      contentSecurityPolicy: () => ({
        'connect-src': ['https://wc-rpc.example/amoy', 'not a url'],
        'frame-src': ['https://verify.example/frame'],
        'img-src': ['https://icons.example/a.svg', 'data:'],
      }),
    })
    const sources = contentSecurityPolicySources(
      resolveOptions({
        projectId: 'p',
        networks: [networks[0]],
        connectors: { extra: [reaching, relayConnector] },
      }),
    )
    expect(sources['connect-src']).toContain('https://wc-rpc.example')
    expect(sources['connect-src']).not.toContain('not a url')
    expect(sources['img-src']).toEqual(['data:', 'https://icons.example'])
    // The defaults: the local stack.
    expect(sources['frame-src']).toEqual(['http://localhost:5174', 'https://verify.example'])
    expect(sources['connect-src']).toEqual(
      expect.arrayContaining(['http://localhost:8787', 'ws://127.0.0.1:8555']),
    )
  })

  it("adds each enabled on-ramp provider's origins to frame-src, as origins, once, and nothing else of them", () => {
    const options = resolveOptions({
      projectId: 'p',
      networks: [networks[0]],
      apiUrl: 'https://api.example',
      features: { email: false, socials: [], farcaster: false },
    })
    const without = contentSecurityPolicySources(options)
    const sources = contentSecurityPolicySources(options, {
      // The server's GET /v1/onramp/providers answer.
      onRampProviders: [
        { id: 'sandbox', origins: [] },
        { id: 'moonpay', origins: ['https://buy.moonpay.com/widget', 'https://buy.moonpay.com'] },
        { id: 'transak', origins: ['https://global.transak.com', 'javascript:alert(1)', 'not a url'] },
        { id: 'stripe' },
      ],
    })
    expect(sources['frame-src']).toEqual(['https://buy.moonpay.com', 'https://global.transak.com'])
    expect(sources['connect-src']).toEqual(without['connect-src'])
    expect(sources['img-src']).toEqual(without['img-src'])
    expect(without['frame-src']).toEqual([])
  })
})
