import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { connectFake, createTestKit } from '../../test/kit.js'
import { useAccount } from '../exports/index.js'

describe('useAccount', () => {
  it('follows the account through connecting, connected and disconnected', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useAccount())
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, isConnecting: false })
    await act(async () => kit.account.setStatus('reconnecting'))
    expect(result.current.isConnecting).toBe(true)
    await connectFake(kit)
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:80002:0x1111111111111111111111111111111111111111',
    })
    await act(async () => kit.connection.disconnect())
    expect(result.current.isConnected).toBe(false)
  })
})
