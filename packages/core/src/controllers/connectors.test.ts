import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError, KitValidationError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'
import { createFakeConnector } from '../testing/index.js'
import type { Connector } from '../types.js'

describe('connectors registry', () => {
  it('registers connectors and describes them in the state without their functions', () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'a', name: 'A', rdns: 'io.a' }))
    kit.connectors.register(createFakeConnector({ id: 'auth', type: 'auth', name: 'Email' }))
    expect(kit.getState().connectors.list).toEqual([
      { id: 'a', type: 'injected', name: 'A', icon: undefined, namespace: 'eip155', rdns: 'io.a' },
      { id: 'auth', type: 'auth', name: 'Email', icon: undefined, namespace: 'eip155', rdns: undefined },
    ])
    expect(kit.connectors.getAuthConnector()?.id).toBe('auth')
    expect(kit.connectors.list().map((connector) => connector.id)).toEqual(['a', 'auth'])
  })

  it('a connector with the id of a registered one replaces it', () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'a', name: 'Old' }))
    kit.connectors.register(createFakeConnector({ id: 'a', name: 'New' }))
    expect(kit.getState().connectors.list.map((connector) => connector.name)).toEqual(['New'])
  })

  it('deduplicates wallets by rdns: the second announcement of a wallet is ignored', () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'metamask-6963', rdns: 'io.metamask' }))
    const unregister = kit.connectors.register(
      createFakeConnector({ id: 'metamask-injected', rdns: 'io.metamask' }),
    )
    expect(kit.getState().connectors.list.map((connector) => connector.id)).toEqual(['metamask-6963'])
    unregister()
    expect(kit.connectors.get('metamask-6963')).toBeDefined()
  })

  it('the function register returns removes the connector', () => {
    const kit = createTestKit()
    const unregister = kit.connectors.register(createFakeConnector({ id: 'a' }))
    unregister()
    expect(kit.getState().connectors.list).toEqual([])
  })

  it('refuses an object that is not a connector', () => {
    const kit = createTestKit()
    expect(() => kit.connectors.register({ id: 'x' } as unknown as Connector)).toThrow(KitValidationError)
  })

  it('refuses to mark an unknown connector active; unregistering the active one clears it', () => {
    const kit = createTestKit()
    expect(() => kit.connectors.setActive('nope')).toThrow(ConnectorNotFoundError)
    kit.connectors.register(createFakeConnector({ id: 'a' }))
    kit.connectors.setActive('a')
    expect(kit.connectors.getActive()?.id).toBe('a')
    kit.connectors.unregister('a')
    expect(kit.getState().connectors.active).toBeUndefined()
  })
})
