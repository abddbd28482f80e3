import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'

describe('toast controller', () => {
  it('shows success, error and loading messages', () => {
    const kit = createTestKit()
    kit.toast.showSuccess('Transaction started')
    expect(kit.getState().toast).toEqual({ message: 'Transaction started', variant: 'success', open: true })
    kit.toast.showLoading('Approve in your wallet')
    expect(kit.getState().toast).toEqual({
      message: 'Approve in your wallet',
      variant: 'loading',
      open: true,
    })
  })

  it('shows an error from a Kit error, an Error, a string, or a generic message', () => {
    const kit = createTestKit()
    kit.toast.showError(new NetworkNotFoundError({ details: 'developer detail' }))
    expect(kit.getState().toast.message).toBe('Network not found')
    kit.toast.showError(new Error('boom'))
    expect(kit.getState().toast.message).toBe('boom')
    kit.toast.showError('Something went wrong')
    expect(kit.getState().toast).toEqual({ message: 'Something went wrong', variant: 'error', open: true })
    kit.toast.showError({})
    expect(kit.getState().toast.message).toBe('Something went wrong')
  })

  it('hide closes the toast and keeps the message while the UI animates out', () => {
    const kit = createTestKit()
    kit.toast.showSuccess('Copied')
    kit.toast.hide()
    expect(kit.getState().toast).toEqual({ message: 'Copied', variant: 'success', open: false })
  })
})
