import { polygonAmoy } from '@kit/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitOptionsError } from '../errors/kit.js'
import { createKit, type Kit } from '../kit.js'
import type { KitOptions } from '../options.js'
import { createMemoryStorage } from '../services/memoryStorage.js'

const base = { projectId: 'p', networks: [polygonAmoy], logLevel: 'silent' } as const
const deployed = {
  apiUrl: 'https://api.shop.example',
  frameUrl: 'https://frame.shop.example/',
  relayUrl: 'wss://relay.shop.example',
}

/** Runs `createKit` as a page at `href` would (none: Node, SSR); the issues it refused, or [] after a clean start. */
function issuesOn(href: string | undefined, options: Partial<KitOptions>) {
  if (href !== undefined) vi.stubGlobal('location', new URL(href))
  let kit: Kit | undefined
  try {
    kit = createKit({ ...base, storage: createMemoryStorage(), ...options })
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(KitOptionsError)
    return (error as KitOptionsError).issues
  } finally {
    kit?.destroy()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('service URLs off loopback', () => {
  it('refuses the local-stack defaults on a deployed page, naming apiUrl, frameUrl and relayUrl', () => {
    expect(issuesOn('https://shop.example/checkout', {})).toEqual([
      {
        path: 'apiUrl',
        message:
          "is not set: its local-stack default http://localhost:8787 would be the visitor's own computer on this page (shop.example); set it to your Kit server's https URL",
      },
      {
        path: 'frameUrl',
        message:
          "is not set: its local-stack default http://localhost:5174 would be the visitor's own computer on this page (shop.example); set it to your secure frame's https URL",
      },
      {
        path: 'relayUrl',
        message:
          "is not set: its local-stack default ws://127.0.0.1:8555 would be the visitor's own computer on this page (shop.example); set it to your WalletConnect relay's wss URL",
      },
    ])
  })

  it('names the KitOptionsError issues in its message', () => {
    vi.stubGlobal('location', new URL('https://shop.example/'))
    expect(() => createKit({ ...base })).toThrow(/- apiUrl: is not set[\s\S]*- frameUrl: is not set/)
  })

  it('refuses loopback URLs given by hand on a deployed page, as on a LAN address', () => {
    const issues = issuesOn('http://192.168.1.20:5173/', {
      ...deployed,
      frameUrl: 'http://127.0.0.1:5174/',
    })
    expect(issues).toEqual([
      {
        path: 'frameUrl',
        message:
          "is http://127.0.0.1:5174/, the visitor's own computer, not a server of this page (192.168.1.20): set it to your secure frame's https URL",
      },
    ])
  })

  it('refuses plain http and ws to another machine, wherever the page is (Node too)', () => {
    const plain = {
      apiUrl: 'http://api.shop.example',
      frameUrl: 'http://frame.shop.example',
      relayUrl: 'ws://relay.shop.example',
    }
    for (const href of ['https://shop.example/', 'http://localhost:5173/', undefined])
      expect(issuesOn(href, plain)).toEqual([
        {
          path: 'apiUrl',
          message:
            'must be an https URL off loopback, not http://api.shop.example: over http anyone on the network can read and change what it sends',
        },
        {
          path: 'frameUrl',
          message:
            'must be an https URL off loopback, not http://frame.shop.example: over http anyone on the network can read and change what it sends',
        },
        {
          path: 'relayUrl',
          message:
            'must be a wss URL off loopback, not ws://relay.shop.example: over ws anyone on the network can read and change what it sends',
        },
      ])
  })

  it('accepts https and wss services on a deployed page', () => {
    expect(issuesOn('https://shop.example/', deployed)).toEqual([])
  })

  it('keeps the local stack working: its defaults on localhost, 127.0.0.1, a .localhost name, and in Node', () => {
    for (const href of [
      'http://localhost:5173/',
      'http://127.0.0.1:5173/wagmi.html',
      'http://demo.localhost:5173/',
      'http://[::1]:5173/',
      undefined,
    ])
      expect(issuesOn(href, {}), href).toEqual([])
    // The local stack's own URLs, as its demo passes them from a page on 127.0.0.1.
    expect(
      issuesOn('http://127.0.0.1:5173/', {
        apiUrl: 'http://localhost:8787',
        frameUrl: 'http://localhost:5174/',
        relayUrl: 'ws://127.0.0.1:8555',
      }),
    ).toEqual([])
  })
})
