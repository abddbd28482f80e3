import { describe, expect, it } from 'vitest'
import { checkSignIn } from './siwe.js'

const account = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
/** EIP-4361's example message, for `first` as its first line's domain (with or without a scheme). */
const signIn = (first: string) =>
  `${first} wants you to sign in with your Ethereum account:\n${account}\n\nI accept the ExampleOrg Terms of Service: https://example.com/tos\n\nURI: https://example.com/login\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z`

describe('Sign-In with Ethereum domain binding (EIP-4361)', () => {
  it('a sign-in for the page that asks matches: host, the port when the page has one, the scheme when named', () => {
    expect(checkSignIn(signIn('example.com'), 'https://example.com')).toEqual({
      kind: 'match',
      domain: 'example.com',
    })
    expect(checkSignIn(signIn('https://example.com'), 'https://example.com').kind).toBe('match')
    expect(checkSignIn(signIn('Example.COM:443'), 'https://example.com').kind).toBe('match')
    expect(checkSignIn(signIn('127.0.0.1:5173'), 'http://127.0.0.1:5173').kind).toBe('match')
    // EIP-4361's first line may end in CRLF.
    expect(checkSignIn(signIn('example.com').replace(/\n/g, '\r\n'), 'https://example.com').kind).toBe(
      'match',
    )
  })

  it('a sign-in for another site is a mismatch: another host, subdomain, port or scheme, or userinfo', () => {
    for (const [first, origin] of [
      ['metamask.badactor.io', 'https://example.com'],
      ['evil.example.com', 'https://example.com'],
      ['example.com', 'https://app.example.com'],
      ['example.com.evil.io', 'https://example.com'],
      ['example.com:8443', 'https://example.com'],
      ['127.0.0.1', 'http://127.0.0.1:5173'],
      ['127.0.0.1:5174', 'http://127.0.0.1:5173'],
      ['http://example.com', 'https://example.com'],
      ['example.com@evil.io', 'https://example.com'],
      ['user@example.com', 'https://example.com'],
    ])
      expect(checkSignIn(signIn(first as string), origin as string), first).toEqual({
        kind: 'mismatch',
        domain: first,
      })
    expect(checkSignIn(signIn('[::1'), 'https://example.com').kind).toBe('mismatch')
  })

  it('the sign-in phrase in a message not in EIP-4361’s form is flagged; other text is not a sign-in', () => {
    expect(checkSignIn(`Hello\n${signIn('example.com')}`, 'https://example.com').kind).toBe('malformed')
    expect(checkSignIn(signIn('example.com').replace(account, 'me'), 'https://example.com').kind).toBe(
      'malformed',
    )
    expect(
      checkSignIn(
        'example.com/path wants you to sign in with your Ethereum account:\n',
        'https://example.com',
      ).kind,
    ).toBe('malformed')
    expect(checkSignIn('Log in to Shop\nNonce 7', 'https://example.com').kind).toBe('none')
  })
})
