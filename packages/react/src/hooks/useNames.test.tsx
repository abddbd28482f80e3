import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useNames } from '../exports/index.js'

describe('useNames', () => {
  it('gives suggestions, loading and the name helpers', () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useNames())
    expect(result.current).toMatchObject({ suggestions: [], loading: false, suffix: '.kit.id' })
    expect(result.current.withSuffix('ada')).toBe('ada.kit.id')
    expect(result.current.withoutSuffix('ada.kit.id')).toBe('ada')
  })
})
