import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { buildOnRampUrl } from './buildOnRampUrl.js'

describe('buildOnRampUrl', () => {
  it('adds publicKey, destinationCurrencyCode and walletAddress', () => {
    const url = new URL(
      buildOnRampUrl({
        baseUrl: 'http://127.0.0.1:8787/onramp',
        publicKey: 'demo',
        destinationCurrencyCode: 'USDC',
        walletAddress: '0xabc',
      }),
    )
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/onramp')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'demo',
      destinationCurrencyCode: 'USDC',
      walletAddress: '0xabc',
    })
  })

  it('accepts SOL as the destination currency', () => {
    expect(
      buildOnRampUrl({
        baseUrl: 'https://p.example',
        publicKey: 'k',
        destinationCurrencyCode: 'SOL',
        walletAddress: 'So1',
      }),
    ).toContain('destinationCurrencyCode=SOL')
  })

  it('keeps existing parameters and never duplicates the three', () => {
    const once = buildOnRampUrl({
      baseUrl: 'https://p.example/?ref=x',
      publicKey: 'k',
      destinationCurrencyCode: 'USDC',
      walletAddress: 'a',
    })
    const twice = buildOnRampUrl({
      baseUrl: once,
      publicKey: 'k',
      destinationCurrencyCode: 'USDC',
      walletAddress: 'b',
    })
    const params = new URL(twice).searchParams
    expect(params.getAll('walletAddress')).toEqual(['b'])
    expect(params.get('ref')).toBe('x')
  })

  it('encodes values', () => {
    const url = buildOnRampUrl({
      baseUrl: 'https://p.example',
      publicKey: 'a&b=c',
      destinationCurrencyCode: 'USDC',
      walletAddress: '',
    })
    expect(new URL(url).searchParams.get('publicKey')).toBe('a&b=c')
  })

  it('refuses a base URL that is not http(s) and an unknown currency code', () => {
    expect(() =>
      buildOnRampUrl({
        baseUrl: 'javascript:alert(1)',
        publicKey: 'k',
        destinationCurrencyCode: 'USDC',
        walletAddress: '',
      }),
    ).toThrow(KitValidationError)
    expect(() =>
      buildOnRampUrl({
        baseUrl: 'not a url',
        publicKey: 'k',
        destinationCurrencyCode: 'USDC',
        walletAddress: '',
      }),
    ).toThrow(KitValidationError)
    expect(() =>
      buildOnRampUrl({
        baseUrl: 'https://p.example',
        publicKey: 'k',
        destinationCurrencyCode: 'ETH' as 'SOL',
        walletAddress: '',
      }),
    ).toThrow(KitValidationError)
  })
})
