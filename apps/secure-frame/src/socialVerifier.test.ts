import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRedirectVerifierStore, createResultVerifier } from './socialVerifier.js'

describe('social result verifier', () => {
  it('is 32 random bytes in base64url, and the challenge is its SHA-256 in base64url', async () => {
    const { verifier, challenge } = await createResultVerifier()
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(verifier, 'base64url')).toHaveLength(32)
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'))
    expect((await createResultVerifier()).verifier).not.toBe(verifier)
  })

  it('the redirect store gives a verifier back once, before it expires; damaged entries count as none', () => {
    const map = new Map<string, string>()
    const store = createRedirectVerifierStore({
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    })
    store.save('v1', 2_000)
    expect(store.take(1_000)).toBe('v1')
    expect(store.take(1_000)).toBeUndefined()
    store.save('v2', 2_000)
    expect(store.take(2_000)).toBeUndefined()
    map.set('kit-frame/social-redirect', '{not json')
    expect(store.take(0)).toBeUndefined()
  })

  it('refuses to start when the storage does not keep what is written', () => {
    const store = createRedirectVerifierStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => undefined,
    })
    expect(() => store.save('v', 1)).toThrow('allow pop-ups and try again')
  })
})
