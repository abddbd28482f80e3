import { describe, expect, it } from 'vitest'
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
