import { getProvider } from '@kit/core/adapters'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { connectFake, createTestKit } from '../../test/kit.js'
import { useProvider, useWalletClient } from '../exports/index.js'

describe('useProvider', () => {
  it("is core's one provider per kit and namespace, stable across renders and connections", async () => {
    const kit = createTestKit()
    const { result, rerender } = renderKitHook(kit, () => ({
      evm: useProvider('eip155'),
      solana: useProvider('solana'),
    }))
    const first = result.current.evm
    expect(first).toBe(getProvider(kit, 'eip155'))
    expect(result.current.solana).toBe(getProvider(kit, 'solana'))
    await connectFake(kit)
    rerender()
    expect(result.current.evm).toBe(first)
    expect(await result.current.evm.request({ method: 'eth_accounts' })).toEqual([
      '0x1111111111111111111111111111111111111111',
    ])
  })
})

describe('useWalletClient', () => {
  it('is undefined until an EVM account connects, then a client for its account and chain, renewed on a switch', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useWalletClient())
    expect(result.current).toBeUndefined()
    await connectFake(kit)
    expect(result.current?.account.address).toBe('0x1111111111111111111111111111111111111111')
    expect(result.current?.chain.id).toBe(80002)
    const before = result.current
    await act(async () => kit.network.switchNetwork('eip155:1'))
    expect(result.current?.chain.id).toBe(1)
    expect(result.current).not.toBe(before)
    await act(async () => kit.connection.disconnect())
    expect(result.current).toBeUndefined()
  })
})
