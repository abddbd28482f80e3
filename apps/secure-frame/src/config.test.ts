import { describe, expect, it } from 'vitest'
import { normalizeChainId, parseStartConfig, readStartConfig } from './config.js'

const href = 'https://frame.example/?projectId=shop&chainId=eip155%3A80002'

describe('frame start config', () => {
  it('reads the runtime config block and projectId / chainId from the URL', () => {
    document.body.innerHTML = `<script type="application/json" id="kit-frame-config">${JSON.stringify({
      serverUrl: 'https://api.example',
      allowedParentOrigins: ['https://shop.example'],
      chains: [{ caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:8545' }],
    })}</script>`
    expect(readStartConfig(document, href)).toEqual({
      serverUrl: 'https://api.example',
      allowedParentOrigins: ['https://shop.example'],
      chains: [{ caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:8545' }],
      projectId: 'shop',
      chainId: 'eip155:80002',
    })
  })

  it('refuses a page without config, a wildcard or path as parent origin, and a missing projectId', () => {
    document.body.innerHTML = ''
    expect(() => readStartConfig(document, href)).toThrow('The secure frame has no runtime config')
    expect(() =>
      parseStartConfig({ serverUrl: 'https://api.example', allowedParentOrigins: ['*'] }, href),
    ).toThrow('The secure frame config is invalid')
    expect(() =>
      parseStartConfig(
        { serverUrl: 'https://api.example', allowedParentOrigins: ['https://shop.example/app'] },
        href,
      ),
    ).toThrow('The secure frame config is invalid')
    expect(() => parseStartConfig({ serverUrl: 'javascript:alert(1)' }, href)).toThrow('invalid')
    expect(() => parseStartConfig({ serverUrl: 'https://api.example' }, 'https://frame.example/')).toThrow(
      'The secure frame needs a projectId',
    )
  })

  it('normalizes chain ids to CAIP-2 and refuses anything else', () => {
    expect(normalizeChainId(80002)).toBe('eip155:80002')
    expect(normalizeChainId('137')).toBe('eip155:137')
    expect(normalizeChainId('solana:localnet')).toBe('solana:localnet')
    expect(() => normalizeChainId('0')).toThrow('Invalid chainId')
    expect(() => normalizeChainId('cosmos:hub')).toThrow('Invalid chainId')
  })
})
