import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from './constants.js'
import { createMemoryStorage } from './services/memoryStorage.js'
import { connectFake, createTestKit, flush, testNetworks } from './test-utils.js'

// The state starts as plain data and becomes valtio's proxy on first use: the snapshots read before and after must
// behave as one store's.
describe('kit state before and after its first change', () => {
  it('keeps every unchanged part of the first snapshot, at every depth, across later changes', async () => {
    const kit = createTestKit()
    const first = kit.getState()
    kit.modal.setLoading(true)
    const second = kit.getState()
    expect(second).not.toBe(first)
    expect(second.modal.loading).toBe(true)
    expect(second.router).toBe(first.router)
    expect(second.onramp.purchaseCurrencies).toBe(first.onramp.purchaseCurrencies)
    kit.theme.setMode('dark')
    const third = kit.getState()
    expect(third.theme.mode).toBe('dark')
    // Changed once, then untouched: the object getState gave for it stays.
    expect(third.modal).toBe(second.modal)
    expect(third.router).toBe(first.router)
    // A slice that changed keeps its unchanged parts.
    expect(third.theme.variables).toBe(first.theme.variables)
    expect(kit.getState()).toBe(third)
  })

  it('keeps what the kit holds by reference (the host’s networks) as it is, unfrozen, in every snapshot', () => {
    const kit = createTestKit({ networks: testNetworks })
    const first = kit.getState()
    expect(first.network.networks).toEqual(testNetworks)
    expect(first.network.networks[0]).toBe(testNetworks[0])
    expect(Object.isFrozen(first.network.networks)).toBe(false)
    expect(first.options.networks[0]).toBe(testNetworks[0])
    kit.modal.setLoading(true)
    expect(kit.getState().network.networks).toBe(first.network.networks)
  })

  it('freezes the first snapshot as it freezes later ones', () => {
    const kit = createTestKit()
    const first = kit.getState()
    expect(() => {
      ;(first.account as { status: string }).status = 'connected'
    }).toThrow()
    expect(() => {
      ;(first.router.history as string[]).push('Networks')
    }).toThrow()
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('shows what start-up read from storage in the first snapshot: a stored connection is reconnecting', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.connectedConnector]: JSON.stringify({ connectorId: 'missing', namespace: 'eip155' }),
    })
    const kit = createTestKit({ storage })
    expect(kit.getState().account.status).toBe('reconnecting')
  })

  it('notifies a subscriber whose first read came before the proxy existed', async () => {
    const kit = createTestKit()
    const seen: boolean[] = []
    kit.subscribe(
      (state) => state.modal.loading,
      (loading) => seen.push(loading),
    )
    kit.modal.setLoading(true)
    await flush()
    expect(seen).toEqual([true])
    expect(kit.getState().modal.loading).toBe(true)
  })

  it('gives a connected account the same snapshot semantics after a connection', async () => {
    const kit = createTestKit()
    const first = kit.getState()
    await connectFake(kit)
    const connected = kit.getState()
    expect(connected.account.status).toBe('connected')
    expect(connected.router).toBe(first.router)
    expect(kit.getState()).toBe(connected)
  })
})
