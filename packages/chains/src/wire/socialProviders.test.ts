import { describe, expect, it } from 'vitest'
import { isSocialProvider, loginProviderName, SOCIAL_PROVIDERS } from './socialProviders.js'

describe('social providers', () => {
  it('are the six providers, in display order, and Farcaster is not one of them', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })

  it('are named as people know them; Farcaster too; an unknown id as itself', () => {
    expect(SOCIAL_PROVIDERS.map(loginProviderName)).toEqual([
      'Google',
      'GitHub',
      'Apple',
      'Facebook',
      'X',
      'Discord',
    ])
    expect(loginProviderName('farcaster')).toBe('Farcaster')
    expect(loginProviderName('mastodon')).toBe('mastodon')
  })
})
