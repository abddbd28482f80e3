import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useSend } from '../exports/index.js'

describe('useSend', () => {
  it('gives the send state and its actions', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useSend())
    expect(result.current).toMatchObject({ token: undefined, loading: false })
    await act(async () => {
      result.current.setTokenAmount('0.5')
      result.current.setReceiverAddress('0xabc')
    })
    expect(result.current).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: '0xabc' })
    await act(async () => result.current.reset())
    expect(result.current.sendTokenAmount).toBeUndefined()
  })
})
