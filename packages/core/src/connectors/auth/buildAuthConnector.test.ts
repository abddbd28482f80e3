// @vitest-environment jsdom
// The auth connector on its own, built from what every connector factory gets (the kit's options, its storage and
// `emit`; no kit): it reports approvals, refused methods and session checks as its UI events, and the account's
// changes through `emit`; it never writes the kit's state or touches the modal, the router or the toasts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../constants.js'
import { RpcMethodNotAllowedError } from '../../errors/wallet.js'
import { createMemoryStorage } from '../../services/memoryStorage.js'
import { createTestKit } from '../../test-utils.js'
import type { ConnectorEvent } from '../../types.js'
import { type AuthConnectorEvent, buildAuthConnector } from './authConnector.js'
import { createFakeFrame, EOA, FRAME_URL, until } from './fakeFrame.test.helpers.js'

const cleanups: (() => void)[] = []
beforeAll(() => {
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
})

/**
 * The connector from the kit's options, storage and an `emit` that only records (the kit never hears it), registered
 * so the kit can connect through it.
 */
function setup(storage = createMemoryStorage()) {
  const fake = createFakeFrame()
  const kit = createTestKit({ storage, frameUrl: FRAME_URL })
  const emitted: ConnectorEvent[] = []
  const connector = buildAuthConnector(
    { options: kit.options, storage: kit.storage, emit: (event) => emitted.push(event) },
    { frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 } },
  )
  const events: AuthConnectorEvent[] = []
  connector.onAuthEvent((event) => events.push(event))
  kit.connectors.register(connector)
  cleanups.push(() => {
    connector.destroy()
    kit.destroy()
  })
  return { fake, kit, connector, events, emitted }
}

async function login({ kit, connector }: ReturnType<typeof setup>) {
  await connector.connectEmail({ email: 'ada@example.com' })
  await connector.connectOtp({ otp: '123456' })
  await kit.connection.connect(connector.id)
}

describe('auth connector without the kit reaction', () => {
  it('reports an unsafe request waiting for approval, and its end, without opening the modal', async () => {
    const context = setup()
    const { fake, kit, connector, events } = context
    await login(context)
    const signing = connector.signMessage?.({ message: 'hello', address: EOA })
    await until(() => fake.state.approvals.length === 1)
    expect(events).toEqual([{ type: 'approvalRequested', requestId: 1, purpose: 'approve' }])
    expect(kit.getState().modal.open).toBe(false)
    const signature = `0x${'ab'.repeat(65)}`
    fake.state.approvals[0]?.approve(signature)
    await expect(signing).resolves.toBe(signature)
    expect(events).toEqual([
      { type: 'approvalRequested', requestId: 1, purpose: 'approve' },
      { type: 'approvalSettled', requestId: 1, purpose: 'approve' },
    ])
    expect(kit.getState().modal.open).toBe(false)
  })

  it('reports a login the frame answers on its own UI as a wallet wait, shows the frame, and its end', async () => {
    const { fake, kit, connector, events } = setup()
    await connector.connectEmail({ email: 'ada@example.com' })
    fake.state.userInput.add('CONNECT_OTP')
    const verifying = connector.connectOtp({ otp: '123456' })
    await until(() => events.length === 1)
    expect(events).toEqual([{ type: 'approvalRequested', requestId: 1, purpose: 'wallet' }])
    expect(fake.iframes[0]?.style.display).toBe('block')
    expect(kit.getState().modal.open).toBe(false)
    fake.finishInput('CONNECT_OTP')
    await verifying
    expect(events).toEqual([
      { type: 'approvalRequested', requestId: 1, purpose: 'wallet' },
      { type: 'approvalSettled', requestId: 1, purpose: 'wallet' },
    ])
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it('cancelUserInput() fails a login waiting for the user with "Request was aborted" and leaves the rest', async () => {
    const { fake, connector, events } = setup()
    expect(connector.cancelUserInput()).toBe(0) // Nothing loaded yet.
    await connector.connectEmail({ email: 'ada@example.com' })
    fake.state.userInput.add('CONNECT_OTP')
    const verifying = connector.connectOtp({ otp: '123456' })
    await until(() => events.length === 1)
    expect(connector.rejectRpcRequests()).toBe(0) // Not an RPC request.
    expect(connector.cancelUserInput()).toBe(1)
    await expect(verifying).rejects.toThrow('Request was aborted')
    expect(events.at(-1)).toEqual({ type: 'approvalSettled', requestId: 1, purpose: 'wallet' })
    expect(fake.iframes[0]?.style.display).toBe('none')
    // The frame was told: it stopped waiting and never answered.
    await until(() => fake.server?.pendingCount === 0)
    expect(fake.state.requests).not.toContain('CONNECT_OTP')
  })

  it('reports a refused method and rejects it, without a toast', async () => {
    const context = setup()
    const { kit, connector, events } = context
    await login(context)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_sign' })).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    expect(events).toEqual([{ type: 'requestRefused', method: 'eth_sign' }])
    expect(kit.getState().toast.open).toBe(false)
  })

  it('reports the session check of a restore, without the modal’s loading state', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true')
    const { fake, kit, connector, events } = setup(storage)
    fake.state.signedIn = true
    fake.state.user = { email: 'ada@example.com', address: EOA, chainId: 'eip155:80002' }
    const restoring = connector.reconnect?.({ caipNetworkId: 'eip155:80002' })
    expect(events).toEqual([{ type: 'sessionCheck', pending: true }])
    expect(kit.getState().modal.loading).toBe(false)
    await expect(restoring).resolves.toMatchObject({ address: EOA })
    expect(events).toEqual([
      { type: 'sessionCheck', pending: true },
      { type: 'sessionCheck', pending: false },
    ])
  })

  it('reports the frame’s user changes and its sign-out through emit, and writes none of it itself', async () => {
    const context = setup()
    const { fake, kit, connector, emitted } = context
    await login(context)
    expect(emitted).toEqual([])
    fake.server?.emit('USER_CHANGED', {
      user: { email: 'bob@example.com', address: EOA, chainId: 'eip155:80002' },
    })
    await until(() => emitted.length === 1)
    expect(emitted[0]).toMatchObject({
      type: 'user',
      caipNetworkId: 'eip155:80002',
      user: { email: 'bob@example.com', address: EOA },
    })
    expect(kit.getState().account.user?.email).toBe('ada@example.com')
    fake.server?.emit('USER_CHANGED', { user: null })
    await until(() => emitted.length === 2)
    expect(emitted[1]).toEqual({ type: 'disconnect' })
    expect(kit.getState().account.status).toBe('connected')
    expect(connector.onEvent).toBeUndefined()
  })

  it('stops reporting once destroyed, and a listener’s failure never reaches the caller', async () => {
    const context = setup()
    const { connector, events } = context
    connector.onAuthEvent(() => {
      throw new Error('a broken listener')
    })
    await login(context)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_sign' })).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    expect(events).toHaveLength(1)
    connector.destroy()
    await expect(provider.request({ method: 'eth_sign' })).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    expect(events).toHaveLength(1)
  })
})
