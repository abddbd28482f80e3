// Whether the connected wallet can be reached: its connector reports it (a WalletConnect relay that dropped and
// is reconnecting), and every new connection, restore and disconnect starts over as reachable.
import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit, flush } from '../test-utils.js'
import { createFakeConnector } from '../testing/index.js'

const reachable = (kit: ReturnType<typeof createTestKit>) => kit.getState().connection.walletReachable

describe('wallet reachability', () => {
  it('starts reachable, follows what the active connector reports, and keeps the session meanwhile', async () => {
    const kit = createTestKit()
    expect(reachable(kit)).toBe(true)
    const connector = await connectFake(kit)
    expect(reachable(kit)).toBe(true)
    connector.emit({ type: 'reachability', reachable: false })
    await expect.poll(() => reachable(kit)).toBe(false)
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().connectors.active).toBe('fake')
    connector.emit({ type: 'reachability', reachable: true })
    await expect.poll(() => reachable(kit)).toBe(true)
  })

  it('a disconnect makes it reachable again', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    connector.emit({ type: 'reachability', reachable: false })
    await expect.poll(() => reachable(kit)).toBe(false)
    await kit.connection.disconnect()
    expect(kit.getState().account.status).toBe('disconnected')
    expect(reachable(kit)).toBe(true)
  })

  it('the wallet disconnecting by itself makes it reachable again', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    connector.emit({ type: 'reachability', reachable: false })
    connector.emit({ type: 'disconnect' })
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    expect(reachable(kit)).toBe(true)
  })

  it('a new connection is reachable; the previous connector can no longer change it', async () => {
    const kit = createTestKit()
    const first = await connectFake(kit, { id: 'first' })
    first.emit({ type: 'reachability', reachable: false })
    await expect.poll(() => reachable(kit)).toBe(false)
    await connectFake(kit, { id: 'second' })
    expect(reachable(kit)).toBe(true)
    first.emit({ type: 'reachability', reachable: false })
    await flush()
    expect(reachable(kit)).toBe(true)
  })

  it('a restore makes it reachable again', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit, { id: 'wallet' })
    connector.emit({ type: 'reachability', reachable: false })
    await expect.poll(() => reachable(kit)).toBe(false)
    await expect(kit.connection.reconnect()).resolves.toBe(true)
    expect(reachable(kit)).toBe(true)
  })

  it('a connector that is not the active one is ignored, even while it is being connected', async () => {
    const kit = createTestKit()
    await connectFake(kit, { id: 'active' })
    const other = createFakeConnector({ id: 'other' })
    let release: () => void = () => undefined
    const original = other.connect
    other.connect = async (parameters) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(parameters)
    }
    kit.connectors.register(other)
    const pending = kit.connection.connect('other')
    await flush()
    expect(other.listenerCount).toBe(1)
    other.emit({ type: 'reachability', reachable: false })
    await flush()
    await flush()
    expect(reachable(kit)).toBe(true)
    release()
    await pending
    expect(kit.getState().connectors.active).toBe('other')
    expect(reachable(kit)).toBe(true)
  })

  it('a failed attempt while connected keeps the reachability of the connection in force', async () => {
    const kit = createTestKit()
    const good = await connectFake(kit, { id: 'good' })
    good.emit({ type: 'reachability', reachable: false })
    await expect.poll(() => reachable(kit)).toBe(false)
    kit.connectors.register(createFakeConnector({ id: 'bad', connectError: { code: 4001 } }))
    await expect(kit.connection.connect('bad')).rejects.toThrow()
    expect(kit.getState().connectors.active).toBe('good')
    expect(reachable(kit)).toBe(false)
    good.emit({ type: 'reachability', reachable: true })
    await expect.poll(() => reachable(kit)).toBe(true)
  })
})
