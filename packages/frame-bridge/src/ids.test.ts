import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestId } from './ids.js'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createRequestId', () => {
  it('uses crypto.randomUUID()', () => {
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID')
    const id = createRequestId()
    expect(spy).toHaveBeenCalledOnce()
    expect(id).toMatch(uuidV4)
  })

  it('builds a v4 UUID from getRandomValues where randomUUID is hidden (insecure contexts)', () => {
    // Shadow the prototype's method, as a browser does outside secure contexts.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const ids = new Set(Array.from({ length: 1_000 }, () => createRequestId()))
      expect(ids.size).toBe(1_000)
      for (const id of ids) expect(id).toMatch(uuidV4)
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID')
    }
    expect(createRequestId()).toMatch(uuidV4)
  })
})
