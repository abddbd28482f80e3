import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useNetwork } from '../exports/index.js'

describe('useNetwork', () => {
  it('gives the active network and the configured ones, and switches', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useNetwork())
    expect(result.current.network.name).toBe('Polygon Amoy')
    expect(result.current.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:80002',
      'eip155:1',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    await act(async () => result.current.switchNetwork('eip155:1'))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', unsupported: false })
    expect(result.current.network.name).toBe('Ethereum')
  })
})
