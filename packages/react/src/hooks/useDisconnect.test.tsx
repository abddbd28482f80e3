import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { connectFake, createTestKit } from '../../test/kit.js'
import { useAccount, useDisconnect } from '../exports/index.js'

describe('useDisconnect', () => {
  it('disconnects the connected wallet and reports success', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    const { result } = renderKitHook(kit, () => ({ disconnect: useDisconnect(), account: useAccount() }))
    expect(result.current.account.isConnected).toBe(true)
    await act(async () => result.current.disconnect.disconnect())
    await waitFor(() => expect(result.current.disconnect.status).toBe('success'))
    expect(result.current.account.isConnected).toBe(false)
    expect(connector.calls.map((call) => call.method)).toContain('disconnect')
  })
})
