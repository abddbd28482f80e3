import { describe, expect, it } from 'vitest'
import { blockchainApiRpcUrl, InvalidCaipIdError } from '../src/exports/index.js'

describe('blockchainApiRpcUrl', () => {
  it('builds <apiUrl>/v1/?chainId=<caip>&projectId=<id> with both parameters URL-encoded', () => {
    expect(
      blockchainApiRpcUrl({
        apiUrl: 'http://127.0.0.1:8787',
        caipNetworkId: 'eip155:80002',
        projectId: 'demo',
      }),
    ).toBe('http://127.0.0.1:8787/v1/?chainId=eip155%3A80002&projectId=demo')
  })

  it('encodes a project id with reserved characters', () => {
    const url = blockchainApiRpcUrl({
      apiUrl: 'https://api.example',
      caipNetworkId: 'eip155:1',
      projectId: 'a&b=c d',
    })
    expect(url).toBe('https://api.example/v1/?chainId=eip155%3A1&projectId=a%26b%3Dc%20d')
    expect(new URL(url).searchParams.get('projectId')).toBe('a&b=c d')
    expect(new URL(url).searchParams.get('chainId')).toBe('eip155:1')
  })

  it('ignores trailing slashes on the base URL', () => {
    expect(
      blockchainApiRpcUrl({
        apiUrl: 'https://api.example/',
        caipNetworkId: 'solana:localnet',
        projectId: 'p',
      }),
    ).toBe('https://api.example/v1/?chainId=solana%3Alocalnet&projectId=p')
  })

  it('refuses an invalid network id', () => {
    expect(() =>
      blockchainApiRpcUrl({
        apiUrl: 'https://api.example',
        caipNetworkId: 'eip155:x' as 'eip155:1',
        projectId: 'p',
      }),
    ).toThrow(InvalidCaipIdError)
  })
})
