import { describe, expect, it } from 'vitest'
import { isSocialProvider, SOCIAL_PROVIDERS } from './socialProviders.js'

describe('social providers', () => {
  it('are the six providers, in display order, and Farcaster is not one of them', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })
})
