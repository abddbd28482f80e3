import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useOnRamp } from '../exports/index.js'

describe('useOnRamp', () => {
  it('gives the on-ramp state with the spec defaults, and its actions', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useOnRamp())
    expect(result.current.purchaseCurrency.symbol).toBe('USDC')
    expect(result.current.paymentCurrency.id).toBe('USD')
    expect(result.current.quotesLoading).toBe(false)
    await act(async () => result.current.setPaymentAmount(100))
    expect(result.current.paymentAmount).toBe(100)
    await act(async () => result.current.reset())
    expect(result.current.paymentAmount).toBeUndefined()
  })
})
