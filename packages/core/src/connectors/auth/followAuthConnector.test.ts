// The kit's reaction to its auth connector's events, over a stand-in connector that only emits: the modal and the
// router show approvals and logins waiting in the frame, refused methods show a toast, an e-mail user's session
// check shows loading; closing the modal rejects pending requests, cancels the logins waiting for the user, and a
// theme change reaches a loaded frame.
import type { FrameClient } from '@kit/frame-bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../constants.js'
import type { Kit } from '../../kit.js'
import { createMemoryStorage } from '../../services/memoryStorage.js'
import { createTestKit } from '../../test-utils.js'
import { createEmitter } from './events.js'
import { followAuthConnector } from './followAuthConnector.js'
import type { AuthConnector, AuthConnectorEvent } from './types.js'

const cleanups: (() => void)[] = []
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(storage = createMemoryStorage()) {
  const kit: Kit = createTestKit({ storage })
  const events = createEmitter<AuthConnectorEvent>()
  const connector = {
    frame: undefined as FrameClient | undefined,
    onAuthEvent: (listener: (event: AuthConnectorEvent) => void) => events.on(listener),
    rejectRpcRequests: vi.fn(() => 0),
    cancelUserInput: vi.fn(() => 0),
    syncTheme: vi.fn(async () => undefined),
  }
  const stop = followAuthConnector(kit, connector as unknown as AuthConnector)
  cleanups.push(() => {
    stop()
    kit.destroy()
  })
  return { kit, connector, emit: events.emit, stop }
}

describe('followAuthConnector', () => {
  it('opens the modal at ApproveTransaction for an approval and closes it when the approval settles', () => {
    const { kit, emit } = setup()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'approve' })
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('pushes ApproveTransaction over an open modal and goes back when the approval settles', () => {
    const { kit, emit } = setup()
    kit.modal.open({ view: 'Networks' })
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    expect(kit.getState().router.history).toEqual(['Networks', 'ApproveTransaction'])
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().router.view).toBe('Networks')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('leaves the modal alone when the user moved on before the approval settled', () => {
    const { kit, emit } = setup()
    emit({ type: 'approvalRequested', requestId: 1, purpose: 'approve' })
    kit.router.push('Networks')
    emit({ type: 'approvalSettled', requestId: 1, purpose: 'approve' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('Networks')
  })

  it('opens ApproveTransaction saying the wallet is at stake for a login waiting in the frame, and leaves after it', () => {
    const { kit, emit } = setup()
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

  it('stays on ApproveTransaction while another wait is pending, worded for the one that remains', () => {
    const { kit, emit } = setup()
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

  it("shows the error toast 'Action not allowed' for a refused method", () => {
    const { kit, emit } = setup()
    emit({ type: 'requestRefused', method: 'eth_sign' })
    expect(kit.getState().toast).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
      open: true,
    })
  })

  it('shows the modal loading while an e-mail user’s session is checked, and not for other users', () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true')
    const email = setup(storage)
    email.emit({ type: 'sessionCheck', pending: true })
    expect(email.kit.getState().modal.loading).toBe(true)
    // The check may clear the login cache before it ends: the loading state still ends.
    email.kit.storage.clearLoginCache()
    email.emit({ type: 'sessionCheck', pending: false })
    expect(email.kit.getState().modal.loading).toBe(false)

    const other = setup()
    other.emit({ type: 'sessionCheck', pending: true })
    expect(other.kit.getState().modal.loading).toBe(false)
  })

  it('closing the modal rejects the pending requests and cancels the logins waiting for the user; a theme change reaches the frame once loaded', async () => {
    const { kit, connector } = setup()
    kit.modal.open({ view: 'Account' })
    await tick() // Subscriptions see batched changes: let the opening be seen first.
    expect(connector.cancelUserInput).not.toHaveBeenCalled()
    kit.modal.close()
    await vi.waitFor(() => expect(connector.rejectRpcRequests).toHaveBeenCalledTimes(1))
    expect(connector.cancelUserInput).toHaveBeenCalledTimes(1)
    kit.theme.setMode('dark')
    await tick()
    expect(connector.syncTheme).not.toHaveBeenCalled()
    connector.frame = {} as FrameClient
    kit.theme.setMode('light')
    await vi.waitFor(() =>
      expect(connector.syncTheme).toHaveBeenCalledWith(expect.objectContaining({ mode: 'light' })),
    )
  })

  it('does nothing more once stopped', async () => {
    const { kit, emit, stop, connector } = setup()
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
