// The kit's reaction to its auth connector's events (`followAuthConnector`), over a stand-in connector that only
// emits, registered as a host's: the modal and the router show approvals and logins waiting in the frame, refused
// methods show a toast, an e-mail user's session check shows loading; closing the modal rejects pending requests,
// cancels the logins waiting for the user, and a theme change reaches a loaded frame.
import type { FrameClient } from '@kit/frame-bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter } from './connectors/auth/events.js'
import type { AuthConnectorEvent } from './connectors/auth/types.js'
import { STORAGE_KEYS } from './constants.js'
import type { Kit } from './kit.js'
import { createMemoryStorage } from './services/memoryStorage.js'
import { createTestKit } from './test-utils.js'

const cleanups: (() => void)[] = []
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(storage = createMemoryStorage()) {
  const events = createEmitter<AuthConnectorEvent>()
  const connector = {
    id: 'auth',
    type: 'auth' as const,
    name: 'Stand-in',
    namespace: 'eip155' as const,
    connect: vi.fn(),
    disconnect: vi.fn(async () => undefined),
    getProvider: vi.fn(),
    frame: undefined as FrameClient | undefined,
    onAuthEvent: (listener: (event: AuthConnectorEvent) => void) => events.on(listener),
    rejectRpcRequests: vi.fn(() => 0),
    cancelUserInput: vi.fn(() => 0),
    syncTheme: vi.fn(async () => undefined),
    destroy: vi.fn(),
  }
  const kit: Kit = createTestKit({ storage, connectors: [() => connector] })
  await kit.connectors.discover()
  cleanups.push(() => kit.destroy())
  // Stopping follows the kit: discovery stops every reaction when the kit is destroyed.
  return { kit, connector, emit: events.emit, stop: () => kit.destroy() }
}

describe('followAuthConnector', () => {
  it('opens the modal at ApproveTransaction for an approval and closes it when the approval settles', async () => {
    const { kit, emit } = await setup()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'approve' })
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('pushes ApproveTransaction over an open modal and goes back when the approval settles', async () => {
    const { kit, emit } = await setup()
    kit.modal.open({ view: 'Networks' })
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    expect(kit.getState().router.history).toEqual(['Networks', 'ApproveTransaction'])
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().router.view).toBe('Networks')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('leaves the modal alone when the user moved on before the approval settled', async () => {
    const { kit, emit } = await setup()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    kit.router.push('Networks')
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('Networks')
  })

  it('opens ApproveTransaction saying the wallet is at stake for a login waiting in the frame, and leaves after it', async () => {
    const { kit, emit } = await setup()
    kit.modal.open({ view: 'ConnectingSocial' })
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'wallet' })
    expect(kit.getState().router.history).toEqual(['ConnectingSocial', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'wallet' })
    expect(kit.getState().router.view).toBe('ConnectingSocial')

    kit.modal.close()
    emit({ type: 'approvalRequested', requestId: 2, purpose: 'wallet' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.history).toEqual(['ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    emit({ type: 'approvalSettled', requestId: 2, purpose: 'wallet' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('stays on ApproveTransaction while another wait is pending, worded for the one that remains', async () => {
    const { kit, emit } = await setup()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'wallet' })
    emit({ type: 'approvalRequested', requestId: 2, purpose: 'approve' })
    expect(kit.getState().router.history).toEqual(['ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'approve' })
    // The approval settles first: the login still waits in the frame.
    emit({ type: 'approvalSettled', requestId: 2, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    emit({ type: 'approvalSettled', requestId: 2, purpose: 'approve' }) // A repeat changes nothing.
    expect(kit.getState().modal.open).toBe(true)
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'wallet' })
    expect(kit.getState().modal.open).toBe(false)

    // And the other way round.
    kit.modal.open({ view: 'Account' })
    emit({ type: 'approvalRequested', requestId: 3, purpose: 'approve' })
    emit({ type: 'approvalRequested', requestId: 4, purpose: 'wallet' })
    emit({ type: 'approvalSettled', requestId: 4, purpose: 'wallet' })
    expect(kit.getState().router.history).toEqual(['Account', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'approve' })
    emit({ type: 'approvalSettled', requestId: 3, purpose: 'approve' })
    expect(kit.getState().router.history).toEqual(['Account'])
  })

  it("shows the error toast 'Action not allowed' for a refused method", async () => {
    const { kit, emit } = await setup()
    emit({ type: 'requestRefused', method: 'eth_sign' })
    expect(kit.getState().toast).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
      open: true,
    })
  })

  it('shows the modal loading while an e-mail user’s session is checked, and not for other users', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true')
    const email = await setup(storage)
    email.emit({ type: 'sessionCheck', pending: true })
    expect(email.kit.getState().modal.loading).toBe(true)
    // The check may clear the login cache before it ends: the loading state still ends.
    email.kit.storage.clearLoginCache()
    email.emit({ type: 'sessionCheck', pending: false })
    expect(email.kit.getState().modal.loading).toBe(false)

    const other = await setup()
    other.emit({ type: 'sessionCheck', pending: true })
    expect(other.kit.getState().modal.loading).toBe(false)
  })

  it('closing the modal rejects the pending requests and cancels the logins waiting for the user; a theme change reaches the frame once loaded', async () => {
    const { kit, connector } = await setup()
    kit.modal.open({ view: 'Account' })
    await tick() // Subscriptions see batched changes: let the opening be seen first.
    expect(connector.cancelUserInput).not.toHaveBeenCalled()
    kit.modal.close()
    await vi.waitFor(() => expect(connector.rejectRpcRequests).toHaveBeenCalledTimes(1))
    expect(connector.cancelUserInput).toHaveBeenCalledTimes(1)
    // Discovery handed the connector the kit's theme when it registered it, without loading anything.
    expect(connector.syncTheme).toHaveBeenCalledTimes(1)
    kit.theme.setMode('dark')
    await tick()
    // The theme controller's own call only: the reaction leaves an unloaded frame alone.
    expect(connector.syncTheme).toHaveBeenCalledTimes(2)
    connector.frame = {} as FrameClient
    kit.theme.setMode('light')
    await vi.waitFor(() => expect(connector.syncTheme).toHaveBeenCalledTimes(4))
    expect(connector.syncTheme).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'light' }))
  })

  it('does nothing more once stopped', async () => {
    const { kit, emit, stop, connector } = await setup()
    stop()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    emit({ type: 'requestRefused', method: 'eth_sign' })
    kit.modal.open({ view: 'Account' })
    await tick()
    kit.modal.close()
    await tick()
    expect(kit.getState().router.view).not.toBe('ApproveTransaction')
    expect(kit.getState().toast.open).toBe(false)
    expect(connector.rejectRpcRequests).not.toHaveBeenCalled()
    expect(connector.cancelUserInput).not.toHaveBeenCalled()
  })
})
