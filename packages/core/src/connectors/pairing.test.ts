import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { createFakeConnector } from '../testing/fakes.js'
import type { Connector } from '../types.js'
import { isPairingConnector } from './pairing.js'

describe('isPairingConnector', () => {
  it('finds a connector with a pairing URI and onDisplayUri, whatever package made it', () => {
    const pairing: Connector & { uri: string | undefined; onDisplayUri: () => () => void } = {
      ...createFakeConnector(),
      uri: undefined,
      onDisplayUri: () => () => undefined,
    }
    expect(isPairingConnector(pairing)).toBe(true)
    const paired: Connector = { ...pairing, uri: 'wc:abc@2' } as Connector
    expect(isPairingConnector(paired)).toBe(true)
  })

  it('refuses connectors without the capability, or with a malformed one', () => {
    expect(isPairingConnector(createFakeConnector())).toBe(false)
    expect(isPairingConnector({ ...createFakeConnector(), uri: 'wc:abc@2' } as never)).toBe(false)
    expect(
      isPairingConnector({ ...createFakeConnector(), uri: 1, onDisplayUri: () => undefined } as never),
    ).toBe(false)
    expect(isPairingConnector(undefined)).toBe(false)
    expect(isPairingConnector(null)).toBe(false)
  })
})

describe('a pairing URI with its own expiry', () => {
  it("puts the connector's expiresAt in state.connection.wcPairingExpiry, not the four-minute default", async () => {
    const kit = createTestKit()
    const connector = createFakeConnector({ id: 'pairing', type: 'walletConnect' })
    const expiresAt = Date.now() + 30_000
    let release: () => void = () => undefined
    const original = connector.connect
    connector.connect = async (parameters) => {
      connector.emit({ type: 'displayUri', uri: 'wc:abc@2', expiresAt })
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(parameters)
    }
    kit.connectors.register(connector)
    const pending = kit.connection.connect('pairing')
    await expect.poll(() => kit.getState().connection.wcUri).toBe('wc:abc@2')
    expect(kit.getState().connection.wcPairingExpiry).toBe(expiresAt)
    release()
    await pending
    kit.destroy()
  })
})
